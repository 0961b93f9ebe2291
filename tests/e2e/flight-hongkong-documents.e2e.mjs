// Issue 33 (Air; decision 0761) in the browser at a phone viewport, against the real server: a mainland traveller
// flies 上海 → 香港 on a 港澳通行证. With only a 身份证 she is told at once, and again on submitting, that 港澳
// flights need the 港澳通行证; the form keeps what she typed; with the 港澳通行证 the order is placed and names it.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, button, logIn, openBrowser, shanghaiDay, shot, visible } from './browser.mjs'

let browser
let page

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

const REFUSAL = '港澳航班不能使用身份证乘机，内地居民请使用港澳通行证（港澳居民使用回乡证，外籍旅客使用护照）'

test('上海 → 香港: refused with only a 身份证, booked with a 港澳通行证', async () => {
  // The department head may book 国际/港澳台 flights.
  await logIn(page, '13800000002')
  const query = new URLSearchParams({ from: 'SHA', fromName: '上海', to: 'HKG', toName: '香港', date: shanghaiDay(12), intl: '1' })
  await page.goto(`${baseUrl}/pages/product2.0/national_flight/list/list?${query}`)
  await visible(page).locator('.flight-card').first().click()
  await page.waitForURL((url) => url.pathname === '/pages/product2.0/national_flight/detail/detail')
  await visible(page).locator('.flight-fare').filter({ hasText: '经济舱' }).filter({ hasNotText: '已售完' }).first().locator('.at-button', { hasText: '预订' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/writeOrderInternational/writeOrderInternational')

  // 港澳通行证 comes first on a 香港 flight, and the Chinese name is booked as it is.
  await visible(page).locator('.flight-chip--on', { hasText: '港澳通行证' }).waitFor()
  await visible(page).locator('input[placeholder="与证件一致"]').fill('张三')
  await visible(page).locator('.flight-chip').getByText('身份证', { exact: true }).click()
  await visible(page).locator('.flight-document-problem', { hasText: REFUSAL }).waitFor()
  await visible(page).locator('input[placeholder="请填写身份证号"]').fill('110101199003077774')
  const reason = visible(page).locator('.flight-reason', { hasText: '客户或会议安排' })
  if ((await reason.count()) > 0) await reason.first().click()
  await button(page, '提交订单').click()
  await visible(page).locator('.state-view__notice', { hasText: REFUSAL }).waitFor()
  assert.equal(new URL(page.url()).pathname, '/pages/flight/writeOrderInternational/writeOrderInternational', 'not booked')
  assert.equal(await visible(page).locator('input[placeholder="与证件一致"]').inputValue(), '张三', 'the name is kept')
  await shot(page, 'flight-hk-id-card-refused')

  await visible(page).locator('.flight-chip', { hasText: '港澳通行证' }).click()
  assert.equal(await visible(page).locator('.flight-document-problem').count(), 0, 'no refusal on a 港澳通行证')
  await visible(page).locator('input[placeholder="请填写港澳通行证号"]').fill('C12345678')
  await shot(page, 'flight-hk-permit-write')
  await button(page, '提交订单').click()
  await page.waitForURL((url) => ['/pages/payment/pay/pay', '/pages/order3.0/flight/detail'].includes(url.pathname))
  const orderNo = new URL(page.url()).searchParams.get('orderNo')
  assert.ok(orderNo?.startsWith('F'))
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${orderNo}`)
  await visible(page).getByText('香港').first().waitFor()
  await visible(page).getByText(/港澳通行证 C123\*5678/).first().waitFor()
  await shot(page, 'flight-hk-order')
})
