import type { Db, Queryable } from '../../db/types'
import type { FlightOrderDetail, FlightRefundQuote, RefundFlightOrderData } from '../../../../types/api/flight'
import type { OrderStatus, RefundDestination } from '../../../../types/api/order'
import type { Member } from '../../lib/caller'
import { hoursBetween, refundFeeAt } from '@domain/flight/fareRules'
import { canTransition, ORDER_STATUS_TEXT } from '@domain/order/orderStatus'
import { yuanText } from '@domain/money/money'
import { businessRule, conflict, invalidInput, notFound } from '../../lib/errors'
import { maskPhone } from '../../lib/mask'
import { shanghaiIso } from '../../lib/time'
import type { ApprovalRow } from '../approvals/approvalRow'
import { approvalProgress, rejectReasonOf } from '../approvals/progress'
import type { PaymentGateway } from '../payments/gateway'
import { cancelContext, cancelOrder, ownOrder } from '../orders/cancel'
import { findOrderById, type OrderRow } from '../orders/orderRow'
import type { OrderProducts, ProductExtension } from '../orders/products'
import { SYSTEM_ACTOR, recordHistory, transition } from '../orders/transitions'
import { REFUND_TO_TEXT, settlePersonalRefund, startRefund } from '../payments/refunds'
import { activeSegments, flightPartOf, passengersOf, segmentsOf, type SegmentRow } from './orderParts'
import { paidRebooksOf, pendingRebookOf, rebookLinkOf, rebookPaymentOf, type PaidRebook } from './rebookPayment'
import type { FlightSupplier } from './supplier/index'

/** A 改签补款 order's states in its own words (decision 0400). */
const REBOOK_PAYMENT_STATUS_TEXT: Partial<Record<OrderStatus, string>> = { PendingPayment: '改签待支付', Confirming: '改签中', Confirmed: '已改签', Completed: '已改签' }

export const REFUND_REASONS = ['行程变更', '航班延误或取消', '身体原因', '预订信息有误', '其他原因']

const maskId = (idNo: string) => (idNo.length <= 8 ? idNo : `${idNo.slice(0, 4)}${'*'.repeat(idNo.length - 8)}${idNo.slice(-4)}`)

/** Fee of refunding every passenger's ticket now: the fare rule's tier, none for an involuntary refund (航变). */
export function refundFee(segments: readonly SegmentRow[], passengerCount: number, now: Date): { feeFen: number; isAllowed: boolean; isInvoluntary: boolean; reason: string } {
  const isInvoluntary = segments.some((s) => s.is_involuntary)
  if (isInvoluntary) return { feeFen: 0, isAllowed: true, isInvoluntary, reason: '' }
  let feeFen = 0
  for (const s of segments) {
    // After take-off an unused ticket is refunded at its top tier (no-show, decision 0622).
    const fee = refundFeeAt(s.rules.Refund, s.price_fen, hoursBetween(now, s.depart_at))
    if (!fee.isAllowed) return { feeFen: 0, isAllowed: false, isInvoluntary, reason: fee.reason }
    feeFen += fee.feeFen * passengerCount
  }
  return { feeFen, isAllowed: true, isInvoluntary, reason: '' }
}

const isTicketed = (status: OrderStatus) => status === 'Confirmed'

/** The segments a refund is for: those asked (default every one not yet refunded); unknown or refunded ones refused. */
function chosenSegments(segments: readonly SegmentRow[], seqs: readonly number[] | undefined): SegmentRow[] {
  const active = activeSegments(segments)
  if (!seqs || seqs.length === 0) return active
  const chosen = active.filter((s) => seqs.includes(s.seq))
  if (chosen.length !== new Set(seqs).size) throw invalidInput('所选航段不存在或已退票')
  return chosen
}

/** Price and tax of segments for every passenger: what refunding them gives back before the fee. */
const valueOf = (segments: readonly SegmentRow[], passengerCount: number) => segments.reduce((sum, s) => sum + (s.price_fen + s.tax_fen) * passengerCount, 0)

