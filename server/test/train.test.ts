/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { refundFeeFen } from '@domain/train/refundFee'
import { addDays, shanghaiDate } from '../src/lib/time'
import { ENTERPRISE, PHONE, assertAuthRequired, setupFile } from './helper'
import { balance, newReqId } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const B2B = '/b2b/TrainTicket'
const withReq = (token: string, reqId = newReqId()) => ({ token, headers: { reqId } })
const PASSENGER = { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '10001' }

async function gTrain(token: string, date: string, seatsNeeded = 1) {
  const list = await t.post(`${B2B}/QueryTrainList`, { From: '北京', To: '上海', Date: date, OnlyHighSpeed: 1 }, { token })
  assert.equal(list.Code, '0000', list.Msg)
  const train = list.Data.Trains.find((x: any) => x.TrainNo.startsWith('G') && x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining >= seatsNeeded))
  assert.ok(train, 'a G train with second-class seats')
  return { train, seat: train.Seats.find((s: any) => s.SeatCode === 'O') }
}

const orderBody = (train: any, seat: any, date: string, passengers = [PASSENGER]) => ({
  TrainNo: train.TrainNo,
  Date: date,
  FromStationCode: train.FromStationCode,
  ToStationCode: train.ToStationCode,
  SeatCode: seat.SeatCode,
  Passengers: passengers,
  Contact: { Name: '张伟', Phone: '13800000001' },
  ExpectedTotalFen: seat.PriceFen * passengers.length,
  OverStandardReason: '',
})

test('stations by Chinese, pinyin and initials; 北京 → 上海 lists G trains of about 4.5 hours; an empty search is 2000', async () => {
  await assertAuthRequired(t, `${B2B}/QueryTrainList`, {})
  const token = await t.login(PHONE.employee)
  for (const keyword of ['北京南', 'beijingnan', 'bjn']) {
    const found = await t.post(`${B2B}/GetStationList`, { Keyword: keyword }, { token })
    assert.ok(found.Data.Stations.some((s: any) => s.Code === 'VNP'), keyword)
  }
  const date = addDays(shanghaiDate(), 1)
  const { train } = await gTrain(token, date)
  assert.equal(train.FromStationName, '北京南')
  assert.equal(train.ToStationName, '上海虹桥')
  const express = (await t.post(`${B2B}/QueryTrainList`, { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 }, { token })).Data.Trains.map((x: any) => x.DurationMinutes)
  assert.ok(Math.min(...express) >= 250 && Math.min(...express) <= 300, `fastest ${Math.min(...express)} min`)
  const none = await t.post(`${B2B}/QueryTrainList`, { From: '杭州', To: '广州', Date: date, OnlyHighSpeed: 0 }, { token })
  assert.deepEqual([none.Code, none.Data.Trains], ['2000', []])
  assert.equal((await t.post(`${B2B}/QueryTrainList`, { From: '北京', To: '上海', Date: addDays(date, 30), OnlyHighSpeed: 0 }, { token })).Code, '4000')
  const stops = await t.post(`${B2B}/GetStopStations`, { TrainNo: train.TrainNo, Date: date }, { token })
  assert.equal(stops.Data.Stops[0].StationName, '北京南')
})

