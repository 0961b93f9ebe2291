// Issue 18 in the browser, against `npm start`'s server: the employee records two costs in the account book
// (one with an invoice photo), makes a reimbursement bill of them and submits it; the approver and then
// finance approve it in 审批 (the new expense mode's tab); finance pays it; the employee sees it paid.
// Then zero typing: the employee's finished demo trip drafts a travel reimbursement with its orders and subsidy;
// a taxi cost gets its invoice by recognising the QR code of a photo; the bill is submitted, approved, paid.
// Paying (issue 31 items 1 and 4, decision 0560): finance picks the enterprise account to pay from and confirms
// amount and payee; the trip's flight and hotel, paid by the enterprise account, show as 公司已付 and are not paid
// again: the employee gets the train he paid himself, the subsidy and the taxi.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import QRCode from 'qrcode'
import { baseUrl, button, logIn, openBrowser, payOut, shot, visible } from './browser.mjs'

let browser
let employee
let approver
let finance
const state = {}

// A 1x1 PNG: the invoice photo the employee attaches.
const INVOICE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  employee = await opened.newPhonePage()
  approver = await opened.newPhonePage()
  finance = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

async function recordCost(page, { type, yuan, remark, withInvoice }) {
  await page.goto(`${baseUrl}/pages/expenseControl/editCost`)
  await visible(page).locator('.expense__chip', { hasText: type }).click()
  await visible(page).locator('.cost-form__amount input').fill(yuan)
  await visible(page).locator('.cost-form__city input').fill('上海')
  await visible(page).locator('.cost-form__remark textarea').fill(remark)
  if (withInvoice) {
    // Taro's H5 chooseImage opens a file input of its own; the photo goes into it.
    await visible(page).locator('.expense__add-image').click()
    await page.locator('input[type=file]').last().setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: INVOICE_PNG })
    await visible(page).locator('.expense__image').first().waitFor()
    await visible(page).getByText('发票照片（1/9）').waitFor()
  }
  await shot(page, `expense-cost-${type}`)
  await button(page, '保存').click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/costList')
}

/** The month's total on 我的记账本 in fen, once the list has loaded (other journeys may have recorded costs). */
async function monthTotalFen(page) {
  await page.goto(`${baseUrl}/pages/expenseControl/costList`)
  await visible(page).locator('.cost-card').or(visible(page).getByText('本月还没有记账')).first().waitFor()
  const text = await visible(page).locator('.expense__total').innerText()
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)
}

const yuanText = (fen) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

test('the employee records two costs in the account book', async () => {
  await logIn(employee, '13800000001')
  const before = await monthTotalFen(employee)
  await recordCost(employee, { type: '交通费', yuan: '86.5', remark: '机场打车', withInvoice: false })
  await visible(employee).locator('.cost-card', { hasText: '机场打车' }).waitFor()
  await recordCost(employee, { type: '住宿费', yuan: '350', remark: '酒店住宿', withInvoice: false })
  await visible(employee).locator('.cost-card', { hasText: '酒店住宿' }).waitFor()
  await visible(employee).locator('.expense__total', { hasText: `合计 ${yuanText(before + 43650)}` }).waitFor()
  await shot(employee, 'expense-account-book')
})

test('the employee makes a reimbursement bill of them and submits it', async () => {
  await employee.goto(`${baseUrl}/pages/expenseControl/CreateReimbursementBill`)
  await visible(employee).locator('.bill-form__title input').fill('11月上海出差报销')
  await visible(employee).locator('.cost-card', { hasText: '机场打车' }).click()
  await visible(employee).locator('.cost-card', { hasText: '酒店住宿' }).click()
  await visible(employee).getByText('已选 2 笔，合计 ¥436.50').waitFor()
  await shot(employee, 'expense-bill-form')
  await button(employee, '提交审批').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/ReimbursementBillDetail')
  await visible(employee).locator('.bill-detail__status', { hasText: '审批中' }).waitFor()
  state.billNo = new URL(employee.url()).searchParams.get('billNo')
  assert.match(state.billNo ?? '', /^BX\d+$/)
  await shot(employee, 'expense-bill-submitted')
})