/** What a refund takes back: from the differences paid on the segments' 改签补款 orders first, the rest from the order. */
type Quoted = { quote: FlightRefundQuote; chosen: SegmentRow[]; isWhole: boolean; rebooks: PaidRebook[] }

/** Splits a refund: each 改签补款 order gives back up to its refundable difference, the order the rest. */
export function splitRefund(refundFen: number, rebooks: readonly { refundableFen: number }[]): { fromRebooks: number[]; fromOrder: number } {
  let left = refundFen
  const fromRebooks = rebooks.map((r) => {
    const take = Math.min(left, r.refundableFen)
    left -= take
    return take
  })
  return { fromRebooks, fromOrder: left }
}

async function quoteOf(db: Db, order: OrderRow, seqs: readonly number[] | undefined, now: Date): Promise<Quoted> {
  const segments = await segmentsOf(db, order.id)
  const passengers = await passengersOf(db, order.id)
  const paid = order.paid_fen - order.refunded_fen
  const refused = (Description: string): Quoted => ({ quote: { IsRefundable: false, FeeFen: 0, RefundFen: 0, IsInvoluntary: false, Description, Reasons: REFUND_REASONS }, chosen: [], isWhole: false, rebooks: [] })
  if (!isTicketed(order.status)) return refused(`订单${ORDER_STATUS_TEXT[order.status]}，不可退票`)
  if (await rebookLinkOf(db, order.id)) return refused('改签补款单不可退票，请在原订单办理')
  if (await pendingRebookOf(db, order.id)) return refused('该订单有待支付的改签，请先支付或取消')
  const chosen = chosenSegments(segments, seqs)
  if (chosen.length === 0) return refused('机票已全部退票')
  const isWhole = chosen.length === activeSegments(segments).length
  const fee = refundFee(chosen, passengers.length, now)
  if (!fee.isAllowed) return refused(fee.reason)
  // Change fees charged on a rebook are not refunded: the value is the fare and tax of the segments (decision 0230),
  // at most what was paid for them: the order, and the fare differences paid on their 改签补款 orders (decision 0400).
  const rebooks = await paidRebooksOf(db, order.id, chosen.map((s) => s.seq))
  const value = Math.min(valueOf(chosen, passengers.length), paid + rebooks.reduce((sum, r) => sum + r.refundableFen, 0))
  const feeFen = Math.min(fee.feeFen, value)
  return {
    chosen,
    isWhole,
    rebooks,
    quote: {
      IsRefundable: true,
      FeeFen: feeFen,
      RefundFen: value - feeFen,
      IsInvoluntary: fee.isInvoluntary,
      Description: fee.isInvoluntary ? '航班变动，非自愿退票免收退票费' : feeFen === 0 ? '免费退票' : `退票费¥${yuanText(feeFen)}，按客规收取`,
      Reasons: REFUND_REASONS,
    },
  }
}

export async function refundQuote(db: Db, member: Member, orderNo: string, seqs?: readonly number[], now = new Date()): Promise<FlightRefundQuote> {
  return (await quoteOf(db, await ownOrder(db, member, orderNo), seqs, now)).quote
}

const segmentText = (s: SegmentRow) => `${s.depart_time} ${s.flight_no} ${s.depart_city_name}→${s.arrive_city_name} ${s.cabin_name}`

/**
 * 退票. Every remaining segment: the fee becomes the order's penalty and the order core cancels it (seats back,
 * refund to where it was paid from). Some segments only (one leg of a round trip): those seats go back and
 * their value less the fee is refunded; the order stays 已出票 for the rest.
 */
export type RefundDeps = { products: OrderProducts; gateway: PaymentGateway; supplier: FlightSupplier; listeners: readonly TicketRefundListener[] }

/** Told after segments of an order were refunded (insurance bought with them is refunded too). */
export type TicketRefundListener = (db: Db, orderId: number, seqs: readonly number[]) => Promise<void>

