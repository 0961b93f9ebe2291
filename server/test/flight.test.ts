/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { noteFlightChange } from '../src/domains/flight/flightChanges'
import { ENTERPRISE, PHONE, assertAuthRequired, residentId, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const F = (path: string) => `/b2b/Flight/${path}`
const withReq = (token: string, reqId: string = randomUUID()) => ({ token, headers: { reqId } })
const day = (ahead: number) => new Date(Date.now() + 8 * 3_600_000 + ahead * 86_400_000).toISOString().slice(0, 10)
const passenger = { Name: '张三', IdType: 1, IdNo: '110101199001011384', Phone: '13800000001', MemberId: '' }

async function balance(enterpriseId: number): Promise<number> {
  const { rows } = await t.app.db.query<{ account_balance_fen: number }>('select account_balance_fen from enterprises where id = $1', [enterpriseId])
  return Number(rows[0].account_balance_fen)
}

/** The first economy fare within the employee standard (8折 or less) on BJS → SHA `ahead` days out. */
async function economyFare(token: string, ahead: number, accept: (f: any) => boolean = (f) => f.CabinClass === 'Y' && !f.IsOverStandard && f.SeatsLeft > 0) {
  const list = await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: day(ahead) }, { token })
  assert.equal(list.Code, '0000', list.Msg)
  for (const flight of list.Data.Flights) {
    const seats = await t.post(F('QuerySeatList'), { FlightNo: flight.FlightNo, DepartDate: day(ahead), DepartCityCode: 'BJS', ArriveCityCode: 'SHA' }, { token })
    const fare = seats.Data.Fares.find(accept)
    if (fare) return { flight, fare }
  }
  throw new Error('no fare found')
}

const orderBody = (fare: any, extra: object = {}) => ({
  Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
  Passengers: [passenger],
  Contact: { Name: '张三', Phone: '13800000001' },
  CostCenterName: '',
  ProjectName: '',
  OverStandardReason: '',
  ...extra,
})

test('search: real cities, 2000 for a pair without flights, clear refusals', async () => {
  await assertAuthRequired(t, F('QueryFlightList'), {})
  const token = await t.login(PHONE.employee)
  const cities = await t.post(F('GetFlightCities'), {}, { token })
  assert.ok(cities.Data.Cities.some((c: any) => c.CityName === '北京' && c.Airports.some((a: any) => a.Code === 'PEK')))
  assert.ok(cities.Data.Cities.some((c: any) => c.CityName === '新加坡' && c.IsInternational))
  const list = await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: day(3) }, { token })
  assert.equal(list.Code, '0000')
  assert.ok(list.Data.Flights.length >= 5)
  const first = list.Data.Flights[0]
  assert.ok(first.DurationMinutes >= 100 && first.DurationMinutes <= 160, `BJS-SHA takes ${first.DurationMinutes} min`)
  const again = await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: day(3) }, { token })
  assert.deepEqual(again.Data, list.Data, 'schedules are deterministic')
  const none = await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'XXX', DepartDate: day(3) }, { token })
  assert.equal(none.Code, '2000')
  assert.deepEqual(none.Data.Flights, [])
  assert.equal((await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'BJS', DepartDate: day(3) }, { token })).Code, '4000')
  assert.equal((await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: day(-2) }, { token })).Code, '4000')
})

test('book an economy fare, pay from the enterprise account, tickets issued, refund with the fare rule fee', async () => {
  const token = await t.login(PHONE.employee)
  const { fare } = await economyFare(token, 10)
  const reqId = randomUUID()
  const created = await t.post(F('CreateOrder'), orderBody(fare), withReq(token, reqId))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.OrderStatus, 'PendingPayment')
  assert.equal(created.Data.PayAmountFen, fare.PriceFen + fare.TaxFen)
  const retried = await t.post(F('CreateOrder'), orderBody(fare), withReq(token, reqId))
  assert.equal(retried.Data.OrderNo, created.Data.OrderNo, 'the same reqId books once')
  const orderNo = created.Data.OrderNo

  const outsider = await t.login(PHONE.employeeB)
  assert.equal((await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token: outsider })).Code, '4004')
  assert.equal((await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(outsider))).Code, '4004')

  const before = await balance(ENTERPRISE.a)
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: created.Data.PayAmountFen }, withReq(token))
  assert.equal(paid.Code, '0000', paid.Msg)
  assert.equal(paid.Data.OrderStatus, 'Confirmed')
  const detail = await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })
  assert.equal(detail.Data.Status, 'Confirmed')
  assert.match(detail.Data.Passengers[0].TicketNos[0], /^\d{3}-\d{10}$/)
  assert.equal(detail.Data.Actions.CanRefund, true)
  const orders = await t.post('/b2b/Order/GetOrderList', { Tab: 'all', PageIndex: 1, PageSize: 20 }, { token })
  assert.ok(orders.Data.Orders.some((o: any) => o.OrderNo === orderNo && o.ProductType === 5))

  const quote = await t.post(F('GetRefundQuote'), { OrderNo: orderNo }, { token })
  assert.equal(quote.Data.IsRefundable, true)
  const expectedFee = Math.round((fare.PriceFen * fare.Rules.Refund[0].Percent) / 100 / 100) * 100
  assert.equal(quote.Data.FeeFen, expectedFee, '10 days out: the 7-day-and-more tier')
  const refunded = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  assert.equal(refunded.Data.OrderStatus, 'Refunded')
  assert.equal(refunded.Data.RefundFen, created.Data.PayAmountFen - quote.Data.FeeFen)
  assert.equal(await balance(ENTERPRISE.a), before - created.Data.PayAmountFen + refunded.Data.RefundFen)
})

