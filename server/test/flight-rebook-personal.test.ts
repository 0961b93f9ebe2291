/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ENTERPRISE, PHONE, setupFile } from './helper'
import { F, day, payOrder, ticketedOneWay, withReq } from './flight-fixtures'

const t = setupFile({ orderJobs: false })

const detail = async (token: string, orderNo: string) => {
  const answer = await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })
  assert.equal(answer.Code, '0000', answer.Msg)
  return answer.Data
}
const seatsLeft = async (fareId: string) => (await t.app.flightSupplier.fare(fareId))?.fare.seatsLeft ?? -1
const balance = async () => Number((await t.app.db.query<{ b: number }>('select account_balance_fen as b from enterprises where id = $1', [ENTERPRISE.a])).rows[0].b)

/** A later BJS → SZX fare whose rebook costs something, with its quote. */
async function costlyRebook(token: string, orderNo: string, ahead: number, dearer = false): Promise<{ fareId: string; quote: any }> {
  const flights = (await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SZX', DepartDate: day(ahead) }, { token })).Data.Flights
  for (const flight of flights) {
    const fares = (await t.post(F('QuerySeatList'), { FlightNo: flight.FlightNo, DepartDate: day(ahead), DepartCityCode: 'BJS', ArriveCityCode: 'SZX' }, { token })).Data.Fares
    for (const fare of fares.filter((f: any) => (dearer || f.CabinClass === 'Y') && f.SeatsLeft > 2)) {
      const quote = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: fare.FareId }, { token })).Data
      if (quote.IsAllowed && quote.TotalFen > 0 && (!dearer || quote.FareDifferenceFen > 0)) return { fareId: fare.FareId, quote }
    }
  }
  throw new Error('no rebook with a cost')
}

test('a personal-pay rebook with a cost goes through the cashier and is done only once paid', async () => {
  const token = await t.login(PHONE.employee)
  const orderNo = await ticketedOneWay(t, token, { ahead: 6, idNo: '110101199001038931', isPrivate: true })
  const before = await detail(token, orderNo)
  const oldFareId = (await t.app.db.query<{ fare_id: string }>('select s.fare_id from flight_order_segments s join orders o on o.id = s.order_id where o.order_no = $1', [orderNo])).rows[0].fare_id
  const { fareId, quote } = await costlyRebook(token, orderNo, 8)
  assert.equal(quote.IsPersonalPay, true)
  const [oldSeats, newSeats, enterprise] = [await seatsLeft(oldFareId), await seatsLeft(fareId), await balance()]

  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: fareId, ExpectedTotalFen: quote.TotalFen, Reason: '会议时间调整' }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  assert.equal(changed.Data.ChargedFen, 0)
  assert.equal(changed.Data.PayAmountFen, quote.TotalFen)
  const payOrderNo = changed.Data.PayOrderNo
  assert.match(payOrderNo, /^F\d+$/)
  assert.equal(await seatsLeft(fareId), newSeats - 1, 'the new seat is held while the payment waits')

  const waiting = await detail(token, orderNo)
  assert.equal(waiting.Segments[0].FlightNo, before.Segments[0].FlightNo, 'not rebooked before paying')
  assert.deepEqual([waiting.PendingRebook.PayOrderNo, waiting.PendingRebook.TotalFen], [payOrderNo, quote.TotalFen])
  assert.deepEqual([waiting.Actions.CanChange, waiting.Actions.CanRefund], [false, false])
  const again = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: fareId, ExpectedTotalFen: quote.TotalFen, Reason: '会议时间调整' }, withReq(token))
  assert.deepEqual([again.Code, again.Msg], ['4001', '该订单有待支付的改签，请先支付或取消'])
  assert.equal((await t.post(F('GetRefundQuote'), { OrderNo: orderNo }, { token })).Data.Description, '该订单有待支付的改签，请先支付或取消')

  const bill = await detail(token, payOrderNo)
  assert.deepEqual([bill.Status, bill.StatusText, bill.Rebook.OfOrderNo, bill.Actions.CanPay, bill.Actions.CanRefund, bill.Actions.CanChange], ['PendingPayment', '改签待支付', orderNo, true, false, false])
  const cashier = await t.post('/b2b/Pay/GetPayInfo', { OrderNo: payOrderNo }, { token })
  assert.deepEqual([cashier.Data.AmountFen, cashier.Data.Enterprise.IsAllowed, cashier.Data.IsPersonalAllowed], [quote.TotalFen, false, true])
  const refused = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: payOrderNo, AmountFen: quote.TotalFen }, withReq(token))
  assert.equal(refused.Code, '4001', 'a private trip is not paid by the enterprise')

  const paid = await payOrder(t, token, payOrderNo, true)
  assert.equal(paid.OrderStatus, 'Confirmed')
  const after = await detail(token, orderNo)
  assert.equal(after.Segments[0].SegmentStatus, 'Changed')
  assert.notEqual(`${after.Segments[0].DepartTime}${after.Segments[0].FlightNo}`, `${before.Segments[0].DepartTime}${before.Segments[0].FlightNo}`)
  assert.equal(after.PendingRebook, null)
  assert.equal(after.TotalFen, before.TotalFen + quote.TotalFen)
  const rebook = after.Changes.find((c: any) => c.Kind === 'rebook')
  assert.deepEqual([rebook.ChargedFen, rebook.Reason], [quote.TotalFen, '会议时间调整'])
  assert.equal(after.Actions.CanChange, true, 'rebookable again once done')
  assert.equal(await seatsLeft(fareId), newSeats - 1, 'the held seat became the ticket: not held twice')
  assert.equal(await seatsLeft(oldFareId), oldSeats + 1, 'the old seat went back')
  assert.equal(await balance(), enterprise, 'the enterprise paid nothing')

  const done = await detail(token, payOrderNo)
  assert.deepEqual([done.Status, done.StatusText, done.Actions.CanCancel, done.Actions.CanRefund], ['Confirmed', '已改签', false, false])
  assert.equal((await t.post(F('RefundOrder'), { OrderNo: payOrderNo, Reason: '行程变更' }, withReq(token))).Msg, '改签补款单不可退票，请在原订单办理')
  assert.notEqual((await t.post(F('CancelOrder'), { OrderNo: payOrderNo, Reason: '行程变更' }, withReq(token))).Code, '0000', 'a done rebook payment is not cancelled')
})

