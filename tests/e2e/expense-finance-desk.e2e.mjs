// Issue 35 (decision 0650), finance 13800000003 in the browser:
// - item 1: two reimbursements approved through the API; finance ticks both on 审批 › 待支付, taps 批量支付, picks the
//   基本户 in 付款账户, confirms the count, total and payees, pays, and downloads the batch's transfer list as Excel
//   and CSV, which the test opens and checks;
// - item 2: a cash repayment of 张伟 waits for finance under 审批 › 待审批 (还款确认) and is confirmed from there.
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { after, before, test } from 'node:test'
import ExcelJS from 'exceljs'
import { api, baseUrl, button, logIn, openBrowser, shot, tokenOf, visible } from './browser.mjs'

let browser
let finance
const state = {}
const stamp = Date.now().toString(36)
const REPAY_FEN = 1234
const bills = [
  { title: `批量支付差旅甲${stamp}`, fen: 23456 },
  { title: `批量支付差旅乙${stamp}`, fen: 10044 },
]

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  finance = await opened.newPhonePage()
  const employee = await tokenOf('13800000001')
  const approver = await tokenOf('13800000002')
  const financeToken = await tokenOf('13800000003')
  for (const bill of bills) {
    const cost = await api('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: bill.fen, CostDate: '2026-11-20', CityName: '上海', Remark: bill.title, Attachments: [] }, employee)
    const saved = await api('/b2b/CustomerBill/SaveReimbursementBill', { Title: bill.title, Reason: '', CostCenterId: '31001', CostIds: [cost.CostId], Submit: true }, employee)
    await api('/b2b/CustomerBill/ApproveBill', { BillNo: saved.BillNo }, approver)
    await api('/b2b/CustomerBill/ApproveBill', { BillNo: saved.BillNo }, financeToken)
    bill.billNo = saved.BillNo
  }
  const loan = (await api('/b2b/CustomerBill/GetOpenLoanList', { PageIndex: 1, PageSize: 20 }, employee)).Items.find((l) => l.AvailableFen >= REPAY_FEN)
  state.repayNo = (await api('/b2b/CustomerBill/SaveRepaymentBill', { LoanNo: loan.LoanNo, AmountFen: REPAY_FEN, Remark: '现金还款' }, employee)).RepayNo
})
after(async () => { await browser?.close() })

test('finance batch-pays two bills from the 基本户 after confirming count, total and payees, and downloads the transfer list', async () => {
  await logIn(finance, '13800000003')
  await finance.goto(`${baseUrl}/pages/expenseControl/approve/index/index?tab=payable`)
  for (const bill of bills) {
    const card = visible(finance).locator('.bill-card', { hasText: bill.title })
    await card.locator('.bill-card__pick').click()
    await card.locator('.bill-card__pick[aria-checked="true"]').waitFor()
  }
  await visible(finance).getByText('已选 2 笔').waitFor()
  await shot(finance, 'pay-batch-ticked')
  await button(finance, '批量支付').click()
  await finance.waitForURL((url) => url.pathname === '/pages/expenseControl/PayAccountList')
  await visible(finance).locator('.pay-account-row', { hasText: '基本户' }).click()
  await finance.waitForURL((url) => url.pathname === '/pages/expenseControl/approve/index/index')
  const popup = finance.locator('.pay-out:visible')
  await popup.getByText('共 2 笔，合计 ¥335.00').waitFor()
  await popup.getByText(`张伟 ¥234.56 · ${bills[0].billNo}`).waitFor()
  await popup.getByText(`张伟 ¥100.44 · ${bills[1].billNo}`).waitFor()
  await popup.getByText('付款账户 基本户 招商银行上海分行').waitFor()
  await shot(finance, 'pay-batch-confirm')
  await popup.locator('.popup__button--confirm').click()

  const result = finance.locator('.pay-batch__result:visible')
  await result.getByText('已支付 2 笔，合计 ¥335.00').waitFor()
  const batchNo = (await result.locator('.pay-batch__no').innerText()).replace('付款批次 ', '').trim()
  assert.match(batchNo, /^PC\d+$/)
  await shot(finance, 'pay-batch-paid')

  const [xlsx] = await Promise.all([finance.waitForEvent('download'), result.locator('.pay-batch__xlsx').click()])
  assert.equal(xlsx.suggestedFilename(), `批量转账-${batchNo}.xlsx`)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await readFile(await xlsx.path()))
  const sheet = workbook.worksheets[0]
  assert.deepEqual(sheet.getRow(1).values.slice(1), ['序号', '收款人户名', '收款账号', '收款银行', '金额（元）', '用途', '业务参考号'])
  const rows = [2, 3].map((r) => sheet.getRow(r).values.slice(1))
  assert.deepEqual(rows.map((r) => [r[1], r[4], r[5]]).sort(), [['张伟', 100.44, `报销款 ${bills[1].billNo}`], ['张伟', 234.56, `报销款 ${bills[0].billNo}`]])
  assert.equal(sheet.rowCount, 3)

  const [csv] = await Promise.all([finance.waitForEvent('download'), result.locator('.pay-batch__csv').click()])
  const text = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '')
  assert.match(text, new RegExp(`,张伟,\\d+,[^,]+,234\\.56,报销款 ${bills[0].billNo},FK\\d+`))

  await finance.locator('.popup__button--cancel:visible').click()
  for (const bill of bills) await visible(finance).locator('.bill-card', { hasText: bill.title }).waitFor({ state: 'detached' })
  await shot(finance, 'pay-batch-done')
})

test('finance confirms a cash repayment from the 审批 tab', async () => {
  await finance.goto(`${baseUrl}/pages/expenseControl/approve/index/index`)
  const section = visible(finance).locator('.repayment-approvals')
  await section.getByText(/还款确认（\d+）/).waitFor()
  const card = section.locator('.repayment-card', { hasText: state.repayNo })
  await card.getByText('¥12.34').waitFor()
  await shot(finance, 'todo-repayment')
  await card.click()
  await finance.waitForURL((url) => url.pathname === '/pages/expenseControl/RePaymentBillDetail')
  await button(finance, '确认收款').click()
  await visible(finance).locator('.repay-detail__status', { hasText: '已还款' }).waitFor()
  await finance.goBack()
  await finance.waitForURL((url) => url.pathname === '/pages/expenseControl/approve/index/index')
  await visible(finance).locator('.repayment-card', { hasText: state.repayNo }).waitFor({ state: 'detached' })
  await shot(finance, 'todo-repayment-confirmed')
})
