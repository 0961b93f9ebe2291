/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// 签转 (issue 33, Air; decision 0760): a 不得签转 fare stays with its carrier; an endorsable one moves to another
// carrier, which reissues the ticket under its own prefix.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ENTERPRISE, PHONE, residentId, setupFile } from './helper'
import { F, day, payOrder, withReq } from './flight-fixtures'

const t = setupFile({ orderJobs: false })
let idSeq = 0
const idNo = () => residentId(`11010119850607${String(200 + idSeq++).slice(-3)}`)
const balance = async () => Number((await t.app.db.query<{ b: number }>('select account_balance_fen as b from enterprises where id = $1', [ENTERPRISE.a])).rows[0].b)

async function flights(token: string, ahead: number): Promise<any[]> {
  return (await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: day(ahead) }, { token })).Data.Flights
}
async function fares(token: string, flightNo: string, ahead: number): Promise<any[]> {
  return (await t.post(F('QuerySeatList'), { FlightNo: flightNo, DepartDate: day(ahead), DepartCityCode: 'BJS', ArriveCityCode: 'SHA' }, { token })).Data.Fares
}
const detail = async (token: string, orderNo: string) => (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data

/** A paid, ticketed 北京 → 上海 order on the day's first 上海航空 (FM) flight in the economy fare `pick` chooses. */
async function ticketedFm(token: string, ahead: number, pick: (f: any) => boolean, isPrivate = false) {
  const list = await flights(token, ahead)
  const flight = list.find((f) => f.AirlineCode === 'FM' && list.some((g) => g.AirlineCode === 'FM' && g.DepartTime > f.DepartTime) && list.some((g) => g.AirlineCode === 'CA' && g.DepartTime > f.DepartTime))
  assert.ok(flight, 'an FM flight with later FM and CA flights')
  const fare = (await fares(token, flight.FlightNo, ahead)).find((f) => f.SeatsLeft > 0 && pick(f))
  assert.ok(fare, `a fare on ${flight.FlightNo}`)
  const created = await t.post(F('CreateOrder'), {
    Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
    Passengers: [{ Name: '王芳', IdType: 1, IdNo: idNo(), Phone: '13800000001', MemberId: '' }], Contact: { Name: '王芳', Phone: '13800000001' },
    CostCenterName: '', ProjectName: '', OverStandardReason: fare.IsOverStandard ? '客户或会议安排' : '', IsPrivate: isPrivate ? 1 : 0,
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  if (created.Data.OrderStatus === 'PendingApproval') await approveAll(created.Data.OrderNo)
  if ((await detail(token, created.Data.OrderNo)).Status === 'PendingPayment') await payOrder(t, token, created.Data.OrderNo, isPrivate)
  const booked = await detail(token, created.Data.OrderNo)
  assert.equal(booked.Status, 'Confirmed', 'ticketed')
  return { orderNo: created.Data.OrderNo as string, flight, fare, list, booked }
}

/** The department head approves every step of the order's approval. */
async function approveAll(orderNo: string) {
  const approver = await t.login(PHONE.approver)
  const approval = (await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: orderNo }, { token: approver })).Data
  for (let status = 'PendingApproval'; status === 'PendingApproval';) {
    const approved = await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: approval.ApprovalNo }, withReq(approver))
    assert.equal(approved.Code, '0000', approved.Msg)
    status = approved.Data.OrderStatus
  }
}

/** The first fare of a later flight of the carrier whose quote the test can use. */
async function laterFare(token: string, ahead: number, list: any[], after: string, carrier: string) {
  for (const f of list.filter((g) => g.AirlineCode === carrier && g.DepartTime > after)) {
    const fare = (await fares(token, f.FlightNo, ahead)).find((x) => x.CabinClass === 'Y' && x.SeatsLeft > 1)
    if (fare) return fare
  }
  throw new Error(`no later ${carrier} fare`)
}

