/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// 退票 of chosen passengers of a flight order (issue 34, decision 0790): each passenger's ticket refunded on its own
// with its own fee, the order 已退票 only with the last ticket, and refunds sent at once (PostgreSQL interleaves
// them for real) never giving back more than was paid.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ENTERPRISE, PHONE } from './helper'
import { balance } from './hotel-fixtures'
import { F } from './flight-fixtures'
import { twoPassengerFile } from './flight-passenger-fixtures'
import { PARALLEL, answered, assertEnterpriseLedger, assertOrderMoney, ledgerMark, withReq } from './races-fixtures'

const { t, paidTwoPassengerOrder, seats } = twoPassengerFile('11010119900909')

test('refund one of two passengers, then the other: each ticket its own fee, the order 已退票 only with the last', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, fare, totalFen } = await paidTwoPassengerOrder(token, 21)
  const seatsBefore = await seats(fare.FareId)

  const quote = await t.post(F('GetRefundQuote'), { OrderNo: orderNo, PassengerIds: [2] }, { token })
  assert.equal(quote.Code, '0000', quote.Msg)
  assert.equal(quote.Data.IsRefundable, true)
  assert.deepEqual(quote.Data.Tickets.map((x: any) => [x.PassengerSeq, x.Name]), [[2, '王小明']])
  assert.equal(quote.Data.FeeFen + quote.Data.RefundFen, fare.PriceFen + fare.TaxFen, 'one passenger\'s fare and tax')
  const whole = (await t.post(F('GetRefundQuote'), { OrderNo: orderNo }, { token })).Data
  assert.equal(whole.FeeFen, quote.Data.FeeFen * 2, 'the same fee rule per ticket')

  const first = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [2] }, withReq(token))
  assert.equal(first.Code, '0000', first.Msg)
  assert.equal(first.Data.OrderStatus, 'Confirmed')
  assert.equal(first.Data.RefundFen, quote.Data.RefundFen)
  assert.equal(await seats(fare.FareId), seatsBefore + 1, 'one seat back')
  let detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.equal(detail.Status, 'Confirmed')
  assert.deepEqual(detail.Passengers.map((p: any) => [p.Name, p.TicketStatus, p.TicketStatusText]), [['张伟', 'Valid', '已出票'], ['王小明', 'Refunded', '已退票']])
  assert.equal(detail.Passengers[1].FeeFen, quote.Data.FeeFen)
  assert.equal(detail.Passengers[1].RefundFen, quote.Data.RefundFen)
  assert.equal(detail.RefundedFen, quote.Data.RefundFen)
  assert.equal(detail.Actions.CanRefund, true)

  const again = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [2] }, withReq(token))
  assert.equal(again.Code, '4001')
  assert.equal(again.Msg, '所选机票已退票')
  assert.equal((await t.post(F('GetRefundQuote'), { OrderNo: orderNo, PassengerIds: [5] }, { token })).Msg, '所选乘机人不在此订单中')

  const rest = (await t.post(F('GetRefundQuote'), { OrderNo: orderNo }, { token })).Data
  assert.deepEqual(rest.Tickets.map((x: any) => x.PassengerSeq), [1], 'the rest: the passenger still ticketed')
  const last = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [1] }, withReq(token))
  assert.equal(last.Code, '0000', last.Msg)
  assert.equal(last.Data.RefundFen, rest.RefundFen)
  assert.equal(await seats(fare.FareId), seatsBefore + 2)
  detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.equal(detail.Status, 'Refunded')
  assert.deepEqual(detail.Passengers.map((p: any) => p.TicketStatus), ['Refunded', 'Refunded'])
  assert.equal(detail.RefundedFen + quote.Data.FeeFen + rest.FeeFen, totalFen, 'both refunds and both fees make up what was paid')
  assert.equal(detail.Actions.CanRefund, false)
  await assertOrderMoney(t.app, orderNo)
})

test(`${PARALLEL} refunds of the same passenger at once: refunded once, never more than was paid`, async () => {
  const token = await t.login(PHONE.employee)
  const since = await ledgerMark(t.app)
  const start = await balance(t.app, ENTERPRISE.a)
  const { orderNo, totalFen } = await paidTwoPassengerOrder(token, 22)
  const quote = (await t.post(F('GetRefundQuote'), { OrderNo: orderNo, PassengerIds: [1] }, { token })).Data
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [1] }, withReq(token))))
  const done = answered(answers, ['0000', '4001', '4009'])
  assert.equal(done.length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
  const money = await assertOrderMoney(t.app, orderNo)
  assert.equal(money.refundedFen, quote.RefundFen)
  assert.equal(money.paidFen, totalFen)
  const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.deepEqual(detail.Passengers.map((p: any) => p.TicketStatus), ['Refunded', 'Valid'])
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, start)
})

