/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// The race suite, part 2 (issue 31): parallel copies of the calls that give money back or move it on a change —
// hotel cancellation, flight and train refunds, train 改签 and flight rebooking — leave every order and the
// enterprise account consistent: nothing refunded twice or beyond what was paid, the account the sum of its
// movements, the gateway holding what the orders say, and no answer 5000. PostgreSQL interleaves for real.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { ENTERPRISE, PHONE, residentId, setupFile } from './helper'
import { balance, findRate, orderBody, prepaidFree } from './hotel-fixtures'
import { economyFare, F, ticketedOneWay } from './flight-fixtures'
import { PARALLEL, answered, assertEnterpriseLedger, assertOrderMoney, ledgerMark, recordingGateway, withReq } from './races-fixtures'

const recorder = recordingGateway()
const t = setupFile({ orderJobs: false, paymentGateway: recorder.gateway })
const ROUNDS = 4

/** The enterprise account's movements from now on are checked at the end of a test. */
async function markLedger() {
  return { since: await ledgerMark(t.app), start: await balance(t.app, ENTERPRISE.a) }
}
const checkLedger = (mark: { since: number; start: number }) => assertEnterpriseLedger(t.app, ENTERPRISE.a, mark.since, mark.start)

// ---------------------------------------------------------------------------------------------------------------
// Hotel: cancelling a paid prepaid order refunds it

async function paidHotelOrder(token: string, daysAhead: number, personal: boolean) {
  const rate = await findRate(t.app, { daysAhead, accept: (r) => prepaidFree(r) && r.avgFen <= 60000 })
  const created = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate), withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const orderNo: string = created.Data.OrderNo
  if (personal) {
    const opened = await t.post('/b2b/Pay/CreatePersonalPay', { OrderNo: orderNo, AmountFen: rate.totalFen }, withReq(token))
    assert.equal((await t.post('/b2b/Pay/ConfirmPersonalPay', { PayNo: opened.Data.PayNo }, withReq(token))).Code, '0000')
  } else {
    assert.equal((await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: rate.totalFen }, withReq(token))).Code, '0000')
  }
  return { orderNo, totalFen: rate.totalFen }
}

for (const personal of [false, true]) {
  test(`${PARALLEL} parallel cancellations of a hotel order paid ${personal ? 'personally' : 'by the enterprise account'}: refunded once, in full`, async () => {
    const token = await t.login(PHONE.employee)
    const mark = await markLedger()
    for (let round = 0; round < ROUNDS; round += 1) {
      const { orderNo, totalFen } = await paidHotelOrder(token, 20 + round, personal)
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post('/hotel/api/hotel/order/CancelOrder', { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))))
      assert.equal(answered(answers, ['0000', '4001']).length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
      const money = await assertOrderMoney(t.app, orderNo, recorder.heldFen)
      assert.equal(money.refundedFen, totalFen, 'a free cancellation refunds it all')
    }
    await checkLedger(mark)
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Flight: 退票 of a whole order, of one leg, and both at once

const day = (ahead: number) => addDays(shanghaiDate(), ahead)
let idSeq = 0
const idNo = () => residentId(`11010119900104${String(100 + (idSeq += 1)).slice(-3)}`)

async function ticketedRoundTrip(token: string, ahead: number) {
  const out = await economyFare(t, token, 'BJS', 'SZX', ahead)
  const back = await economyFare(t, token, 'SZX', 'BJS', ahead + 2)
  const created = await t.post(F('CreateOrder'), {
    Segments: [{ FareId: out.FareId, ExpectedPriceFen: out.PriceFen }, { FareId: back.FareId, ExpectedPriceFen: back.PriceFen }],
    Passengers: [{ Name: '张三', IdType: 1, IdNo: idNo(), Phone: '13800000001', MemberId: '' }], Contact: { Name: '张三', Phone: '13800000001' },
    CostCenterName: '', ProjectName: '', OverStandardReason: '',
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.Data.OrderNo, AmountFen: created.Data.PayAmountFen }, withReq(token))
  assert.equal(paid.Data?.OrderStatus, 'Confirmed', paid.Msg)
  return created.Data.OrderNo as string
}

test(`${PARALLEL} parallel refunds of a whole flight order: refunded once`, async () => {
  const token = await t.login(PHONE.employee)
  const mark = await markLedger()
  for (let round = 0; round < ROUNDS; round += 1) {
    const orderNo = await ticketedOneWay(t, token, { ahead: 10 + round, idNo: idNo() })
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))))
    const done = answered(answers, ['0000', '4001', '4009'])
    assert.equal(done.length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    const money = await assertOrderMoney(t.app, orderNo)
    assert.equal(money.refundedFen, done[0].Data.RefundFen)
  }
  await checkLedger(mark)
})

