/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const W = '/waimai/takeout'
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
const ADDRESS = { Contact: '张伟', Phone: '13800000001', Address: '上海市黄浦区人民大道200号 8楼', CityName: '上海' }
const presaveBody = (extra: Record<string, unknown> = {}) => ({ Address: ADDRESS, ReasonCode: '', Reason: '', Remark: '少辣', ...extra })
const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string

test('booking info: the day\'s meal standard and the delivery addresses', async () => {
  await assertAuthRequired(t, `${W}/GetBookingInfo`)
  const token = await t.login(PHONE.employee)
  const info = await t.post(`${W}/GetBookingInfo`, {}, { token })
  assert.equal(info.Code, '0000', info.Msg)
  assert.equal(info.Data.CapFen, 10_000)
  assert.equal(info.Data.RemainingFen, 10_000 - info.Data.SpentTodayFen)
  assert.equal(info.Data.WhenExceeded, 'requireReason')
  assert.equal(info.Data.CanOrder, true)
  assert.match(info.Data.Rule, /每日餐饮不超过¥100/)
  assert.equal(info.Data.Addresses[0].Contact.length > 0, true)
  const reasons = await t.post(`${W}/GetOverReasons`, {}, { token })
  assert.deepEqual(reasons.Data.Reasons.map((r: any) => r.Code), ['1', '2', '3', '9'])
})

test('standard validation against the remaining amount; bad bodies refused', async () => {
  const token = await t.login(PHONE.employee)
  const within = await t.post(`${W}/ValidStandard`, { AmountFen: 5_000 }, { token })
  assert.deepEqual([within.Code, within.Data.IsOverStandard, within.Data.Action], ['0000', false, 'allow'])
  const over = await t.post(`${W}/ValidStandard`, { AmountFen: 20_000 }, { token })
  assert.deepEqual([over.Data.IsOverStandard, over.Data.Action], [true, 'requireReason'])
  assert.match(over.Data.Rule, /今日还可用/)
  assert.equal((await t.post(`${W}/ValidStandard`, { AmountFen: 0 }, { token })).Code, '4000')
  assert.equal((await t.post(`${W}/ValidStandard`, {}, { token })).Code, '4000')
})

test('presave, the provider\'s page, checkout into the order core as product 8; the day\'s standard counts it', async () => {
  const token = await t.login(PHONE.employee)
  const bad = await t.post(`${W}/Presave`, presaveBody({ Address: { ...ADDRESS, Address: '' } }), withReq(token))
  assert.equal(bad.Code, '4000')
  const badReason = await t.post(`${W}/Presave`, presaveBody({ ReasonCode: '7' }), withReq(token))
  assert.deepEqual([badReason.Code, badReason.Msg], ['4000', '超标原因不正确'])

  const saved = await t.post(`${W}/Presave`, presaveBody(), withReq(token))
  assert.equal(saved.Code, '0000', saved.Msg)
  assert.match(saved.Data.PreOrderNo, /^WP\d+$/)
  assert.match(saved.Data.DetailUrl, /\/waimai\/provider\/menu\?token=[0-9a-f]{36}$/)
  const page = await t.app.inject({ method: 'GET', url: new URL(saved.Data.DetailUrl).pathname + new URL(saved.Data.DetailUrl).search })
  assert.equal(page.statusCode, 200)
  assert.match(page.body, /蜜汁叉烧饭/)
  assert.match(page.body, /每日餐饮不超过¥100/)
  const script = await t.app.inject({ method: 'GET', url: '/waimai/provider/menu.js' })
  assert.match(script.headers['content-type'] as string, /javascript/)
  assert.equal((await t.app.inject({ method: 'GET', url: '/waimai/provider/menu?token=nope' })).statusCode, 404)

  const before = await t.post(`${W}/GetBookingInfo`, {}, { token })
  const sheet = tokenOf(saved.Data.DetailUrl)
  assert.equal((await t.post('/waimai/provider/checkout', { Token: sheet, Items: [{ DishId: 'zz', Count: 1 }] })).Code, '4000')
  const ordered = await t.post('/waimai/provider/checkout', { Token: sheet, Items: [{ DishId: 'd1', Count: 1 }, { DishId: 'd5', Count: 1 }] })
  assert.equal(ordered.Code, '0000', ordered.Msg)
  assert.deepEqual([ordered.Data.AmountFen, ordered.Data.IsOverStandard], [3_200 + 800 + 500, false])
  assert.equal((await t.post('/waimai/provider/checkout', { Token: sheet, Items: [{ DishId: 'd1', Count: 1 }] })).Code, '4009')

  const url = await t.post(`${W}/GetDetailUrl`, { PreOrderNo: saved.Data.PreOrderNo }, { token })
  assert.deepEqual([url.Data.Status, url.Data.OrderNo, url.Data.AmountFen], ['ordered', ordered.Data.OrderNo, 4_500])
  const after = await t.post(`${W}/GetBookingInfo`, {}, { token })
  assert.equal(after.Data.SpentTodayFen, before.Data.SpentTodayFen + 4_500)

  const list = await t.post('/b2b/Order/GetOrderList', { Tab: 'all', ProductType: 8, PageIndex: 1, PageSize: 10 }, { token })
  assert.equal(list.Code, '0000', list.Msg)
  assert.ok(JSON.stringify(list.Data).includes(ordered.Data.OrderNo))
})

