/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// 改签 of one leg for a chosen passenger of a round trip (decision 0810): he moves to a change order carrying both his
// legs (the changed one on the new flight, the other as booked), the others keep the original; the account pays the
// change cost once, and changes or refunds sent at once (PostgreSQL interleaves them for real) move money once.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ENTERPRISE, PHONE } from './helper'
import { balance } from './hotel-fixtures'
import { F, I } from './flight-fixtures'
import { twoPassengerFile } from './flight-passenger-fixtures'
import { PARALLEL, answered, assertEnterpriseLedger, assertOrderMoney, ledgerMark, withReq } from './races-fixtures'

const { t, paidTwoPassengerRoundTrip, seats } = twoPassengerFile('11010119920202')

/** A later economy fare of the same carrier as `fare` on its day and route. */
async function laterFare(token: string, fare: any, from: string, to: string): Promise<any> {
  const date = fare.FareId.split('.')[1]
  const flights = (await t.post(F('QueryFlightList'), { DepartCityCode: from, ArriveCityCode: to, DepartDate: date }, { token })).Data.Flights
  const later = flights.filter((f: any) => f.DepartTime > fare.DepartTime && f.FlightNo.slice(0, 2) === fare.FlightNo.slice(0, 2))
  assert.ok(later.length > 0, 'a later flight of the same carrier')
  const fares = (await t.post(F('QuerySeatList'), { FlightNo: later[0].FlightNo, DepartDate: date, DepartCityCode: from, ArriveCityCode: to }, { token })).Data.Fares
  return { ...fares.find((f: any) => f.CabinClass === 'Y' && f.SeatsLeft > 0), FlightNo: later[0].FlightNo, DepartTime: later[0].DepartTime }
}

const ordersMoney = async (orderNos: string[]) => {
  const { rows } = await t.app.db.query<{ paid: number; refunded: number }>(
    'select coalesce(sum(paid_fen), 0)::bigint as paid, coalesce(sum(refunded_fen), 0)::bigint as refunded from orders where order_no = any($1::text[])', [orderNos])
  return { paid: Number(rows[0].paid), refunded: Number(rows[0].refunded) }
}