test('book, pay from the enterprise account, ticket issued; the same reqId books once; another enterprise sees nothing; refund by 12306 fee returns the seat', async () => {
  const employee = await t.login(PHONE.employee)
  const outsider = await t.login(PHONE.employeeB)
  const date = addDays(shanghaiDate(), 5)
  const { train, seat } = await gTrain(employee, date)
  const reqId = newReqId()
  const created = await t.post(`${B2B}/CreateOrder`, orderBody(train, seat, date), withReq(employee, reqId))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.OrderStatus, 'PendingPayment')
  const again = await t.post(`${B2B}/CreateOrder`, orderBody(train, seat, date), withReq(employee, reqId))
  assert.equal(again.Data.OrderNo, created.Data.OrderNo)
  const orderNo = created.Data.OrderNo
  const { seat: after } = await gTrain(employee, date)
  assert.ok(after.Remaining <= seat.Remaining - 1)

  assert.equal((await t.post(`${B2B}/GetOrderDetail`, { OrderNo: orderNo }, { token: outsider })).Code, '4004')
  assert.equal((await t.post(`${B2B}/RefundTicket`, { OrderNo: orderNo, Reason: '行程变更' }, withReq(outsider))).Code, '4004')
  assert.equal((await t.post(`${B2B}/CancelOrder`, { OrderNo: orderNo, Reason: '行程变更' }, withReq(outsider))).Code, '4004')

  const before = await balance(t.app, ENTERPRISE.a)
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: seat.PriceFen }, withReq(employee))
  assert.equal(paid.Code, '0000', paid.Msg)
  const detail = await t.post(`${B2B}/GetOrderDetail`, { OrderNo: orderNo }, { token: employee })
  assert.equal(detail.Data.Status, 'Confirmed')
  assert.match(detail.Data.Passengers[0].SeatNo, /车/)
  assert.equal(detail.Data.Actions.CanRefund, true)

  const orders = await t.post('/b2b/Order/GetOrderList', { Tab: 'all', PageIndex: 1, PageSize: 20 }, { token: employee })
  assert.ok(orders.Data.Orders.some((o: any) => o.OrderNo === orderNo))

  const quote = await t.post(`${B2B}/GetRefundFee`, { OrderNo: orderNo }, { token: employee })
  const departAt = new Date(`${date}T${train.DepartTime}:00+08:00`)
  assert.equal(quote.Data.FeeFen, refundFeeFen(seat.PriceFen, departAt, new Date()))
  const refunded = await t.post(`${B2B}/RefundTicket`, { OrderNo: orderNo, Reason: '行程变更' }, withReq(employee))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  assert.equal(refunded.Data.OrderStatus, 'Refunded')
  assert.equal(refunded.Data.RefundFen, seat.PriceFen - quote.Data.FeeFen)
  assert.equal(await balance(t.app, ENTERPRISE.a), before - quote.Data.FeeFen)
  const { seat: back } = await gTrain(employee, date)
  assert.equal(back.Remaining, after.Remaining + 1)
})

test('50 concurrent bookings for the last 10 seats of a segment give exactly 10 tickets', async () => {
  const employee = await t.login(PHONE.employee)
  const date = addDays(shanghaiDate(), 3)
  const { train, seat } = await gTrain(employee, date)
  const stops = (await t.post(`${B2B}/GetStopStations`, { TrainNo: train.TrainNo, Date: date }, { token: employee })).Data.Stops
  const legs = stops.length - 1
  await t.app.db.query('delete from train_seat_legs where train_no = $1 and run_date = $2 and seat_code = $3', [train.TrainNo, date, 'O'])
  await t.app.db.query(`insert into train_seat_legs (train_no, run_date, seat_code, leg, remaining) select $1, $2, 'O', leg, 10 from generate_series(0, $3::int) leg`, [
    train.TrainNo, date, legs - 1,
  ])
  const answers = await Promise.all(Array.from({ length: 50 }, () => t.post(`${B2B}/CreateOrder`, orderBody(train, { ...seat, Remaining: 10 }, date), withReq(employee))))
  assert.equal(answers.filter((a) => a.Code === '0000').length, 10)
  assert.ok(answers.every((a) => a.Code === '0000' || a.Code === '4009'), [...new Set(answers.map((a) => `${a.Code} ${a.Msg}`))].join())
  const { rows } = await t.app.db.query<{ remaining: number }>('select min(remaining)::int as remaining from train_seat_legs where train_no = $1 and run_date = $2 and seat_code = $3', [
    train.TrainNo, date, 'O',
  ])
  assert.equal(rows[0].remaining, 0)
})

