/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Berth fares (decision 0780): a sleeper is charged the 下铺 fare and the difference to a cheaper berth comes back at
// issue, where the money came from; refunds then go by each ticket's own fare. The race test: issuing and the user's
// 退票 of the same order at the same moment never give back more than was paid.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { berthFareFen } from '@domain/train/berthFare'
import { refundFeeFen } from '@domain/train/refundFee'
import { addDays, shanghaiDate } from '../src/lib/time'
import { ENTERPRISE, PHONE, residentId, setupFile } from './helper'
import { balance } from './hotel-fixtures'
import { PARALLEL, answered, assertEnterpriseLedger, assertOrderMoney, ledgerMark, recordingGateway, withReq } from './races-fixtures'

const recorder = recordingGateway()
const t = setupFile({ orderJobs: false, paymentGateway: recorder.gateway })
const B2B = '/b2b/TrainTicket'
const ZHANG = { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '' }
const LI = { Name: '李娜', IdNo: '11010119900307678X', Phone: '13800000009', MemberId: '' }
const WANG = { Name: '王芳', IdNo: residentId('11010119900307100'), Phone: '13800000010', MemberId: '' }

/** A train 北京→上海 on `date` selling `code` with seats to spare. */
async function trainWith(token: string, date: string, code: string, skip: readonly string[] = []) {
  const trains = (await t.post(`${B2B}/QueryTrainList`, { From: '北京', To: '上海', Date: date, OnlyHighSpeed: 0 }, { token })).Data.Trains as any[]
  const train = trains.find((x) => !skip.includes(x.TrainNo) && x.Seats.some((s: any) => s.SeatCode === code && s.Remaining > 10))
  assert.ok(train, `a train with ${code} on ${date}`)
  return { train, seat: train.Seats.find((s: any) => s.SeatCode === code), date }
}

async function book(token: string, found: { train: any; seat: any; date: string }, passengers: object[]) {
  const { train, seat, date } = found
  const created = await t.post(`${B2B}/CreateOrder`, {
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: seat.SeatCode,
    Passengers: passengers, Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen * passengers.length, OverStandardReason: '会议安排',
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.PayAmountFen, seat.PriceFen * passengers.length, 'a sleeper is charged the 下铺 fare for every berth')
  return created.Data.OrderNo as string
}

const pay = (token: string, orderNo: string, amountFen: number) => t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: amountFen }, withReq(token))

async function payPersonally(token: string, orderNo: string, amountFen: number) {
  const opened = await t.post('/b2b/Pay/CreatePersonalPay', { OrderNo: orderNo, AmountFen: amountFen }, withReq(token))
  assert.equal(opened.Code, '0000', opened.Msg)
  return t.post('/b2b/Pay/ConfirmPersonalPay', { PayNo: opened.Data.PayNo }, withReq(token))
}

const detailOf = async (token: string, orderNo: string) => (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: orderNo }, { token })).Data

async function refundsOf(orderNo: string) {
  const { rows } = await t.app.db.query<{ amount_fen: number; destination: string; status: string }>(
    'select r.amount_fen::int as amount_fen, r.destination, r.status from refunds r join orders o on o.id = r.order_id where o.order_no = $1 order by r.id', [orderNo])
  return rows
}

async function historyOf(orderNo: string) {
  const { rows } = await t.app.db.query<{ remark: string }>(
    'select h.remark from order_status_history h join orders o on o.id = h.order_id where o.order_no = $1 order by h.id', [orderNo])
  return rows.map((r) => r.remark ?? '')
}

