/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { PHONE, setupFile } from './helper'
import { newReqId } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const B2B = '/b2b/TrainTicket'
const withReq = (token: string, reqId = newReqId()) => ({ token, headers: { reqId } })
const FIRST = { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '' }
const SECOND = { Name: '李娜', IdNo: '110101199001017807', Phone: '', MemberId: '' }

/** A G train 北京 → 上海 whose 二等座 has only `left` seats on every leg. */
async function scarceTrain(token: string, date: string, left: number) {
  const list = await t.post(`${B2B}/QueryTrainList`, { From: '北京', To: '上海', Date: date, OnlyHighSpeed: 1 }, { token })
  const train = list.Data.Trains.find((x: any) => x.TrainNo.startsWith('G') && x.Seats.some((s: any) => s.SeatCode === 'O'))
  const stops = (await t.post(`${B2B}/GetStopStations`, { TrainNo: train.TrainNo, Date: date }, { token })).Data.Stops
  await t.app.db.query('delete from train_seat_legs where train_no = $1 and run_date = $2 and seat_code = $3', [train.TrainNo, date, 'O'])
  await t.app.db.query(`insert into train_seat_legs (train_no, run_date, seat_code, leg, remaining) select $1, $2, 'O', leg, $4 from generate_series(0, $3::int) leg`, [
    train.TrainNo, date, stops.length - 2, left,
  ])
  return { train, seat: train.Seats.find((s: any) => s.SeatCode === 'O') }
}

const grabBody = (train: any, date: string, overrides: Record<string, unknown> = {}) => ({
  From: train.FromStationCode,
  To: train.ToStationCode,
  TrainNos: [train.TrainNo],
  SeatCodes: ['O'],
  Dates: [date],
  Deadline: new Date(Date.now() + 3600_000).toISOString(),
  Passengers: [SECOND],
  Contact: { Name: '张伟', Phone: '13800000001' },
  OverStandardReason: '',
  ...overrides,
})

test('抢票: a task waits while the train is sold out and books when a refund frees a seat; another enterprise cannot see or cancel it', async () => {
  const employee = await t.login(PHONE.employee)
  const outsider = await t.login(PHONE.employeeB)
  const date = addDays(shanghaiDate(), 4)
  const { train, seat } = await scarceTrain(employee, date, 1)

  const booked = await t.post(`${B2B}/CreateOrder`, {
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
    Passengers: [FIRST], Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen, OverStandardReason: '',
  }, withReq(employee))
  assert.equal(booked.Code, '0000', booked.Msg)
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: booked.Data.OrderNo, AmountFen: seat.PriceFen }, withReq(employee))
  assert.equal(paid.Code, '0000', paid.Msg)

  const reqId = newReqId()
  // A retry sends the very same body (a reqId with another body is a conflict, issue 21).
  const body = grabBody(train, date)
  const created = await t.post(`${B2B}/CreateGrabTask`, body, withReq(employee, reqId))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.Status, 'Waiting')
  assert.equal(created.Data.StatusText, '抢票中')
  assert.equal(created.Data.Attempts, 1)
  assert.deepEqual(created.Data.SeatNames, ['二等座'])
  const again = await t.post(`${B2B}/CreateGrabTask`, body, withReq(employee, reqId))
  assert.equal(again.Data.TaskNo, created.Data.TaskNo, 'the same reqId makes one task')
  const taskNo = created.Data.TaskNo

  assert.equal((await t.post(`${B2B}/CancelGrabTask`, { TaskNo: taskNo }, { token: outsider })).Code, '4004')
  const theirs = await t.post(`${B2B}/GetGrabTaskList`, {}, { token: outsider })
  assert.ok(!theirs.Data.Tasks.some((x: any) => x.TaskNo === taskNo))

  const refunded = await t.post(`${B2B}/RefundTicket`, { OrderNo: booked.Data.OrderNo, Reason: '行程变更' }, withReq(employee))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  const mine = await t.post(`${B2B}/GetGrabTaskList`, {}, { token: employee })
  const task = mine.Data.Tasks.find((x: any) => x.TaskNo === taskNo)
  assert.equal(task.Status, 'Booked')
  assert.equal(task.StatusText, '抢票成功')
  assert.match(task.OrderNo, /^T\d+/)
  const order = await t.post(`${B2B}/GetOrderDetail`, { OrderNo: task.OrderNo }, { token: employee })
  assert.equal(order.Data.Status, 'PendingPayment')
  assert.equal(order.Data.TrainNo, train.TrainNo)
  assert.deepEqual(order.Data.Passengers.map((p: any) => p.Name), ['李娜'])
  assert.equal((await t.post(`${B2B}/CancelGrabTask`, { TaskNo: taskNo }, { token: employee })).Code, '4001', 'a booked task cannot be cancelled')
})