test('an involuntary change (航变) refunds without fee', async () => {
  const token = await t.login(PHONE.employee)
  const { flight, fare } = await economyFare(token, 4)
  const created = await t.post(F('CreateOrder'), orderBody(fare, { Passengers: [{ ...passenger, IdNo: '110101199001012395' }] }), withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.Data.OrderNo, AmountFen: created.Data.PayAmountFen }, withReq(token))
  const voluntary = await t.post(F('GetRefundQuote'), { OrderNo: created.Data.OrderNo }, { token })
  assert.ok(voluntary.Data.FeeFen > 0)
  const changed = await noteFlightChange(t.app.db, flight.FlightNo, day(4), { kind: 'delay', notice: `航班${flight.FlightNo}延误` })
  assert.ok(changed >= 1)
  const detail = await t.post(F('GetOrderDetail'), { OrderNo: created.Data.OrderNo }, { token })
  assert.match(detail.Data.Segments[0].ChangeNotice, /延误/)
  const refunded = await t.post(F('RefundOrder'), { OrderNo: created.Data.OrderNo, Reason: '航班延误或取消' }, withReq(token))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  assert.deepEqual([refunded.Data.FeeFen, refunded.Data.RefundFen], [0, created.Data.PayAmountFen])
})

test('no oversell: 50 concurrent bookings of the last seats', async () => {
  const token = await t.login(PHONE.employee)
  const { fare } = await economyFare(token, 20, (f) => f.CabinClass === 'Y' && f.BookingClass !== 'Y' && !f.IsOverStandard && f.SeatsLeft > 0)
  const attempts = Array.from({ length: 50 }, (_, i) =>
    t.post(F('CreateOrder'), orderBody(fare, { Passengers: [{ ...passenger, IdNo: residentId(`11010119900106${String(100 + i).slice(-3)}`) }] }), withReq(token)),
  )
  const answers = await Promise.all(attempts)
  const booked = answers.filter((a) => a.Code === '0000').length
  assert.equal(booked, fare.SeatsLeft, answers.filter((a) => a.Code !== '0000').map((a) => a.Msg).slice(0, 3).join(' / '))
  assert.ok(answers.filter((a) => a.Code !== '0000').every((a) => a.Code === '4009'))
  const { rows } = await t.app.db.query<{ seats_left: number }>('select seats_left from flight_seats where flight_no = $1 and booking_class = $2 and depart_date = $3', [
    fare.FareId.split('.')[0], fare.BookingClass, day(20),
  ])
  assert.equal(rows[0].seats_left, 0)
})

test('over the standard: a reason is required and the department head approves', async () => {
  const token = await t.login(PHONE.employee)
  const { fare } = await economyFare(token, 6, (f) => f.CabinClass === 'C' && f.IsOverStandard)
  const noReason = await t.post(F('CreateOrder'), orderBody(fare, { Passengers: [{ ...passenger, IdNo: '110101199001010189' }] }), withReq(token))
  assert.deepEqual([noReason.Code, noReason.Msg], ['4000', '请选择或填写超标原因'])
  const created = await t.post(F('CreateOrder'), orderBody(fare, { Passengers: [{ ...passenger, IdNo: '110101199001010189' }], OverStandardReason: '客户要求' }), withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  assert.deepEqual([created.Data.OrderStatus, created.Data.NeedApproval], ['PendingApproval', true])
  const approver = await t.login(PHONE.approver)
  const approval = await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: created.Data.OrderNo }, { token: approver })
  assert.equal(approval.Code, '0000', approval.Msg)
  assert.equal(approval.Data.Order.OverStandardReason, '客户要求')
})

