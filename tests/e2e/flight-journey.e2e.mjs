// Issue 17 in the browser, against `npm start`'s server: the employee searches 北京 → 上海 one-way, filters by
// airline, picks an economy fare within the standard, books, pays from the enterprise account, finds the
// ticketed order in 订单 and 行程, and refunds it with the fare rule's fee. Then 北京 ⇌ 深圳 round trip filtered
// by airline (economy within the standard out, over-standard business back with a reason), approved, paid and
// ticketed; the outbound rebooked to a later flight with its fee shown; the return refunded alone; and 上海 →
// 新加坡 international one-way booked with a passport.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, enterpriseBalanceFen, logIn, openBrowser, shanghaiDay, shot } from './browser.mjs'
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

const balanceOf = enterpriseBalanceFen

test('the employee searches 北京 → 上海 one-way and filters the list by airline', async () => {
  await logIn(page, '13800000001')
  await page.goto(`${baseUrl}/pages/flight/index/index`)
  await visible(page).locator('.flight-cities__city', { hasText: '北京' }).waitFor()
  await visible(page).locator('.flight-cities__city', { hasText: '上海' }).waitFor()
  await shot(page, 'flight-index')
  await button(page, '搜索航班').click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/list/list')
  await visible(page).locator('.flight-card').first().waitFor()
  // The demo standard asks for booking 3 days ahead: the journey books a flight 5 days out.
  const ahead = new URLSearchParams({ from: 'BJS', fromName: '北京', to: 'SHA', toName: '上海', date: shanghaiDay(5) })
  await page.goto(`${baseUrl}/pages/flight/list/list?${ahead}`)
  await visible(page).locator('.flight-card').first().waitFor()
  const all = await visible(page).locator('.flight-card').count()
  assert.ok(all >= 5, `${all} flights`)
  const airline = visible(page).locator('.flight-airlines .flight-bar__item').first()
  const airlineName = (await airline.innerText()).trim()
  await airline.click()
  const metas = await visible(page).locator('.flight-card__meta').allInnerTexts()
  assert.ok(metas.length > 0 && metas.length < all, 'the airline filter narrows the list')
  assert.ok(metas.every((m) => m.startsWith(airlineName)), `only ${airlineName}: ${metas.join(' | ')}`)
  await shot(page, 'flight-list-airline')
  await airline.click()
})

