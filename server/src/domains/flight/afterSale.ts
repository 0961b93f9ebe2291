import type { Db, Queryable } from '../../db/types'
import type { FlightOrderDetail, FlightRefundQuote, RefundFlightOrderData } from '../../../../types/api/flight'
import type { OrderStatus, RefundDestination } from '../../../../types/api/order'
import type { Member } from '../../lib/caller'
import { hoursBetween, refundFeeAt } from '@domain/flight/fareRules'
import { wholeChangeReason } from '@domain/flight/partialChange'
import { canTransition, ORDER_STATUS_TEXT } from '@domain/order/orderStatus'
import { yuanText } from '@domain/money/money'
import { businessRule, conflict, invalidInput, notFound } from '../../lib/errors'
import { maskPhone } from '../../lib/mask'
import { shanghaiIso } from '../../lib/time'
import type { ApprovalRow } from '../approvals/public'
import { approvalProgress, rejectReasonOf } from '../approvals/public'
import type { PaymentGateway } from '../payments/public'
import { cancelContext, cancelOrder, ownOrder } from '../orders/public'
import { findOrderById, type OrderRow } from '../orders/public'
import type { OrderProducts, ProductExtension } from '../orders/public'
import { SYSTEM_ACTOR, recordHistory, transition } from '../orders/public'
import { REFUND_TO_TEXT, settlePersonalRefund, startRefund } from '../orders/public'
import { activeSegments, flightPartOf, passengersOf, segmentsOf, validPassengers, type PassengerRow, type SegmentRow } from './orderParts'
import { FLIGHT_TICKET_TEXT, passengersRefund, selectPassengers, type TicketRefund } from '@domain/flight/passengerRefund'
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
type Quoted = {
  quote: FlightRefundQuote; chosen: SegmentRow[]; isWhole: boolean; rebooks: PaidRebook[]
  /** The passengers whose tickets are refunded and whether they are every passenger still ticketed (decision 0790). */
  passengers: PassengerRow[]; isAllPassengers: boolean; perTicket: TicketRefund[]
}

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

/**
 * The chosen passengers of an order (none asked: every one still ticketed); a refunded, changed or unknown one is
 * refused with 4001 (decision 0790).
 */
export function chosenPassengers(passengers: readonly PassengerRow[], passengerIds: readonly number[] | undefined): { chosen: PassengerRow[]; isAll: boolean } {
  const selection = selectPassengers(passengers.map((p) => ({ seq: p.seq, status: p.ticket_status })), passengerIds)
  if (!selection.ok) throw businessRule(selection.message)
  return { chosen: passengers.filter((p) => selection.ids.includes(p.seq)), isAll: selection.isAllValid }
}

async function quoteOf(db: Queryable, order: OrderRow, seqs: readonly number[] | undefined, passengerIds: readonly number[] | undefined, now: Date): Promise<Quoted> {
  const segments = await segmentsOf(db, order.id)
  const all = await passengersOf(db, order.id)
  const paid = order.paid_fen - order.refunded_fen
  const refused = (Description: string): Quoted => ({
    quote: { IsRefundable: false, FeeFen: 0, RefundFen: 0, IsInvoluntary: false, Description, Reasons: REFUND_REASONS, Tickets: [] },
    chosen: [], isWhole: false, rebooks: [], passengers: [], isAllPassengers: false, perTicket: [],
  })
  if (!isTicketed(order.status)) return refused(`订单${ORDER_STATUS_TEXT[order.status]}，不可退票`)
  if (await rebookLinkOf(db, order.id)) return refused('改签补款单不可退票，请在原订单办理')
  if (await pendingRebookOf(db, order.id)) return refused('该订单有待支付的改签，请先支付或取消')
  const chosen = chosenSegments(segments, seqs)
  if (chosen.length === 0) return refused('机票已全部退票')
  const { chosen: passengers, isAll: isAllPassengers } = chosenPassengers(all, passengerIds)
  const isAllSegments = chosen.length === activeSegments(segments).length
  // A passenger's ticket is refunded whole: every segment still to fly (one leg only is for every passenger at once).
  if (!isAllPassengers && !isAllSegments) throw invalidInput('按乘机人退票时须退其全部航段，请勿同时选择航段')
  const isWhole = isAllPassengers && isAllSegments
  // Every ticket's fee by the fare rule (refundFee per passenger); none for an involuntary refund.
  const fee = refundFee(chosen, 1, now)
  if (!fee.isAllowed) return refused(fee.reason)
  // Change fees charged on a rebook are not refunded: the value is the fare and tax of the segments (decision 0230),
  // at most what was paid for them: the order, and the fare differences paid on their 改签补款 orders (decision 0400),
  // of which the chosen passengers take their share.
  const ticketed = validPassengers(all).length
  const rebooks = (await paidRebooksOf(db, order.id, chosen.map((s) => s.seq)))
    .map((r) => ({ ...r, refundableFen: isAllPassengers ? r.refundableFen : Math.floor((r.refundableFen * passengers.length) / ticketed) }))
  const money = passengersRefund(
    passengers.map((p) => ({ passengerSeq: p.seq, valueFen: valueOf(chosen, 1), feeFen: fee.feeFen })),
    paid + rebooks.reduce((sum, r) => sum + r.refundableFen, 0),
  )
  const feeFen = money.feeFen
  return {
    chosen,
    isWhole,
    rebooks,
    passengers,
    isAllPassengers,
    perTicket: money.perTicket,
    quote: {
      IsRefundable: true,
      FeeFen: feeFen,
      RefundFen: money.refundFen,
      IsInvoluntary: fee.isInvoluntary,
      Description: fee.isInvoluntary ? '航班变动，非自愿退票免收退票费' : feeFen === 0 ? '免费退票' : `退票费¥${yuanText(feeFen)}，按客规收取`,
      Reasons: REFUND_REASONS,
      Tickets: money.perTicket.map((t) => ({ PassengerSeq: t.passengerSeq, Name: passengers.find((p) => p.seq === t.passengerSeq)?.name ?? '', FeeFen: t.feeFen, RefundFen: t.refundFen })),
    },
  }
}

