// Issue 4 in the browser, against `npm start`'s server: the employee books an over-standard room with a
// reason, the approver approves it, the employee pays from the enterprise account and finds it confirmed in
// the order centre and in trips; a second booking is cancelled inside the free window and refunded.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, button, enterpriseBalanceFen, logIn, openBrowser, shanghaiDay, shot, visible } from './browser.mjs'

let browser
let employee
let approver
const state = {}

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  employee = await opened.newPhonePage()
  approver = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

/** Records, in the page's own clock, when the hotel list answer ended and when the first card was painted. */
async function watchFirstCard(page) {
  await page.addInitScript(() => {
    const marks = { cardPaintedAt: null }
    window.__hotelListMarks = marks
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('.hotel-card')) return
      observer.disconnect()
      requestAnimationFrame(() => { marks.cardPaintedAt = performance.now() })
    }).observe(document, { childList: true, subtree: true })
  })
}

async function firstCardDelay(page) {
  await page.waitForFunction(() => window.__hotelListMarks?.cardPaintedAt !== null)
  return page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').filter((e) => e.name.includes('SearchHotelList')).at(-1)
    return { afterResponse: window.__hotelListMarks.cardPaintedAt - entry.responseEnd, responseEnd: entry.responseEnd }
  })
}

/** On the hotel detail screen, books the first rate whose row shows every one of `texts`. */
async function bookRate(page, texts) {
  await visible(page).locator('.hotel-rate').first().waitFor()
  let rate = visible(page).locator('.hotel-rate').filter({ hasNotText: '满房' })
  for (const text of texts) rate = rate.filter({ hasText: text })
  if ((await rate.count()) === 0) {
    const shown = (await visible(page).locator('.hotel-rate').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))
    assert.fail(`no rate shows ${texts.join(' + ')}; rates shown:\n${shown.join('\n')}`)
  }
  await rate.first().locator('.at-button', { hasText: '预订' }).click()
  await page.waitForURL((url) => url.pathname.endsWith('/writeOrder/writeOrder'))
  await visible(page).getByText('提交订单').waitFor()
}

const balanceOf = (page) => enterpriseBalanceFen(page, state.firstOrderNo)

