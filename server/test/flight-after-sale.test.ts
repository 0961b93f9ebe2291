/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { noteFlightChange } from '../src/domains/flight/flightChanges'
import { ENTERPRISE, PHONE, residentId, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const F = (path: string) => `/b2b/Flight/${path}`
const withReq = (token: string, reqId: string = randomUUID()) => ({ token, headers: { reqId } })
const day = (ahead: number) => new Date(Date.now() + 8 * 3_600_000 + ahead * 86_400_000).toISOString().slice(0, 10)
let idSeq = 0
const passenger = () => ({ Name: '张三', IdType: 1, IdNo: residentId(`11010119900102${String(100 + idSeq++).slice(-3)}`), Phone: '13800000001', MemberId: '' })

async function balance(enterpriseId: number): Promise<number> {
  const { rows } = await t.app.db.query<{ account_balance_fen: number }>('select account_balance_fen from enterprises where id = $1', [enterpriseId])
  return Number(rows[0].account_balance_fen)
}

async function flights(token: string, from: string, to: string, ahead: number) {
  return (await t.post(F('QueryFlightList'), { DepartCityCode: from, ArriveCityCode: to, DepartDate: day(ahead) }, { token })).Data.Flights as any[]
}
async function fares(token: string, flightNo: string, from: string, to: string, ahead: number) {
  return (await t.post(F('QuerySeatList'), { FlightNo: flightNo, DepartDate: day(ahead), DepartCityCode: from, ArriveCityCode: to }, { token })).Data.Fares as any[]
}
const withinY = (f: any) => f.CabinClass === 'Y' && !f.IsOverStandard && f.SeatsLeft > 0

/** A paid, ticketed round trip BJS ⇌ SZX (economy both ways), `ahead` and `ahead + 2` days out. */
async function ticketedRoundTrip(token: string, ahead: number) {
  const outFlight = (await flights(token, 'BJS', 'SZX', ahead))[0]
  const out = (await fares(token, outFlight.FlightNo, 'BJS', 'SZX', ahead)).find(withinY)
  const backFlight = (await flights(token, 'SZX', 'BJS', ahead + 2))[0]
  const back = (await fares(token, backFlight.FlightNo, 'SZX', 'BJS', ahead + 2)).find(withinY)
  const created = await t.post(F('CreateOrder'), {
    Segments: [{ FareId: out.FareId, ExpectedPriceFen: out.PriceFen }, { FareId: back.FareId, ExpectedPriceFen: back.PriceFen }],
    Passengers: [passenger()], Contact: { Name: '张三', Phone: '13800000001' }, CostCenterName: '', ProjectName: '', OverStandardReason: '',
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.Data.OrderNo, AmountFen: created.Data.PayAmountFen }, withReq(token))
  assert.equal(paid.Data.OrderStatus, 'Confirmed', paid.Msg)
  return { orderNo: created.Data.OrderNo as string, out, back, total: created.Data.PayAmountFen as number }
}

test('rebook the outbound to a later flight: fee by the fare rule, charged to the enterprise, seats moved, once per reqId', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, out } = await ticketedRoundTrip(token, 5)
  const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.deepEqual([detail.Actions.CanChange, detail.Segments[0].DepartCityCode, detail.Segments[0].SegmentStatus], [true, 'BJS', 'Ticketed'])
  // A later flight of the same carrier: the discount economy fare booked is 不得签转 (decision 0760).
  const later = (await flights(token, 'BJS', 'SZX', 5)).filter((f) => f.DepartTime > detail.Segments[0].DepartTime && f.AirlineCode === detail.Segments[0].FlightNo.slice(0, 2))
  const target = (await fares(token, later[0].FlightNo, 'BJS', 'SZX', 5)).find((f) => f.CabinClass === 'Y' && f.PriceFen <= out.PriceFen && f.SeatsLeft > 0)
    ?? (await fares(token, later[0].FlightNo, 'BJS', 'SZX', 5)).find((f) => f.CabinClass === 'Y')
  const quote = await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId }, { token })
  assert.equal(quote.Code, '0000', quote.Msg)
  assert.equal(quote.Data.IsAllowed, true, quote.Data.Description)
  const tier = out.Rules.Change.find((x: any) => x.HoursBefore <= 4 * 24)
  assert.equal(quote.Data.ChangeFeeFen, Math.round((out.PriceFen * tier.Percent) / 100 / 100) * 100, 'the change tier of 4–5 days out')
  const difference = Math.max(0, target.PriceFen - out.PriceFen) + Math.max(0, target.TaxFen - out.TaxFen)
  assert.equal(quote.Data.TotalFen, quote.Data.ChangeFeeFen + difference)
  assert.equal(quote.Data.NewFlightNo, later[0].FlightNo)

  const before = await balance(ENTERPRISE.a)
  assert.equal((await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.Data.TotalFen + 100, Reason: '行程变更' }, withReq(token))).Code, '4001')
  assert.equal((await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.Data.TotalFen, Reason: '' }, withReq(token))).Code, '4000')
  const reqId = randomUUID()
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.Data.TotalFen, Reason: '行程变更' }, withReq(token, reqId))
  assert.equal(changed.Code, '0000', changed.Msg)
  const again = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.Data.TotalFen, Reason: '行程变更' }, withReq(token, reqId))
  assert.deepEqual(again.Data, changed.Data, 'the same reqId rebooks once')
  assert.equal(await balance(ENTERPRISE.a), before - quote.Data.TotalFen)
  const after = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.deepEqual([after.Segments[0].FlightNo, after.Segments[0].SegmentStatus, after.Status], [later[0].FlightNo, 'Changed', 'Confirmed'])
  assert.equal(after.Changes[0].Kind, 'rebook')
  assert.equal(after.Changes[0].ChargedFen, quote.Data.TotalFen)
  const { rows } = await t.app.db.query<{ seats_left: number }>('select seats_left from flight_seats where flight_no = $1 and depart_date = $2 and booking_class = $3', [
    out.FareId.split('.')[0], day(5), out.BookingClass,
  ])
  assert.equal(rows[0].seats_left, out.SeatsLeft, 'the old seat went back')

  const outsider = await t.login(PHONE.employeeB)
  assert.equal((await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId }, { token: outsider })).Code, '4004')
  assert.equal((await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: 0, Reason: '行程变更' }, withReq(outsider))).Code, '4004')
  const wrongPair = (await fares(token, (await flights(token, 'BJS', 'SHA', 5))[0].FlightNo, 'BJS', 'SHA', 5))[0]
  const refused = await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: wrongPair.FareId }, { token })
  assert.deepEqual([refused.Data.IsAllowed, refused.Data.Description], [false, '改签仅限原出发和到达城市'])
  assert.equal((await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 0, FareId: target.FareId }, { token })).Code, '4000')
})