export async function refundFlightOrder(db: Db, deps: RefundDeps, member: Member, body: { OrderNo: string; Reason: string; Seqs?: number[] }): Promise<RefundFlightOrderData> {
  const { products, gateway } = deps
  const afterTicketRefund = async (orderId: number, seqs: number[]) => {
    for (const listener of deps.listeners) await listener(db, orderId, seqs)
  }
  const reason = body.Reason.trim() || '行程变更'
  const order = await ownOrder(db, member, body.OrderNo)
  const { quote, chosen, isWhole, rebooks } = await quoteOf(db, order, body.Seqs, new Date())
  if (!quote.IsRefundable) throw businessRule(quote.Description)
  const product = products.of(order.product_type)
  const { fromRebooks, fromOrder } = splitRefund(quote.RefundFen, rebooks)
  const { rows } = await db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
  const applicant = { actor: 'applicant' as const, memberId: member.memberId, name: rows[0]?.name ?? '' }
  const note = async (tx: Queryable) => {
    for (const s of chosen) {
      await tx.query(`update flight_order_segments set status = 'Refunded' where order_id = $1 and seq = $2`, [order.id, s.seq])
      await tx.query(`insert into flight_order_changes (order_id, seq, kind, from_text, to_text, fee_fen, reason) values ($1, $2, 'refund', $3, '已退票', $4, $5)`, [
        order.id, s.seq, segmentText(s), isWhole ? quote.FeeFen : Math.round(quote.FeeFen / chosen.length), reason,
      ])
    }
  }
  if (isWhole) {
    // On the locked order: nothing was paid, refunded or rebooked since the quote, and the legs quoted are its active ones.
    const result = await cancelOrder(db, products, gateway, member, body.OrderNo, reason, async (tx, locked) => {
      await unchangedSince(tx, order, locked, chosen)
      return { penaltyFen: locked.paid_fen - locked.refunded_fen - fromOrder }
    })
    await db.transaction(note)
    const back = await refundRebooks(db, deps, rebooks, fromRebooks, applicant, order.order_no)
    await afterTicketRefund(order.id, chosen.map((s) => s.seq))
    const refundedFen = result.RefundFen + back.amountFen
    return { OrderNo: body.OrderNo, OrderStatus: result.Status, FeeFen: quote.FeeFen, RefundFen: refundedFen, RefundToText: result.RefundFen > 0 ? result.RefundToText : REFUND_TO_TEXT[back.destination] }
  }
  const passengers = await passengersOf(db, order.id)
  const refund = await db.transaction(async (tx) => {
    const locked = await findOrderById(tx, order.id, true)
    if (!locked) throw conflict('订单状态已变化，请刷新后重试')
    await unchangedSince(tx, order, locked, chosen)
    for (const s of chosen) await deps.supplier.release(tx, s.fare_id, passengers.length)
    await note(tx)
    const started = await startRefund(tx, locked, fromOrder)
    await recordHistory(tx, order.id, 'refund', 'Confirmed', 'Confirmed', applicant, `退票 ${chosen.map((s) => s.flight_no).join('，')}，退票费¥${yuanText(quote.FeeFen)}`)
    return started
  })
  if (refund && !refund.settled) await settlePersonalRefund(db, product, gateway, order.id, refund)
  const back = await refundRebooks(db, deps, rebooks, fromRebooks, applicant, order.order_no)
  await afterTicketRefund(order.id, chosen.map((s) => s.seq))
  const destination = refund?.destination ?? back.destination
  return { OrderNo: body.OrderNo, OrderStatus: 'Confirmed', FeeFen: quote.FeeFen, RefundFen: (refund?.amountFen ?? 0) + back.amountFen, RefundToText: REFUND_TO_TEXT[destination] }
}

type Applicant = { actor: 'applicant'; memberId: number; name: string }