test('硬卧 下/中/上: charged three 下铺 fares, the 中铺 and 上铺 differences back to the enterprise account at issue; each ticket then refunds at its own fare', async () => {
  const token = await t.login(PHONE.manager)
  const found = await trainWith(token, addDays(shanghaiDate(), 5), '3')
  const lower = found.seat.PriceFen
  const middle = berthFareFen(lower, '3', '中铺')
  const upper = berthFareFen(lower, '3', '上铺')
  assert.ok(upper < middle && middle < lower, `fares ${upper} < ${middle} < ${lower}`)
  const before = await balance(t.app, ENTERPRISE.a)
  const since = await ledgerMark(t.app)

  const orderNo = await book(token, found, [{ ...ZHANG, SeatPreference: 'L' }, { ...LI, SeatPreference: 'M' }, { ...WANG, SeatPreference: 'U' }])
  const paid = await pay(token, orderNo, lower * 3)
  assert.equal(paid.Code, '0000', paid.Msg)
  const difference = lower - middle + (lower - upper)

  const detail = await detailOf(token, orderNo)
  assert.equal(detail.Status, 'Confirmed')
  assert.deepEqual(detail.Passengers.map((p: any) => p.SeatNo.slice(-2)), ['下铺', '中铺', '上铺'])
  assert.deepEqual(detail.Passengers.map((p: any) => p.PriceFen), [lower, middle, upper], 'each ticket shows its berth\'s fare')
  assert.deepEqual(detail.Passengers.map((p: any) => p.BerthRefundFen), [0, lower - middle, lower - upper])
  assert.deepEqual([detail.TotalFen, detail.PaidFen, detail.RefundedFen], [lower * 3, lower * 3, difference])
  assert.equal(await balance(t.app, ENTERPRISE.a), before - lower * 3 + difference, 'the difference is back on the enterprise account')
  assert.deepEqual(await refundsOf(orderNo), [{ amount_fen: difference, destination: 'enterprise', status: 'refunded' }])
  const issuedLine = (await historyOf(orderNo)).find((r) => r.startsWith('已出票'))
  assert.match(issuedLine ?? '', new RegExp(`铺位差价退款 ¥${(difference / 100).toFixed(2)}（李娜 中铺、王芳 上铺）`))
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, before)

  // The 上铺 ticket refunds its own fare less 12306's fee on that fare.
  const wang = detail.Passengers[2]
  const fee = refundFeeFen(upper, new Date(`${found.date}T${found.train.DepartTime}:00+08:00`), new Date()) as number
  assert.ok(fee > 0, 'five days ahead: 5%')
  const quote = await t.post(`${B2B}/GetRefundFee`, { OrderNo: orderNo, PassengerIds: [wang.PassengerId] }, { token })
  assert.deepEqual([quote.Data.PaidFen, quote.Data.FeeFen, quote.Data.RefundFen], [upper, fee, upper - fee])
  const refunded = await t.post(`${B2B}/RefundTicket`, { OrderNo: orderNo, Reason: '行程变更', PassengerIds: [wang.PassengerId] }, withReq(token))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  assert.deepEqual([refunded.Data.FeeFen, refunded.Data.RefundFen], [fee, upper - fee])
  const after = await detailOf(token, orderNo)
  assert.deepEqual([after.Passengers[2].FeeFen, after.Passengers[2].RefundFen], [fee, upper - fee])

  // The other two end the order: each at its own fare, and never more than was paid.
  const rest = await t.post(`${B2B}/RefundTicket`, { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))
  assert.equal(rest.Code, '0000', rest.Msg)
  const feeOf = (fare: number) => refundFeeFen(fare, new Date(`${found.date}T${found.train.DepartTime}:00+08:00`), new Date()) as number
  assert.deepEqual([rest.Data.OrderStatus, rest.Data.FeeFen, rest.Data.RefundFen], ['Refunded', feeOf(lower) + feeOf(middle), lower + middle - feeOf(lower) - feeOf(middle)])
  const money = await assertOrderMoney(t.app, orderNo, recorder.heldFen)
  assert.equal(money.refundedFen, lower * 3 - fee - feeOf(lower) - feeOf(middle), 'all that was paid came back but the three fees')
  assert.equal(await balance(t.app, ENTERPRISE.a), before - fee - feeOf(lower) - feeOf(middle))
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, before)
})

