// Issue 17 in the browser: the employee books 北京 → 广州 one-way with 出行保障 (航空意外险) chosen on the order form,
// pays from the enterprise account, the tickets are issued, and the insurance detail of the order shows the policy
// (bought once the tickets are issued) with its own detail page.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser, shanghaiDay, shot } from './browser.mjs'
import { findFare } from './flight-steps.mjs'

let browser
let page
const state = {}

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

const visible = (p) => p.locator('.taro_page:visible')
const button = (p, text) => visible(p).locator('.at-button', { hasText: text })

test('books 北京 → 广州 with 航空意外险 chosen under 出行保障, and pays', async () => {
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login?isindex=1`)
  await page.locator('input[placeholder="请输入手机号"]').fill('13800000001')
  await page.locator('input[placeholder="请输入密码"]').fill('Travel@2026')
  await page.locator('.login__submit').click()
  await page.waitForURL((url) => url.pathname === '/pages/index/index')
  // A city pair and day no other journey books (the demo standard asks for 3 days ahead).
  const query = new URLSearchParams({ from: 'BJS', fromName: '北京', to: 'CAN', toName: '广州', date: shanghaiDay(6) })
  await page.goto(`${baseUrl}/pages/flight/list/list?${query}`)
  const fare = await findFare(page, ['经济舱', '符合差标'])
  await fare.locator('.at-button', { hasText: '预订' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/writeOrderDc/writeOrderDc')
  await visible(page).locator('.order-insurance__title', { hasText: '出行保障' }).waitFor()
  const accident = visible(page).locator('.order-insurance__item', { hasText: '航空意外险' })
  await accident.click()
  await visible(page).locator('.order-insurance__item--on', { hasText: '航空意外险' }).waitFor()
  await visible(page).getByText(/保险¥[\d.]+由企业支付/).first().waitFor()
  const idInput = visible(page).locator('input[placeholder="请填写身份证号"]')
  if ((await idInput.count()) > 0) await idInput.first().fill('110101199001011384')
  await shot(page, 'flight-insurance-write-order')
  await button(page, '提交订单').click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay')
  state.orderNo = new URL(page.url()).searchParams.get('orderNo')
  assert.ok(state.orderNo?.startsWith('F'))
  await visible(page).getByText('企业账户').first().waitFor()
  await button(page, '确认支付').click()
  await visible(page).getByText('确认使用企业账户支付').waitFor()
  await visible(page).getByText('确认支付', { exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/paySuccess/paySuccess')
})

test('the ticketed order\'s insurance detail shows the 航空意外险 policy, and the policy opens', async () => {
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${state.orderNo}`)
  await visible(page).locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  await visible(page).locator('.flight-row', { hasText: '保险' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/order/insuranceDetail/insuranceDetail')
  // The policies are bought by the server's job once the tickets are issued (every 15 s): look again until there.
  const policy = visible(page).locator('.insurance-policy', { hasText: '航空意外险' }).filter({ hasText: '保障中' })
  for (let tries = 0; tries < 12 && (await policy.count()) === 0; tries += 1) {
    await page.waitForTimeout(5_000)
    await page.reload()
    await visible(page).locator('.insurance-section__title').first().waitFor()
  }
  await policy.first().waitFor({ timeout: 5_000 })
  assert.match(await policy.first().innerText(), /航空意外险 · 张伟/)
  await shot(page, 'flight-insurance-order-policies')
  await policy.first().click()
  await page.waitForURL((url) => url.pathname === '/pages/order2.0/insurance/detail')
  await visible(page).locator('.insurance-section__title', { hasText: '航空意外险' }).waitFor()
  await visible(page).locator('.insurance-status', { hasText: '保障中' }).waitFor()
  await visible(page).getByText('理赔记录').waitFor()
  await shot(page, 'flight-insurance-policy')
})
