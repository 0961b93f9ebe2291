/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { PHONE, assertAuthRequired, setupFile } from './helper'
import { newReqId } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const LINES = '/b2b/Order/GetFrequentLines'
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })
const PASSENGER = { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '' }

async function bookTrain(token: string, date: string, pay: boolean) {
  const list = (await t.post('/b2b/TrainTicket/QueryTrainList', { From: '北京', To: '上海', Date: date, OnlyHighSpeed: 1 }, { token })).Data.Trains
  const train = list.find((x: any) => x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining > 2))
  const seat = train.Seats.find((s: any) => s.SeatCode === 'O')
  const created = await t.post('/b2b/TrainTicket/CreateOrder', {
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
    Passengers: [PASSENGER], Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen, OverStandardReason: '',
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  if (pay) await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.Data.OrderNo, AmountFen: seat.PriceFen }, withReq(token))
  return created.Data.OrderNo as string
}

async function bookFlight(token: string, date: string) {
  const list = (await t.post('/b2b/Flight/QueryFlightList', { DepartCityCode: 'SHA', ArriveCityCode: 'SZX', DepartDate: date }, { token })).Data.Flights
  for (const flight of list) {
    const seats = await t.post('/b2b/Flight/QuerySeatList', { FlightNo: flight.FlightNo, DepartDate: date, DepartCityCode: 'SHA', ArriveCityCode: 'SZX' }, { token })
    const fare = seats.Data.Fares.find((f: any) => f.CabinClass === 'Y' && !f.IsOverStandard && f.SeatsLeft > 0)
    if (!fare) continue
    const created = await t.post('/b2b/Flight/CreateOrder', {
      Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }], Passengers: [{ ...PASSENGER, IdType: 1 }],
      Contact: { Name: '张伟', Phone: '13800000001' }, CostCenterName: '', ProjectName: '', OverStandardReason: '',
    }, withReq(token))
    assert.equal(created.Code, '0000', created.Msg)
    return
  }
  throw new Error('no fare')
}

test('frequent lines: the caller\'s own train and flight bookings by city pair, most trips first; 2000 when none; unpaid cancelled left out', async () => {
  await assertAuthRequired(t, LINES, {})
  const employee = await t.login(PHONE.employee)
  const colleague = await t.login(PHONE.employeeB)
  const none = await t.post(LINES, {}, { token: colleague })
  assert.deepEqual([none.Code, none.Data.Lines], ['2000', []])

  const d1 = addDays(shanghaiDate(), 3)
  const d2 = addDays(shanghaiDate(), 4)
  await bookTrain(employee, d1, true)
  await bookTrain(employee, d2, true)
  const dropped = await bookTrain(employee, d2, false)
  assert.equal((await t.post('/b2b/TrainTicket/CancelOrder', { OrderNo: dropped, Reason: '行程变更' }, withReq(employee))).Code, '0000')
  await bookFlight(employee, d1)

  const lines = await t.post(LINES, {}, { token: employee })
  assert.equal(lines.Code, '0000', lines.Msg)
  // 北京 → 上海 also holds the demo trip's flight, a week ahead (decision 0402), and the finished trip's flight out
  // ten days ago; 上海 → 北京 its train back (decision 0566), taken: before 上海 → 深圳, only booked ahead.
  assert.deepEqual(lines.Data.Lines.map((l: any) => [l.FromCity, l.ToCity, l.Trips, l.TrainTrips, l.FlightTrips]), [['北京', '上海', 4, 2, 2], ['上海', '北京', 1, 1, 0], ['上海', '深圳', 1, 0, 1]])
  const [bjsh, , shsz] = lines.Data.Lines
  // 最近 is the latest trip already taken (the finished trip's flight ten days ago), never a booking ahead (issue 34);
  // a line with bookings ahead only has none.
  assert.deepEqual([bjsh.FromFlightCode, bjsh.ToFlightCode, bjsh.HasTrain, bjsh.LastDate], ['BJS', 'SHA', true, addDays(shanghaiDate(), -10)])
  assert.deepEqual([shsz.FromFlightCode, shsz.ToFlightCode, shsz.LastDate], ['SHA', 'SZX', ''])
  assert.equal((await t.post(LINES, { Limit: 1 }, { token: employee })).Data.Lines.length, 1)
  assert.equal((await t.post(LINES, { Limit: 0 }, { token: employee })).Code, '4000')
  assert.equal((await t.post(LINES, {}, { token: colleague })).Code, '2000', 'another member sees none of them')
})

test('frequent lines leave out a rejected booking (issue 34)', async () => {
  const employee = await t.login(PHONE.employee)
  const date = addDays(shanghaiDate(), 20)
  const list = (await t.post('/b2b/Flight/QueryFlightList', { DepartCityCode: 'SHA', ArriveCityCode: 'CTU', DepartDate: date }, { token: employee })).Data.Flights
  let orderNo = ''
  for (const flight of list) {
    const seats = await t.post('/b2b/Flight/QuerySeatList', { FlightNo: flight.FlightNo, DepartDate: date, DepartCityCode: 'SHA', ArriveCityCode: 'CTU' }, { token: employee })
    const fare = seats.Data.Fares.find((f: any) => f.IsOverStandard && f.SeatsLeft > 0)
    if (!fare) continue
    const created = await t.post('/b2b/Flight/CreateOrder', {
      Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }], Passengers: [{ ...PASSENGER, IdType: 1 }],
      Contact: { Name: '张伟', Phone: '13800000001' }, CostCenterName: '', ProjectName: '', OverStandardReason: '客户要求',
    }, withReq(employee))
    assert.equal(created.Data?.OrderStatus, 'PendingApproval', created.Msg)
    orderNo = created.Data.OrderNo
    break
  }
  assert.ok(orderNo, 'an over-standard flight waits for approval')
  const approver = await t.login(PHONE.approver)
  const approval = await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: orderNo }, { token: approver })
  const rejected = await t.post('/b2b/TMC/RejectOrder', { ApprovalNo: approval.Data.ApprovalNo, Reason: '超标' }, withReq(approver))
  assert.equal(rejected.Code, '0000', rejected.Msg)
  const lines = await t.post(LINES, { Limit: 20 }, { token: employee })
  assert.equal(lines.Code, '0000', lines.Msg)
  assert.ok(lines.Data.Lines.length < 20, 'every line is listed')
  assert.ok(!lines.Data.Lines.some((l: any) => l.FromCity === '上海' && l.ToCity === '成都'), 'a rejected trip is no trip')
})