async function payFromEnterpriseAccount(page) {
  await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay').catch(async (e) => { await shot(page, 'failed-hotel-submit'); throw e })
  await visible(page).getByText('企业账户').first().waitFor()
  await shot(page, 'hotel-cashier')
  await button(page, '确认支付').click()
  await visible(page).getByText('确认使用企业账户支付').waitFor()
  await visible(page).getByText('确认支付', { exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/paySuccess/paySuccess')
}

test('the employee searches Shanghai, opens a hotel and books an over-standard room with a reason', async () => {
  await logIn(employee, '13800000001')
  await watchFirstCard(employee)
  await employee.goto(`${baseUrl}/pages/hotel/index/index`)
  await visible(employee).locator('.hotel-chip', { hasText: '上海' }).first().click()
  await visible(employee).locator('input[placeholder="酒店名/品牌/商圈（选填）"]').fill('柏曼')
  await button(employee, '查询酒店').click()
  await employee.waitForURL((url) => url.pathname === '/pages/hotel/list/list')
  const timing = await firstCardDelay(employee)
  console.log(`hotel list: first card painted ${timing.afterResponse.toFixed(1)} ms after the SearchHotelList response`)
  // Reported, not asserted: timings belong in the bench (npm run bench), not in a test a busy machine can fail.
  assert.ok(Number.isFinite(timing.afterResponse), 'the first card is painted after the response')
  await shot(employee, 'hotel-list')

  // The search above is for tonight, whose rates are 不可取消 once 18:00 (Shanghai) of the day before has
  // passed (issue 13): the booking is for a stay two days ahead, with a free-cancel window.
  const ahead = new URLSearchParams({ cityCode: '310100', cityName: '上海', cityTier: '1', arrivalDate: shanghaiDay(2), departureDate: shanghaiDay(3), keyword: '柏曼' })
  await employee.goto(`${baseUrl}/pages/hotel/list/list?${ahead}`)
  await visible(employee).locator('.hotel-card').first().click()
  await employee.waitForURL((url) => url.pathname === '/pages/hotel/detail/detail')
  await shot(employee, 'hotel-detail')
  await bookRate(employee, ['超标需审批', '在线付', '限时取消'])
  await button(employee, '提交订单').click()
  await employee.getByText('请选择或填写超标原因').first().waitFor()
  await visible(employee).locator('.hotel-row', { hasText: '超标原因' }).click()
  await employee.waitForURL((url) => url.pathname === '/pages/product3.0/overReason')
  await visible(employee).locator('input[placeholder="请填写超标原因"]').fill('客户会议指定酒店')
  await button(employee, '确定').click()
  await employee.waitForURL((url) => url.pathname.endsWith('/writeOrder/writeOrder'))
  await visible(employee).getByText('客户会议指定酒店').waitFor()
  await shot(employee, 'hotel-write-order-over-standard')
  await button(employee, '提交订单').click()
  await employee.waitForURL((url) => url.searchParams.has('orderNo') && url.pathname.includes('order'))
  state.firstOrderNo = new URL(employee.url()).searchParams.get('orderNo')
  await visible(employee).locator('.order-status-head__status', { hasText: '待审批' }).waitFor()
  await shot(employee, 'hotel-order-pending-approval')
})

test('the approver finds it in the to-do list and approves it', async () => {
  await logIn(approver, '13800000002')
  await approver.goto(`${baseUrl}/pages/approve/index/index`)
  const card = visible(approver).locator('.approval-card', { hasText: '柏曼' }).first()
  await card.waitFor()
  await shot(approver, 'approval-todo')
  await card.click()
  await approver.waitForURL((url) => url.pathname === '/pages/approve/hotelOrderDetail/hotelOrderDetail')
  await visible(approver).getByText('客户会议指定酒店').first().waitFor()
  await button(approver, '通过').click()
  await visible(approver).locator('.order-status-head__status', { hasText: '待支付' }).waitFor()
  await shot(approver, 'approval-approved')
})

test('the employee pays from the enterprise account and sees the order confirmed in the order centre and trips', async () => {
  await employee.goto(`${baseUrl}/pages/order3.0/hotel/detail?orderNo=${state.firstOrderNo}`)
  await visible(employee).locator('.order-status-head__status', { hasText: '待支付' }).waitFor()
  const before = await balanceOf(employee)
  await button(employee, '去支付').click()
  await payFromEnterpriseAccount(employee)
  await shot(employee, 'hotel-pay-success')
  const after = await balanceOf(employee)
  assert.ok(after < before, 'the enterprise balance went down')

  await employee.goto(`${baseUrl}/pages/order/index/index`)
  const card = visible(employee).locator('.order-card', { hasText: '柏曼' }).first()
  await card.locator('.order-card__status', { hasText: '已确认' }).waitFor()
  await shot(employee, 'order-centre-confirmed')
  await employee.goto(`${baseUrl}/pages/order3.0/triplist`)
  await visible(employee).locator('.trip-card', { hasText: '柏曼' }).first().waitFor()
  await shot(employee, 'trips-confirmed-hotel')
})

test('a second booking is cancelled inside the free window and the money goes back to the enterprise account', async () => {
  const arrival = shanghaiDay(3)
  const query = new URLSearchParams({ cityCode: '310100', cityName: '上海', cityTier: '1', arrivalDate: arrival, departureDate: shanghaiDay(4), keyword: '城市便捷' })
  const before = await balanceOf(employee)
  await employee.goto(`${baseUrl}/pages/hotel/list/list?${query}`)
  await visible(employee).locator('.hotel-card').first().click()
  await employee.waitForURL((url) => url.pathname === '/pages/hotel/detail/detail')
  await bookRate(employee, ['符合差标', '在线付', '限时取消'])
  await button(employee, '提交订单').click()
  await payFromEnterpriseAccount(employee)
  const secondOrderNo = new URL(employee.url()).searchParams.get('orderNo')
  assert.ok(secondOrderNo && secondOrderNo !== state.firstOrderNo)
  assert.ok((await balanceOf(employee)) < before)

  await employee.goto(`${baseUrl}/pages/order3.0/hotel/detail?orderNo=${secondOrderNo}`)
  await visible(employee).locator('.order-status-head__status', { hasText: '已确认' }).waitFor()
  await button(employee, '取消订单').click()
  await visible(employee).locator('.reason-list__item', { hasText: '行程变更' }).click()
  await visible(employee).getByText('免费取消，').first().waitFor()
  await shot(employee, 'hotel-cancel-free-window')
  await button(employee, '确认取消').click()
  await visible(employee).locator('.order-status-head__status', { hasText: '已退款' }).waitFor()
  await shot(employee, 'hotel-cancelled-refunded')
  assert.equal(await balanceOf(employee), before, 'the whole amount is back in the enterprise account')
})