test('picks an economy fare within the standard, books and pays from the enterprise account', async () => {
  const fare = await findFare(page, ['经济舱', '符合差标'])
  await fare.locator('.flight-muted', { hasText: '退改签规则' }).click()
  await fare.locator('.flight-fare__rules').waitFor()
  await shot(page, 'flight-cabins')
  await fare.locator('.at-button', { hasText: '预订' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/writeOrderDc/writeOrderDc')
  // 费用归属 (decision 0480): the member's default cost centre with its remaining budget; 研发费用中心 from the picker.
  await visible(page).locator('.cost-attribution__costCenter', { hasText: '市场费用中心' }).waitFor()
  await visible(page).getByText(/剩余¥/).first().waitFor()
  await visible(page).locator('.cost-attribution__costCenter').click()
  await page.waitForURL((url) => url.pathname === '/components/costCenterNew')
  await visible(page).locator('.cost-row', { hasText: '研发费用中心' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/writeOrderDc/writeOrderDc')
  await visible(page).locator('.cost-attribution__costCenter', { hasText: '研发费用中心' }).waitFor()
  await visible(page).getByText(/研发费用中心年度预算 剩余¥/).waitFor()
  // The employee's own 身份证 on file fills the passenger (issue 34); the journey books with another number.
  await page.waitForFunction(() => Array.from(document.querySelectorAll('input[placeholder="请填写身份证号"]')).some((i) => i.value === '110108198503152371'))
  await visible(page).locator('input[placeholder="请填写身份证号"]').fill('110101199001011384')
  await shot(page, 'flight-write-order')
  await button(page, '提交订单').click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay')
  state.orderNo = new URL(page.url()).searchParams.get('orderNo')
  assert.ok(state.orderNo?.startsWith('F'))
  state.before = await balanceOf(page, state.orderNo)
  await visible(page).getByText('企业账户').first().waitFor()
  await button(page, '确认支付').click()
  await visible(page).getByText('确认使用企业账户支付').waitFor()
  await visible(page).getByText('确认支付', { exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/paySuccess/paySuccess')
  await shot(page, 'flight-pay-success')
  assert.ok((await balanceOf(page, state.orderNo)) < state.before, 'the enterprise balance went down')
})

test('the ticketed order is in 订单 and 行程', async () => {
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${state.orderNo}`)
  await visible(page).locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  await visible(page).getByText('研发费用中心').first().waitFor()
  await visible(page).locator('.flight-ticket').first().waitFor()
  await shot(page, 'flight-order-ticketed')
  await page.goto(`${baseUrl}/pages/order/index/index`)
  await visible(page).locator('.order-card', { hasText: '北京' }).first().waitFor()
  await shot(page, 'flight-order-centre')
  await page.goto(`${baseUrl}/pages/order3.0/triplist`)
  await visible(page).locator('.trip-card', { hasText: '北京' }).first().waitFor()
  await shot(page, 'flight-trips')
})

test('refunds it: the fare rule fee is shown and the rest goes back to the enterprise account', async () => {
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${state.orderNo}`)
  await button(page, '退票').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/refund/index')
  const feeText = await visible(page).locator('.flight-refund-fee').innerText()
  const fee = Math.round(Number(feeText.replace(/[^\d.]/g, '')) * 100)
  await visible(page).locator('.flight-reason', { hasText: '行程变更' }).click()
  await shot(page, 'flight-refund')
  await button(page, '确认退票').click()
  await page.locator('.popup:visible', { hasText: '确定退票吗？' }).locator('.popup__button--confirm').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/detail')
  await visible(page).locator('.order-status-head__status', { hasText: '已退票' }).waitFor()
  await shot(page, 'flight-refunded')
  assert.equal(await balanceOf(page, state.orderNo), state.before - fee, 'all but the fee is back')
})

/** On a cabin screen reached from the list: the first flight offering a fare row with every text; clicks its button. */
async function chooseFare(p, texts, buttonText) {
  await (await findFare(p, texts)).locator('.at-button', { hasText: buttonText }).click()
}

test('北京 ⇌ 深圳 round trip: economy within the standard out, business over the standard back with a reason, approved, paid, ticketed', async () => {
  const query = new URLSearchParams({ from: 'BJS', fromName: '北京', to: 'SZX', toName: '深圳', date: shanghaiDay(6), returnDate: shanghaiDay(8) })
  await page.goto(`${baseUrl}/pages/flight/list/list?${query}`)
  await visible(page).locator('.flight-card').first().waitFor()
  const all = await visible(page).locator('.flight-card').count()
  const airline = visible(page).locator('.flight-airlines .flight-bar__item').first()
  await airline.click()
  assert.ok((await visible(page).locator('.flight-card').count()) < all, 'the airline filter narrows the round-trip list')
  await chooseFare(page, ['经济舱', '符合差标'], '选为去程')
  await page.waitForURL((url) => url.pathname === '/pages/flight/list/list')
  await visible(page).getByText('已选去程').waitFor()
  await visible(page).locator('.flight-card').first().waitFor()
  await shot(page, 'flight-return-list')
  await chooseFare(page, ['公务舱', '超标'], '预订')
  await page.waitForURL((url) => url.pathname === '/pages/flight/writeOrderWf/writeOrderWf')
  await visible(page).locator('input[placeholder="请填写身份证号"]').fill('110101199001011384')
  await button(page, '提交订单').click()
  await visible(page).getByText('请选择或填写超标原因').first().waitFor()
  await visible(page).locator('.flight-reason', { hasText: '客户或会议安排' }).click()
  await shot(page, 'flight-round-trip-write')
  await button(page, '提交订单').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/detail')
  const orderNo = new URL(page.url()).searchParams.get('orderNo')
  await visible(page).locator('.order-status-head__status', { hasText: '待审批' }).waitFor()

  const approver = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' })).newPage()
  await logIn(approver, '13800000002')
  await approver.goto(`${baseUrl}/pages/approve/index/index`)
  await visible(approver).locator('.approval-card', { hasText: '深圳' }).first().click()
  await approver.waitForURL((url) => url.pathname === '/pages/order2.0/flight/approval')
  await visible(approver).getByText('客户或会议安排').first().waitFor()
  await shot(approver, 'flight-approval')
  await button(approver, '通过').click()
  await visible(approver).locator('.order-status-head__status', { hasText: '待支付' }).waitFor()

  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${orderNo}`)
  await button(page, '去支付').click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay')
  await button(page, '确认支付').click()
  await visible(page).getByText('确认支付', { exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/paySuccess/paySuccess')
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${orderNo}`)
  await visible(page).locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  assert.equal(await visible(page).locator('.flight-section__title', { hasText: '返程' }).count(), 1)
  await shot(page, 'flight-round-trip-ticketed')
  state.roundTrip = orderNo
})

test('rebooks the outbound to a later flight: the change fee is shown, then 已改签', async () => {
  const orderNo = state.roundTrip
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${orderNo}`)
  const outboundTitle = visible(page).locator('.flight-section', { hasText: '去程' }).first()
  const before = await outboundTitle.innerText()
  await button(page, '改签').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/rebook/index')
  await visible(page).getByText('选择改签航段').waitFor()
  await visible(page).locator('.flight-row', { hasText: '改签原因' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/rebook/selectReason')
  await visible(page).locator('.flight-reason', { hasText: '会议时间调整' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/rebook/index')
  await visible(page).getByText('会议时间调整').waitFor()
  await shot(page, 'flight-rebook')
  await button(page, '查询航班').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/rebook/modifyList')
  await visible(page).locator('.flight-card').first().waitFor()
  // The ticket's fare is 不得签转 (decision 0760): a later flight of its own airline.
  const carrier = before.match(/\b([A-Z0-9]{2})\d{3,4}\b/)?.[1]
  assert.ok(carrier, `the outbound's flight number in: ${before}`)
  const later = visible(page).locator('.flight-card').filter({ hasText: new RegExp(`\\b${carrier}\\d{3,4}\\b`) }).last()
  await later.click()
  await visible(page).locator('.flight-fare').first().waitFor()
  const economy = visible(page).locator('.flight-fare').filter({ hasText: '经济舱' }).filter({ hasNotText: '已售完' }).first()
  await economy.locator('.at-button', { hasText: '改签' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/rebook/modifyApply')
  await visible(page).locator('.flight-row', { hasText: '改签费' }).waitFor()
  const total = await visible(page).locator('.flight-row', { hasText: '合计' }).innerText()
  assert.match(total, /¥[\d,]+\.\d{2}/, 'the cost is shown')
  await shot(page, 'flight-rebook-apply')
  await button(page, '确认改签').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/detail')
  await visible(page).locator('.flight-section__title', { hasText: '已改签' }).waitFor()
  await visible(page).getByText('退改记录').waitFor()
  const after = await visible(page).locator('.flight-section', { hasText: '去程' }).first().innerText()
  assert.notEqual(after, before)
  state.approvedOutbound = before.match(/\b[A-Z0-9]{2}\d{3,4}\b/)[0]
  state.rebookedOutbound = after.match(/\b[A-Z0-9]{2}\d{3,4}\b/)[0]
  await shot(page, 'flight-rebooked')
})

test('the approver\'s 我已审批 still shows the flight she approved, not the one it was rebooked to', async () => {
  assert.notEqual(state.approvedOutbound, state.rebookedOutbound, 'the rebook moved the outbound to another flight')
  const approver = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' })).newPage()
  await logIn(approver, '13800000002')
  await approver.goto(`${baseUrl}/pages/approve/index/index`)
  await visible(approver).locator('.at-segmented-control__item', { hasText: '我已审批' }).click()
  const card = visible(approver).locator('.approval-card', { hasText: '深圳' }).filter({ hasText: state.approvedOutbound })
  await card.first().waitFor()
  assert.ok(!(await card.first().innerText()).includes(state.rebookedOutbound), 'the decided line, not the rebooked flight')
  await shot(approver, 'flight-approved-after-rebook')
  await approver.context().close()
})

test('refunds the return alone: the outbound stays ticketed', async () => {
  const orderNo = state.roundTrip
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${orderNo}`)
  await button(page, '退票').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/refund/index')
  await visible(page).getByText('选择退票航段').waitFor()
  await visible(page).locator('.flight-reason', { hasText: '去程' }).click()
  await visible(page).locator('.flight-reason', { hasText: '☐ 去程' }).waitFor()
  await visible(page).locator('.flight-reason', { hasText: '行程变更' }).click()
  await shot(page, 'flight-refund-return')
  await button(page, '确认退票').click()
  await page.locator('.popup:visible', { hasText: '确定退票吗？' }).locator('.popup__button--confirm').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/detail')
  await visible(page).locator('.flight-section__title', { hasText: '返程' }).filter({ hasText: '已退票' }).waitFor()
  await visible(page).locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  await shot(page, 'flight-return-refunded')
})

test('上海 → 新加坡 international one-way with a passport', async () => {
  // The demo employee may not book international flights; the department head (approver) may.
  await logIn(page, '13800000002')
  const query = new URLSearchParams({ from: 'SHA', fromName: '上海', to: 'SIN', toName: '新加坡', date: shanghaiDay(10), intl: '1' })
  await page.goto(`${baseUrl}/pages/product2.0/national_flight/list/list?${query}`)
  await visible(page).locator('.flight-card').first().waitFor()
  await visible(page).locator('.flight-card').first().click()
  await page.waitForURL((url) => url.pathname === '/pages/product2.0/national_flight/detail/detail')
  await visible(page).locator('.flight-fare').first().waitFor()
  await visible(page).locator('.flight-fare').filter({ hasText: '经济舱' }).filter({ hasNotText: '已售完' }).first().locator('.at-button', { hasText: '预订' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/writeOrderInternational/writeOrderInternational')
  await visible(page).locator('input[placeholder="护照拼音，如 ZHANG/SAN"]').fill('ZHANG/SAN')
  await visible(page).locator('.flight-chip', { hasText: '护照' }).click()
  await visible(page).locator('input[placeholder="请填写护照号"]').fill('E12345678')
  const reason = visible(page).locator('.flight-reason', { hasText: '客户或会议安排' })
  if ((await reason.count()) > 0) await reason.first().click()
  await shot(page, 'flight-international-write')
  await button(page, '提交订单').click()
  await page.waitForURL((url) => ['/pages/payment/pay/pay', '/pages/order3.0/flight/detail'].includes(url.pathname))
  const orderNo = new URL(page.url()).searchParams.get('orderNo')
  assert.ok(orderNo?.startsWith('F'))
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${orderNo}`)
  await visible(page).getByText('新加坡').first().waitFor()
  await visible(page).getByText('护照').first().waitFor()
  await shot(page, 'flight-international-order')
})