test('transfer plans: 杭州 → 北京 changes at 上海虹桥, 济南 → 石家庄 changes stations in 北京 with at least an hour', async () => {
  const token = await t.login(PHONE.employee)
  const date = addDays(shanghaiDate(), 2)
  const viaShanghai = await t.post(`${B2B}/QueryTransferList`, { From: '杭州', To: '北京', Date: date }, { token })
  assert.equal(viaShanghai.Code, '0000', viaShanghai.Msg)
  const plan = viaShanghai.Data.Plans.find((p: any) => p.TransferCity === '上海')
  assert.ok(plan, 'a plan through 上海')
  assert.equal(plan.First.ToStationName, plan.Second.FromStationName)
  assert.ok(plan.WaitMinutes >= 20 && plan.WaitMinutes <= 360)
  const viaBeijing = await t.post(`${B2B}/QueryTransferList`, { From: '济南', To: '石家庄', Date: date }, { token })
  const changing = viaBeijing.Data.Plans.find((p: any) => !p.IsSameStation)
  assert.ok(changing, 'a plan changing stations')
  assert.ok(changing.WaitMinutes >= 60)
  const none = await t.post(`${B2B}/QueryTransferList`, { From: '北京南', To: '北京西', Date: date }, { token })
  assert.deepEqual([none.Code, none.Data.Plans], ['2000', []])
})

test('an unpaid order is cancelled before ticketing and gives its seat back; a passenger twice, one of another enterprise and a changed price are refused', async () => {
  const employee = await t.login(PHONE.employee)
  const date = addDays(shanghaiDate(), 4)
  const { train, seat } = await gTrain(employee, date)
  const created = await t.post(`${B2B}/CreateOrder`, orderBody(train, seat, date), withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  const cancelled = await t.post(`${B2B}/CancelOrder`, { OrderNo: created.Data.OrderNo, Reason: '行程变更' }, withReq(employee))
  assert.deepEqual([cancelled.Code, cancelled.Data.OrderStatus], ['0000', 'Cancelled'])
  const { seat: back } = await gTrain(employee, date)
  assert.equal(back.Remaining, seat.Remaining)
  const twice = await t.post(`${B2B}/CreateOrder`, { ...orderBody(train, seat, date, [PASSENGER, PASSENGER]), ExpectedTotalFen: seat.PriceFen * 2 }, withReq(employee))
  assert.deepEqual([twice.Code, twice.Msg], ['4000', '乘车人证件号重复'])
  const outsider = await t.post(`${B2B}/CreateOrder`, { ...orderBody(train, seat, date), Passengers: [{ ...PASSENGER, MemberId: '10006' }] }, withReq(employee))
  assert.deepEqual([outsider.Code, outsider.Msg], ['4000', '乘车人不属于本企业'])
  const changedPrice = await t.post(`${B2B}/CreateOrder`, { ...orderBody(train, seat, date), ExpectedTotalFen: seat.PriceFen - 50 }, withReq(employee))
  assert.equal(changedPrice.Code, '4001')
})

test('改签: to a dearer seat pays the difference and issues the new ticket; to a cheaper one refunds the difference less the fee; once only', async () => {
  const employee = await t.login(PHONE.employee)
  const date = addDays(shanghaiDate(), 6)
  const list = (await t.post(`${B2B}/QueryTrainList`, { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 }, { token: employee })).Data.Trains
  const withSeat = (code: string) => list.filter((x: any) => x.TrainNo.startsWith('G') && x.Seats.some((s: any) => s.SeatCode === code && s.Remaining > 2))
  const first = withSeat('O')[0]
  const later = withSeat('M').find((x: any) => x.DepartTime > first.DepartTime)
  assert.ok(first && later, 'two G trains')
  const second = first.Seats.find((s: any) => s.SeatCode === 'O')
  const firstClass = later.Seats.find((s: any) => s.SeatCode === 'M')
  const created = await t.post(`${B2B}/CreateOrder`, orderBody(first, second, date), withReq(employee))
  await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.Data.OrderNo, AmountFen: second.PriceFen }, withReq(employee))
  const before = await balance(t.app, ENTERPRISE.a)

  const changed = await t.post(`${B2B}/ChangeTicket`, { OrderNo: created.Data.OrderNo, TrainNo: later.TrainNo, Date: date, SeatCode: 'M', ExpectedTotalFen: firstClass.PriceFen }, withReq(employee))
  assert.equal(changed.Code, '0000', changed.Msg)
  assert.deepEqual([changed.Data.OrderStatus, changed.Data.PayAmountFen], ['PendingPayment', firstClass.PriceFen - second.PriceFen])
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: changed.Data.OrderNo, AmountFen: changed.Data.PayAmountFen }, withReq(employee))
  assert.equal(paid.Code, '0000', paid.Msg)
  assert.equal(await balance(t.app, ENTERPRISE.a), before - changed.Data.PayAmountFen)
  const fresh = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: changed.Data.OrderNo }, { token: employee })).Data
  assert.deepEqual([fresh.Status, fresh.TrainNo, fresh.ChangedFromOrderNo, fresh.Actions.CanChange], ['Confirmed', later.TrainNo, created.Data.OrderNo, false])
  const old = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: created.Data.OrderNo }, { token: employee })).Data
  assert.deepEqual([old.Status, old.ChangedToOrderNo], ['Cancelled', changed.Data.OrderNo])
  const again = await t.post(`${B2B}/ChangeTicket`, { OrderNo: changed.Data.OrderNo, TrainNo: first.TrainNo, Date: date, SeatCode: 'O', ExpectedTotalFen: second.PriceFen }, withReq(employee))
  assert.equal(again.Code, '4001')

  const dear = await t.post(`${B2B}/CreateOrder`, { ...orderBody(later, firstClass, date), OverStandardReason: '会议临时调整' }, withReq(employee))
  await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: dear.Data.OrderNo, AmountFen: firstClass.PriceFen }, withReq(employee))
  const beforeCheap = await balance(t.app, ENTERPRISE.a)
  const cheaper = await t.post(`${B2B}/ChangeTicket`, { OrderNo: dear.Data.OrderNo, TrainNo: first.TrainNo, Date: date, SeatCode: 'O', ExpectedTotalFen: second.PriceFen }, withReq(employee))
  assert.equal(cheaper.Code, '0000', cheaper.Msg)
  const diff = firstClass.PriceFen - second.PriceFen
  assert.equal(cheaper.Data.OrderStatus, 'Confirmed')
  assert.equal(cheaper.Data.RefundFen + cheaper.Data.FeeFen, diff)
  assert.ok(cheaper.Data.FeeFen > 0, '6 days ahead: 5% of the difference')
  assert.equal(await balance(t.app, ENTERPRISE.a), beforeCheap + cheaper.Data.RefundFen)
})

