// Issue 18 in the browser, against `npm start`'s server: the employee records two costs in the account book
// (one with an invoice photo), makes a reimbursement bill of them and submits it; the approver and then
// finance approve it in 审批 (the new expense mode's tab); finance pays it; the employee sees it paid.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser, shot } from './browser.mjs'

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

const visible = (page) => page.locator('.taro_page:visible')
const button = (page, text) => visible(page).locator('.at-button', { hasText: text })

async function logIn(page, phone) {
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login?isindex=1`)
  await page.locator('input[placeholder="请输入手机号"]').fill(phone)
  await page.locator('input[placeholder="请输入密码"]').fill('Travel@2026')
  await page.locator('.login__submit').click()
  await page.waitForURL((url) => url.pathname === '/pages/index/index')
}

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

test('the employee records two costs in the account book', async () => {
  await logIn(employee, '13800000001')
  await recordCost(employee, { type: '交通费', yuan: '86.5', remark: '机场打车', withInvoice: false })
  await visible(employee).locator('.cost-card', { hasText: '机场打车' }).waitFor()
  await recordCost(employee, { type: '住宿费', yuan: '350', remark: '酒店住宿', withInvoice: false })
  await visible(employee).locator('.cost-card', { hasText: '酒店住宿' }).waitFor()
  await visible(employee).getByText('合计 ¥436.50').waitFor()
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

async function approveFromTab(page, phone, status) {
  await logIn(page, phone)
  await page.locator('.tab-bar:visible .tab-bar__item--approval').click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/approve/index/index')
  const card = visible(page).locator('.bill-card', { hasText: '11月上海出差报销' }).first()
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
  await button(finance, '确认支付').click()
  await visible(finance).locator('.bill-detail__status', { hasText: '已支付' }).waitFor()
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