test('round trip 北京 ⇌ 深圳: both segments, total of both, the return must follow the outbound', async () => {
  const token = await t.login(PHONE.employee)
  const list = async (from: string, to: string, ahead: number) => (await t.post(F('QueryFlightList'), { DepartCityCode: from, ArriveCityCode: to, DepartDate: day(ahead) }, { token })).Data.Flights
  const seatsOf = async (flightNo: string, from: string, to: string, ahead: number) =>
    (await t.post(F('QuerySeatList'), { FlightNo: flightNo, DepartDate: day(ahead), DepartCityCode: from, ArriveCityCode: to }, { token })).Data.Fares
  const out = (await seatsOf((await list('BJS', 'SZX', 6))[0].FlightNo, 'BJS', 'SZX', 6)).find((f: any) => f.CabinClass === 'Y')
  const back = (await seatsOf((await list('SZX', 'BJS', 8))[0].FlightNo, 'SZX', 'BJS', 8)).find((f: any) => f.CabinClass === 'C')
  assert.equal(back.IsOverStandard, true)
  const body = orderBody(out, {
    Segments: [{ FareId: out.FareId, ExpectedPriceFen: out.PriceFen }, { FareId: back.FareId, ExpectedPriceFen: back.PriceFen }],
    Passengers: [{ ...passenger, IdNo: '110101199001017807' }],
    OverStandardReason: '客户或会议安排',
  })
  const created = await t.post(F('CreateOrder'), body, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.PayAmountFen, out.PriceFen + out.TaxFen + back.PriceFen + back.TaxFen)
  assert.equal(created.Data.OrderStatus, 'PendingApproval')
  const detail = await t.post(F('GetOrderDetail'), { OrderNo: created.Data.OrderNo }, { token })
  assert.deepEqual(detail.Data.Segments.map((s: any) => s.ArriveCityName), ['深圳', '北京'])
  const reversed = await t.post(F('CreateOrder'), { ...body, Segments: [...body.Segments].reverse(), Passengers: [{ ...passenger, IdNo: '110101199001019028' }] }, withReq(token))
  assert.deepEqual([reversed.Code, reversed.Msg], ['4000', '返程航班须晚于去程航班到达'])
})

test('a made-up fare id is a clear refusal, never a server error', async () => {
  const token = await t.login(PHONE.employee)
  for (const FareId of ['CA1234.2026-99-99.Y.BJS.SHA', 'CA1234.2026-12-01.Y.BJS.XXX', 'nothing-here-at-all']) {
    const answer = await t.post(F('CreateOrder'), orderBody({ FareId, PriceFen: 100 }), withReq(token))
    assert.deepEqual([answer.Code, answer.Msg], ['4004', '舱位不存在或已停售，请重新选择'])
  }
})

test('a rejected flight order tells its booker why: the detail carries 审批进度 with the approver\'s reason (issue 34)', async () => {
  const token = await t.login(PHONE.employee)
  const { fare } = await economyFare(token, 7, (f) => f.CabinClass === 'C' && f.IsOverStandard && f.SeatsLeft > 0)
  const created = await t.post(F('CreateOrder'), orderBody(fare, { Passengers: [{ ...passenger, IdNo: '110101199001016660' }], OverStandardReason: '客户要求' }), withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const orderNo = created.Data.OrderNo
  const waiting = await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })
  assert.equal(waiting.Data.Approval?.Status, 'pending', 'the booker sees the approval in progress')
  assert.ok(waiting.Data.Approval.Steps.length > 0)
  const approver = await t.login(PHONE.approver)
  const approval = await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: orderNo }, { token: approver })
  const rejected = await t.post('/b2b/TMC/RejectOrder', { ApprovalNo: approval.Data.ApprovalNo, Reason: '公务舱超出差标，请改订经济舱' }, withReq(approver))
  assert.equal(rejected.Code, '0000', rejected.Msg)
  const detail = await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })
  assert.equal(detail.Data.Status, 'Rejected')
  assert.equal(detail.Data.Approval.Status, 'rejected')
  const step = detail.Data.Approval.Steps.find((s: any) => s.Status === 'rejected')
  assert.equal(step.Comment, '公务舱超出差标，请改订经济舱')
  assert.equal(detail.Data.RejectReason, '公务舱超出差标，请改订经济舱')
})

