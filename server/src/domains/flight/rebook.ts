import type { Db, Queryable } from '../../db/types'
import type {
  AcceptFlightChangeData, ChangeFlightOrderData, ChangeFlightOrderRequest, FlightChangeQuote, ModifyFlightPassengerData, ModifyFlightPassengerRequest,
} from '../../../../types/api/flight'
import type { Member } from '../../lib/caller'
import { changeCost, nameCorrectionVerdict } from '@domain/flight/afterSale'
import { endorsementVerdict } from '@domain/flight/endorsement'
import { wholeChangeReason } from '@domain/flight/partialChange'
import { hoursBetween } from '@domain/flight/fareRules'
import { yuanText } from '@domain/money/money'
import { businessRule, conflict, invalidInput, notFound } from '../../lib/errors'
import { ownOrder } from '../orders/public'
import { findOrderById, type OrderRow } from '../orders/public'
import type { ProductExtension } from '../orders/public'
import { consumeOrderBudgets } from '../payments/public'
import { flightPartOf, passengersOf, segmentsOf, validPassengers, type SegmentRow } from './orderParts'
import { chosenPassengers } from './afterSale'
import { changeChosenPassengers } from './changeSplit'
import { openRebookPayment, pendingRebookOf, rebookLinkOf } from './rebookPayment'
import { newSegmentOf, reissuedTickets, writeRebook, type Found, type Priced, type TicketChangeListener } from './rebookWrite'
import type { FlightSupplier } from './supplier/index'

export const CHANGE_REASONS = ['行程变更', '航班延误或取消', '会议时间调整', '身体原因', '其他原因']
const SALE_CLOSES_MS = 45 * 60_000


const refused = (Description: string, found?: Found): FlightChangeQuote => ({
  IsAllowed: false, Description, ChangeFeeFen: 0, FareDifferenceFen: 0, TotalFen: 0, IsInvoluntary: false,
  NewFlightNo: found?.flight.flight.flightNo ?? '', NewDepartTime: found?.flight.departTime ?? '', NewCabinName: found?.fare.cabinName ?? '', NewPriceFen: found?.fare.priceFen ?? 0,
  Reasons: CHANGE_REASONS,
})

async function segmentOf(db: Queryable, order: OrderRow, seq: number): Promise<SegmentRow> {
  const segment = (await segmentsOf(db, order.id)).find((s) => s.seq === seq)
  if (!segment) throw notFound('航段不存在')
  return segment
}