test('软卧 上铺 paid personally: the difference goes back to the personal payment; a seat class refunds nothing at issue', async () => {
  const token = await t.login(PHONE.manager)
  const found = await trainWith(token, addDays(shanghaiDate(), 11), '4')
  const lower = found.seat.PriceFen
  const upper = berthFareFen(lower, '4', '上铺')
  assert.ok(upper < lower)
  const orderNo = await book(token, found, [{ ...ZHANG, SeatPreference: 'U' }])
  const paid = await payPersonally(token, orderNo, lower)
  assert.equal(paid.Code, '0000', paid.Msg)
  const detail = await detailOf(token, orderNo)
  assert.equal(detail.Status, 'Confirmed')
  assert.deepEqual([detail.Passengers[0].PriceFen, detail.Passengers[0].BerthRefundFen, detail.RefundedFen], [upper, lower - upper, lower - upper])
  assert.deepEqual(await refundsOf(orderNo), [{ amount_fen: lower - upper, destination: 'personal', status: 'refunded' }])
  await assertOrderMoney(t.app, orderNo, recorder.heldFen)

  // 下铺 wished and given: no difference, no refund.
  const lowerOrder = await book(token, found, [{ ...LI, SeatPreference: 'L' }])
  assert.equal((await payPersonally(token, lowerOrder, lower)).Code, '0000')
  assert.deepEqual([(await detailOf(token, lowerOrder)).RefundedFen, (await refundsOf(lowerOrder)).length], [0, 0])

  // A seat class has no berths: nothing comes back.
  const day = await trainWith(token, addDays(shanghaiDate(), 11), 'O')
  const seatOrder = await book(token, day, [ZHANG])
  assert.equal((await pay(token, seatOrder, day.seat.PriceFen)).Code, '0000')
  const seatDetail = await detailOf(token, seatOrder)
  assert.deepEqual([seatDetail.Passengers[0].PriceFen, seatDetail.Passengers[0].BerthRefundFen, seatDetail.RefundedFen], [day.seat.PriceFen, 0, 0])
  assert.equal((await refundsOf(seatOrder)).length, 0)
})

