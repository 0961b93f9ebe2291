/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { refundFeeFen } from '@domain/train/refundFee'
import { settleInsuranceRequests } from '../src/domains/insurance/requests'
import { addDays, shanghaiDate } from '../src/lib/time'
import { ENTERPRISE, PHONE, setupFile } from './helper'
import { balance, newReqId } from './hotel-fixtures'

// Per-ticket refund and change on a two-passenger order (decision 0390) and the refunded passenger's insurance (0391).
const t = setupFile({ orderJobs: false })
const B2B = '/b2b/TrainTicket'
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })
const PASSENGERS = [
  { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '' },
  { Name: '李娜', IdNo: '11010119900307678X', Phone: '13800000009', MemberId: '' },
]

const list = async (token: string, date: string) => (await t.post(`${B2B}/QueryTrainList`, { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 }, { token })).Data.Trains
const remaining = async (token: string, date: string, trainNo: string, code: string) =>
  (await list(token, date)).find((x: any) => x.TrainNo === trainNo).Seats.find((s: any) => s.SeatCode === code).Remaining

async function issuedPair(token: string, date: string) {
  const train = (await list(token, date)).find((x: any) => x.TrainNo.startsWith('G') && x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining > 5))
  const seat = train.Seats.find((s: any) => s.SeatCode === 'O')
  const created = await t.post(`${B2B}/CreateOrder`, {
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
    Passengers: PASSENGERS, Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen * 2, OverStandardReason: '',
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.Data.OrderNo, AmountFen: created.Data.PayAmountFen }, withReq(token))
  assert.equal(paid.Code, '0000', paid.Msg)
  const detail = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: created.Data.OrderNo }, { token })).Data
  assert.equal(detail.Status, 'Confirmed')
  return { orderNo: created.Data.OrderNo as string, train, seat, detail }
}

test('refund one of two tickets: the other stays issued, one seat comes back, the fee is 12306\'s on one ticket, its insurance is refunded', async () => {
  const employee = await t.login(PHONE.employee)
  const date = addDays(shanghaiDate(), 2)
  const { orderNo, train, seat, detail } = await issuedPair(employee, date)
  assert.equal((await t.post('/hotel-front-api/api/insurance/RequestPolicies', { OrderNo: orderNo, ProductCodes: ['TRAIN_ACCIDENT'] }, withReq(employee))).Code, '0000')
  await settleInsuranceRequests(t.app.db)
  const [zhang, li] = detail.Passengers
  assert.deepEqual([zhang.TicketStatus, li.TicketStatus], ['Valid', 'Valid'])
  const seatsBefore = await remaining(employee, date, train.TrainNo, 'O')
  const balanceBefore = await balance(t.app, ENTERPRISE.a)

  const fee = refundFeeFen(seat.PriceFen, new Date(`${date}T${train.DepartTime}:00+08:00`), new Date())
  assert.ok(fee !== null && fee > 0, 'two days ahead: a 5% fee')
  const quote = await t.post(`${B2B}/GetRefundFee`, { OrderNo: orderNo, PassengerIds: [li.PassengerId] }, { token: employee })
  assert.deepEqual([quote.Data.PaidFen, quote.Data.FeeFen, quote.Data.RefundFen], [seat.PriceFen, fee, seat.PriceFen - fee])
  const refunded = await t.post(`${B2B}/RefundTicket`, { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [li.PassengerId] }, withReq(employee))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  assert.deepEqual([refunded.Data.OrderStatus, refunded.Data.FeeFen, refunded.Data.RefundFen], ['Confirmed', fee, seat.PriceFen - fee])

  const after = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: orderNo }, { token: employee })).Data
  assert.equal(after.StatusText, '部分退票')
  assert.deepEqual(after.Passengers.map((p: any) => [p.Name, p.TicketStatus, p.TicketStatusText]), [['张伟', 'Valid', '已出票'], ['李娜', 'Refunded', '已退票']])
  assert.deepEqual([after.Passengers[1].FeeFen, after.Passengers[1].RefundFen], [fee, seat.PriceFen - fee])
  assert.equal(after.Actions.CanRefund, true, 'the other ticket can still be refunded')
  assert.equal(await remaining(employee, date, train.TrainNo, 'O'), seatsBefore + 1)
  const policies = (await t.post('/hotel-front-api/api/insurance/GetOrderPolicies', { OrderNo: orderNo }, { token: employee })).Data.Policies
  assert.deepEqual(policies.map((p: any) => [p.InsuredName, p.Status]).sort(), [['张伟', 'Active'], ['李娜', 'Refunded']])
  assert.equal(await balance(t.app, ENTERPRISE.a), balanceBefore + seat.PriceFen - fee + 1_000, 'ticket less fee and the ¥10 premium')

  const again = await t.post(`${B2B}/RefundTicket`, { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [li.PassengerId] }, withReq(employee))
  assert.deepEqual([again.Code, again.Msg], ['4001', '所选车票已退票'])
  const last = await t.post(`${B2B}/RefundTicket`, { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [zhang.PassengerId] }, withReq(employee))
  assert.equal(last.Code, '0000', last.Msg)
  assert.deepEqual([last.Data.OrderStatus, last.Data.RefundFen], ['Refunded', seat.PriceFen - fee], 'the last ticket ends the order and refunds only its own money')
  assert.equal(await remaining(employee, date, train.TrainNo, 'O'), seatsBefore + 2)
  assert.equal(await balance(t.app, ENTERPRISE.a), balanceBefore + 2 * (seat.PriceFen - fee) + 2_000)
})

