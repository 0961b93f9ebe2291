// Train search -> book -> pay in the mini-program (the browser version: tests/e2e/train-journey.e2e.mjs).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { openMini, TARGET } from '../lib/journey.mjs'
import { logIn, payFromEnterpriseAccount } from '../lib/members.mjs'

const mini = await openMini()
const state = {}

test(`${TARGET}: the employee searches 北京 → 上海 and keeps only high-speed trains`, async () => {
  await logIn(mini, '13800000001')
  await mini.tap('火车票', { within: { selector: '.home-products__item', has: ['火车票'] } })
  await mini.expectRoute('pages/train/index/index')
  await mini.waitFor(() => mini.textIn({ selector: '.train-route__from', has: ['北京'] }) && mini.textIn({ selector: '.train-route__to', has: ['上海'] }), 'the route 北京 → 上海')
  await mini.tap('查询车票', { exact: true })
  await mini.expectRoute('pages/train/list/list')
  await mini.waitFor(() => mini.exists('.train-card'), 'the train list shows trains')
  const before = mini.count('.train-card')
  await mini.tap({ selector: '.train-filter-high' })
  await mini.waitFor(() => mini.count('.train-card') < before, 'the high-speed filter narrows the list')
  const numbers = mini.textsOf('.train-card .train-card__middle')
  assert.ok(numbers.length > 0 && numbers.every((text) => /^[GDC]\d+/.test(text.trim())), numbers.join(' | '))
})

test(`${TARGET}: picks a 二等座 on a G train, finds the employee's own ID card filled in, books and pays`, async () => {
  const cards = mini.select('.train-card')
  const index = mini.textsOf('.train-card').findIndex((t) => / ?G\d+/.test(t) && /二等座/.test(t) && !/二等座 ?无/.test(t))
  assert.ok(index >= 0 && cards.length > 0, `a G train with 二等座 left:\n${mini.textsOf('.train-card').join('\n')}`)
  state.trainNo = mini.textsOf('.train-card .train-card__middle')[index].split(' ')[0]
  await mini.tap('二等座', { within: { selector: '.train-card', has: [state.trainNo, '二等座'] } })
  await mini.expectRoute('pages/train/writeOrder/writeOrder')
  await mini.expectText('提交订单')
  // The employee's own 身份证 on file (本人 among 常用旅客) fills his row: nothing is typed (issue 34).
  await mini.waitFor(() => mini.select('.train-passenger-id')[0]?.attrs?.value === '110108198503152371', "the employee's own ID number")
  await mini.tap('提交订单', { exact: true })
  await mini.expectRoute('pages/payment/pay/pay')
  state.orderNo = mini.query.orderNo
  assert.match(state.orderNo, /^T\d+/)
  await payFromEnterpriseAccount(mini)
  await mini.open(`/pages/order3.0/train/detail?orderNo=${state.orderNo}`)
  await mini.expectText(state.trainNo)
  await mini.waitFor(() => mini.textsOf('.order-status-head__status').some((t) => t.includes('已出票')), 'the tickets are issued')
})

test(`${TARGET}: 只看高铁/动车 (a switch) on the search form keeps only high-speed trains in the list`, async () => {
  await mini.open('/pages/train/index/index')
  await mini.waitFor(() => mini.exists('switch.train-high-speed'), 'the switch is shown')
  assert.equal(mini.select('switch.train-high-speed')[0].attrs.checked, false)
  await mini.change('switch.train-high-speed', true)
  await mini.waitFor(() => mini.select('switch.train-high-speed')[0].attrs.checked === true, 'the switch is on')
  await mini.tap('查询车票', { exact: true })
  await mini.expectRoute('pages/train/list/list')
  await mini.waitFor(() => mini.exists('.train-card'), 'the train list shows trains')
  const numbers = mini.textsOf('.train-card .train-card__middle')
  assert.ok(numbers.every((text) => /^[GDC]\d+/.test(text.trim())), numbers.join(' | '))
})
