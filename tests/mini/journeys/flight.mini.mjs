// Flight search -> cabin -> book -> pay in the mini-program (the browser version: tests/e2e/flight-journey.e2e.mjs).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { openMini, shanghaiDay, TARGET } from '../lib/journey.mjs'
import { logIn, payFromEnterpriseAccount } from '../lib/members.mjs'

const mini = await openMini()
const state = {}

test(`${TARGET}: the employee searches 北京 → 上海 one-way and filters the list by airline`, async () => {
  await logIn(mini, '13800000001')
  await mini.open('/pages/flight/index/index')
  await mini.waitFor(() => mini.textIn({ selector: '.flight-cities__city', has: ['北京'] }) && mini.textIn({ selector: '.flight-cities__city', has: ['上海'] }), 'the cities 北京 and 上海')
  await mini.tap('搜索航班', { exact: true })
  await mini.expectRoute('pages/flight/list/list')
  await mini.waitFor(() => mini.exists('.flight-card'), 'the flight list shows flights')
  const ahead = new URLSearchParams({ from: 'BJS', fromName: '北京', to: 'SHA', toName: '上海', date: shanghaiDay(5) })
  await mini.open(`/pages/flight/list/list?${ahead}`)
  await mini.waitFor(() => mini.count('.flight-card') >= 5, 'five flights or more')
  const all = mini.count('.flight-card')
  const airlineName = mini.textsOf('.flight-airlines .flight-bar__item')[0].trim()
  await mini.tap({ selector: '.flight-airlines .flight-bar__item' })
  await mini.waitFor(() => mini.count('.flight-card') < all, 'the airline filter narrows the list')
  const metas = mini.textsOf('.flight-card__meta')
  assert.ok(metas.every((m) => m.startsWith(airlineName)), `only ${airlineName}: ${metas.join(' | ')}`)
  await mini.tap({ selector: '.flight-airlines .flight-bar__item' })
  await mini.waitFor(() => mini.count('.flight-card') === all, 'the filter is off again')
})

test(`${TARGET}: opens a flight, reads the cabin's rules, books an economy fare within the standard and pays`, async () => {
  const fareScope = { selector: '.flight-fare', has: ['经济舱', '符合差标'], hasNot: ['已售完'] }
  let found = false
  for (let i = 0; i < mini.count('.flight-card') && !found; i += 1) {
    await mini.tap({ selector: '.flight-card' }, { index: i })
    await mini.expectRoute('pages/flight/detail/detail')
    await mini.waitFor(() => mini.exists('.flight-fare'), 'the fares are shown')
    if (mini.textIn(fareScope)) found = true
    else {
      await mini.back()
      await mini.waitFor(() => mini.exists('.flight-card'), 'back on the list')
    }
  }
  assert.ok(found, 'an economy fare within the standard')
  await mini.tap('退改签规则', { within: fareScope })
  await mini.waitFor(() => mini.exists('.flight-fare__rules'), 'the cabin rules open')
  await mini.tap('预订', { within: fareScope, exact: true })
  await mini.expectRoute('pages/flight/writeOrderDc/writeOrderDc')
  await mini.waitFor(() => mini.textIn({ selector: '.cost-attribution__costCenter', has: ['市场费用中心'] }), 'the default cost centre')
  await mini.expectText('剩余¥')
  // The employee's own 身份证 on file fills the passenger (issue 34): nothing is typed.
  await mini.waitFor(() => mini.select('input[placeholder="请填写身份证号"]').some((field) => field.attrs?.value === '110108198503152371'), "the employee's own ID number")
  await mini.tap('提交订单', { exact: true })
  await mini.expectRoute('pages/payment/pay/pay')
  state.orderNo = mini.query.orderNo
  assert.ok(state.orderNo?.startsWith('F'), state.orderNo)
  await payFromEnterpriseAccount(mini)
})