async function approveFromTab(page, phone, status, title = '11月上海出差报销') {
  await logIn(page, phone)
  await page.locator('.tab-bar:visible .tab-bar__item--approval').click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/approve/index/index')
  const card = visible(page).locator('.bill-card', { hasText: title }).first()
  await card.waitFor()
  await shot(page, `expense-approval-todo-${phone}`)
  await card.click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/ReimbursementBillDetail')
  await button(page, '通过').click()
  await visible(page).locator('.bill-detail__status', { hasText: status }).waitFor()
}

test('the approver approves it from the 审批 tab', async () => {
  await approveFromTab(approver, '13800000002', '审批中')
  await visible(approver).getByText('财务审核（王芳）审批中').waitFor()
  await shot(approver, 'expense-approved-by-approver')
})

test('finance approves it last and pays it', async () => {
  await approveFromTab(finance, '13800000003', '待支付')
  await payOut(finance, { amount: '¥436.50', payee: '张伟' })
  await visible(finance).locator('.bill-detail__status', { hasText: '已支付' }).waitFor().catch(async (e) => { await shot(finance, 'failed-expense-pay'); throw e })
  await visible(finance).getByText('付款账户「基本户 招商银行上海分行」', { exact: false }).waitFor()
  await shot(finance, 'expense-paid-by-finance')
})

test('the employee sees the bill paid', async () => {
  await employee.goto(`${baseUrl}/pages/expenseControl/expenseBillList`)
  await visible(employee).locator('.ui-tabs').getByText('已支付').click()
  const card = visible(employee).locator('.bill-card', { hasText: '11月上海出差报销' })
  await card.locator('.expense__status', { hasText: '已支付' }).waitFor()
  await shot(employee, 'expense-bill-list-paid')
  await card.click()
  await visible(employee).locator('.bill-detail__status', { hasText: '已支付' }).waitFor()
  await visible(employee).getByText('支付时间').waitFor()
  await shot(employee, 'expense-bill-paid')
})

// ---------------------------------------------------------------- zero typing: the finished trip's reimbursement

/** Yesterday in Shanghai as YYYYMMDD: the taxi invoice's date. */
function yesterday() {
  const at = new Date(Date.now() + 8 * 3600_000 - 86_400_000)
  return at.toISOString().slice(0, 10).replaceAll('-', '')
}

test('the finished demo trip drafts a travel reimbursement with its orders and subsidy', async () => {
  await employee.goto(`${baseUrl}/pages/expenseControl/costList`)
  const offer = visible(employee).locator('.trip-offer', { hasText: '上海出差已结束' })
  await offer.waitFor()
  await shot(employee, 'expense-trip-offer')
  await offer.click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/CreateReimbursementBill')
  state.tripBillNo = new URL(employee.url()).searchParams.get('billNo')
  assert.match(state.tripBillNo ?? '', /^BX\d+$/)
  await visible(employee).locator('.cost-card', { hasText: '出差补贴' }).waitFor()
  const cards = await visible(employee).locator('.cost-card').allInnerTexts()
  for (const text of ['北京 → 上海', '全季酒店', '上海虹桥 - 北京南 G6']) {
    assert.ok(cards.some((card) => card.includes(text)), `a cost card for ${text} among: ${cards.map((c) => c.replace(/\s+/g, ' ')).join(' | ')}`)
  }
  // The flight and hotel the enterprise account paid are on the bill as 公司已付; the train he paid himself is his.
  for (const text of ['北京 → 上海', '全季酒店']) {
    await visible(employee).locator('.cost-card', { hasText: text }).getByText('公司已付').waitFor()
  }
  assert.equal(await visible(employee).locator('.cost-card', { hasText: '上海虹桥 - 北京南 G6' }).getByText('公司已付').count(), 0)
  await visible(employee).getByText('其中公司已付 ¥2,240.00，应报销 ¥1,087.00').waitFor()
  assert.equal(await visible(employee).locator('.bill-form__title input').inputValue(), '上海出差报销')
  await shot(employee, 'expense-trip-draft')
})

