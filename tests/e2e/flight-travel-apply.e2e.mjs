// A flight booked under an approved travel application, in the browser against the real server (decision 0480;
// the server side is server/test/booking-costs.test.ts). Setup through the API: the employee's application to
// 上海 covering flights, approved by the approver. Then on screen: 北京 → 上海, an over-standard business fare,
// the application picked on the form's 出差申请单 row, submitted: the order goes to payment, not to approval.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, baseUrl, button, logIn, openBrowser, shanghaiDay, shot, tokenOf, visible } from './browser.mjs'
import { findFare } from './flight-steps.mjs'

let browser
let page
const reason = `航班出差申请${Date.now().toString(36)}`
const state = {}

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

test('setup: the employee has an approved application to 上海 covering flights', async () => {
  const employee = await tokenOf('13800000001')
  const created = await api('/b2b/TravelApply/Create', {
    Reason: reason, DepartCity: '北京', Cities: ['上海'], StartDate: shanghaiDay(0), EndDate: shanghaiDay(20), Products: ['flight'], BudgetFen: 800000, Submit: true,
  }, employee)
  state.applyNo = created.ApplyNo
  await api('/b2b/TravelApply/Approve', { ApplyNo: state.applyNo, Comment: '同意' }, await tokenOf('13800000002'))
})

test('the employee books an over-standard 北京 → 上海 business fare under it: no approval, the order waits for payment', async () => {
  await logIn(page, '13800000001')
  // The demo standard asks for booking 3 days ahead: a flight 6 days out, inside the application's dates.
  const query = new URLSearchParams({ from: 'BJS', fromName: '北京', to: 'SHA', toName: '上海', date: shanghaiDay(6) })
  await page.goto(`${baseUrl}/pages/flight/list/list?${query}`)
  const fare = await findFare(page, ['公务舱', '超标'])
  await shot(page, 'flight-travel-apply-cabins')
  await fare.locator('.at-button', { hasText: '预订' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/writeOrderDc/writeOrderDc')

  const row = visible(page).locator('.flight-travel-apply')
  await row.waitFor({ timeout: 30_000 })
  await row.click()
  await page.waitForURL((url) => url.pathname === '/components/applyBill')
  const card = visible(page).locator('.travel-apply-card', { hasText: reason })
  await card.waitFor({ timeout: 30_000 })
  await shot(page, 'flight-travel-apply-picker')
  await card.click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/writeOrderDc/writeOrderDc')
  await visible(page).locator('.flight-travel-apply', { hasText: reason }).waitFor({ timeout: 30_000 })

  await visible(page).locator('input[placeholder="请填写身份证号"]').fill('110101199001011384')
  await visible(page).locator('.flight-reason', { hasText: '客户或会议安排' }).click()
  await shot(page, 'flight-travel-apply-form')
  await button(page, '提交订单').click()
  // Without the application this fare goes to approval (the order detail, 待审批); under it, straight to the cashier.
  await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay', { timeout: 30_000 })
  state.orderNo = new URL(page.url()).searchParams.get('orderNo')
  assert.ok(state.orderNo?.startsWith('F'), `order number ${state.orderNo}`)
  await shot(page, 'flight-travel-apply-cashier')
})

test('the order detail shows it waiting for payment, never for approval, and names its travel application', async () => {
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${state.orderNo}`)
  const status = visible(page).locator('.order-status-head__status')
  await status.filter({ hasText: '待支付' }).waitFor({ timeout: 30_000 })
  assert.doesNotMatch(await status.innerText(), /审批/)
  await visible(page).getByText('上海').first().waitFor()
  // Issue 34 (decision 0640): a flight order names the travel application it was booked under.
  await visible(page).locator('.flight-travel-apply', { hasText: `出差申请单 ${state.applyNo}` }).waitFor()
  await shot(page, 'flight-travel-apply-order')
})