test('改签 onto a sleeper: the berth difference comes back from the order that holds it — the new order when the change was paid, the old one when it was cheaper', async () => {
  const token = await t.login(PHONE.manager)
  const date = addDays(shanghaiDate(), 7)
  const before = await balance(t.app, ENTERPRISE.a)
  const since = await ledgerMark(t.app)
  const fee = (fen: number, train: any) => refundFeeFen(fen, new Date(`${date}T${train.DepartTime}:00+08:00`), new Date()) as number

  // Dearer: an upper 硬卧 (worth its 上铺 fare) changed to another train's 硬卧 at the 下铺 fare pays the difference;
  // issued on an upper berth again, the new order gives all of it back and the ticket is worth its 上铺 fare.
  const first = await trainWith(token, date, '3')
  const lower = first.seat.PriceFen
  const upper = berthFareFen(lower, '3', '上铺')
  const oldNo = await book(token, first, [{ ...ZHANG, SeatPreference: 'U' }])
  assert.equal((await pay(token, oldNo, lower)).Code, '0000')
  const other = await trainWith(token, date, '3', [first.train.TrainNo])
  assert.equal(other.seat.PriceFen, lower, 'the same 京沪线 fare on another train')
  const changed = await t.post(`${B2B}/ChangeTicket`, { OrderNo: oldNo, TrainNo: other.train.TrainNo, Date: date, SeatCode: '3', ExpectedTotalFen: lower }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  assert.equal(changed.Data.PayAmountFen, lower - upper, 'the 下铺 fare against the old ticket\'s 上铺 fare')
  assert.equal((await pay(token, changed.Data.OrderNo, lower - upper)).Code, '0000')
  const fresh = await detailOf(token, changed.Data.OrderNo)
  assert.deepEqual([fresh.Status, fresh.Passengers[0].SeatNo.slice(-2), fresh.Passengers[0].PriceFen, fresh.Passengers[0].BerthRefundFen], ['Confirmed', '上铺', upper, lower - upper])
  assert.deepEqual([fresh.PaidFen, fresh.RefundedFen], [lower - upper, lower - upper], 'the change\'s payment came back')
  assert.equal((await detailOf(token, oldNo)).StatusText, '已改签')
  assert.equal(await balance(t.app, ENTERPRISE.a), before - upper, 'an upper berth costs its 上铺 fare')
  const refunded = await t.post(`${B2B}/RefundTicket`, { OrderNo: changed.Data.OrderNo, Reason: '行程变更' }, withReq(token))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  assert.equal(refunded.Data.RefundFen, upper - fee(upper, other.train), 'the changed ticket refunds its 上铺 fare less the fee')
  assert.equal(await balance(t.app, ENTERPRISE.a), before - fee(upper, other.train))

  // Cheaper: an upper 软卧 changed to an upper 硬卧 gets the change's difference less its fee and, at issue, the berth
  // difference without a fee, both from the old order.
  const soft = await trainWith(token, date, '4')
  const softUpper = berthFareFen(soft.seat.PriceFen, '4', '上铺')
  const softNo = await book(token, soft, [{ ...LI, SeatPreference: 'U' }])
  assert.equal((await pay(token, softNo, soft.seat.PriceFen)).Code, '0000')
  const hard = await trainWith(token, date, '3', [soft.train.TrainNo])
  const mark = await balance(t.app, ENTERPRISE.a)
  const cheaper = await t.post(`${B2B}/ChangeTicket`, { OrderNo: softNo, TrainNo: hard.train.TrainNo, Date: date, SeatCode: '3', ExpectedTotalFen: hard.seat.PriceFen }, withReq(token))
  assert.equal(cheaper.Code, '0000', cheaper.Msg)
  assert.equal(cheaper.Data.PayAmountFen, 0)
  const hardUpper = berthFareFen(hard.seat.PriceFen, '3', '上铺')
  const changeFee = fee(softUpper - hard.seat.PriceFen, soft.train)
  const issuedCheaper = await detailOf(token, cheaper.Data.OrderNo)
  assert.deepEqual([issuedCheaper.Status, issuedCheaper.Passengers[0].PriceFen, issuedCheaper.Passengers[0].BerthRefundFen], ['Confirmed', hardUpper, hard.seat.PriceFen - hardUpper])
  const oldSoft = await detailOf(token, softNo)
  assert.equal(oldSoft.RefundedFen, soft.seat.PriceFen - softUpper + (softUpper - hard.seat.PriceFen - changeFee) + (hard.seat.PriceFen - hardUpper))
  assert.equal(await balance(t.app, ENTERPRISE.a), mark + softUpper - hardUpper - changeFee, 'the old 上铺 fare less the new one, less the fee on the change')
  for (const no of [oldNo, changed.Data.OrderNo, softNo, cheaper.Data.OrderNo]) await assertOrderMoney(t.app, no, recorder.heldFen)
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, before)
})

/**
 * Issuing waits at a gate while copies of the issue (the pay call's and the sweep's) queue; the gate opens and the
 * user's 退票 of the same order goes at once. Whatever interleaves, the difference is refunded once and the order never
 * gives back more than was paid.
 */
