/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { settleInsuranceRequests } from '../src/domains/insurance/requests'
import { addDays, shanghaiDate } from '../src/lib/time'
import { ENTERPRISE, PHONE, assertAuthRequired, setupFile } from './helper'
import { balance, newReqId } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const I = (path: string) => `/hotel-front-api/api/insurance/${path}`
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })
const PASSENGERS = [
  { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '' },
  { Name: '李娜', IdNo: '11010119900307678X', Phone: '13800000009', MemberId: '' },
]

async function trainOrder(token: string) {
  const date = addDays(shanghaiDate(), 4)
  const train = (await t.post('/b2b/TrainTicket/QueryTrainList', { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 }, { token })).Data.Trains
    .find((x: any) => x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining > 3))
  const seat = train.Seats.find((s: any) => s.SeatCode === 'O')
  const created = await t.post('/b2b/TrainTicket/CreateOrder', {
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
    Passengers: PASSENGERS, Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen * 2, OverStandardReason: '',
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  return created.Data
}

test('随单投保: insurance chosen on the train form waits for the tickets, then one policy per passenger is bought from the enterprise account', async () => {
  await assertAuthRequired(t, I('RequestPolicies'), {})
  const employee = await t.login(PHONE.employee)
  const outsider = await t.login(PHONE.employeeB)
  const order = await trainOrder(employee)

  assert.equal((await t.post(I('RequestPolicies'), { OrderNo: order.OrderNo, ProductCodes: ['FLIGHT_DELAY'] }, withReq(employee))).Code, '4000')
  assert.equal((await t.post(I('RequestPolicies'), { OrderNo: order.OrderNo, ProductCodes: [] }, withReq(employee))).Code, '4000')
  assert.equal((await t.post(I('RequestPolicies'), { OrderNo: order.OrderNo, ProductCodes: ['TRAIN_ACCIDENT'] }, withReq(outsider))).Code, '4004')
  const waiting = await t.post(I('RequestPolicies'), { OrderNo: order.OrderNo, ProductCodes: ['TRAIN_ACCIDENT'] }, withReq(employee))
  assert.equal(waiting.Code, '0000', waiting.Msg)
  assert.deepEqual(waiting.Data.Requests.map((r: any) => [r.ProductName, r.Status, r.StatusText]), [['铁路意外险', 'Waiting', '出票后投保']])
  assert.equal(await settleInsuranceRequests(t.app.db), 0, 'nothing to buy before the tickets')

  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: order.OrderNo, AmountFen: order.PayAmountFen }, withReq(employee))
  assert.equal(paid.Code, '0000', paid.Msg)
  const before = await balance(t.app, ENTERPRISE.a)
  assert.equal(await settleInsuranceRequests(t.app.db), 1)
  assert.equal(await balance(t.app, ENTERPRISE.a), before - 2 * 1_000, '¥10 per passenger')
  const policies = await t.post(I('GetOrderPolicies'), { OrderNo: order.OrderNo }, { token: employee })
  assert.deepEqual(policies.Data.Policies.map((p: any) => [p.ProductName, p.InsuredName]).sort(), [['铁路意外险', '张伟'], ['铁路意外险', '李娜']])
  const again = await t.post(I('RequestPolicies'), { OrderNo: order.OrderNo, ProductCodes: ['TRAIN_ACCIDENT'] }, withReq(employee))
  assert.deepEqual(again.Data.Requests.map((r: any) => r.Status), ['Bought'], 'asking again buys nothing more')
  assert.equal((await t.post(I('GetOrderPolicies'), { OrderNo: order.OrderNo }, { token: employee })).Data.Policies.length, 2)
})

test('随单投保: a cancelled order\'s wait fails without charging', async () => {
  const employee = await t.login(PHONE.employee)
  const order = await trainOrder(employee)
  assert.equal((await t.post(I('RequestPolicies'), { OrderNo: order.OrderNo, ProductCodes: ['TRAIN_ACCIDENT'] }, withReq(employee))).Code, '0000')
  assert.equal((await t.post('/b2b/TrainTicket/CancelOrder', { OrderNo: order.OrderNo, Reason: '行程变更' }, withReq(employee))).Code, '0000')
  const before = await balance(t.app, ENTERPRISE.a)
  assert.equal(await settleInsuranceRequests(t.app.db), 1)
  assert.equal(await balance(t.app, ENTERPRISE.a), before)
  const { rows } = await t.app.db.query<{ status: string }>(`select r.status from insurance_requests r join orders o on o.id = r.order_id where o.order_no = $1`, [order.OrderNo])
  assert.deepEqual(rows.map((r) => r.status), ['Failed'])
})
