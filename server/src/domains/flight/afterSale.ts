import type { Db, Queryable } from '../../db/types'
import type { FlightOrderDetail, FlightRefundQuote, RefundFlightOrderData } from '../../../../types/api/flight'
import type { OrderStatus } from '../../../../types/api/order'
import type { Member } from '../../lib/caller'
import { feeAt, hoursBetween } from '@domain/flight/fareRules'
import { canTransition, ORDER_STATUS_TEXT } from '@domain/order/orderStatus'
import { yuanText } from '@domain/money/money'
import { businessRule, notFound } from '../../lib/errors'
import { maskPhone } from '../../lib/mask'
import { shanghaiIso } from '../../lib/time'
import type { PaymentGateway } from '../payments/gateway'
import { cancelContext, cancelOrder, ownOrder } from '../orders/cancel'
import { findOrderById, type OrderRow } from '../orders/orderRow'
import type { OrderProducts, ProductExtension } from '../orders/products'
import { SYSTEM_ACTOR, transition } from '../orders/transitions'
import { flightPartOf, passengersOf, segmentsOf, type SegmentRow } from './orderParts'
import type { FlightSupplier } from './supplier/index'

export const REFUND_REASONS = ['行程变更', '航班延误或取消', '身体原因', '预订信息有误', '其他原因']

const maskId = (idNo: string) => (idNo.length <= 8 ? idNo : `${idNo.slice(0, 4)}${'*'.repeat(idNo.length - 8)}${idNo.slice(-4)}`)

/** Fee of refunding every passenger's ticket now: the fare rule's tier, none for an involuntary refund (航变). */
export function refundFee(segments: readonly SegmentRow[], passengerCount: number, now: Date): { feeFen: number; isAllowed: boolean; isInvoluntary: boolean } {
  const isInvoluntary = segments.some((s) => s.is_involuntary)
  if (isInvoluntary) return { feeFen: 0, isAllowed: true, isInvoluntary }
  let feeFen = 0
  for (const s of segments) {
    const fee = feeAt(s.rules.Refund, s.price_fen, hoursBetween(now, s.depart_at))
    if (!fee.isAllowed) return { feeFen: 0, isAllowed: false, isInvoluntary }
    feeFen += fee.feeFen * passengerCount
  }
  return { feeFen, isAllowed: true, isInvoluntary }
}

const isTicketed = (status: OrderStatus) => status === 'Confirmed'

export async function refundQuote(db: Db, member: Member, orderNo: string, now = new Date()): Promise<FlightRefundQuote> {
  const order = await ownOrder(db, member, orderNo)
  const segments = await segmentsOf(db, order.id)
  const passengers = await passengersOf(db, order.id)
  const paid = order.paid_fen - order.refunded_fen
  if (!isTicketed(order.status)) return { IsRefundable: false, FeeFen: 0, RefundFen: 0, IsInvoluntary: false, Description: `订单${ORDER_STATUS_TEXT[order.status]}，不可退票`, Reasons: REFUND_REASONS }
  const fee = refundFee(segments, passengers.length, now)
  if (!fee.isAllowed) return { IsRefundable: false, FeeFen: 0, RefundFen: 0, IsInvoluntary: false, Description: '航班已起飞，不可退票', Reasons: REFUND_REASONS }
  const feeFen = Math.min(fee.feeFen, paid)
  return {
    IsRefundable: true,
    FeeFen: feeFen,
    RefundFen: paid - feeFen,
    IsInvoluntary: fee.isInvoluntary,
    Description: fee.isInvoluntary ? '航班变动，非自愿退票免收退票费' : feeFen === 0 ? '免费退票' : `退票费¥${yuanText(feeFen)}，按客规收取`,
    Reasons: REFUND_REASONS,
  }
}

/** 退票: the fee of now becomes the order's penalty and the order core cancels it (seats back, refund to where it was paid from). */
export async function refundFlightOrder(db: Db, products: OrderProducts, gateway: PaymentGateway, member: Member, orderNo: string, reason: string): Promise<RefundFlightOrderData> {
  const quote = await refundQuote(db, member, orderNo)
  if (!quote.IsRefundable) throw businessRule(quote.Description)
  const order = await ownOrder(db, member, orderNo)
  await db.query('update orders set cancel_type = 2, penalty_fen = $2, free_cancel_until = null where id = $1', [order.id, quote.FeeFen])
  const result = await cancelOrder(db, products, gateway, member, orderNo, reason)
  return { OrderNo: orderNo, OrderStatus: result.Status, FeeFen: result.PenaltyFen, RefundFen: result.RefundFen, RefundToText: result.RefundToText }
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
  const segments = await segmentsOf(tx, order.id)
  const passengers = await passengersOf(tx, order.id)
  for (const s of segments) await supplier.release(tx, s.fare_id, passengers.length)
}

export async function flightOrderDetail(db: Queryable, order: OrderRow, viewerMemberId: number, now = new Date()): Promise<FlightOrderDetail> {
  const part = await flightPartOf(db, order.id)
  if (!part) throw notFound('订单不存在')
  const segments = await segmentsOf(db, order.id)
  const passengers = await passengersOf(db, order.id)
  const isBooker = order.booker_member_id === viewerMemberId
  const fee = refundFee(segments, passengers.length, now)
  const { rows } = await db.query<{ amount_fen: number; pay_deadline: Date | null }>('select amount_fen, pay_deadline from orders where id = $1', [order.id])
  return {
    OrderNo: order.order_no,
    Status: order.status,
    StatusText: ORDER_STATUS_TEXT[order.status],
    Segments: segments.map((s) => ({
      Seq: s.seq, FlightNo: s.flight_no, AirlineName: s.airline_name, DepartAirportName: s.depart_airport_name, DepartTerminal: s.depart_terminal,
      ArriveAirportName: s.arrive_airport_name, ArriveTerminal: s.arrive_terminal, DepartCityName: s.depart_city_name, ArriveCityName: s.arrive_city_name,
      DepartTime: s.depart_time, ArriveTime: s.arrive_time, CabinName: s.cabin_name, BookingClass: s.booking_class, PriceFen: s.price_fen, TaxFen: s.tax_fen,
      Rules: s.rules, ChangeNotice: s.change_notice,
    })),
    Passengers: passengers.map((p) => ({ Name: p.name, IdType: p.id_type, IdNoMasked: maskId(p.id_no), TicketNos: p.ticket_nos })),
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
    Actions: {
      CanPay: isBooker && canTransition(order.status, 'pay', 'applicant') && (!order.pay_deadline || order.pay_deadline > now),
      CanCancel: isBooker && ['PendingApproval', 'PendingPayment'].includes(order.status) && canTransition(order.status, 'cancel', 'applicant', cancelContext(order, now)),
      CanRefund: isBooker && isTicketed(order.status) && fee.isAllowed,
    },
  }
}