test('refunding one leg and the whole round trip at once, in parallel copies: each leg refunded once', async () => {
  const token = await t.login(PHONE.employee)
  const mark = await markLedger()
  for (let round = 0; round < ROUNDS; round += 1) {
    const orderNo = await ticketedRoundTrip(token, 12 + round)
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) =>
      t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更', ...(i % 2 === 0 ? { Seqs: [2] } : {}) }, withReq(token))))
    const done = answered(answers, ['0000', '4000', '4001', '4009'])
    assert.ok(done.length >= 1 && done.length <= 2, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    const money = await assertOrderMoney(t.app, orderNo)
    assert.equal(money.refundedFen, done.reduce((s, a) => s + a.Data.RefundFen, 0), 'what the answers said was refunded is what was refunded')
    const { rows } = await t.app.db.query<{ n: number }>(`select count(*)::int as n from flight_order_changes c join orders o on o.id = c.order_id where o.order_no = $1 and c.kind = 'refund'`, [orderNo])
    assert.ok(rows[0].n <= 2, `legs noted refunded ${rows[0].n} times`)
  }
  await checkLedger(mark)
})

// ---------------------------------------------------------------------------------------------------------------
// Flight: 改签 charged to the enterprise account

test(`${PARALLEL} parallel rebookings of one leg: charged once`, async () => {
  const token = await t.login(PHONE.employee)
  const mark = await markLedger()
  for (let round = 0; round < ROUNDS; round += 1) {
    const ahead = 16 + round
    const orderNo = await ticketedOneWay(t, token, { ahead, idNo: idNo() })
    const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
    const flights = (await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SZX', DepartDate: day(ahead) }, { token })).Data.Flights
    // Another flight of the same carrier: the discount fare booked is 不得签转 (decision 0760).
    const later = flights.find((f: any) => f.FlightNo !== detail.Segments[0].FlightNo && f.AirlineCode === detail.Segments[0].FlightNo.slice(0, 2))
    const fares = (await t.post(F('QuerySeatList'), { FlightNo: later.FlightNo, DepartDate: day(ahead), DepartCityCode: 'BJS', ArriveCityCode: 'SZX' }, { token })).Data.Fares
    const target = fares.find((f: any) => f.CabinClass === 'Y' && f.SeatsLeft > PARALLEL)
    const quote = await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId }, { token })
    assert.equal(quote.Data.IsAllowed, true, quote.Data.Description)
    const before = await balance(t.app, ENTERPRISE.a)
    const body = { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.Data.TotalFen, Reason: '行程变更' }
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post(F('ChangeOrder'), body, withReq(token))))
    assert.equal(answered(answers, ['0000', '4001', '4009']).length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    assert.equal(await balance(t.app, ENTERPRISE.a), before - quote.Data.TotalFen, 'the change was charged once')
    await assertOrderMoney(t.app, orderNo)
  }
  await checkLedger(mark)
})