test('an unpaid rebook payment cancelled gives the seat back and leaves the order as it was', async () => {
  const token = await t.login(PHONE.employee)
  const orderNo = await ticketedOneWay(t, token, { ahead: 9, idNo: '110101199001038982', isPrivate: true })
  const before = await detail(token, orderNo)
  const { fareId, quote } = await costlyRebook(token, orderNo, 10)
  const seats = await seatsLeft(fareId)
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: fareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更' }, withReq(token))
  const cancelled = await t.post(F('CancelOrder'), { OrderNo: changed.Data.PayOrderNo, Reason: '不改了' }, withReq(token))
  assert.equal(cancelled.Code, '0000', cancelled.Msg)
  assert.equal(await seatsLeft(fareId), seats)
  const after = await detail(token, orderNo)
  assert.deepEqual([after.Segments[0].FlightNo, after.Segments[0].SegmentStatus, after.PendingRebook, after.TotalFen], [before.Segments[0].FlightNo, 'Ticketed', null, before.TotalFen])
  assert.equal(after.Actions.CanRefund, true)
})

test('an enterprise-pay rebook is still charged to the enterprise account at once', async () => {
  const token = await t.login(PHONE.employee)
  const orderNo = await ticketedOneWay(t, token, { ahead: 11, idNo: '110101199001038923' })
  const { fareId, quote } = await costlyRebook(token, orderNo, 12)
  assert.equal(quote.IsPersonalPay, false)
  const enterprise = await balance()
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: fareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更' }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  assert.deepEqual([changed.Data.ChargedFen, changed.Data.PayOrderNo, changed.Data.PayMethodText], [quote.TotalFen, '', '已从企业账户扣款'])
  assert.equal(await balance(), enterprise - quote.TotalFen)
  assert.equal((await detail(token, orderNo)).Segments[0].SegmentStatus, 'Changed')
})