test('change one of two tickets to a later train\'s 一等座 pays the difference; the old ticket shows 已改签, the other stays issued', async () => {
  const employee = await t.login(PHONE.employee)
  const date = addDays(shanghaiDate(), 3)
  const { orderNo, train, seat, detail } = await issuedPair(employee, date)
  const [zhang, li] = detail.Passengers
  const later = (await list(employee, date)).find((x: any) => x.DepartTime > train.DepartTime && x.Seats.some((s: any) => s.SeatCode === 'M' && s.Remaining > 2))
  assert.ok(later, 'a later train with first class')
  const first = later.Seats.find((s: any) => s.SeatCode === 'M')
  assert.ok(first.PriceFen > seat.PriceFen)
  const oldSeats = await remaining(employee, date, train.TrainNo, 'O')

  const wrongTotal = await t.post(`${B2B}/ChangeTicket`, { OrderNo: orderNo, TrainNo: later.TrainNo, Date: date, SeatCode: 'M', ExpectedTotalFen: first.PriceFen * 2, PassengerIds: [zhang.PassengerId] }, withReq(employee))
  assert.equal(wrongTotal.Code, '4001', 'one ticket costs one fare')
  const changed = await t.post(`${B2B}/ChangeTicket`, { OrderNo: orderNo, TrainNo: later.TrainNo, Date: date, SeatCode: 'M', ExpectedTotalFen: first.PriceFen, PassengerIds: [zhang.PassengerId] }, withReq(employee))
  assert.equal(changed.Code, '0000', changed.Msg)
  assert.deepEqual([changed.Data.OrderStatus, changed.Data.PayAmountFen], ['PendingPayment', first.PriceFen - seat.PriceFen])
  const pending = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: orderNo }, { token: employee })).Data
  assert.deepEqual(pending.Passengers.map((p: any) => p.TicketStatusText), ['改签中', '已出票'])
  const twice = await t.post(`${B2B}/ChangeTicket`, { OrderNo: orderNo, TrainNo: later.TrainNo, Date: date, SeatCode: 'M', ExpectedTotalFen: first.PriceFen, PassengerIds: [zhang.PassengerId] }, withReq(employee))
  assert.equal(twice.Code, '4001', 'a ticket waiting for its change is not changed again')

  const balanceBefore = await balance(t.app, ENTERPRISE.a)
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: changed.Data.OrderNo, AmountFen: changed.Data.PayAmountFen }, withReq(employee))
  assert.equal(paid.Code, '0000', paid.Msg)
  assert.equal(await balance(t.app, ENTERPRISE.a), balanceBefore - (first.PriceFen - seat.PriceFen))
  const fresh = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: changed.Data.OrderNo }, { token: employee })).Data
  assert.deepEqual([fresh.Status, fresh.TrainNo, fresh.Passengers.map((p: any) => p.Name)], ['Confirmed', later.TrainNo, ['张伟']])
  const old = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: orderNo }, { token: employee })).Data
  assert.deepEqual([old.Status, old.StatusText], ['Confirmed', '部分改签'])
  assert.deepEqual(old.Passengers.map((p: any) => [p.Name, p.TicketStatusText, p.ChangedToOrderNo]), [['张伟', '已改签', changed.Data.OrderNo], ['李娜', '已出票', '']])
  assert.equal(await remaining(employee, date, train.TrainNo, 'O'), oldSeats + 1, 'the changed ticket\'s old seat comes back')

  const refundOther = await t.post(`${B2B}/RefundTicket`, { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [li.PassengerId] }, withReq(employee))
  assert.equal(refundOther.Code, '0000', refundOther.Msg)
  const fee = refundFeeFen(seat.PriceFen, new Date(`${date}T${train.DepartTime}:00+08:00`), new Date()) ?? 0
  assert.deepEqual([refundOther.Data.OrderStatus, refundOther.Data.RefundFen], ['Refunded', seat.PriceFen - fee])
  assert.equal(await remaining(employee, date, train.TrainNo, 'O'), oldSeats + 2)
})