test('rebooking and refunding one flight order at once: the refund never returns more than was paid', async () => {
  const token = await t.login(PHONE.employee)
  const mark = await markLedger()
  for (let round = 0; round < ROUNDS; round += 1) {
    const ahead = 20 + round
    const orderNo = await ticketedOneWay(t, token, { ahead, idNo: idNo() })
    const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
    const flights = (await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SZX', DepartDate: day(ahead) }, { token })).Data.Flights
    const later = flights.find((f: any) => f.FlightNo !== detail.Segments[0].FlightNo && f.AirlineCode === detail.Segments[0].FlightNo.slice(0, 2))
    const fares = (await t.post(F('QuerySeatList'), { FlightNo: later.FlightNo, DepartDate: day(ahead), DepartCityCode: 'BJS', ArriveCityCode: 'SZX' }, { token })).Data.Fares
    const target = fares.find((f: any) => f.CabinClass === 'Y' && f.SeatsLeft > PARALLEL)
    const quote = await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId }, { token })
    assert.equal(quote.Data.IsAllowed, true, quote.Data.Description)
    const change = { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.Data.TotalFen, Reason: '行程变更' }
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) =>
      i % 2 === 0 ? t.post(F('ChangeOrder'), change, withReq(token)) : t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))))
    answered(answers, ['0000', '4000', '4001', '4009'])
    await assertOrderMoney(t.app, orderNo)
  }
  await checkLedger(mark)
})

// ---------------------------------------------------------------------------------------------------------------
// Train: 退票 and 改签

const T = (path: string) => `/b2b/TrainTicket/${path}`
const PASSENGERS = [
  { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '' },
  { Name: '李娜', IdNo: '11010119900307678X', Phone: '13800000009', MemberId: '' },
]
const trains = async (token: string, date: string) => (await t.post(T('QueryTrainList'), { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 }, { token })).Data.Trains as any[]

/** An issued order of `passengers` on a G train's `seatCode`, paid from the enterprise account. */
async function issuedTrain(token: string, date: string, passengers: typeof PASSENGERS, seatCode = 'O', skip: string[] = []) {
  const train = (await trains(token, date)).find((x) => x.TrainNo.startsWith('G') && !skip.includes(x.TrainNo) && x.Seats.some((s: any) => s.SeatCode === seatCode && s.Remaining > 10))
  const seat = train.Seats.find((s: any) => s.SeatCode === seatCode)
  const created = await t.post(T('CreateOrder'), {
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: seatCode,
    Passengers: passengers, Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen * passengers.length, OverStandardReason: seatCode === 'O' ? '' : '会议临时调整',
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.Data.OrderNo, AmountFen: created.Data.PayAmountFen }, withReq(token))
  assert.equal(paid.Code, '0000', paid.Msg)
  const detail = (await t.post(T('GetOrderDetail'), { OrderNo: created.Data.OrderNo }, { token })).Data
  assert.equal(detail.Status, 'Confirmed')
  return { orderNo: created.Data.OrderNo as string, train, seat, detail }
}

test(`${PARALLEL} parallel refunds of a train order: refunded once`, async () => {
  const token = await t.login(PHONE.employee)
  const mark = await markLedger()
  for (let round = 0; round < ROUNDS; round += 1) {
    const { orderNo } = await issuedTrain(token, day(3 + round), PASSENGERS.slice(0, 1))
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post(T('RefundTicket'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))))
    const done = answered(answers, ['0000', '4001', '4009'])
    assert.equal(done.length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    const money = await assertOrderMoney(t.app, orderNo)
    assert.equal(money.refundedFen, done[0].Data.RefundFen)
  }
  await checkLedger(mark)
})