export async function refundQuote(db: Db, member: Member, orderNo: string, seqs?: readonly number[], passengerIds?: readonly number[], now = new Date()): Promise<FlightRefundQuote> {
  return (await quoteOf(db, await ownOrder(db, member, orderNo), seqs, passengerIds, now)).quote
}

const segmentText = (s: SegmentRow) => `${s.depart_time} ${s.flight_no} ${s.depart_city_name}→${s.arrive_city_name} ${s.cabin_name}`

/**
 * 退票. Every remaining segment: the fee becomes the order's penalty and the order core cancels it (seats back,
 * refund to where it was paid from). Some segments only (one leg of a round trip): those seats go back and
 * their value less the fee is refunded; the order stays 已出票 for the rest.
 */
export type RefundDeps = { products: OrderProducts; gateway: PaymentGateway; supplier: FlightSupplier; listeners: readonly TicketRefundListener[] }

/**
 * Told after tickets of an order were refunded: the segments, and the passengers' names when only some passengers'
 * tickets were (decision 0790; the insurance bought with them is refunded too).
 */
export type TicketRefundListener = (db: Db, orderId: number, seqs: readonly number[], passengerNames?: readonly string[]) => Promise<void>

/** The chosen passengers' tickets become 已退票 with their own fee and refund; 4009 when one was refunded or changed meanwhile. */
async function markPassengersRefunded(tx: Queryable, orderId: number, perTicket: readonly TicketRefund[]): Promise<void> {
  const { rowCount } = await tx.query(
    `update flight_order_passengers p set ticket_status = 'Refunded', fee_fen = u.fee, refund_fen = u.refund
       from unnest($2::int[], $3::bigint[], $4::bigint[]) as u(seq, fee, refund)
      where p.order_id = $1 and p.seq = u.seq and p.ticket_status = 'Valid'`,
    [orderId, perTicket.map((t) => t.passengerSeq), perTicket.map((t) => t.feeFen), perTicket.map((t) => t.refundFen)],
  )
  if (rowCount !== perTicket.length) throw conflict('机票状态已变化，请刷新后重试')
}