test('a round trip: 王小明 changes his return alone; his outbound rides along on the change order, 张伟 keeps both legs', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, out, back, totalFen } = await paidTwoPassengerRoundTrip(token, 35)
  const bought = await t.post(I('BuyPolicies'), { OrderNo: orderNo, ProductCode: 'FLIGHT_ACCIDENT' }, withReq(token))
  assert.equal(bought.Code, '0000', bought.Msg)
  const before = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.equal(before.WholeChangeReason, '', 'an enterprise-paid round trip lets a passenger change alone')
  const target = await laterFare(token, back, 'SHA', 'BJS')
  const quote = await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 2, FareId: target.FareId, PassengerIds: [2] }, { token })
  assert.equal(quote.Code, '0000', quote.Msg)
  assert.equal(quote.Data.IsAllowed, true, quote.Data.Description)
  const whole = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 2, FareId: target.FareId }, { token })).Data
  assert.equal(whole.TotalFen, quote.Data.TotalFen * 2, 'one passenger\'s change of one leg costs half of two')
  const outSeats = await seats(out.FareId)
  const backSeats = await seats(back.FareId)
  const account = await balance(t.app, ENTERPRISE.a)
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 2, FareId: target.FareId, ExpectedTotalFen: quote.Data.TotalFen, Reason: '行程变更', PassengerIds: [2] }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  const changeNo = changed.Data.ChangeOrderNo as string
  assert.match(changeNo, /^F\d+$/)
  assert.equal(await balance(t.app, ENTERPRISE.a), account - quote.Data.TotalFen, 'the account pays the change cost once')
  assert.equal(await seats(out.FareId), outSeats, 'the outbound seat stays taken, by the change order now')
  assert.equal(await seats(back.FareId), backSeats + 1, 'the old return seat back')
  assert.equal(await seats(target.FareId), target.SeatsLeft - 1, 'a seat on the new return')

  const original = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.deepEqual(original.Segments.map((s: any) => s.FlightNo), [out.FlightNo, back.FlightNo], '张伟 keeps both legs as booked')
  assert.deepEqual(original.Passengers.map((p: any) => [p.Name, p.TicketStatus, p.ChangedToOrderNo]), [['张伟', 'Valid', ''], ['王小明', 'Changed', changeNo]])
  const split = (await t.post(F('GetOrderDetail'), { OrderNo: changeNo }, { token })).Data
  assert.equal(split.Status, 'Confirmed')
  assert.equal(split.ChangedFromOrderNo, orderNo)
  assert.deepEqual(split.Segments.map((s: any) => [s.Seq, s.FlightNo]), [[1, out.FlightNo], [2, target.FlightNo]], 'his outbound as booked, his new return')
  assert.deepEqual(split.Passengers.map((p: any) => [p.Name, p.TicketNos.length]), [['王小明', 2]])
  const policies = (await t.post(I('GetOrderPolicies'), { OrderNo: changeNo }, { token })).Data.Policies
  assert.deepEqual(policies.map((p: any) => [p.InsuredName, p.LegText.split(' ')[0]]).sort(), [['王小明', out.FlightNo], ['王小明', target.FlightNo]].sort(), 'his two policies follow him')
  const left = (await t.post(I('GetOrderPolicies'), { OrderNo: orderNo }, { token })).Data.Policies
  assert.deepEqual(left.map((p: any) => p.InsuredName), ['张伟', '张伟'])

  // Both orders refunded to the end: no more back than the tickets and the change cost.
  const a = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))
  assert.equal(a.Code, '0000', a.Msg)
  const b = await t.post(F('RefundOrder'), { OrderNo: changeNo, Reason: '行程变更' }, withReq(token))
  assert.equal(b.Code, '0000', b.Msg)
  const money = await ordersMoney([orderNo, changeNo])
  const moved = out.PriceFen + out.TaxFen + back.PriceFen + back.TaxFen
  assert.equal(money.paid, totalFen + moved + quote.Data.TotalFen)
  assert.equal(money.refunded - moved, a.Data.RefundFen + b.Data.RefundFen)
  assert.ok(money.refunded - moved <= totalFen + quote.Data.TotalFen)
  await assertOrderMoney(t.app, orderNo)
  await assertOrderMoney(t.app, changeNo)
})

test(`${PARALLEL} requests at once on a round trip, changes of 王小明's return and refunds of him: one goes ahead, money moved once`, async () => {
  const token = await t.login(PHONE.employee)
  const since = await ledgerMark(t.app)
  const start = await balance(t.app, ENTERPRISE.a)
  for (let round = 0; round < 2; round += 1) {
    const { orderNo, back } = await paidTwoPassengerRoundTrip(token, 37 + round * 3)
    const target = await laterFare(token, back, 'SHA', 'BJS')
    const quote = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 2, FareId: target.FareId, PassengerIds: [2] }, { token })).Data
    assert.equal(quote.IsAllowed, true, quote.Description)
    const targetSeats = target.SeatsLeft as number
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => (i % 4 === 3
      ? t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [2] }, withReq(token))
      : t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 2, FareId: target.FareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更', PassengerIds: [2] }, withReq(token)))))
    const done = answered(answers, ['0000', '4001', '4009'])
    assert.equal(done.length, 1, answers.map((x) => `${x.Code} ${x.Msg}`).join(' | '))
    const changeNo = done[0].Data.ChangeOrderNo as string | undefined
    const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
    assert.deepEqual(detail.Passengers.map((p: any) => p.TicketStatus), ['Valid', changeNo ? 'Changed' : 'Refunded'])
    // A fare whose seats were never taken has no inventory row yet (seats() is NaN): then it still has them all.
    const seatsNow = await seats(target.FareId)
    assert.equal(Number.isNaN(seatsNow) ? targetSeats : seatsNow, targetSeats - (changeNo ? 1 : 0), 'a new seat held once, or not at all')
    const { rows } = await t.app.db.query<{ n: number }>(
      `select count(*)::int as n from flight_orders f join orders o on o.id = f.changed_from_order_id where o.order_no = $1`, [orderNo])
    assert.equal(rows[0].n, changeNo ? 1 : 0, 'one change order at most')
    await assertOrderMoney(t.app, orderNo)
    if (changeNo) await assertOrderMoney(t.app, changeNo)
  }
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, start)
})