/** A refund quoted on `quoted` goes ahead on the locked order only if nothing moved since: 4009 otherwise. */
async function unchangedSince(tx: Queryable, quoted: OrderRow, locked: OrderRow, chosen: readonly SegmentRow[]): Promise<void> {
  const changed = () => conflict('订单状态已变化，请刷新后重试')
  if (locked.status !== 'Confirmed' || locked.paid_fen !== quoted.paid_fen || locked.refunded_fen !== quoted.refunded_fen) throw changed()
  const now = activeSegments(await segmentsOf(tx, locked.id))
  if (!chosen.every((c) => now.some((s) => s.seq === c.seq && s.fare_id === c.fare_id))) throw changed()
}

/** Gives back the fare differences paid on 改签补款 orders, each the way it was paid; the order stays 已改签. */
async function refundRebooks(
  db: Db, deps: RefundDeps, rebooks: readonly PaidRebook[], amounts: readonly number[], applicant: Applicant, ofOrderNo: string,
): Promise<{ amountFen: number; destination: RefundDestination }> {
  let amountFen = 0
  let destination: RefundDestination = 'none'
  for (const [i, rebook] of rebooks.entries()) {
    if (amounts[i] <= 0) continue
    const refund = await db.transaction(async (tx) => {
      const locked = await findOrderById(tx, rebook.id, true)
      if (!locked) return null
      const started = await startRefund(tx, locked, amounts[i])
      await recordHistory(tx, rebook.id, 'refund', locked.status, locked.status, applicant, `原订单${ofOrderNo}退票，退还改签差价¥${yuanText(amounts[i])}`)
      return started
    })
    if (!refund) continue
    if (!refund.settled) await settlePersonalRefund(db, deps.products.of(rebook.product_type), deps.gateway, rebook.id, refund)
    amountFen += refund.amountFen
    destination = refund.destination
  }
  return { amountFen, destination }
}

/** 出票: ticket numbers per passenger and segment from the channel, then Confirmed (已出票). */
export async function issueTickets(db: Db, supplier: FlightSupplier, product: ProductExtension, orderId: number): Promise<OrderStatus> {
  const order = await findOrderById(db, orderId)
  if (!order || order.status !== 'Confirming') return order?.status ?? 'Confirming'
  const segments = await segmentsOf(db, orderId)
  const passengers = await passengersOf(db, orderId)
  const tickets: string[][] = passengers.map(() => [])
  for (const s of segments) {
    const numbers = await supplier.issueTickets(s.fare_id, order.order_no, passengers.length)
    numbers.forEach((no, i) => tickets[i].push(no))
  }
  return db.transaction(async (tx) => {
    const locked = await findOrderById(tx, orderId, true)
    if (!locked || locked.status !== 'Confirming') return locked?.status ?? 'Confirming'
    for (const [i, p] of passengers.entries()) {
      await tx.query('update flight_order_passengers set ticket_nos = $3 where order_id = $1 and seq = $2', [orderId, p.seq, JSON.stringify(tickets[i])])
    }
    return transition(tx, product, locked, 'confirm', SYSTEM_ACTOR, {}, `已出票 ${tickets.flat().join('，')}`)
  })
}

export async function releaseSeats(tx: Queryable, supplier: FlightSupplier, order: OrderRow): Promise<void> {
  const segments = activeSegments(await segmentsOf(tx, order.id))
  const passengers = await passengersOf(tx, order.id)
  for (const s of segments) await supplier.release(tx, s.fare_id, passengers.length)
}