export async function refundFlightOrder(db: Db, deps: RefundDeps, member: Member, body: { OrderNo: string; Reason: string; Seqs?: number[]; PassengerIds?: number[] }): Promise<RefundFlightOrderData> {
  const { products, gateway } = deps
  const reason = body.Reason.trim() || '行程变更'
  const order = await ownOrder(db, member, body.OrderNo)
  const quoted = await quoteOf(db, order, body.Seqs, body.PassengerIds, new Date())
  const { quote, chosen, isWhole, rebooks, passengers, isAllPassengers, perTicket } = quoted
  if (!quote.IsRefundable) throw businessRule(quote.Description)
  const afterTicketRefund = async () => {
    for (const listener of deps.listeners) await listener(db, order.id, chosen.map((s) => s.seq), isAllPassengers ? undefined : passengers.map((p) => p.name))
  }
  const product = products.of(order.product_type)
  const { fromRebooks, fromOrder } = splitRefund(quote.RefundFen, rebooks)
  const { rows } = await db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
  const applicant = { actor: 'applicant' as const, memberId: member.memberId, name: rows[0]?.name ?? '' }
  const who = isAllPassengers ? '' : `（${passengers.map((p) => p.name).join('、')}）`
  const note = async (tx: Queryable) => {
    for (const s of chosen) {
      // A segment ends only with every passenger's ticket on it; some passengers' tickets end on their own.
      if (isAllPassengers) await tx.query(`update flight_order_segments set status = 'Refunded' where order_id = $1 and seq = $2`, [order.id, s.seq])
      await tx.query(`insert into flight_order_changes (order_id, seq, kind, from_text, to_text, fee_fen, reason) values ($1, $2, 'refund', $3, $4, $5, $6)`, [
        order.id, s.seq, `${segmentText(s)}${who}`, '已退票', isWhole ? quote.FeeFen : Math.round(quote.FeeFen / chosen.length), reason,
      ])
    }
  }
  const valid = passengers.map((p) => p.seq)
  if (isWhole) {
    // On the locked order: nothing was paid, refunded or rebooked since the quote, the legs and tickets quoted are its active ones.
    const result = await cancelOrder(db, products, gateway, member, body.OrderNo, reason, async (tx, locked) => {
      await unchangedSince(tx, order, locked, chosen, valid)
      return { penaltyFen: locked.paid_fen - locked.refunded_fen - fromOrder }
    })
    // The order has ended under the lock (its seats back for the tickets still valid): no other refund can reach these tickets now.
    await db.transaction(async (tx) => {
      await markPassengersRefunded(tx, order.id, perTicket)
      await note(tx)
    })
    const back = await refundRebooks(db, deps, rebooks, fromRebooks, applicant, order.order_no)
    await afterTicketRefund()
    const refundedFen = result.RefundFen + back.amountFen
    return { OrderNo: body.OrderNo, OrderStatus: result.Status, FeeFen: quote.FeeFen, RefundFen: refundedFen, RefundToText: result.RefundFen > 0 ? result.RefundToText : REFUND_TO_TEXT[back.destination] }
  }
  const ticketed = isAllPassengers ? valid : validPassengers(await passengersOf(db, order.id)).map((p) => p.seq)
  const refund = await db.transaction(async (tx) => {
    const locked = await findOrderById(tx, order.id, true)
    if (!locked) throw conflict('订单状态已变化，请刷新后重试')
    await unchangedSince(tx, order, locked, chosen, ticketed)
    // The seats of the tickets refunded go back: one leg for every passenger, or every leg of the chosen passengers.
    for (const s of chosen) await deps.supplier.release(tx, s.fare_id, passengers.length)
    if (!isAllPassengers) await markPassengersRefunded(tx, order.id, perTicket)
    await note(tx)
    const started = await startRefund(tx, locked, fromOrder)
    await recordHistory(tx, order.id, 'refund', 'Confirmed', 'Confirmed', applicant, `退票 ${chosen.map((s) => s.flight_no).join('，')}${who}，退票费¥${yuanText(quote.FeeFen)}`)
    return started
  })
  if (refund && !refund.settled) await settlePersonalRefund(db, product, gateway, order.id, refund)
  const back = await refundRebooks(db, deps, rebooks, fromRebooks, applicant, order.order_no)
  await afterTicketRefund()
  const destination = refund?.destination ?? back.destination
  return { OrderNo: body.OrderNo, OrderStatus: 'Confirmed', FeeFen: quote.FeeFen, RefundFen: (refund?.amountFen ?? 0) + back.amountFen, RefundToText: REFUND_TO_TEXT[destination] }
}

type Applicant = { actor: 'applicant'; memberId: number; name: string }

/**
 * A refund quoted on `quoted` goes ahead on the locked order only if nothing moved since (its money, its legs, the
 * passengers still ticketed: `ticketed`): 4009 otherwise.
 */
async function unchangedSince(tx: Queryable, quoted: OrderRow, locked: OrderRow, chosen: readonly SegmentRow[], ticketed: readonly number[]): Promise<void> {
  const changed = () => conflict('订单状态已变化，请刷新后重试')
  if (locked.status !== 'Confirmed' || locked.paid_fen !== quoted.paid_fen || locked.refunded_fen !== quoted.refunded_fen) throw changed()
  const now = activeSegments(await segmentsOf(tx, locked.id))
  if (!chosen.every((c) => now.some((s) => s.seq === c.seq && s.fare_id === c.fare_id))) throw changed()
  const still = validPassengers(await passengersOf(tx, locked.id)).map((p) => p.seq)
  if (still.join() !== [...ticketed].sort((a, b) => a - b).join()) throw changed()
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
  const passengers = validPassengers(await passengersOf(tx, order.id))
  for (const s of segments) await supplier.release(tx, s.fare_id, passengers.length)
}