test('policy: an employee needs a reason for 一等座 (kept on the order), a manager books it without one', async () => {
  const employee = await t.login(PHONE.employee)
  const manager = await t.login(PHONE.manager)
  const date = addDays(shanghaiDate(), 7)
  const list = (await t.post(`${B2B}/QueryTrainList`, { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 }, { token: employee })).Data.Trains
  const train = list.find((x: any) => x.Seats.some((s: any) => s.SeatCode === 'M' && s.Remaining > 2))
  const firstClass = train.Seats.find((s: any) => s.SeatCode === 'M')
  const noReason = await t.post(`${B2B}/CreateOrder`, orderBody(train, firstClass, date), withReq(employee))
  assert.deepEqual([noReason.Code, noReason.Msg], ['4000', '请填写超标原因'])
  const withReason = await t.post(`${B2B}/CreateOrder`, { ...orderBody(train, firstClass, date), OverStandardReason: '二等座无票' }, withReq(employee))
  assert.equal(withReason.Code, '0000', withReason.Msg)
  const detail = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: withReason.Data.OrderNo }, { token: employee })).Data
  assert.deepEqual([detail.Policy.IsOverStandard, detail.Policy.Reason], [true, '二等座无票'])
  assert.match(detail.Policy.Rule, /员工乘坐火车限二等座/)
  const managerPassenger = { Name: '刘强', IdNo: '110101198501011394', Phone: '13800000004', MemberId: '' }
  const byManager = await t.post(`${B2B}/CreateOrder`, orderBody(train, firstClass, date, [managerPassenger]), withReq(manager))
  assert.equal(byManager.Code, '0000', byManager.Msg)
})