test('over the remaining standard: needs the reason given at presave', async () => {
  const token = await t.login(PHONE.employee)
  const items = [{ DishId: 'd3', Count: 4 }]
  const plain = await t.post(`${W}/Presave`, presaveBody(), withReq(token))
  const refused = await t.post('/waimai/provider/checkout', { Token: tokenOf(plain.Data.DetailUrl), Items: items })
  assert.equal(refused.Code, '4001')
  assert.match(refused.Msg, /请返回企业应用填写超标原因/)
  const typed = await t.post(`${W}/Presave`, presaveBody({ ReasonCode: '9', Reason: '' }), withReq(token))
  assert.deepEqual([typed.Code, typed.Msg], ['4000', '请填写超标原因'])
  const reasoned = await t.post(`${W}/Presave`, presaveBody({ ReasonCode: '1' }), withReq(token))
  const over = await t.post('/waimai/provider/checkout', { Token: tokenOf(reasoned.Data.DetailUrl), Items: items })
  assert.deepEqual([over.Code, over.Data?.IsOverStandard], ['0000', true], over.Msg)
})

test('another enterprise never sees the pre-order; its block standard refuses over the cap', async () => {
  const token = await t.login(PHONE.employee)
  const saved = await t.post(`${W}/Presave`, presaveBody(), withReq(token))
  const other = await t.login(PHONE.employeeB)
  const seen = await t.post(`${W}/GetDetailUrl`, { PreOrderNo: saved.Data.PreOrderNo }, { token: other })
  assert.deepEqual([seen.Code, seen.Data], ['4004', null])
  const info = await t.post(`${W}/GetBookingInfo`, {}, { token: other })
  assert.equal(info.Data.WhenExceeded, 'block')
  const theirs = await t.post(`${W}/Presave`, presaveBody({ ReasonCode: '2' }), withReq(other))
  const blocked = await t.post('/waimai/provider/checkout', { Token: tokenOf(theirs.Data.DetailUrl), Items: [{ DishId: 'd3', Count: 3 }] })
  assert.equal(blocked.Code, '4001')
  assert.doesNotMatch(blocked.Msg, /填写超标原因/)
})

test('the order detail of a takeout order: dishes, amount and standard for its booker; others and bad bodies refused', async () => {
  const token = await t.login(PHONE.employee)
  const saved = await t.post(`${W}/Presave`, presaveBody({ ReasonCode: '1' }), withReq(token))
  const ordered = await t.post('/waimai/provider/checkout', { Token: tokenOf(saved.Data.DetailUrl), Items: [{ DishId: 'd1', Count: 2 }] })
  assert.equal(ordered.Code, '0000', ordered.Msg)
  const detail = await t.post(`${W}/GetOrderDetail`, { OrderNo: ordered.Data.OrderNo }, { token })
  assert.equal(detail.Code, '0000', detail.Msg)
  assert.equal(detail.Data.OrderNo, ordered.Data.OrderNo)
  assert.equal(detail.Data.TotalFen, ordered.Data.AmountFen)
  assert.match(detail.Data.RoomName, /蜜汁叉烧饭×2/)
  assert.equal(detail.Data.HotelAddress, ADDRESS.Address)
  assert.equal(detail.Data.Remark, '少辣')
  assert.ok(detail.Data.History.length > 0)
  assert.equal((await t.post(`${W}/GetOrderDetail`, {}, { token })).Code, '4000')
  assert.equal((await t.post(`${W}/GetOrderDetail`, { OrderNo: 'H2026' }, { token })).Code, '4000')
  const other = await t.login(PHONE.employeeB)
  const seen = await t.post(`${W}/GetOrderDetail`, { OrderNo: ordered.Data.OrderNo }, { token: other })
  assert.deepEqual([seen.Code, seen.Data], ['4004', null])
})

test('the hotel order detail refuses a takeout order of its own booker: 4004 订单不存在 (decision 0870)', async () => {
  const token = await t.login(PHONE.employee)
  const saved = await t.post(`${W}/Presave`, presaveBody({ ReasonCode: '1' }), withReq(token))
  const ordered = await t.post('/waimai/provider/checkout', { Token: tokenOf(saved.Data.DetailUrl), Items: [{ DishId: 'd1', Count: 1 }] })
  assert.equal(ordered.Code, '0000', ordered.Msg)
  assert.equal((await t.post(`${W}/GetOrderDetail`, { OrderNo: ordered.Data.OrderNo }, { token })).Code, '0000')
  const asHotel = await t.post('/b2b/Order/GetHotelOrderDetail', { OrderNo: ordered.Data.OrderNo }, { token })
  assert.deepEqual([asHotel.Code, asHotel.Msg, asHotel.Data], ['4004', '订单不存在', null])
})
