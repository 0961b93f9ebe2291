// Issue 18 (loans) in the browser, against `npm start`'s server: employee 13800000001 applies for a loan,
// approver 13800000002 approves it, finance 13800000003 approves last and pays it out from a payment account;
// the employee repays part, sees the balance with the repayment waiting, finance confirms it and the balance falls.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, button, logIn, openBrowser, payOut, shot, visible } from './browser.mjs'

let browser
let employee
let approver
let finance
const state = {}

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  employee = await opened.newPhonePage()
  approver = await opened.newPhonePage()
  finance = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

const REASON = '北京客户拜访差旅备用金'

test('the employee sees the open loan of the seed and applies for a new one', async () => {
  await logIn(employee, '13800000001')
  await employee.goto(`${baseUrl}/pages/expenseControl/myLoan`)
  await visible(employee).locator('.loan-ledger__outstanding', { hasText: '¥1,500.00' }).waitFor()
  await visible(employee).getByText('上海客户拜访差旅备用金').waitFor()
  await shot(employee, 'loan-my-loans-before')
  await button(employee, '借款申请').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/CreateLoanApplyBill')
  await visible(employee).locator('.loan-form__account', { hasText: '中国工商银行' }).waitFor()
  await visible(employee).locator('.loan-form__reason textarea').fill(REASON)
  await visible(employee).locator('.loan-form__amount input').fill('3000')
  await shot(employee, 'loan-apply-form')
  await button(employee, '提交审批').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/LoanApplyBillDetail')
  await visible(employee).locator('.loan-detail__status', { hasText: '审批中' }).waitFor()
  state.loanNo = new URL(employee.url()).searchParams.get('loanNo')
  assert.match(state.loanNo ?? '', /^JK\d+$/)
  await shot(employee, 'loan-applied')
})

async function approveFromList(page, phone, status) {
  await logIn(page, phone)
  await page.goto(`${baseUrl}/pages/expenseControl/loanBillList?tab=pending`)
  const card = visible(page).locator('.loan-card', { hasText: REASON }).first()
  await card.waitFor()
  await shot(page, `loan-todo-${phone}`)
  await card.click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/LoanApplyBillDetail')
  await button(page, '通过').click()
  await visible(page).locator('.loan-detail__status', { hasText: status }).waitFor()
}

test('the approver approves it', async () => {
  await approveFromList(approver, '13800000002', '审批中')
  await visible(approver).getByText('财务审核（王芳）审批中').waitFor()
  await shot(approver, 'loan-approved-by-approver')
})

test('finance approves it last and pays it out from the basic account', async () => {
  await approveFromList(finance, '13800000003', '待支付')
  // 确认支付 picks the paying account, then confirms amount, payee and account (decision 0560).
  await payOut(finance, { amount: '¥3,000.00', payee: '张伟' })
  await visible(finance).locator('.loan-detail__status', { hasText: '待还款' }).waitFor()
  await visible(finance).locator('.loan-ledger__outstanding', { hasText: '¥3,000.00' }).waitFor()
  await shot(finance, 'loan-paid-out')
})

test('the employee repays part and sees the balance', async () => {
  await employee.goto(`${baseUrl}/pages/expenseControl/LoanApplyBillDetail?loanNo=${state.loanNo}`)
  await visible(employee).locator('.loan-detail__status', { hasText: '待还款' }).waitFor()
  await button(employee, '还款').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/CreateRepayBill/CreateRepayBill')
  await visible(employee).locator('.repay-form__available', { hasText: '可还金额 ¥3,000.00' }).waitFor()
  await visible(employee).locator('.repay-form__amount input').fill('1000')
  await visible(employee).locator('.repay-form__remark textarea').fill('已转账至公司基本户')
  await shot(employee, 'loan-repay-form')
  await button(employee, '提交还款').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/RePaymentBillDetail')
  await visible(employee).locator('.repay-detail__status', { hasText: '待财务确认' }).waitFor()
  state.repayNo = new URL(employee.url()).searchParams.get('repayNo')
  assert.match(state.repayNo ?? '', /^HK\d+$/)
  await employee.goto(`${baseUrl}/pages/expenseControl/myLoan`)
  await visible(employee).locator('.loan-ledger__outstanding', { hasText: '¥4,500.00' }).waitFor()
  await visible(employee).locator('.loan-ledger__pending', { hasText: '还款确认中 ¥1,000.00' }).waitFor()
  await shot(employee, 'loan-balance-repayment-waiting')
})

test('finance confirms the repayment and the balance falls', async () => {
  await finance.goto(`${baseUrl}/pages/expenseControl/loanBillList?tab=confirm`)
  const card = visible(finance).locator('.repayment-card', { hasText: state.repayNo })
  await card.waitFor()
  await shot(finance, 'loan-repayments-to-confirm')
  await card.click()
  await finance.waitForURL((url) => url.pathname === '/pages/expenseControl/RePaymentBillDetail')
  await button(finance, '确认收款').click()
  await visible(finance).locator('.repay-detail__status', { hasText: '已还款' }).waitFor()
  await shot(finance, 'loan-repayment-confirmed')
  await employee.goto(`${baseUrl}/pages/expenseControl/myLoan`)
  await visible(employee).locator('.loan-ledger__outstanding', { hasText: '¥3,500.00' }).waitFor()
  // Other journeys may have borrowed and offset too (expense-loan-offset): the ledger still adds up to what is owed.
  const ledger = visible(employee).getByText(/已借 ¥[\d,.]+ · 已还 ¥[\d,.]+ · 冲抵 ¥[\d,.]+/)
  await ledger.waitFor()
  const [borrowed, repaid, offset] = [...(await ledger.innerText()).matchAll(/¥([\d,.]+)/g)].map((m) => Math.round(Number(m[1].replaceAll(',', '')) * 100))
  assert.equal(repaid, 150000)
  assert.equal(borrowed - repaid - offset, 350000)
  await shot(employee, 'loan-balance-after')
})