test('refunding each ticket of a two-ticket order and the whole order at once: each ticket refunded once', async () => {
  const token = await t.login(PHONE.employee)
  const mark = await markLedger()
  for (let round = 0; round < ROUNDS; round += 1) {
    const { orderNo, detail, seat } = await issuedTrain(token, day(3 + round), PASSENGERS)
    const [zhang, li] = detail.Passengers
    const bodies = [{ PassengerIds: [zhang.PassengerId] }, { PassengerIds: [li.PassengerId] }, {}]
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => t.post(T('RefundTicket'), { OrderNo: orderNo, Reason: '行程变更', ...bodies[i % 3] }, withReq(token))))
    const done = answered(answers, ['0000', '4001', '4009'])
    assert.ok(done.length >= 1 && done.length <= 2, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    const money = await assertOrderMoney(t.app, orderNo)
    assert.equal(money.refundedFen, done.reduce((s, a) => s + a.Data.RefundFen, 0), 'what the answers said was refunded is what was refunded')
    assert.ok(money.refundedFen <= seat.PriceFen * 2)
    const after = (await t.post(T('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
    assert.deepEqual(after.Passengers.map((p: any) => p.TicketStatus), ['Refunded', 'Refunded'])
  }
  await checkLedger(mark)
})

test(`${PARALLEL} parallel 改签 of a train ticket to a cheaper seat: one new ticket, the difference refunded once`, async () => {
  const token = await t.login(PHONE.employee)
  const mark = await markLedger()
  for (let round = 0; round < ROUNDS; round += 1) {
    const date = day(3 + round)
    const { orderNo, train } = await issuedTrain(token, date, PASSENGERS.slice(0, 1), 'M')
    const other = (await trains(token, date)).find((x) => x.TrainNo !== train.TrainNo && x.TrainNo.startsWith('G') && x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining > PARALLEL))
    const second = other.Seats.find((s: any) => s.SeatCode === 'O')
    const body = { OrderNo: orderNo, TrainNo: other.TrainNo, Date: date, SeatCode: 'O', ExpectedTotalFen: second.PriceFen }
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post(T('ChangeTicket'), body, withReq(token))))
    const done = answered(answers, ['0000', '4001', '4009'])
    assert.equal(done.length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    const { rows } = await t.app.db.query<{ n: number }>('select count(*)::int as n from train_orders where changed_from_order_id = (select id from orders where order_no = $1)', [orderNo])
    assert.equal(rows[0].n, 1, 'one new order')
    const old = await assertOrderMoney(t.app, orderNo)
    await assertOrderMoney(t.app, done[0].Data.OrderNo)
    assert.equal(old.refundedFen, done[0].Data.RefundFen, 'the difference less the fee, refunded once')
  }
  await checkLedger(mark)
})

test('改签 and 退票 of one train ticket at once: the ticket is either changed or refunded, never both', async () => {
  const token = await t.login(PHONE.employee)
  const mark = await markLedger()
  for (let round = 0; round < ROUNDS; round += 1) {
    const date = day(3 + round)
    const { orderNo, train, seat } = await issuedTrain(token, date, PASSENGERS.slice(0, 1), 'M')
    const other = (await trains(token, date)).find((x) => x.TrainNo !== train.TrainNo && x.TrainNo.startsWith('G') && x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining > PARALLEL))
    const second = other.Seats.find((s: any) => s.SeatCode === 'O')
    const change = { OrderNo: orderNo, TrainNo: other.TrainNo, Date: date, SeatCode: 'O', ExpectedTotalFen: second.PriceFen }
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) =>
      i % 2 === 0 ? t.post(T('ChangeTicket'), change, withReq(token)) : t.post(T('RefundTicket'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))))
    const done = answered(answers, ['0000', '4001', '4009'])
    assert.equal(done.length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    const old = await assertOrderMoney(t.app, orderNo)
    const { rows } = await t.app.db.query<{ order_no: string }>(
      `select o.order_no from train_orders t join orders o on o.id = t.order_id where t.changed_from_order_id = (select id from orders where order_no = $1) and o.status <> 'Cancelled'`, [orderNo])
    for (const r of rows) await assertOrderMoney(t.app, r.order_no)
    assert.ok(old.refundedFen <= seat.PriceFen)
    assert.equal(old.refundedFen, done[0].Data.RefundFen)
  }
  await checkLedger(mark)
})