test('refund the return only: its value less the fee, the outbound stays ticketed; then the rest', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, back, out, total } = await ticketedRoundTrip(token, 9)
  const quote = await t.post(F('GetRefundQuote'), { OrderNo: orderNo, Seqs: [2] }, { token })
  assert.equal(quote.Code, '0000', quote.Msg)
  const fee = Math.round((back.PriceFen * back.Rules.Refund.find((x: any) => x.HoursBefore <= 11 * 24).Percent) / 100 / 100) * 100
  assert.deepEqual([quote.Data.FeeFen, quote.Data.RefundFen], [fee, back.PriceFen + back.TaxFen - fee])
  const before = await balance(ENTERPRISE.a)
  const refunded = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更', Seqs: [2] }, withReq(token))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  assert.deepEqual([refunded.Data.OrderStatus, refunded.Data.RefundFen], ['Confirmed', quote.Data.RefundFen])
  assert.equal(await balance(ENTERPRISE.a), before + quote.Data.RefundFen)
  const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.deepEqual(detail.Segments.map((s: any) => s.SegmentStatus), ['Ticketed', 'Refunded'])
  assert.equal((await t.post(F('GetRefundQuote'), { OrderNo: orderNo, Seqs: [2] }, { token })).Code, '4000', 'a refunded leg is not refunded twice')
  const rest = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))
  assert.equal(rest.Code, '0000', rest.Msg)
  assert.equal(rest.Data.OrderStatus, 'Refunded')
  const outFee = Math.round((out.PriceFen * out.Rules.Refund.find((x: any) => x.HoursBefore <= 9 * 24).Percent) / 100 / 100) * 100
  assert.equal(rest.Data.RefundFen, out.PriceFen + out.TaxFen - outFee)
  assert.ok(rest.Data.RefundFen + refunded.Data.RefundFen <= total)
})

test('an involuntary change: accepted, or rebooked free in the same cabin', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo } = await ticketedRoundTrip(token, 3)
  const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  const first = detail.Segments[0]
  await noteFlightChange(t.app.db, first.FlightNo, first.DepartTime.slice(0, 10), { kind: 'cancel', notice: `航班${first.FlightNo}已取消` })
  assert.equal((await t.post(F('AcceptFlightChange'), { OrderNo: orderNo, Seq: 2 }, { token })).Code, '4001', 'no change on the return')
  const accepted = await t.post(F('AcceptFlightChange'), { OrderNo: orderNo, Seq: 1 }, { token })
  assert.deepEqual(accepted.Data, { OrderNo: orderNo, Seq: 1, ChangeAccepted: true })
  const other = (await flights(token, 'BJS', 'SZX', 3)).find((f) => f.FlightNo !== first.FlightNo && f.DepartTime < detail.Segments[1].DepartTime)
  const sameCabin = (await fares(token, other.FlightNo, 'BJS', 'SZX', 3)).find((f) => f.CabinName === first.CabinName && f.SeatsLeft > 0)
  const quote = await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: sameCabin.FareId }, { token })
  assert.deepEqual([quote.Data.IsAllowed, quote.Data.IsInvoluntary, quote.Data.TotalFen], [true, true, 0], quote.Data.Description)
})