test('the approver\'s 我已审批 keeps the flight she approved after the order is rebooked (issue 34)', async () => {
  const token = await t.login(PHONE.employee)
  const { fare } = await economyFare(token, 9, (f) => f.CabinClass === 'C' && f.IsOverStandard && f.SeatsLeft > 0)
  const created = await t.post(F('CreateOrder'), orderBody(fare, { Passengers: [{ ...passenger, IdNo: '110101199001017006' }], OverStandardReason: '客户要求' }), withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const orderNo = created.Data.OrderNo
  const approver = await t.login(PHONE.approver)
  const approval = (await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: orderNo }, { token: approver })).Data
  let status = 'PendingApproval'
  while (status === 'PendingApproval') {
    const next = (await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: orderNo }, { token: approver })).Data
    assert.ok(next.CanApprove, 'the approver decides every step she is given')
    const approved = await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: approval.ApprovalNo }, withReq(approver))
    assert.equal(approved.Code, '0000', approved.Msg)
    status = approved.Data.OrderStatus
  }
  const processed = async () => {
    const list = await t.post('/b2b/TMC/GetApprovalOrderList', { Tab: 'processed', PageIndex: 1, PageSize: 50 }, { token: approver })
    return list.Data.Items.find((i: any) => i.ApprovalNo === approval.ApprovalNo)
  }
  const before = await processed()
  assert.ok(before, 'listed under 我已审批')
  const info = await t.post('/b2b/Pay/GetPayInfo', { OrderNo: orderNo }, { token })
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: info.Data.AmountFen }, withReq(token))
  assert.equal(paid.Code, '0000', paid.Msg)

  const later = await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: day(10) }, { token })
  let rebooked = false
  for (const flight of later.Data.Flights) {
    const fares = (await t.post(F('QuerySeatList'), { FlightNo: flight.FlightNo, DepartDate: day(10), DepartCityCode: 'BJS', ArriveCityCode: 'SHA' }, { token })).Data.Fares
    for (const target of fares.filter((f: any) => f.SeatsLeft > 1)) {
      const quote = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId }, { token })).Data
      if (!quote.IsAllowed || quote.IsPersonalPay) continue
      const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更' }, withReq(token))
      assert.equal(changed.Code, '0000', changed.Msg)
      rebooked = true
      break
    }
    if (rebooked) break
  }
  assert.ok(rebooked, 'the order was rebooked to a later flight')
  const after = await processed()
  assert.deepEqual([after.Title, after.Subtitle, after.StartDate, after.TotalFen], [before.Title, before.Subtitle, before.StartDate, before.TotalFen], 'what she approved, not the new flight')
})

test('fare calendar: each day\'s lowest economy fare, the same as the day\'s list; past days left out; bounded ranges', async () => {
  await assertAuthRequired(t, F('QueryLowestFares'), {})
  const token = await t.login(PHONE.employee)
  const answer = await t.post(F('QueryLowestFares'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', StartDate: day(-3), EndDate: day(30) }, { token })
  assert.equal(answer.Code, '0000', answer.Msg)
  assert.equal(answer.Data.Days[0].Date, day(0), 'days before today are left out')
  assert.equal(answer.Data.Days.length, 31)
  for (const ahead of [2, 9]) {
    const calendarDay = answer.Data.Days.find((d: any) => d.Date === day(ahead))
    const list = await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: day(ahead), CabinClass: 'Y' }, { token })
    assert.equal(calendarDay.LowestFareFen, Math.min(...list.Data.Flights.map((f: any) => f.LowestFareFen)), `lowest fare of ${day(ahead)}`)
  }
  assert.ok(new Set(answer.Data.Days.map((d: any) => d.LowestFareFen)).size > 1, 'fares differ from day to day')
  const none = await t.post(F('QueryLowestFares'), { DepartCityCode: 'BJS', ArriveCityCode: 'XXX', StartDate: day(1), EndDate: day(3) }, { token })
  assert.equal(none.Code, '0000')
  assert.deepEqual(none.Data.Days.map((d: any) => d.LowestFareFen), [null, null, null])
  const tooLong = await t.post(F('QueryLowestFares'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', StartDate: day(1), EndDate: day(80) }, { token })
  assert.equal(tooLong.Code, '4000')
  assert.match(tooLong.Msg, /62天/)
  assert.equal((await t.post(F('QueryLowestFares'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', StartDate: day(5), EndDate: day(1) }, { token })).Code, '4000')
})