/** The rebook's cost and every reason it cannot be done: same city pair, on sale, seats, order of a round trip. */
async function price(db: Db, supplier: FlightSupplier, order: OrderRow, seq: number, fareId: string, now: Date, passengerIds?: readonly number[]): Promise<Priced> {
  const segment = await segmentOf(db, order, seq)
  const segments = await segmentsOf(db, order.id)
  const all = await passengersOf(db, order.id)
  // Before ticketing or after the order ended the quote says why not: the passengers are chosen on an issued order only.
  const { chosen, isAll } = order.status === 'Confirmed' ? chosenPassengers(all, passengerIds) : { chosen: validPassengers(all), isAll: true }
  const passengers = chosen.length
  const found = await supplier.fare(fareId)
  if (!found) throw notFound('舱位不存在或已停售，请重新选择')
  const done = (quote: FlightChangeQuote): Priced => ({ order, segment, found, passengers, quote, chosen, isPartial: !isAll })
  if (order.status !== 'Confirmed') return done(refused('机票出票后方可改签', found))
  if (await rebookLinkOf(db, order.id)) return done(refused('改签补款单不可改签，请在原订单办理', found))
  if (segment.status === 'Refunded') return done(refused('该航段已退票，不可改签', found))
  if (found.flight.from.cityCode !== segment.depart_city_code || found.flight.to.cityCode !== segment.arrive_city_code) return done(refused('改签仅限原出发和到达城市', found))
  if (found.flight.departAt.getTime() - now.getTime() < SALE_CLOSES_MS) return done(refused(`${found.flight.flight.flightNo}已停止售票，请选择其他航班`, found))
  if (found.fare.fareId === segment.fare_id) return done(refused('请选择与原航班不同的航班或舱位', found))
  if (await pendingRebookOf(db, order.id)) return done(refused('该订单有待支付的改签，请先支付或取消', found))
  // Some passengers move to a change order of their own (decisions 0791, 0810): paid from the enterprise account.
  const whole = isAll ? '' : wholeChangeReason({ isPersonalPay: order.pay_method !== 'enterprise' })
  if (whole) return done(refused(whole, found))
  if (found.fare.seatsLeft < passengers) return done(refused(`${found.flight.flight.flightNo} ${found.fare.cabinName}余票不足`, found))
  const arrival = (s: { depart_at: Date }, minutes: number) => s.depart_at.getTime() + minutes * 60_000
  const newArrival = arrival({ depart_at: found.flight.departAt }, found.flight.flight.durationMinutes)
  const before = segments.find((s) => s.seq === seq - 1 && s.status !== 'Refunded')
  const after = segments.find((s) => s.seq === seq + 1 && s.status !== 'Refunded')
  if (after && newArrival > after.depart_at.getTime()) return done(refused('改签后的航班须早于返程航班起飞', found))
  if (before && found.flight.departAt.getTime() <= before.depart_at.getTime()) return done(refused('返程航班须晚于去程航班', found))
  const endorsement = endorsementVerdict({
    fromFlightNo: segment.flight_no, isEndorsable: segment.rules.IsEndorsable, toFlightNo: found.flight.flight.flightNo,
    isInvoluntary: segment.is_involuntary, fromAirlineName: segment.airline_name,
  })
  if (!endorsement.isAllowed) return done(refused(endorsement.reason, found))
  const cost = changeCost({
    oldPriceFen: segment.price_fen, oldTaxFen: segment.tax_fen, oldCabinName: segment.cabin_name,
    newPriceFen: found.fare.priceFen, newTaxFen: found.fare.taxFen, newCabinName: found.fare.cabinName,
    changeTiers: segment.rules.Change, hoursBefore: hoursBetween(now, segment.depart_at), isInvoluntary: segment.is_involuntary, passengerCount: passengers,
  })
  if (!cost.isAllowed) return done(refused(cost.reason, found))
  const parts = [
    endorsement.isEndorsement ? `签转${found.flight.flight.airline.name}，重新出票` : '',
    cost.isInvoluntary ? '航班变动，免收改签费' : cost.feePerPassengerFen === 0 ? '免收改签费' : `改签费¥${yuanText(cost.feePerPassengerFen)}/人`,
    cost.differencePerPassengerFen > 0 ? `升舱/票价差额¥${yuanText(cost.differencePerPassengerFen)}/人` : '',
  ].filter(Boolean)
  return done({
    IsAllowed: true,
    Description: parts.join('，'),
    ChangeFeeFen: cost.feePerPassengerFen * passengers,
    FareDifferenceFen: cost.differencePerPassengerFen * passengers,
    TotalFen: cost.totalFen,
    IsInvoluntary: cost.isInvoluntary,
    NewFlightNo: found.flight.flight.flightNo,
    NewDepartTime: found.flight.departTime,
    NewCabinName: found.fare.cabinName,
    NewPriceFen: found.fare.priceFen,
    Reasons: CHANGE_REASONS,
    IsPersonalPay: order.pay_method !== 'enterprise',
  })
}

export async function changeQuote(db: Db, supplier: FlightSupplier, member: Member, body: { OrderNo: string; Seq: number; FareId: string; PassengerIds?: number[] }): Promise<FlightChangeQuote> {
  const order = await ownOrder(db, member, body.OrderNo)
  return (await price(db, supplier, order, body.Seq, body.FareId, new Date(), body.PassengerIds)).quote
}

/** Debits the enterprise account for an order's extra cost (改签费与差价, 保费) in the caller's transaction. */
export async function chargeEnterprise(tx: Queryable, order: { id: number; enterprise_id: number }, amountFen: number, shortText = '企业账户余额不足，无法支付改签费用'): Promise<void> {
  const { rows } = await tx.query<{ balance: number }>(
    'update enterprises set account_balance_fen = account_balance_fen - $2 where id = $1 and account_balance_fen >= $2 returning account_balance_fen as balance',
    [order.enterprise_id, amountFen],
  )
  if (!rows[0]) throw businessRule(shortText)
  await tx.query(`insert into enterprise_account_ledger (enterprise_id, order_id, kind, amount_fen, balance_after_fen) values ($1, $2, 'pay', $3, $4)`, [
    order.enterprise_id, order.id, -amountFen, rows[0].balance,
  ])
}

/**
 * 改签: the new seats are held and the old given back, the segment takes the new flight. The change fee and any
 * difference: charged to the enterprise account (decision 0230); on a personal-pay order, a 改签补款 order goes to
 * the cashier and the rebook is done once it is paid (decision 0400).
 */
