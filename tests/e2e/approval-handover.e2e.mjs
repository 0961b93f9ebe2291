// Issue 35 (decision 0700), three people at a phone viewport against the real server:
// - 转交: 李娜 (approver, 13800000002) hands 张伟's bill to 刘强 (manager, 13800000004) from its detail; 刘强 finds
//   it in his 审批 tab and approves with 通过; 张伟 (13800000001) sees both in 处理记录 and the step passed;
// - 加签: 李娜 adds 刘强 before herself on another bill; 刘强 approves it first, then the step is 李娜's again;
// - 转交 of an order approval (decision 0800): 李娜 hands 张伟's over-standard flight to 刘强, who approves it;
// - 出差申请: 李娜 adds 刘强 after herself (后加签) and approves; 刘强 sends it back (退回) to 李娜's step, where it
//   waits for her again.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, baseUrl, button, callAsPage, logIn, openBrowser, shanghaiDay, shot, tokenOf, visible } from './browser.mjs'

let browser
let approver
let manager
let employee
const stamp = Date.now().toString(36)
const bills = { handed: { title: `转交报销${stamp}`, fen: 15800 }, added: { title: `加签报销${stamp}`, fen: 26600 } }
const APPROVE_TAB = `${baseUrl}/pages/expenseControl/approve/index/index`

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  ;[approver, manager, employee] = await Promise.all([opened.newPhonePage(), opened.newPhonePage(), opened.newPhonePage()])
  const token = await tokenOf('13800000001')
  for (const bill of Object.values(bills)) {
    const cost = await api('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: bill.fen, CostDate: '2026-11-20', CityName: '上海', Remark: bill.title, Attachments: [] }, token)
    bill.billNo = (await api('/b2b/CustomerBill/SaveReimbursementBill', { Title: bill.title, Reason: '', CostCenterId: '31001', CostIds: [cost.CostId], Submit: true }, token)).BillNo
  }
  await logIn(approver, '13800000002')
  await logIn(manager, '13800000004')
})
after(async () => { await browser?.close() })

/** Opens the bill from the person's 审批 › 待审批. */
async function openFromApprovals(page, title) {
  const detail = '/pages/expenseControl/ReimbursementBillDetail'
  await page.goto(APPROVE_TAB)
  const card = visible(page).locator('.bill-card', { hasText: title })
  await card.waitFor()
  // The tab's lists load in parts (bills, loans, order approvals, counts); a tap while one of them is still loading
  // may land on a card the next render replaces: once all are in, the tap is taken, and a lost one is tapped again.
  await visible(page).locator('.state-view--loading').first().waitFor({ state: 'detached' })
  for (let tap = 1; ; tap += 1) {
    await card.click()
    const opened = await page.waitForURL((url) => url.pathname === detail, { timeout: 15_000 }).then(() => true, () => false)
    if (opened) return
    if (tap === 2) throw new Error(`the card ${title} did not open its bill after two taps`)
  }
}