test('a whole-order refund and a single-passenger refund at once: one goes ahead, never more than was paid', async () => {
  const token = await t.login(PHONE.employee)
  const since = await ledgerMark(t.app)
  const start = await balance(t.app, ENTERPRISE.a)
  for (let round = 0; round < 3; round += 1) {
    const { orderNo, totalFen } = await paidTwoPassengerOrder(token, 23 + round)
    const whole = (await t.post(F('GetRefundQuote'), { OrderNo: orderNo }, { token })).Data
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) =>
      t.post(F('RefundOrder'), i % 2 === 0 ? { OrderNo: orderNo, Reason: '行程变更' } : { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [2] }, withReq(token))))
    answered(answers, ['0000', '4001', '4009'])
    const money = await assertOrderMoney(t.app, orderNo)
    assert.ok(money.refundedFen <= whole.RefundFen, `refunded ${money.refundedFen}, the whole order gives back ${whole.RefundFen}`)
    assert.equal(money.paidFen, totalFen)
    const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
    const refunded = detail.Passengers.filter((p: any) => p.TicketStatus === 'Refunded')
    assert.equal(detail.RefundedFen, refunded.reduce((s: number, p: any) => s + p.RefundFen, 0), 'what was refunded is what the refunded tickets say')
    assert.equal(detail.Status === 'Refunded', refunded.length === 2, '已退票 exactly when every ticket is')
  }
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, start)
})

test('after one passenger is refunded, 改签 moves the other alone: priced, seated and ticketed for one', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, fare } = await paidTwoPassengerOrder(token, 27)
  const refunded = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [2] }, withReq(token))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  const flights = (await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: fare.FareId.split('.')[1] }, { token })).Data.Flights
  const later = flights.filter((f: any) => f.DepartTime > fare.DepartTime && f.FlightNo.slice(0, 2) === fare.FlightNo.slice(0, 2))
  assert.ok(later.length > 0, 'a later flight of the same carrier')
  const target = (await t.post(F('QuerySeatList'), { FlightNo: later[0].FlightNo, DepartDate: fare.FareId.split('.')[1], DepartCityCode: 'BJS', ArriveCityCode: 'SHA' }, { token }))
    .Data.Fares.find((f: any) => f.CabinClass === 'Y' && f.SeatsLeft > 0)
  const quote = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId }, { token })).Data
  assert.equal(quote.IsAllowed, true, quote.Description)
  const perPassenger = Math.round((fare.PriceFen * fare.Rules.Change.find((x: any) => x.HoursBefore <= 26 * 24).Percent) / 100 / 100) * 100
  assert.equal(quote.ChangeFeeFen, perPassenger, 'the change fee of the one passenger still ticketed')
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更' }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  assert.equal(await seats(target.FareId), target.SeatsLeft - 1, 'one seat held on the new flight')
  const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.deepEqual(detail.Passengers.map((p: any) => p.TicketStatus), ['Valid', 'Refunded'])
  assert.equal(detail.Segments[0].FlightNo, later[0].FlightNo)
  await assertOrderMoney(t.app, orderNo)
})

/** A later economy fare of the same carrier on the day of `fare` (the discount fare booked is 不得签转). */
async function laterFare(token: string, fare: any): Promise<any> {
  const date = fare.FareId.split('.')[1]
  const flights = (await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: date }, { token })).Data.Flights
  const later = flights.filter((f: any) => f.DepartTime > fare.DepartTime && f.FlightNo.slice(0, 2) === fare.FlightNo.slice(0, 2))
  assert.ok(later.length > 0, 'a later flight of the same carrier')
  const fares = (await t.post(F('QuerySeatList'), { FlightNo: later[0].FlightNo, DepartDate: date, DepartCityCode: 'BJS', ArriveCityCode: 'SHA' }, { token })).Data.Fares
  return { ...fares.find((f: any) => f.CabinClass === 'Y' && f.SeatsLeft > 0), FlightNo: later[0].FlightNo }
}

const ordersMoney = async (orderNos: string[]) => {
  const { rows } = await t.app.db.query<{ paid: number; refunded: number }>(
    'select coalesce(sum(paid_fen), 0)::bigint as paid, coalesce(sum(refunded_fen), 0)::bigint as refunded from orders where order_no = any($1::text[])', [orderNos])
  return { paid: Number(rows[0].paid), refunded: Number(rows[0].refunded) }
}