test('refunding a ticket rebooked at the traveller\'s cost gives back the difference paid on its 改签补款 order, not the change fee', async () => {
  const token = await t.login(PHONE.employee)
  const orderNo = await ticketedOneWay(t, token, { ahead: 13, idNo: '110101199001038894', isPrivate: true })
  const before = await detail(token, orderNo)
  const { fareId, quote } = await costlyRebook(token, orderNo, 14, true)
  assert.ok(quote.FareDifferenceFen > 0, 'a dearer fare: the traveller pays a difference')
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: fareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更' }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  const payOrderNo = changed.Data.PayOrderNo
  await payOrder(t, token, payOrderNo, true)
  const rebooked = await detail(token, orderNo)
  const seg = rebooked.Segments[0]
  const fareValue = seg.PriceFen + seg.TaxFen

  const refundQuote = (await t.post(F('GetRefundQuote'), { OrderNo: orderNo }, { token })).Data
  assert.equal(refundQuote.IsRefundable, true, refundQuote.Description)
  assert.equal(refundQuote.RefundFen + refundQuote.FeeFen, Math.min(fareValue, before.PaidFen + quote.FareDifferenceFen), 'the value counts the difference paid on the rebook')
  assert.ok(fareValue > before.PaidFen, 'the new fare is above what the order itself was paid')

  const refunded = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  assert.equal(refunded.Data.RefundFen, refundQuote.RefundFen)
  const fromDifference = Math.min(refundQuote.RefundFen, quote.FareDifferenceFen)
  const payBill = await detail(token, payOrderNo)
  assert.equal(payBill.RefundedFen, fromDifference, 'the difference goes back from the 改签补款 order')
  assert.equal(payBill.PaidFen - payBill.RefundedFen >= quote.ChangeFeeFen, true, 'the change fee is kept')
  const after = await detail(token, orderNo)
  assert.equal(after.RefundedFen, refundQuote.RefundFen - fromDifference)
  assert.equal(after.Segments[0].SegmentStatus, 'Refunded')
  const again = await t.post(F('GetRefundQuote'), { OrderNo: orderNo }, { token })
  assert.equal(again.Data.IsRefundable, false, 'nothing is refunded twice')
})

test('trips (行程) list the rebooked flight once, by its own order, and neither after it is refunded (issue 34)', async () => {
  const token = await t.login(PHONE.employee)
  const orderNo = await ticketedOneWay(t, token, { ahead: 15, idNo: '110101199001031000', isPrivate: true })
  const { fareId, quote } = await costlyRebook(token, orderNo, 16)
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: fareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更' }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  const payOrderNo = changed.Data.PayOrderNo
  await payOrder(t, token, payOrderNo, true)
  const upcoming = async () => {
    const answer = await t.post('/common/api/order/GetTripList', { TripScope: 1, PageIndex: 1, PageSize: 100 }, { token })
    assert.equal(answer.Code, '0000', answer.Msg)
    return (answer.Data.Trips as any[]).map((trip) => trip.OrderNo)
  }
  const rebooked = await upcoming()
  assert.ok(rebooked.includes(orderNo), 'the rebooked order is the trip')
  assert.ok(!rebooked.includes(payOrderNo), 'its 改签补款 order is a payment, not a second trip')

  const refunded = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  const after = await upcoming()
  assert.ok(!after.includes(orderNo) && !after.includes(payOrderNo), `a refunded flight is no trip: ${after.join(', ')}`)
})

test('a business trip paid in person pays its rebook in person too: the cashier of its 改签补款 order offers no enterprise account (issue 34)', async () => {
  const token = await t.login(PHONE.employee)
  const fare = (await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SZX', DepartDate: day(17) }, { token })).Data.Flights[0]
  const fares = (await t.post(F('QuerySeatList'), { FlightNo: fare.FlightNo, DepartDate: day(17), DepartCityCode: 'BJS', ArriveCityCode: 'SZX' }, { token })).Data.Fares
  const economy = fares.find((f: any) => f.CabinClass === 'Y' && !f.IsOverStandard && f.SeatsLeft > 0)
  const created = await t.post(F('CreateOrder'), {
    Segments: [{ FareId: economy.FareId, ExpectedPriceFen: economy.PriceFen }],
    Passengers: [{ Name: '张三', IdType: 1, IdNo: '110101199001038886', Phone: '13800000001', MemberId: '' }], Contact: { Name: '张三', Phone: '13800000001' },
    CostCenterName: '', ProjectName: '', OverStandardReason: '', IsPrivate: 0,
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const orderNo = created.Data.OrderNo
  await payOrder(t, token, orderNo, true)
  const { fareId, quote } = await costlyRebook(token, orderNo, 18)
  assert.equal(quote.IsPersonalPay, true, 'the change screen says 需个人支付')
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: fareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更' }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  const cashier = await t.post('/b2b/Pay/GetPayInfo', { OrderNo: changed.Data.PayOrderNo }, { token })
  assert.deepEqual([cashier.Data.Enterprise.IsAllowed, cashier.Data.IsPersonalAllowed], [false, true], 'the cashier agrees: in person')
  assert.equal(cashier.Data.Enterprise.DisabledReason, '改签费用需个人支付')
  const refused = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: changed.Data.PayOrderNo, AmountFen: quote.TotalFen }, withReq(token))
  assert.deepEqual([refused.Code, refused.Msg], ['4001', '改签费用需个人支付'])
})