test('a taxi cost gets its invoice by recognising the QR code of a photo', async () => {
  await recordCost(employee, { type: '交通费', yuan: '47.4', remark: '虹桥站打车', withInvoice: false })
  await visible(employee).locator('.cost-card', { hasText: '虹桥站打车' }).click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/editCost')
  await visible(employee).locator('.cost-form__invoices').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/editInvoice')
  await visible(employee).getByText('未添加发票').waitFor()
  await visible(employee).locator('.invoice-edit__identify').click()
  await employee.waitForURL((url) => url.pathname === '/pages/bill/invoiceIdentify')
  const number = String(10_000_000 + Math.floor(Math.random() * 89_999_999))
  const photo = await QRCode.toBuffer(`01,10,031002000111,${number},46.02,${yesterday()},12345678901234567890,1F2E,`, { scale: 8, margin: 4 })
  await visible(employee).locator('.invoice-identify__pick').click()
  // Taro's H5 chooseImage asks 拍摄 or 从相册选择 on a phone before it opens its file input.
  const chooser = employee.waitForEvent('filechooser')
  await employee.locator('.taro-actionsheet__cell', { hasText: '从相册选择' }).click()
  await (await chooser).setFiles({ name: 'taxi-invoice.png', mimeType: 'image/png', buffer: photo })
  await visible(employee).locator('.invoice-form__type', { hasText: '增值税电子普通发票' }).waitFor()
  assert.equal(await visible(employee).locator('.invoice-form__no input').inputValue(), number)
  await visible(employee).locator('.invoice-form__tax input').fill('1.38')
  await visible(employee).getByText('价税合计 ¥47.40').waitFor()
  await shot(employee, 'expense-invoice-recognised')
  await button(employee, '保存到费用').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/editInvoice')
  await visible(employee).getByText('发票金额与费用一致').waitFor()
  await shot(employee, 'expense-invoice-on-cost')
})

test('the employee adds the taxi cost to the trip reimbursement and submits it', async () => {
  await employee.goto(`${baseUrl}/pages/expenseControl/CreateReimbursementBill?billNo=${state.tripBillNo}`)
  await visible(employee).locator('.cost-card', { hasText: '虹桥站打车' }).click()
  await visible(employee).getByText('其中公司已付 ¥2,240.00，应报销 ¥1,134.40').waitFor()
  await shot(employee, 'expense-trip-bill-form')
  await button(employee, '提交审批').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/ReimbursementBillDetail')
  await visible(employee).locator('.bill-detail__status', { hasText: '审批中' }).waitFor()
  await visible(employee).getByText('虹桥站打车').waitFor()
  const money = visible(employee).locator('.bill-detail__money')
  await money.getByText('¥3,374.40').waitFor()
  await money.getByText('¥2,240.00（不再支付）').waitFor()
  await money.getByText('¥1,134.40').waitFor()
  await shot(employee, 'expense-trip-bill-submitted')
})

test('the approver approves, finance approves and pays; the employee sees it paid', async () => {
  await approveFromTab(approver, '13800000002', '审批中', '上海出差报销')
  await approveFromTab(finance, '13800000003', '待支付', '上海出差报销')
  // Train ¥662 + subsidy ¥425 + taxi ¥47.40: the flight and hotel (¥2,240) were paid by the enterprise account.
  await payOut(finance, { amount: '¥1,134.40', payee: '张伟' })
  await visible(finance).locator('.bill-detail__status', { hasText: '已支付' }).waitFor().catch(async (e) => { await shot(finance, 'failed-expense-pay'); throw e })
  await visible(finance).getByText('已支付 ¥1134.40（公司已付 ¥2240.00），付款账户「基本户 招商银行上海分行」', { exact: false }).waitFor()
  await employee.goto(`${baseUrl}/pages/expenseControl/ReimbursementBillDetail?billNo=${state.tripBillNo}`)
  await visible(employee).locator('.bill-detail__status', { hasText: '已支付' }).waitFor()
  await visible(employee).locator('.bill-detail__money', { hasText: '实付金额' }).getByText('¥1,134.40').waitFor()
  await visible(employee).locator('.bill-detail__payment').click()
  await visible(employee).getByText('付款金额 ¥1,134.40').waitFor()
  await shot(employee, 'expense-trip-bill-paid')
})
