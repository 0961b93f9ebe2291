// Issue 34, "What users expect", in the browser at a phone viewport against the real server (decisions 0720–0722):
// airports found by `tokyo` and by `hongqiao`; the flight home remembers the last route after a reload; a flight
// order for two passengers (the employee, whose documents are on file, and the frequent passenger 王小明) booked and
// paid, then 王小明 alone changed to a later flight and both refunded, after which neither flight is a trip; the train form filled from the employee's saved 身份证 without typing it.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, button, callAsPage, logIn, openBrowser, shanghaiDay, shot, visible } from './browser.mjs'
import { changeToLaterFlight, findFare } from './flight-steps.mjs'

let browser
let page
const state = {}

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
  await logIn(page, '13800000001')
})
after(async () => { await browser?.close() })

const OWN_ID = '110108198503152371'

async function pickCity(which, keyword, cityText) {
  await visible(page).locator('.flight-cities__city').nth(which === 'from' ? 0 : 1).click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/destination/destination')
  const input = visible(page).locator('input[placeholder="城市/机场/拼音/英文/三字码"]')
  await input.fill(keyword)
  const row = visible(page).locator('.flight-city', { hasText: cityText }).first()
  await row.waitFor()
  return row
}

test('an airport found by `tokyo` (国际) and by `hongqiao`; the flight home keeps the last route after a reload', async () => {
  await page.goto(`${baseUrl}/pages/flight/index/index`)
  await visible(page).locator('.flight-switch__item', { hasText: '国际/港澳台' }).click()
  const tokyo = await pickCity('to', 'tokyo', '东京')
  await shot(page, 'flight-city-tokyo')
  await tokyo.click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/index/index')
  await visible(page).locator('.flight-cities__city--to', { hasText: '东京' }).waitFor()
  await visible(page).locator('.flight-switch__item', { hasText: '国内' }).click()
  const hongqiao = await pickCity('from', 'hongqiao', '上海')
  await hongqiao.locator('.flight-city__airport', { hasText: '上海虹桥国际机场' }).waitFor()
  await shot(page, 'flight-city-hongqiao')
  await hongqiao.click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/index/index')
  const beijing = await pickCity('to', 'bj', '北京')
  await beijing.click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/index/index')
  await visible(page).locator('.flight-cities__city', { hasText: '上海' }).first().waitFor()
  await button(page, '搜索航班').click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/list/list')
  await page.goto(`${baseUrl}/pages/flight/index/index`)
  await visible(page).locator('.flight-cities__city').first().filter({ hasText: '上海' }).waitFor()
  await visible(page).locator('.flight-cities__city--to', { hasText: '北京' }).waitFor()
  await visible(page).locator('.flight-history__route', { hasText: '上海-北京' }).waitFor()
  await shot(page, 'flight-home-last-route')
})