test('a 不得签转 discount fare on 上海航空 is refused onto 中国国航, money untouched; onto a later FM flight it keeps its 774 ticket', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, fare, list, booked } = await ticketedFm(token, 6, (f) => f.CabinClass === 'Y' && !f.Rules.IsEndorsable && !f.IsOverStandard)
  assert.equal(fare.Rules.Text, '不得签转')
  const ticket = booked.Passengers[0].TicketNos[0]
  assert.match(ticket, /^774-\d{10}$/, 'FM tickets carry FM\'s prefix')

  const ca = await laterFare(token, 6, list, booked.Segments[0].DepartTime, 'CA')
  const refused = await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: ca.FareId }, { token })
  assert.deepEqual([refused.Code, refused.Data.IsAllowed, refused.Data.Description], ['0000', false, '该票价不得签转，仅可改签上海航空的航班'])
  const before = await balance()
  const tried = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: ca.FareId, ExpectedTotalFen: 0, Reason: '行程变更' }, withReq(token))
  assert.deepEqual([tried.Code, tried.Msg], ['4001', '该票价不得签转，仅可改签上海航空的航班'])
  assert.equal(await balance(), before, 'nothing charged')
  assert.equal((await detail(token, orderNo)).Segments[0].FlightNo, booked.Segments[0].FlightNo, 'the ticket stays')

  const fm = await laterFare(token, 6, list, booked.Segments[0].DepartTime, 'FM')
  const quote = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: fm.FareId }, { token })).Data
  assert.equal(quote.IsAllowed, true, quote.Description)
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: fm.FareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更' }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  const after = await detail(token, orderNo)
  assert.deepEqual([after.Segments[0].FlightNo.slice(0, 2), after.Passengers[0].TicketNos[0]], ['FM', ticket], 'the same carrier keeps the ticket')
})

test('an endorsable full fare on 上海航空 moves onto 中国国航: charged once, reissued with CA\'s 999 prefix', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, list, booked } = await ticketedFm(token, 7, (f) => f.CabinClass === 'Y' && f.Rules.IsEndorsable)
  assert.match(booked.Passengers[0].TicketNos[0], /^774-/)
  const ca = await laterFare(token, 7, list, booked.Segments[0].DepartTime, 'CA')
  const quote = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: ca.FareId }, { token })).Data
  assert.equal(quote.IsAllowed, true, quote.Description)
  assert.ok(quote.Description.startsWith('签转中国国航，重新出票'), quote.Description)
  const before = await balance()
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: ca.FareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更' }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  assert.equal(await balance(), before - quote.TotalFen)
  const after = await detail(token, orderNo)
  assert.equal(after.Segments[0].FlightNo, ca.FareId.split('.')[0])
  assert.match(after.Passengers[0].TicketNos[0], /^999-\d{10}$/, 'CA reissued the ticket')
})

test('a personal-pay endorsement is reissued once the 改签补款 is paid', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, list, booked } = await ticketedFm(token, 8, (f) => f.CabinClass === 'Y' && f.Rules.IsEndorsable, true)
  let target: any = null
  let quote: any = null
  for (const f of list.filter((g) => g.AirlineCode === 'CA' && g.DepartTime > booked.Segments[0].DepartTime)) {
    for (const fare of (await fares(token, f.FlightNo, 8)).filter((x) => x.SeatsLeft > 1)) {
      const q = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: fare.FareId }, { token })).Data
      if (q.IsAllowed && q.TotalFen > 0) { target = fare; quote = q; break }
    }
    if (target) break
  }
  assert.ok(target, 'a CA fare whose rebook costs something')
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更' }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  assert.match((await detail(token, orderNo)).Passengers[0].TicketNos[0], /^774-/, 'not reissued before paying')
  await payOrder(t, token, changed.Data.PayOrderNo, true)
  const after = await detail(token, orderNo)
  assert.equal(after.Segments[0].FlightNo, target.FareId.split('.')[0])
  assert.match(after.Passengers[0].TicketNos[0], /^999-\d{10}$/)
})
