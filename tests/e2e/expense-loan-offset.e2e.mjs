// Issue 18 in the browser, against `npm start`'s server (decision 0360): employee 13800000001 borrows ¥2,000;
// approver 13800000002 and finance 13800000003 approve it from the 审批 tab and finance pays it out; the
// employee records a ¥2,600 cost and makes a reimbursement bill offsetting the loan (冲借款) in the same save;
// the bill is approved and paid from the 审批 tab, and the employee receives only the difference, ¥600.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, button, logIn, openBrowser, payOut, shot, visible } from './browser.mjs'

let browser
let employee
let approver
let finance
const state = {}
const TAG = String(Date.now()).slice(-6)
const REASON = `冲借款备用金${TAG}`
const REMARK = `客户接待${TAG}`
const TITLE = `冲借款报销${TAG}`

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  employee = await opened.newPhonePage()
  approver = await opened.newPhonePage()
  finance = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

async function openApprovalTab(page) {
  await page.locator('.tab-bar:visible .tab-bar__item--approval').click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/approve/index/index')
}

test('the employee borrows ¥2,000', async () => {
  await logIn(employee, '13800000001')
  await employee.goto(`${baseUrl}/pages/expenseControl/CreateLoanApplyBill`)
  await visible(employee).locator('.loan-form__account', { hasText: '中国工商银行' }).waitFor()
  await visible(employee).locator('.loan-form__reason textarea').fill(REASON)
  await visible(employee).locator('.loan-form__amount input').fill('2000')
  await button(employee, '提交审批').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/LoanApplyBillDetail')
  await visible(employee).locator('.loan-detail__status', { hasText: '审批中' }).waitFor()
  state.loanNo = new URL(employee.url()).searchParams.get('loanNo')
  assert.match(state.loanNo ?? '', /^JK\d+$/)
  await shot(employee, 'offset-loan-applied')
})

test('the approver finds the loan in the 审批 tab beside the bills and approves it', async () => {
  await logIn(approver, '13800000002')
  await openApprovalTab(approver)
  const card = visible(approver).locator('.loan-approvals .loan-card', { hasText: REASON })
  await card.waitFor()
  await shot(approver, 'offset-approval-tab-loan')
  await card.click()
  await approver.waitForURL((url) => url.pathname === '/pages/expenseControl/LoanApplyBillDetail')
  await button(approver, '通过').click()
  await visible(approver).getByText('财务审核（王芳）审批中').waitFor()
})

test('finance approves the loan last from the 审批 tab and pays it out', async () => {
  await logIn(finance, '13800000003')
  await openApprovalTab(finance)
  await visible(finance).locator('.loan-approvals .loan-card', { hasText: REASON }).click()
  await finance.waitForURL((url) => url.pathname === '/pages/expenseControl/LoanApplyBillDetail')
  await button(finance, '通过').click()
  await visible(finance).locator('.loan-detail__status', { hasText: '待支付' }).waitFor()
  await payOut(finance, { amount: '¥2,000.00', payee: '张伟' })
  await visible(finance).locator('.loan-detail__status', { hasText: '待还款' }).waitFor()
  await visible(finance).locator('.loan-ledger__outstanding', { hasText: '¥2,000.00' }).waitFor()
  await shot(finance, 'offset-loan-paid-out')
})

test('the employee records a ¥2,600 cost', async () => {
  await employee.goto(`${baseUrl}/pages/expenseControl/editCost`)
  await visible(employee).locator('.expense__chip', { hasText: '交通费' }).click()
  await visible(employee).locator('.cost-form__amount input').fill('2600')
  await visible(employee).locator('.cost-form__city input').fill('上海')
  await visible(employee).locator('.cost-form__remark textarea').fill(REMARK)
  await button(employee, '保存').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/costList')
  await visible(employee).locator('.cost-card', { hasText: REMARK }).waitFor()
})