test('a flight order for two passengers: the employee and 王小明, both filled from their documents on file, booked and paid', async () => {
  // The demo standard asks for booking 3 days ahead: 5 days out.
  const query = new URLSearchParams({ from: 'SHA', fromName: '上海', to: 'BJS', toName: '北京', date: shanghaiDay(5) })
  await page.goto(`${baseUrl}/pages/flight/list/list?${query}`)
  const fare = await findFare(page, ['经济舱', '符合差标'])
  await fare.locator('.at-button', { hasText: '预订' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/writeOrderDc/writeOrderDc')
  await visible(page).getByText('乘机人1（本人）').waitFor()
  await page.waitForFunction((id) => Array.from(document.querySelectorAll('.flight-passenger input')).some((i) => i.value === id), OWN_ID)
  const single = await visible(page).locator('.flight-footer__amount').innerText()
  await visible(page).locator('.flight-pick-travellers').click()
  await page.waitForURL((url) => url.pathname === '/pages/common2.0/selectEmployees')
  await visible(page).getByText('常用旅客', { exact: true }).click()
  await visible(page).locator('.picker-row', { hasText: '王小明' }).click()
  await visible(page).getByText('已选2/').waitFor()
  await button(page, '确定').click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/writeOrderDc/writeOrderDc')
  await visible(page).getByText('乘机人（2/9）').waitFor()
  const second = visible(page).locator('.flight-passenger').nth(1)
  await second.locator('input').first().waitFor()
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.flight-passenger input')).some((i) => i.value === '310101198805120183'))
  const fen = (text) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)
  const double = await visible(page).locator('.flight-footer__amount').innerText()
  assert.equal(fen(double), fen(single) * 2, `${single} per passenger, ${double} for two`)
  await visible(page).locator('.flight-passengers').scrollIntoViewIfNeeded()
  await shot(page, 'flight-two-passengers')
  await button(page, '提交订单').click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay')
  state.orderNo = new URL(page.url()).searchParams.get('orderNo')
  assert.ok(state.orderNo?.startsWith('F'))
  await visible(page).getByText('企业账户').first().waitFor()
  await button(page, '确认支付').click()
  await visible(page).getByText('确认使用企业账户支付').waitFor()
  await visible(page).getByText('确认支付', { exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/paySuccess/paySuccess')
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${state.orderNo}`)
  await visible(page).locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  await visible(page).getByText('王小明').first().waitFor()
  assert.ok((await visible(page).locator('.flight-ticket').count()) >= 2, 'a ticket for each passenger')
  await shot(page, 'flight-two-passengers-ticketed')
})

test('改签 of 王小明 alone: he moves to a change order, 张伟 keeps the original flight', async () => {
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${state.orderNo}`)
  const outbound = await visible(page).locator('.flight-section').first().innerText()
  const carrier = outbound.match(/\b([A-Z0-9]{2})\d{3,4}\b/)?.[1]
  assert.ok(carrier, `the flight number in: ${outbound}`)
  await button(page, '改签').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/rebook/index')
  await visible(page).getByText('选择改签乘机人').waitFor()
  // Both are ticked at first; 张伟 is unticked, so only 王小明 changes.
  assert.equal(await visible(page).locator('.flight-passenger-pick--on').count(), 2)
  await visible(page).locator('.flight-passenger-pick', { hasText: '张伟' }).click()
  await visible(page).locator('.flight-passenger-pick--on', { hasText: '王小明' }).waitFor()
  assert.equal(await visible(page).locator('.flight-passenger-pick--on').count(), 1)
  await visible(page).getByText('所选乘机人将改签至新订单，其他乘机人保留原航班').waitFor()
  await changeToLaterFlight(page, carrier, async () => {
    await visible(page).locator('.flight-passenger-pick--on', { hasText: '王小明' }).waitFor()
    await shot(page, 'flight-rebook-one-passenger')
  })
  await button(page, '确认改签').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/detail' || url.pathname === '/pages/payment/pay/pay')
  assert.equal(new URL(page.url()).pathname, '/pages/order3.0/flight/detail', 'an enterprise-paid order changes without the cashier')

  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${state.orderNo}`)
  const moved = visible(page).locator('.flight-ticket-status', { hasText: /已改签（改签单F\d+）/ })
  await moved.waitFor()
  state.changeOrderNo = (await moved.innerText()).match(/改签单(F\d+)/)[1]
  const rows = await visible(page).locator('.flight-ticket-status').allInnerTexts()
  assert.equal(rows.length, 2, `a status for each passenger: ${rows.join(' | ')}`)
  assert.ok(rows.some((r) => r.startsWith('已出票')), `张伟 keeps his ticket: ${rows.join(' | ')}`)
  await shot(page, 'flight-one-passenger-changed')
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${state.changeOrderNo}`)
  await visible(page).getByText(`由订单${state.orderNo}改签`).waitFor()
  await visible(page).locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  const changeOrder = await visible(page).innerText()
  assert.ok(changeOrder.includes('王小明') && !changeOrder.includes('张伟 ·'), 'only 王小明 is on the change order')
})

test('refunding 张伟 and then 王小明\'s change order: neither flight stays among the trips', async () => {
  const trips = async () => (await callAsPage(page, '/common/api/order/GetTripList', { TripScope: 1, PageIndex: 1, PageSize: 100 })).Data.Trips.map((t) => t.OrderNo)
  assert.ok((await trips()).includes(state.changeOrderNo), 'the change order is an upcoming trip')
  const refund = async (orderNo) => {
    await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${orderNo}`)
    await button(page, '退票').click()
    await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/refund/index')
    await visible(page).locator('.flight-refund-fee').waitFor()
    await visible(page).locator('.flight-reason', { hasText: '行程变更' }).click()
    await button(page, '确认退票').click()
    await page.locator('.popup:visible', { hasText: '确定退票吗？' }).locator('.popup__button--confirm').click()
    await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/detail')
  }
  await refund(state.orderNo)
  await visible(page).locator('.flight-ticket-status', { hasText: /^已退票（退票费¥[\d,.]+，退款¥[\d,.]+）/ }).waitFor()
  await visible(page).locator('.flight-ticket-status', { hasText: '已改签' }).waitFor()
  await shot(page, 'flight-changed-then-refunded-original')
  await refund(state.changeOrderNo)
  await visible(page).locator('.order-status-head__status', { hasText: '已退票' }).waitFor()
  const upcoming = await trips()
  assert.ok(!upcoming.includes(state.orderNo) && !upcoming.includes(state.changeOrderNo), `no trip left of ${state.orderNo} or ${state.changeOrderNo}: ${upcoming.join(', ')}`)
  await page.goto(`${baseUrl}/pages/order3.0/triplist`)
  await visible(page).locator('.trip-card, .state-view--empty').first().waitFor()
  await shot(page, 'trips-after-change-and-refund')
})

test('the train form is filled from the saved 身份证: nothing typed; the train home keeps the last route', async () => {
  await page.goto(`${baseUrl}/pages/train/index/index`)
  await visible(page).locator('.train-route__from').waitFor()
  await button(page, '查询车票').click()
  await page.waitForURL((url) => url.pathname === '/pages/train/list/list')
  const from = new URL(page.url()).searchParams.get('fromName')
  const to = new URL(page.url()).searchParams.get('toName')
  await page.goto(`${baseUrl}/pages/train/index/index`)
  await visible(page).locator('.train-route__from', { hasText: from }).waitFor()
  await visible(page).locator('.train-route__to', { hasText: to }).waitFor()
  await visible(page).locator('.train-history .train-chip', { hasText: `${from}-${to}` }).waitFor()
  const query = new URLSearchParams({ from: '北京', to: '上海', fromName: '北京', toName: '上海', date: shanghaiDay(3), highSpeed: '1' })
  await page.goto(`${baseUrl}/pages/train/list/list?${query}`)
  const cards = visible(page).locator('.train-card').filter({ has: page.locator('.train-card__middle', { hasText: /^G\d+/ }) })
  await cards.first().waitFor()
  const seatOf = (card) => card.locator('.train-seat', { hasText: '二等座' }).filter({ hasNotText: '二等座 无' })
  let card = null
  for (let i = 0; i < (await cards.count()) && !card; i += 1) if ((await seatOf(cards.nth(i)).count()) > 0) card = cards.nth(i)
  assert.ok(card, 'a G train with 二等座 left')
  await seatOf(card).click()
  await page.waitForURL((url) => url.pathname === '/pages/train/writeOrder/writeOrder')
  await page.waitForFunction((id) => Array.from(document.querySelectorAll('.train-passenger-id input, input.train-passenger-id')).some((i) => i.value === id), OWN_ID)
  await shot(page, 'train-form-saved-id')
  await button(page, '提交订单').click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay')
  assert.match(new URL(page.url()).searchParams.get('orderNo') ?? '', /^T\d+/)
})