export async function flightOrderDetail(db: Queryable, order: OrderRow, approval: ApprovalRow | null, viewerMemberId: number, now = new Date()): Promise<FlightOrderDetail> {
  const part = await flightPartOf(db, order.id)
  if (!part) throw notFound('订单不存在')
  const segments = await segmentsOf(db, order.id)
  const passengers = await passengersOf(db, order.id)
  const isBooker = order.booker_member_id === viewerMemberId
  const active = activeSegments(segments)
  const fee = refundFee(active, passengers.length, now)
  const canChange = isTicketed(order.status) && active.some((s) => s.depart_at.getTime() > now.getTime())
  const { rows: changes } = await db.query<{ seq: number; kind: 'rebook' | 'rename' | 'refund'; from_text: string; to_text: string; fee_fen: number; charged_fen: number; reason: string; created_at: Date }>(
    'select seq, kind, from_text, to_text, fee_fen, charged_fen, reason, created_at from flight_order_changes where order_id = $1 order by id', [order.id])
  const { rows } = await db.query<{ amount_fen: number; pay_deadline: Date | null; travel_apply_no: string | null }>(
    'select amount_fen, pay_deadline, travel_apply_no from orders where id = $1', [order.id])
  const rebook = await rebookPaymentOf(db, order.id)
  const pending = await pendingRebookOf(db, order.id)
  const isAfterSaleOpen = !rebook && !pending
  const progress = approval ? await approvalProgress(db, approval) : null
  return {
    OrderNo: order.order_no,
    Status: order.status,
    StatusText: (rebook && REBOOK_PAYMENT_STATUS_TEXT[order.status]) || ORDER_STATUS_TEXT[order.status],
    Segments: segments.map((s) => ({
      Seq: s.seq, FlightNo: s.flight_no, AirlineName: s.airline_name, DepartAirportName: s.depart_airport_name, DepartTerminal: s.depart_terminal,
      ArriveAirportName: s.arrive_airport_name, ArriveTerminal: s.arrive_terminal, DepartCityName: s.depart_city_name, ArriveCityName: s.arrive_city_name,
      DepartTime: s.depart_time, ArriveTime: s.arrive_time, CabinName: s.cabin_name, BookingClass: s.booking_class, PriceFen: s.price_fen, TaxFen: s.tax_fen,
      Rules: s.rules, ChangeNotice: s.change_notice, DepartCityCode: s.depart_city_code, ArriveCityCode: s.arrive_city_code,
      SegmentStatus: s.status, IsInvoluntary: s.is_involuntary, ChangeAccepted: s.change_accepted,
    })),
    Passengers: passengers.map((p) => ({ Seq: p.seq, Name: p.name, IdType: p.id_type, IdNoMasked: maskId(p.id_no), TicketNos: p.ticket_nos, NationalityName: p.nationality_name })),
    ContactName: part.contact_name,
    ContactPhoneMasked: maskPhone(part.contact_phone),
    TotalFen: Number(rows[0]?.amount_fen ?? order.pay_amount_fen),
    PaidFen: order.paid_fen,
    RefundedFen: order.refunded_fen,
    PayDeadline: order.status === 'PendingPayment' && rows[0]?.pay_deadline ? shanghaiIso(rows[0].pay_deadline) : null,
    IsOverStandard: part.is_over_standard,
    OverStandardReason: part.over_standard_reason,
    CostCenterName: part.cost_center_name,
    ProjectName: part.project_name,
    CreatedAt: shanghaiIso(order.created_at),
    IsInternational: part.is_international,
    Changes: changes.map((c) => ({
      Seq: c.seq, Kind: c.kind, FromText: c.from_text, ToText: c.to_text, FeeFen: Number(c.fee_fen), ChargedFen: Number(c.charged_fen), Reason: c.reason, At: shanghaiIso(c.created_at),
    })),
    Rebook: rebook,
    PendingRebook: isBooker ? pending : null,
    Approval: progress,
    RejectReason: rejectReasonOf(progress),
    TravelApplyNo: rows[0]?.travel_apply_no ?? '',
    Actions: {
      CanPay: isBooker && canTransition(order.status, 'pay', 'applicant') && (!order.pay_deadline || order.pay_deadline > now),
      CanCancel: isBooker && ['PendingApproval', 'PendingPayment'].includes(order.status) && canTransition(order.status, 'cancel', 'applicant', cancelContext(order, now)),
      CanRefund: isBooker && isAfterSaleOpen && isTicketed(order.status) && active.length > 0 && fee.isAllowed,
      CanChange: isBooker && isAfterSaleOpen && canChange,
      CanModifyName: isBooker && !rebook && canChange && !part.is_international,
    },
  }
}