test('the bill offsets the loan as part of its submission', async () => {
  await employee.goto(`${baseUrl}/pages/expenseControl/CreateReimbursementBill`)
  await visible(employee).locator('.bill-form__title input').fill(TITLE)
  await visible(employee).locator('.cost-card', { hasText: REMARK }).click()
  await visible(employee).getByText('合计 ¥2,600.00').waitFor()
  await visible(employee).locator('.loan-offset').getByText(/^冲借款（可冲抵/).click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/costBillNoList')
  await visible(employee).locator('.loan-card', { hasText: REASON }).click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/CreateReimbursementBill')
  await visible(employee).locator('.loan-offset__line', { hasText: `冲借款 ${state.loanNo}` }).waitFor()
  await visible(employee).locator('.loan-offset__total', { hasText: '冲借款合计 ¥2,000.00，实际支付 ¥600.00' }).waitFor()
  assert.equal(await visible(employee).locator('.bill-form__title input').inputValue(), TITLE)
  await shot(employee, 'offset-bill-form')
  await button(employee, '提交审批').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/ReimbursementBillDetail')
  await visible(employee).locator('.bill-detail__status', { hasText: '审批中' }).waitFor()
  await visible(employee).locator('.bill-detail__offsets', { hasText: `${REASON} ${state.loanNo} 冲抵 ¥2,000.00` }).waitFor()
  await visible(employee).locator('.bill-detail__money', { hasText: '应付金额' }).getByText('¥600.00').waitFor()
  state.billNo = new URL(employee.url()).searchParams.get('billNo')
  await shot(employee, 'offset-bill-submitted')
  await employee.goto(`${baseUrl}/pages/expenseControl/LoanApplyBillDetail?loanNo=${state.loanNo}`)
  await visible(employee).locator('.loan-detail__status', { hasText: '已还清' }).waitFor()
  await shot(employee, 'offset-loan-settled')
})

async function approveBillFromTab(page) {
  await page.goto(`${baseUrl}/pages/index/index`)
  await openApprovalTab(page)
  const card = visible(page).locator('.bill-card', { hasText: TITLE })
  await card.waitFor()
  await card.click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/ReimbursementBillDetail')
  await button(page, '通过').click()
}

test('approver and finance approve the bill; finance pays only the difference', async () => {
  await approveBillFromTab(approver)
  await visible(approver).getByText('财务审核（王芳）审批中').waitFor()
  await approveBillFromTab(finance)
  await visible(finance).locator('.bill-detail__status', { hasText: '待支付' }).waitFor()
  await payOut(finance, { amount: '¥600.00', payee: '张伟' })
  await visible(finance).locator('.bill-detail__status', { hasText: '已支付' }).waitFor()
  await visible(finance).getByText('已支付 ¥600.00（冲借款 ¥2000.00）', { exact: false }).waitFor()
  await shot(finance, 'offset-bill-paid')
})

test('the employee sees the bill paid with ¥600 received and the loan settled', async () => {
  await employee.goto(`${baseUrl}/pages/expenseControl/ReimbursementBillDetail?billNo=${state.billNo}`)
  await visible(employee).locator('.bill-detail__status', { hasText: '已支付' }).waitFor()
  await visible(employee).locator('.bill-detail__money', { hasText: '实付金额' }).getByText('¥600.00').waitFor()
  await visible(employee).locator('.bill-detail__payment').click()
  await employee.waitForURL((url) => url.pathname.startsWith('/pages/bill/PaymentBillDetail'))
  await visible(employee).getByText('付款金额 ¥600.00').waitFor()
  await shot(employee, 'offset-payment-bill')
  await employee.goto(`${baseUrl}/pages/expenseControl/LoanApplyBillDetail?loanNo=${state.loanNo}`)
  await visible(employee).locator('.loan-detail__status', { hasText: '已还清' }).waitFor()
  await visible(employee).getByText('冲借款').first().waitFor()
  await shot(employee, 'offset-loan-after')
})