export async function changeFlightOrder(
  db: Db, supplier: FlightSupplier, product: ProductExtension, member: Member, body: ChangeFlightOrderRequest, reqId: string | null = null,
  listeners: readonly TicketChangeListener[] = [],
): Promise<ChangeFlightOrderData> {
  const reason = body.Reason.trim()
  if (!reason) throw invalidInput('请选择改签原因')
  const order = await ownOrder(db, member, body.OrderNo)
  const priced = await price(db, supplier, order, body.Seq, body.FareId, new Date(), body.PassengerIds)
  const { segment, found, passengers, quote } = priced
  if (!quote.IsAllowed) throw businessRule(quote.Description)
  if (quote.TotalFen !== body.ExpectedTotalFen) throw businessRule(`改签费用已变化，最新费用¥${yuanText(quote.TotalFen)}，请确认后重新提交`)
  if (priced.isPartial) return changeChosenPassengers(db, supplier, product, member, priced, reason, listeners)
  if (quote.TotalFen > 0 && quote.IsPersonalPay) return openRebookPayment(db, supplier, product, member, priced, reason, reqId)
  const { rows: who } = await db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
  const f = found.flight
  const tickets = await reissuedTickets(supplier, order.order_no, segment.fare_id, found.fare.fareId, passengers)
  await db.transaction(async (tx) => {
    const locked = await findOrderById(tx, order.id, true)
    const current = locked && (await segmentOf(tx, locked, body.Seq))
    if (!locked || locked.status !== 'Confirmed' || current?.fare_id !== segment.fare_id) throw conflict('订单已变化，请刷新后重试')
    if (!(await supplier.hold(tx, found.fare.fareId, passengers))) throw conflict(`${f.flight.flightNo} ${found.fare.cabinName}已售完，请选择其他航班`)
    await supplier.release(tx, segment.fare_id, passengers)
    if (quote.TotalFen > 0) await chargeEnterprise(tx, locked, quote.TotalFen)
    await consumeOrderBudgets(tx, product, order.id, quote.TotalFen)
    await tx.query('update orders set paid_fen = paid_fen + $2 where id = $1', [order.id, quote.TotalFen])
    await writeRebook(tx, {
      orderId: order.id, seq: body.Seq, old: segment, next: newSegmentOf(found), tickets, feeFen: quote.ChangeFeeFen, differenceFen: quote.FareDifferenceFen, chargedFen: quote.TotalFen,
      reason, listeners, actor: { memberId: member.memberId, name: who[0]?.name ?? '' }, note: `改签 ${segment.flight_no} → ${f.flight.flightNo}（${f.departTime}），费用¥${yuanText(quote.TotalFen)}`,
    })
  })
  return { OrderNo: order.order_no, Seq: body.Seq, FlightNo: f.flight.flightNo, DepartTime: f.departTime, ChargedFen: quote.TotalFen, PayMethodText: quote.TotalFen > 0 ? '已从企业账户扣款' : '', PayOrderNo: '', PayAmountFen: 0 }
}

/** 更正姓名: one character of a domestic ticket's name, before departure (decision 0230). */
export async function modifyPassengerName(db: Db, member: Member, body: ModifyFlightPassengerRequest): Promise<ModifyFlightPassengerData> {
  const order = await ownOrder(db, member, body.OrderNo)
  const part = await flightPartOf(db, order.id)
  if (!part) throw notFound('订单不存在')
  if (part.is_international) throw businessRule('国际机票不支持更正姓名，请联系客服')
  if (order.status !== 'Confirmed') throw businessRule('机票出票后方可更正姓名')
  if (await rebookLinkOf(db, order.id)) throw businessRule('改签补款单不可更正姓名，请在原订单办理')
  const passenger = (await passengersOf(db, order.id)).find((p) => p.seq === body.PassengerSeq)
  if (!passenger) throw notFound('乘机人不存在')
  const segments = (await segmentsOf(db, order.id)).filter((s) => s.status !== 'Refunded')
  if (!segments.some((s) => s.depart_at.getTime() > Date.now())) throw businessRule('航班已起飞，不可更正姓名')
  const verdict = nameCorrectionVerdict(passenger.name, body.Name)
  if (!verdict.isAllowed) throw invalidInput(verdict.reason)
  const name = body.Name.trim()
  await db.transaction(async (tx) => {
    await tx.query('update flight_order_passengers set name = $3 where order_id = $1 and seq = $2', [order.id, body.PassengerSeq, name])
    await tx.query(`insert into flight_order_changes (order_id, seq, kind, from_text, to_text, reason) values ($1, $2, 'rename', $3, $4, $5)`, [
      order.id, body.PassengerSeq, passenger.name, name, body.Reason.trim() || '姓名有误',
    ])
    await tx.query(`update orders set traveller_name = replace(traveller_name, $2, $3) where id = $1`, [order.id, passenger.name, name])
  })
  return { OrderNo: order.order_no, PassengerSeq: body.PassengerSeq, Name: name }
}

/** The traveller keeps the changed flight (接受航变). */
export async function acceptFlightChange(db: Db, member: Member, body: { OrderNo: string; Seq: number }): Promise<AcceptFlightChangeData> {
  const order = await ownOrder(db, member, body.OrderNo)
  const segment = await segmentOf(db, order, body.Seq)
  if (!segment.change_notice) throw businessRule('该航段没有航班变动')
  if (segment.status === 'Refunded') throw businessRule('该航段已退票')
  await db.query('update flight_order_segments set change_accepted = true where order_id = $1 and seq = $2', [order.id, body.Seq])
  return { OrderNo: order.order_no, Seq: body.Seq, ChangeAccepted: true }
}