test('抢票: a free seat books at once; a waiting task is cancelled by its owner; bad tasks are refused with a clear message', async () => {
  const employee = await t.login(PHONE.employee)
  const date = addDays(shanghaiDate(), 6)
  const { train } = await scarceTrain(employee, date, 0)

  const waiting = await t.post(`${B2B}/CreateGrabTask`, grabBody(train, date), withReq(employee))
  assert.equal(waiting.Data.Status, 'Waiting')
  const cancelled = await t.post(`${B2B}/CancelGrabTask`, { TaskNo: waiting.Data.TaskNo }, { token: employee })
  assert.equal(cancelled.Code, '0000', cancelled.Msg)
  assert.equal(cancelled.Data.Status, 'Cancelled')
  assert.equal((await t.post(`${B2B}/CancelGrabTask`, { TaskNo: waiting.Data.TaskNo }, { token: employee })).Code, '4001')

  const past = await t.post(`${B2B}/CreateGrabTask`, grabBody(train, date, { Deadline: new Date(Date.now() - 60_000).toISOString() }), withReq(employee))
  assert.equal(past.Code, '4000')
  assert.match(past.Msg, /截止时间/)
  const noDates = await t.post(`${B2B}/CreateGrabTask`, grabBody(train, date, { Dates: [] }), withReq(employee))
  assert.equal(noDates.Code, '4000')
  const tooLate = await t.post(`${B2B}/CreateGrabTask`, grabBody(train, date, { Dates: [addDays(shanghaiDate(), 30)] }), withReq(employee))
  assert.equal(tooLate.Code, '4000')
  const twice = await t.post(`${B2B}/CreateGrabTask`, grabBody(train, date, { Passengers: [SECOND, SECOND] }), withReq(employee))
  assert.equal(twice.Code, '4000')
  assert.match(twice.Msg, /重复/)

  await t.app.db.query('update train_seat_legs set remaining = 5 where train_no = $1 and run_date = $2 and seat_code = $3', [train.TrainNo, date, 'O'])
  const at_once = await t.post(`${B2B}/CreateGrabTask`, grabBody(train, date), withReq(employee))
  assert.equal(at_once.Code, '0000', at_once.Msg)
  assert.equal(at_once.Data.Status, 'Booked')
  assert.match(at_once.Data.OrderNo, /^T\d+/)
})

test('抢票成功 notifies the member: a task booked by a freed seat leaves an unread notice with the order; read marks it', async () => {
  const employee = await t.login(PHONE.employee)
  const outsider = await t.login(PHONE.employeeB)
  const date = addDays(shanghaiDate(), 7)
  const { train, seat } = await scarceTrain(employee, date, 1)
  const booked = await t.post(`${B2B}/CreateOrder`, {
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
    Passengers: [FIRST], Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen, OverStandardReason: '',
  }, withReq(employee))
  assert.equal(booked.Code, '0000', booked.Msg)
  assert.equal((await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: booked.Data.OrderNo, AmountFen: seat.PriceFen }, withReq(employee))).Code, '0000')
  const before = (await t.post(`${B2B}/GetNotices`, {}, { token: employee })).Data
  const created = await t.post(`${B2B}/CreateGrabTask`, grabBody(train, date), withReq(employee))
  assert.equal(created.Data.Status, 'Waiting')
  assert.equal((await t.post(`${B2B}/GetNotices`, {}, { token: employee })).Data.UnreadCount, before.UnreadCount, 'no notice while waiting')

  assert.equal((await t.post(`${B2B}/RefundTicket`, { OrderNo: booked.Data.OrderNo, Reason: '行程变更' }, withReq(employee))).Code, '0000')
  const task = (await t.post(`${B2B}/GetGrabTaskList`, {}, { token: employee })).Data.Tasks.find((x: any) => x.TaskNo === created.Data.TaskNo)
  assert.equal(task.Status, 'Booked')
  const notices = (await t.post(`${B2B}/GetNotices`, {}, { token: employee })).Data
  assert.equal(notices.UnreadCount, before.UnreadCount + 1)
  const notice = notices.Notices[0]
  assert.deepEqual([notice.Title, notice.OrderNo, notice.TaskNo, notice.IsRead], ['抢票成功', task.OrderNo, created.Data.TaskNo, false])
  assert.match(notice.Body, new RegExp(`${train.TrainNo}.*二等座1张已为您抢到，请在\\d\\d:\\d\\d前完成支付`))
  assert.ok(!(await t.post(`${B2B}/GetNotices`, {}, { token: outsider })).Data.Notices.some((n: any) => n.NoticeId === notice.NoticeId), 'another member does not see it')
  const read = await t.post(`${B2B}/ReadNotices`, { NoticeIds: [notice.NoticeId] }, { token: employee })
  assert.equal(read.Code, '0000', read.Msg)
  assert.equal(read.Data.UnreadCount, before.UnreadCount)
  assert.equal(read.Data.Notices[0].IsRead, true)
})