test('name correction: one character on a domestic ticket', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo } = await ticketedRoundTrip(token, 12)
  const far = await t.post(F('ModifyPassenger'), { OrderNo: orderNo, PassengerSeq: 1, Name: '李四', Reason: '' }, withReq(token))
  assert.deepEqual([far.Code, far.Msg], ['4000', '仅可更正一个字的错误，姓名差异较大请退票后重新预订'])
  const fixed = await t.post(F('ModifyPassenger'), { OrderNo: orderNo, PassengerSeq: 1, Name: '张叁', Reason: '错别字' }, withReq(token))
  assert.equal(fixed.Code, '0000', fixed.Msg)
  const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.equal(detail.Passengers[0].Name, '张叁')
  assert.equal(detail.Changes.at(-1).Kind, 'rename')
  assert.equal((await t.post(F('ModifyPassenger'), { OrderNo: orderNo, PassengerSeq: 1, Name: '张山', Reason: '' }, withReq(await t.login(PHONE.employeeB)))).Code, '4004')
})

test('refund after take-off (no-show): quoted and refunded at the fare\'s top tier, the rest back to the enterprise', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, out, back } = await ticketedRoundTrip(token, 6)
  await t.app.db.query(`update flight_order_segments set depart_at = now() - interval '3 hours' where seq = 1 and order_id = (select id from orders where order_no = $1)`, [orderNo])
  const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.equal(detail.Actions.CanRefund, true)
  const quote = await t.post(F('GetRefundQuote'), { OrderNo: orderNo, Seqs: [1] }, { token })
  assert.equal(quote.Code, '0000', quote.Msg)
  assert.equal(quote.Data.IsRefundable, true, quote.Data.Description)
  const top = Math.max(...out.Rules.Refund.map((x: any) => x.Percent))
  const fee = Math.round((out.PriceFen * top) / 100 / 100) * 100
  assert.equal(quote.Data.FeeFen, fee)
  assert.equal(quote.Data.RefundFen, out.PriceFen + out.TaxFen - fee)
  const before = await balance(ENTERPRISE.a)
  const refunded = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更', Seqs: [1] }, withReq(token))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  assert.equal(await balance(ENTERPRISE.a), before + quote.Data.RefundFen)
  // The return leg, not yet flown, keeps its own tier.
  const rest = await t.post(F('GetRefundQuote'), { OrderNo: orderNo }, { token })
  const tier = back.Rules.Refund.find((x: any) => x.HoursBefore <= 7 * 24)
  assert.equal(rest.Data.FeeFen, Math.round((back.PriceFen * tier.Percent) / 100 / 100) * 100)
})

test('a ticket more than a year past its departure is no longer refundable', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo } = await ticketedRoundTrip(token, 7)
  await t.app.db.query(`update flight_order_segments set depart_at = now() - interval '366 days' where order_id = (select id from orders where order_no = $1)`, [orderNo])
  const quote = await t.post(F('GetRefundQuote'), { OrderNo: orderNo }, { token })
  assert.equal(quote.Data.IsRefundable, false)
  assert.match(quote.Data.Description, /有效期/)
  assert.equal((await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))).Code, '4001')
})

test('parallel refunds of a flown-out (no-show) ticket: refunded once, at the top tier', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo } = await ticketedRoundTrip(token, 8)
  await t.app.db.query(`update flight_order_segments set depart_at = now() - interval '1 hour' where order_id = (select id from orders where order_no = $1)`, [orderNo])
  const quote = (await t.post(F('GetRefundQuote'), { OrderNo: orderNo }, { token })).Data
  assert.equal(quote.IsRefundable, true, quote.Description)
  const before = await balance(ENTERPRISE.a)
  const answers = await Promise.all(Array.from({ length: 6 }, () => t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))))
  const done = answers.filter((a) => a.Code === '0000')
  assert.equal(done.length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
  assert.ok(answers.every((a) => ['0000', '4001', '4009'].includes(a.Code)), answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
  assert.equal(done[0].Data.RefundFen, quote.RefundFen)
  assert.equal(await balance(ENTERPRISE.a), before + quote.RefundFen, 'refunded once')
  const { rows } = await t.app.db.query<{ refunded_fen: number }>('select refunded_fen from orders where order_no = $1', [orderNo])
  assert.equal(Number(rows[0].refunded_fen), quote.RefundFen)
})