test('改签 of one of two passengers: a change order for that passenger, the other stays; the account pays the cost once', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, fare, totalFen } = await paidTwoPassengerOrder(token, 28)
  const target = await laterFare(token, fare)
  const quote = await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, PassengerIds: [2] }, { token })
  assert.equal(quote.Code, '0000', quote.Msg)
  assert.equal(quote.Data.IsAllowed, true, quote.Data.Description)
  const whole = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId }, { token })).Data
  assert.equal(whole.TotalFen, quote.Data.TotalFen * 2, 'one passenger costs half of two')
  const oldSeats = await seats(fare.FareId)
  const before = await balance(t.app, ENTERPRISE.a)
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.Data.TotalFen, Reason: '行程变更', PassengerIds: [2] }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  const changeNo = changed.Data.ChangeOrderNo as string
  assert.match(changeNo, /^F\d+$/)
  assert.equal(await balance(t.app, ENTERPRISE.a), before - quote.Data.TotalFen, 'the account pays the change cost once')
  assert.equal(await seats(fare.FareId), oldSeats + 1, 'one seat back on the old flight')
  assert.equal(await seats(target.FareId), target.SeatsLeft - 1, 'one seat on the new flight')

  const original = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.equal(original.Status, 'Confirmed')
  assert.equal(original.Segments[0].FlightNo, fare.FlightNo, 'the other passenger stays on the original flight')
  assert.deepEqual(original.Passengers.map((p: any) => [p.Name, p.TicketStatus, p.TicketStatusText, p.ChangedToOrderNo]), [['张伟', 'Valid', '已出票', ''], ['王小明', 'Changed', '已改签', changeNo]])
  const split = (await t.post(F('GetOrderDetail'), { OrderNo: changeNo }, { token })).Data
  assert.equal(split.Status, 'Confirmed')
  assert.equal(split.ChangedFromOrderNo, orderNo)
  assert.deepEqual(split.Passengers.map((p: any) => p.Name), ['王小明'])
  assert.equal(split.Passengers[0].TicketNos.length, 1)
  assert.equal(split.Segments[0].FlightNo, target.FlightNo)
  assert.equal((await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [2] }, withReq(token))).Msg, '所选机票已改签')

  // Both orders refunded to the end: together they give back no more than was paid for the tickets and the change.
  const a = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))
  assert.equal(a.Code, '0000', a.Msg)
  assert.equal(a.Data.OrderStatus, 'Refunded')
  const b = await t.post(F('RefundOrder'), { OrderNo: changeNo, Reason: '行程变更' }, withReq(token))
  assert.equal(b.Code, '0000', b.Msg)
  const money = await ordersMoney([orderNo, changeNo])
  // The change order was paid the old ticket's value (given back on the original order) plus the change cost.
  const moved = fare.PriceFen + fare.TaxFen
  assert.equal(money.paid, totalFen + moved + quote.Data.TotalFen)
  assert.ok(money.refunded - moved <= totalFen + quote.Data.TotalFen, `refunded ${money.refunded - moved} of ${totalFen} + ${quote.Data.TotalFen}`)
  assert.equal(money.refunded - moved, a.Data.RefundFen + b.Data.RefundFen, 'what the two refunds said they gave back')
  await assertOrderMoney(t.app, orderNo)
  await assertOrderMoney(t.app, changeNo)
})

test(`${PARALLEL} changes of the same passenger at once: one change order, the account charged once`, async () => {
  const token = await t.login(PHONE.employee)
  const since = await ledgerMark(t.app)
  const start = await balance(t.app, ENTERPRISE.a)
  const { orderNo, fare } = await paidTwoPassengerOrder(token, 29)
  const target = await laterFare(token, fare)
  const quote = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, PassengerIds: [1] }, { token })).Data
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () =>
    t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更', PassengerIds: [1] }, withReq(token))))
  const done = answered(answers, ['0000', '4001', '4009'])
  assert.equal(done.length, 1, answers.map((x) => `${x.Code} ${x.Msg}`).join(' | '))
  const { rows } = await t.app.db.query<{ n: number }>(
    `select count(*)::int as n from flight_orders f join orders o on o.id = f.changed_from_order_id where o.order_no = $1`, [orderNo])
  assert.equal(rows[0].n, 1, 'one change order')
  await assertOrderMoney(t.app, orderNo)
  await assertOrderMoney(t.app, done[0].Data.ChangeOrderNo)
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, start)
})

test('a refund and a change of the same passenger sent at once: one goes ahead, never more back than was paid', async () => {
  const token = await t.login(PHONE.employee)
  const since = await ledgerMark(t.app)
  const start = await balance(t.app, ENTERPRISE.a)
  const { orderNo, fare } = await paidTwoPassengerOrder(token, 30)
  const target = await laterFare(token, fare)
  const quote = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, PassengerIds: [2] }, { token })).Data
  const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => (i % 2 === 0
    ? t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [2] }, withReq(token))
    : t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更', PassengerIds: [2] }, withReq(token)))))
  const done = answered(answers, ['0000', '4001', '4009'])
  assert.equal(done.length, 1, answers.map((x) => `${x.Code} ${x.Msg}`).join(' | '))
  const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.equal(detail.Passengers[0].TicketStatus, 'Valid')
  assert.equal(detail.Passengers[1].TicketStatus, done[0].Data.ChangeOrderNo ? 'Changed' : 'Refunded')
  await assertOrderMoney(t.app, orderNo)
  if (done[0].Data.ChangeOrderNo) await assertOrderMoney(t.app, done[0].Data.ChangeOrderNo)
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, start)
})
