// Hotel search -> book -> approve -> pay in the mini-program (the browser version: tests/e2e/hotel-journey.e2e.mjs).
// Two phones, each a mini-program of its own: the employee books an over-standard room with a reason, the approver
// approves it in 审批, the employee pays from the enterprise account. The cashier is the mini-program branch:
// WeChat offers 微信支付 (Taro.requestPayment), DingTalk does not.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { openMini, shanghaiDay, TARGET } from '../lib/journey.mjs'
import { logIn } from '../lib/members.mjs'

const employee = await openMini()
const approver = await openMini()
const state = {}

/** On the hotel detail screen, books the first rate whose row shows every one of `texts`. */
async function bookRate(mini, texts) {
  await mini.waitFor(() => mini.exists('.hotel-rate'), 'the rates are shown')
  const scope = { selector: '.hotel-rate', has: texts, hasNot: ['满房'] }
  if (!mini.textIn(scope)) assert.fail(`no rate shows ${texts.join(' + ')}; rates shown:\n${mini.textsOf('.hotel-rate').join('\n')}`)
  await mini.tap('预订', { within: scope, exact: true })
  await mini.waitFor(() => mini.route?.endsWith('/writeOrder/writeOrder'), 'the order form opens')
  await mini.expectText('提交订单')
}

test(`${TARGET}: the employee searches Shanghai, opens a hotel and books an over-standard room with a reason`, async () => {
  await logIn(employee, '13800000001')
  await employee.open('/pages/hotel/index/index')
  await employee.tap('上海', { within: { selector: '.hotel-chip', has: ['上海'] } })
  await employee.fill('酒店名/品牌/商圈（选填）', '柏曼')
  await employee.tap('查询酒店', { exact: true })
  await employee.expectRoute('pages/hotel/list/list')
  await employee.waitFor(() => employee.exists('.hotel-card'), 'the hotel list shows cards')
  assert.match(employee.textsOf('.hotel-card')[0], /柏曼/)

  // Two days ahead: tonight's rates are 不可取消 once 18:00 of the day before has passed (issue 13).
  const ahead = new URLSearchParams({ cityCode: '310100', cityName: '上海', cityTier: '1', arrivalDate: shanghaiDay(2), departureDate: shanghaiDay(3), keyword: '柏曼' })
  await employee.open(`/pages/hotel/list/list?${ahead}`)
  await employee.tap({ selector: '.hotel-card' })
  await employee.expectRoute('pages/hotel/detail/detail')
  await bookRate(employee, ['超标需审批', '在线付', '限时取消'])
  await employee.tap('提交订单', { exact: true })
  await employee.expectText('请选择或填写超标原因')
  await employee.tap('超标原因', { within: { selector: '.hotel-row', has: ['超标原因'] } })
  await employee.expectRoute('pages/product3.0/overReason')
  await employee.fill('请填写超标原因', '客户会议指定酒店')
  await employee.tap('确定', { exact: true })
  await employee.waitFor(() => employee.route?.endsWith('/writeOrder/writeOrder'), 'back on the order form')
  await employee.expectText('客户会议指定酒店')
  await employee.tap('提交订单', { exact: true })
  await employee.waitFor(() => employee.query.orderNo && employee.route.includes('order'), 'the order detail opens')
  state.orderNo = employee.query.orderNo
  await employee.waitFor(() => employee.textsOf('.order-status-head__status').some((t) => t.includes('待审批')), 'the order waits for approval')
})

test(`${TARGET}: the hotel list of 上海 pages on as its scroll-view reaches the bottom`, async () => {
  const query = new URLSearchParams({ cityCode: '310100', cityName: '上海', cityTier: '1', arrivalDate: shanghaiDay(2), departureDate: shanghaiDay(3) })
  await employee.open(`/pages/hotel/list/list?${query}`)
  await employee.waitFor(() => employee.exists('.hotel-card'), 'the hotel list shows cards')
  const pages = () => employee.host.network.log.filter((r) => r.url.includes('SearchHotelList')).map((r) => JSON.parse(r.body ?? '{}').PageIndex)
  assert.deepEqual(pages().slice(-1), [1])
  await employee.expectNoText('没有更多了')
  await employee.scrollToLower('scroll-view')
  await employee.waitFor(() => pages().at(-1) === 2, 'the second page is asked for')
  // 上海 has fewer than three pages of hotels: the end of the list says so, and a further scroll asks for nothing.
  await employee.expectText('没有更多了')
  const asked = pages().length
  await employee.scrollToLower('scroll-view')
  assert.equal(pages().length, asked, 'no page past the last')
})

test(`${TARGET}: the approver finds it in the to-do list and approves it`, async () => {
  await logIn(approver, '13800000002')
  await approver.open('/pages/approve/index/index')
  await approver.tap('柏曼', { within: { selector: '.approval-card', has: ['柏曼'] } })
  await approver.expectRoute('pages/approve/hotelOrderDetail/hotelOrderDetail')
  await approver.expectText('客户会议指定酒店')
  await approver.tap('通过', { exact: true })
  await approver.waitFor(() => approver.textsOf('.order-status-head__status').some((t) => t.includes('待支付')), 'approved: waiting for payment')
})

test(`${TARGET}: the employee pays from the enterprise account; the cashier offers WeChat Pay only in WeChat`, async () => {
  await employee.open(`/pages/order3.0/hotel/detail?orderNo=${state.orderNo}`)
  await employee.waitFor(() => employee.textsOf('.order-status-head__status').some((t) => t.includes('待支付')), 'the order waits for payment')
  await employee.tap('去支付', { exact: true })
  await employee.expectRoute('pages/payment/pay/pay')
  const cashier = await employee.expectText('企业账户')
  if (TARGET === 'weapp') assert.ok(cashier.includes('微信支付'), `WeChat offers 微信支付:\n${cashier}`)
  else assert.ok(!cashier.includes('微信支付'), `DingTalk does not offer 微信支付:\n${cashier}`)
  await employee.tap('确认支付', { within: { selector: '.at-button', has: ['确认支付'] } })
  await employee.expectText('确认使用企业账户支付')
  await employee.tap({ selector: '.popup__button--confirm' })
  await employee.expectRoute('pages/payment/paySuccess/paySuccess')

  await employee.open('/pages/order/index/index')
  await employee.waitFor(() => employee.textIn({ selector: '.order-card', has: ['柏曼', '已确认'] }), 'the order centre shows it confirmed')
  await employee.open('/pages/order3.0/triplist')
  await employee.waitFor(() => employee.textIn({ selector: '.trip-card', has: ['柏曼'] }), 'the trip list shows the stay')
})
