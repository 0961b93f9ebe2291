/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const S = '/scgy/mileage'
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
const T0 = Date.now() - 30 * 60_000
/** Due east along 31.23°N from People's Square, one position a minute (~95 m per 0.001°). */
const at = (i: number, dLon: number) => ({ Lon: 121.4737 + dLon, Lat: 31.23, At: T0 + i * 60_000 })
const get = (url: string, token: string) => t.get(url, { token })

test('setting: the allowance per km of the caller\'s enterprise', async () => {
  await assertAuthRequired(t, `${S}/startMileage`, { Purpose: '', StartName: '', Point: at(0, 0) })
  const token = await t.login(PHONE.employee)
  const setting = await get(`${S}/setting`, token)
  assert.deepEqual([setting.Code, setting.Data.AllowancePerKmFen, setting.Data.NeedTravelBusiness], ['0000', 80, false])
  const other = await get(`${S}/setting`, await t.login(PHONE.employeeB))
  assert.deepEqual([other.Data.AllowancePerKmFen, other.Data.NeedTravelBusiness], [100, true])
})

test('record a trip: start, sampled positions, finish priced from the track, list and detail, then an expense cost once', async () => {
  const token = await t.login(PHONE.employee)
  const bad = await t.post(`${S}/startMileage`, { Purpose: '', StartName: '', Point: { Lon: 200, Lat: 31, At: T0 } }, withReq(token))
  assert.equal(bad.Code, '4000')
  const started = await t.post(`${S}/startMileage`, { Purpose: '拜访客户', StartName: '人民广场', Point: at(0, 0) }, withReq(token))
  assert.equal(started.Code, '0000', started.Msg)
  const id = started.Data.MileageId
  const again = await t.post(`${S}/startMileage`, { Purpose: '', StartName: '', Point: at(0, 0) }, withReq(token))
  assert.equal(again.Code, '4009')
  const current = await get(`${S}/current`, token)
  assert.equal(current.Data.Record.MileageId, id)

  const early = await t.post('/scgy/mileage-order/saveMileageOrder', { MileageId: id, Remark: '' }, withReq(token))
  assert.deepEqual([early.Code, early.Msg], ['4001', '行程尚未结束'])
  const mid = await t.post(`${S}/updateMileage`, { MileageId: id, Points: [at(1, 0.01), at(2, 0.02)], Finish: false, EndName: '' }, { token })
  assert.equal(mid.Code, '0000', mid.Msg)
  assert.ok(mid.Data.DistanceM > 1_850 && mid.Data.DistanceM < 1_950, String(mid.Data.DistanceM))
  const backwards = await t.post(`${S}/updateMileage`, { MileageId: id, Points: [at(1, 0.03)], Finish: false, EndName: '' }, { token })
  assert.deepEqual([backwards.Code, backwards.Msg], ['4000', '定位时间顺序不正确'])
  const done = await t.post(`${S}/updateMileage`, { MileageId: id, Points: [at(10, 0.1), at(11, 0.105)], Finish: true, EndName: '外滩' }, { token })
  assert.equal(done.Data.Status, 'finished')
  const metres = done.Data.DistanceM
  assert.ok(metres > 9_900 && metres < 10_100, String(metres))

  const detail = await get(`${S}/detail?MileageId=${id}`, token)
  assert.deepEqual([detail.Data.Status, detail.Data.EndName, detail.Data.Track.length, detail.Data.AmountFen], ['finished', '外滩', 5, Math.round(metres * 80 / 1000)])
  const list = await get(`${S}/list?PageIndex=1&PageSize=10`, token)
  assert.equal(list.Data.Items[0].MileageId, id)
  assert.ok(list.Data.Total >= 1)
  assert.equal((await get(`${S}/list?PageIndex=0&PageSize=10`, token)).Code, '4000')
  const need = await t.post(`${S}/needTravelBusiness`, { MileageId: id }, { token })
  assert.equal(need.Data.NeedTravelBusiness, false)

  const cost = await t.post('/scgy/mileage-order/saveMileageOrder', { MileageId: id, Remark: '' }, withReq(token))
  assert.equal(cost.Code, '0000', cost.Msg)
  assert.equal(cost.Data.AmountFen, detail.Data.AmountFen)
  const costs = await t.post('/expensecontrol/Expense/GetCostList', {}, { token })
  if (costs.Code === '0000') assert.ok(costs.Data.Items.some((c: any) => c.CostId === cost.Data.CostId && c.CostTypeName === '交通费' && /私车公用/.test(c.Remark)))
  const twice = await t.post('/scgy/mileage-order/saveMileageOrder', { MileageId: id, Remark: '' }, withReq(token))
  assert.equal(twice.Code, '4009')
  const after = await get(`${S}/detail?MileageId=${id}`, token)
  assert.deepEqual([after.Data.Status, after.Data.CostId], ['claimed', cost.Data.CostId])
})

test('another enterprise\'s trip is not found; its purpose rule holds the cost back', async () => {
  const token = await t.login(PHONE.employee)
  const list = await get(`${S}/list?PageIndex=1&PageSize=1`, token)
  const id = list.Data.Items[0].MileageId
  const other = await t.login(PHONE.employeeB)
  assert.equal((await get(`${S}/detail?MileageId=${id}`, other)).Code, '4004')
  assert.equal((await t.post(`${S}/updateMileage`, { MileageId: id, Points: [], Finish: true, EndName: '' }, { token: other })).Code, '4004')
  assert.equal((await t.post('/scgy/mileage-order/saveMileageOrder', { MileageId: id, Remark: '' }, withReq(other))).Code, '4004')
  assert.equal((await get(`${S}/detail?MileageId=abc`, other)).Code, '4000')

  const theirs = await t.post(`${S}/startMileage`, { Purpose: '', StartName: '', Point: at(0, 0) }, withReq(other))
  await t.post(`${S}/updateMileage`, { MileageId: theirs.Data.MileageId, Points: [at(5, 0.05)], Finish: true, EndName: '' }, { token: other })
  const need = await t.post(`${S}/needTravelBusiness`, { MileageId: theirs.Data.MileageId }, { token: other })
  assert.equal(need.Data.NeedTravelBusiness, true)
  const refused = await t.post('/scgy/mileage-order/saveMileageOrder', { MileageId: theirs.Data.MileageId, Remark: '' }, withReq(other))
  assert.deepEqual([refused.Code, refused.Msg], ['4001', '企业要求私车公用填写出行事由'])
})