/** Picks 刘强 in 选择报销人 and lands back on the bill. */
async function pickManager(page) {
  await page.waitForURL((url) => url.pathname.includes('checkReimbursementMember'))
  await visible(page).locator('.member-row', { hasText: '刘强' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/ReimbursementBillDetail')
}

test('转交: the approver hands the bill to the manager, who approves it with 通过; the submitter sees both', async () => {
  const { title } = bills.handed
  await openFromApprovals(approver, title)
  await visible(approver).locator('.bill-detail__opinion textarea').fill('我休假，请刘总审批')
  await button(approver, '转交').click()
  await pickManager(approver)
  const popup = approver.locator('.bill-transfer:visible')
  await popup.getByText('转交给 刘强').waitFor()
  await shot(approver, 'handover-confirm')
  await popup.locator('.popup__button--confirm').click()
  await visible(approver).getByText('转交给刘强：我休假，请刘总审批').waitFor()
  await visible(approver).getByText('1. 部门负责人审批（刘强）审批中').waitFor()
  await button(approver, '通过').waitFor({ state: 'detached' })
  await shot(approver, 'handover-done')

  await openFromApprovals(manager, title)
  await button(manager, '通过').click()
  await visible(manager).getByText('1. 部门负责人审批（刘强）已通过').waitFor()
  await visible(manager).getByText('2. 财务审核').waitFor()
  await shot(manager, 'handover-approved')

  await logIn(employee, '13800000001')
  await employee.goto(`${baseUrl}/pages/expenseControl/ReimbursementBillDetail?billNo=${bills.handed.billNo}`)
  await visible(employee).getByText('李娜 转交给刘强：我休假，请刘总审批').waitFor()
  await visible(employee).getByText('刘强 部门负责人审批通过').waitFor()
  await visible(employee).getByText('1. 部门负责人审批（刘强）已通过').waitFor()
  await shot(employee, 'handover-submitter')
})

test('加签: the approver adds the manager before herself; he approves first, then the step is hers again', async () => {
  const { title } = bills.added
  await openFromApprovals(approver, title)
  await visible(approver).locator('.bill-detail__opinion textarea').fill('金额较大，请刘总先看')
  await button(approver, '加签').click()
  await pickManager(approver)
  const popup = approver.locator('.bill-add-approver:visible')
  await popup.getByText('加签 刘强').waitFor()
  await popup.getByRole('radio', { name: '在我之前审批' }).click()
  await shot(approver, 'add-approver-confirm')
  await popup.locator('.popup__button--confirm').click()
  await visible(approver).getByText('加签刘强（在本人之前审批）：金额较大，请刘总先看').waitFor()
  await visible(approver).getByText('1. 加签审批（刘强）审批中').waitFor()
  await visible(approver).getByText('2. 部门负责人审批（李娜）待审批').waitFor()

  await openFromApprovals(manager, title)
  await button(manager, '通过').click()
  await visible(manager).getByText('1. 加签审批（刘强）已通过').waitFor()
  await shot(manager, 'add-approver-approved')

  await openFromApprovals(approver, title)
  await visible(approver).getByText('2. 部门负责人审批（李娜）审批中').waitFor()
  await button(approver, '通过').click()
  await visible(approver).getByText('2. 部门负责人审批（李娜）已通过').waitFor()
  await shot(approver, 'add-approver-back')
})

/** Picks 刘强 in 选择人员 and lands back on `path`. */
async function pickManagerFor(page, path) {
  await page.waitForURL((url) => url.pathname.includes('checkReimbursementMember'))
  await visible(page).locator('.member-row', { hasText: '刘强' }).click()
  await page.waitForURL((url) => url.pathname === path)
}

test('转交 of an order approval: the approver hands an over-standard flight to the manager, who approves it', async () => {
  // 张伟's business fare 上海 → 深圳 (over his standard, with a reason) waits for 李娜.
  const token = await tokenOf('13800000001')
  const date = shanghaiDay(9)
  const flights = await api('/b2b/Flight/QueryFlightList', { DepartCityCode: 'SHA', ArriveCityCode: 'SZX', DepartDate: date }, token)
  let fare
  let flightNo
  for (const f of flights.Flights) {
    const seats = await api('/b2b/Flight/QuerySeatList', { FlightNo: f.FlightNo, DepartDate: date, DepartCityCode: 'SHA', ArriveCityCode: 'SZX' }, token)
    fare = seats.Fares.find((x) => x.CabinClass === 'C' && x.SeatsLeft !== 0)
    flightNo = f.FlightNo
    if (fare) break
  }
  assert.ok(fare, 'a business fare 上海 → 深圳')
  const created = await api('/b2b/Flight/CreateOrder', {
    Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
    Passengers: [{ Name: '张伟', IdType: 1, IdNo: '110108198503152371', Phone: '13800000001', MemberId: '10001' }],
    Contact: { Name: '张伟', Phone: '13800000001' }, CostCenterName: '', ProjectName: '', OverStandardReason: '拜访客户',
  }, token)
  assert.equal(created.NeedApproval, true, 'business is over the standard: it waits for approval')

  const openOrderApproval = async (page) => {
    await page.goto(`${baseUrl}/pages/approve/index/index`)
    await visible(page).locator('.approval-card', { hasText: flightNo }).filter({ hasText: '张伟' }).first().click()
    await page.waitForURL((url) => url.pathname === '/pages/order2.0/flight/approval')
  }
  await openOrderApproval(approver)
  await visible(approver).locator('.approval-comment input').fill('出差期间，请刘总审批')
  await button(approver, '转交').click()
  await pickManagerFor(approver, '/pages/order2.0/flight/approval')
  const popup = approver.locator('.order-approval-transfer:visible')
  await popup.getByText('转交给 刘强').waitFor()
  await shot(approver, 'order-handover-confirm')
  await popup.locator('.popup__button--confirm').click()
  await button(approver, '通过').waitFor({ state: 'detached' })
  const handed = (await callAsPage(approver, '/b2b/TMC/GetApprovalOrderList', { Tab: 'pending', PageIndex: 1, PageSize: 50 })).Data.Items
  assert.ok(!handed.some((i) => i.OrderNo === created.OrderNo), 'no longer in 李娜\'s 待审批')

  await openOrderApproval(manager)
  await button(manager, '通过').click()
  await visible(manager).locator('.order-status-head__status', { hasText: '待支付' }).waitFor()
  await shot(manager, 'order-handover-approved')
})

test('出差申请: 后加签 of the manager, then 退回 to the approver\'s step, where it waits for her again', async () => {
  const reason = `加签退回申请${stamp}`
  const token = await tokenOf('13800000001')
  const { ApplyNo } = await api('/b2b/TravelApply/Create', {
    Reason: reason, DepartCity: '北京', Cities: ['上海'], StartDate: shanghaiDay(10), EndDate: shanghaiDay(12), Products: ['flight'], BudgetFen: 300000, Submit: true,
  }, token)
  const detail = `${baseUrl}/pages/bill/travelApply/detail?applyNo=${ApplyNo}`

  await approver.goto(detail)
  await visible(approver).locator('.travel-apply-form__input input').fill('请刘总复核预算')
  await button(approver, '加签').click()
  await pickManagerFor(approver, '/pages/bill/travelApply/detail')
  const add = approver.locator('.apply-add-approver:visible')
  await add.getByText('加签 刘强').waitFor()
  await add.getByRole('radio', { name: '在我之后审批' }).click()
  await add.locator('.popup__button--confirm').click()
  await visible(approver).getByText('加签刘强（在本人之后审批）：请刘总复核预算').waitFor()
  await button(approver, '通过').click()
  await button(approver, '通过').waitFor({ state: 'detached' })
  await visible(approver).locator('.travel-apply-step', { hasText: '刘强' }).first().waitFor()
  await shot(approver, 'apply-add-approver-after')

  await manager.goto(detail)
  await visible(manager).locator('.travel-apply-form__input input').fill('预算需按新差标重算')
  await button(manager, '退回').click()
  const back = manager.locator('.apply-send-back:visible')
  await back.getByText('退回原因填在审批意见中（必填）').waitFor()
  await shot(manager, 'apply-send-back-confirm')
  await back.locator('.popup__button--confirm').click()
  await visible(manager).getByText(/退回至第1步「.+」：预算需按新差标重算/).first().waitFor()
  await button(manager, '通过').waitFor({ state: 'detached' })

  await approver.goto(detail)
  await button(approver, '通过').waitFor()
  await visible(approver).locator('.travel-apply-head__status', { hasText: '审批中' }).waitFor()
  await shot(approver, 'apply-sent-back')
})