export async function flightOrderDetail(db: Queryable, order: OrderRow, approval: ApprovalRow | null, viewerMemberId: number, now = new Date()): Promise<FlightOrderDetail> {
  const part = await flightPartOf(db, order.id)
  if (!part) throw notFound('订单不存在')
  const segments = await segmentsOf(db, order.id)
  const passengers = await passengersOf(db, order.id)
  const isBooker = order.booker_member_id === viewerMemberId
  const active = activeSegments(segments)
  const fee = refundFee(active, validPassengers(passengers).length, now)
  const canChange = isTicketed(order.status) && active.some((s) => s.depart_at.getTime() > now.getTime())
  const { rows: changes } = await db.query<{ seq: number; kind: 'rebook' | 'rename' | 'refund'; from_text: string; to_text: string; fee_fen: number; charged_fen: number; reason: string; created_at: Date }>(
    'select seq, kind, from_text, to_text, fee_fen, charged_fen, reason, created_at from flight_order_changes where order_id = $1 order by id', [order.id])
  const { rows } = await db.query<{ amount_fen: number; pay_deadline: Date | null; travel_apply_no: string | null }>(
    'select amount_fen, pay_deadline, travel_apply_no from orders where id = $1', [order.id])
  const rebook = await rebookPaymentOf(db, order.id)
  const pending = await pendingRebookOf(db, order.id)
  const isAfterSaleOpen = !rebook && !pending
  const statusText = (rebook && REBOOK_PAYMENT_STATUS_TEXT[order.status]) || ORDER_STATUS_TEXT[order.status]
  const progress = approval ? await approvalProgress(db, approval) : null
  return {
    OrderNo: order.order_no,
    Status: order.status,
    StatusText: statusText,
    Segments: segments.map((s) => ({
      Seq: s.seq, FlightNo: s.flight_no, AirlineName: s.airline_name, DepartAirportName: s.depart_airport_name, DepartTerminal: s.depart_terminal,
      ArriveAirportName: s.arrive_airport_name, ArriveTerminal: s.arrive_terminal, DepartCityName: s.depart_city_name, ArriveCityName: s.arrive_city_name,
      DepartTime: s.depart_time, ArriveTime: s.arrive_time, CabinName: s.cabin_name, BookingClass: s.booking_class, PriceFen: s.price_fen, TaxFen: s.tax_fen,
      Rules: s.rules, ChangeNotice: s.change_notice, DepartCityCode: s.depart_city_code, ArriveCityCode: s.arrive_city_code,
      SegmentStatus: s.status, IsInvoluntary: s.is_involuntary, ChangeAccepted: s.change_accepted,
    })),
    Passengers: passengers.map((p) => ({
      Seq: p.seq, Name: p.name, IdType: p.id_type, IdNoMasked: maskId(p.id_no), TicketNos: p.ticket_nos, NationalityName: p.nationality_name,
      TicketStatus: p.ticket_status, TicketStatusText: p.ticket_status !== 'Valid' || (isTicketed(order.status) && !rebook) ? FLIGHT_TICKET_TEXT[p.ticket_status] : statusText, FeeFen: p.fee_fen, RefundFen: p.refund_fen,
      ChangedToOrderNo: p.changed_to_order_no ?? '',
    })),
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
    WholeChangeReason: wholeChangeReason({ isPersonalPay: order.pay_method !== 'enterprise' }),
    ChangedFromOrderNo: part.changed_from_order_id ? ((await db.query<{ order_no: string }>('select order_no from orders where id = $1', [part.changed_from_order_id])).rows[0]?.order_no ?? '') : '',
    Actions: {
      CanPay: isBooker && canTransition(order.status, 'pay', 'applicant') && (!order.pay_deadline || order.pay_deadline > now),
      CanCancel: isBooker && ['PendingApproval', 'PendingPayment'].includes(order.status) && canTransition(order.status, 'cancel', 'applicant', cancelContext(order, now)),
      CanRefund: isBooker && isAfterSaleOpen && isTicketed(order.status) && active.length > 0 && fee.isAllowed,
      CanChange: isBooker && isAfterSaleOpen && canChange,
      CanModifyName: isBooker && !rebook && canChange && !part.is_international,
    },
  }
}