test(`issuing a 上铺 and ${PARALLEL} 退票 of the same order at once: the difference once, never more than was paid`, async () => {
  const token = await t.login(PHONE.manager)
  const product = t.app.orderProducts.of(6)
  const supplier = t.app.trainSupplier
  const issue = supplier.issue.bind(supplier)
  const since = await ledgerMark(t.app)
  const start = await balance(t.app, ENTERPRISE.a)
  const rounds: { personal: boolean; passengers: object[]; bodies: object[] }[] = [
    { personal: false, passengers: [{ ...ZHANG, SeatPreference: 'U' }], bodies: [{}] },
    { personal: true, passengers: [{ ...ZHANG, SeatPreference: 'U' }], bodies: [{}] },
    { personal: false, passengers: [{ ...ZHANG, SeatPreference: 'U' }, { ...LI, SeatPreference: 'M' }], bodies: [{}, { first: true }, { second: true }] },
    { personal: true, passengers: [{ ...ZHANG, SeatPreference: 'U' }, { ...LI, SeatPreference: 'M' }], bodies: [{}, { first: true }, { second: true }] },
  ]
  try {
    for (const [round, r] of rounds.entries()) {
      const found = await trainWith(token, addDays(shanghaiDate(), 3 + round), '3')
      const lower = found.seat.PriceFen
      const orderNo = await book(token, found, r.passengers)
      const { rows } = await t.app.db.query<{ id: number }>('select id::int as id from orders where order_no = $1', [orderNo])
      let open = () => {}
      const gate = new Promise<void>((resolve) => { open = resolve })
      supplier.issue = async (request) => {
        await gate
        return issue(request)
      }
      const paying = r.personal ? payPersonally(token, orderNo, lower * r.passengers.length) : pay(token, orderNo, lower * r.passengers.length)
      // Wait until the payment is recorded and the order is issuing.
      for (let i = 0; i < 200 && (await t.app.db.query<{ status: string }>('select status from orders where id = $1', [rows[0].id])).rows[0].status !== 'Confirming'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      const confirms = Array.from({ length: PARALLEL }, () => product.confirm(t.app.db, rows[0].id))
      // The gate opens while the 退票 calls are on their way: some find the order still issuing, some issued.
      setTimeout(open, 5 * round)
      const ids = async () => (await detailOf(token, orderNo)).Passengers.map((p: any) => p.PassengerId) as number[]
      const refunds = Array.from({ length: PARALLEL }, async (_, i) => {
        const body = r.bodies[i % r.bodies.length] as { first?: boolean; second?: boolean }
        const passengerIds = body.first ? [(await ids())[0]] : body.second ? [(await ids())[1]] : undefined
        return t.post(`${B2B}/RefundTicket`, { OrderNo: orderNo, Reason: '行程变更', ...(passengerIds ? { PassengerIds: passengerIds } : {}) }, withReq(token))
      })
      const [paid, , answers] = await Promise.all([paying, Promise.all(confirms), Promise.all(refunds)])
      assert.equal(paid.Code, '0000', paid.Msg)
      answered(answers, ['0000', '4001', '4009'])
      supplier.issue = issue

      const detail = await detailOf(token, orderNo)
      const differences = detail.Passengers.reduce((sum: number, p: any) => sum + p.BerthRefundFen, 0)
      const expected = r.passengers.length === 1 ? lower - berthFareFen(lower, '3', '上铺') : 2 * lower - berthFareFen(lower, '3', '上铺') - berthFareFen(lower, '3', '中铺')
      assert.equal(differences, expected, 'the berth differences were refunded once')
      assert.equal((await historyOf(orderNo)).filter((h) => h.includes('铺位差价退款')).length, 1, 'one issue, one difference refund')
      const money = await assertOrderMoney(t.app, orderNo, recorder.heldFen)
      assert.ok(money.refundedFen <= money.paidFen)
      // Whatever the race left issued is refunded now: the order ends having given back what was paid less the fees.
      if (detail.Passengers.some((p: any) => p.TicketStatus === 'Valid')) {
        const last = await t.post(`${B2B}/RefundTicket`, { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))
        assert.equal(last.Code, '0000', last.Msg)
      }
      const end = await detailOf(token, orderNo)
      const fees = end.Passengers.reduce((sum: number, p: any) => sum + p.FeeFen, 0)
      const final = await assertOrderMoney(t.app, orderNo, recorder.heldFen)
      assert.deepEqual(end.Passengers.map((p: any) => p.TicketStatus), r.passengers.map(() => 'Refunded'))
      assert.equal(final.refundedFen, final.paidFen - fees, 'paid less the fees came back, no more')
    }
  } finally {
    supplier.issue = issue
  }
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, start)
})
