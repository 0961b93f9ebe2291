import type { Db, Queryable } from '../../db/types'
import type { ChangeFlightOrderData, FlightPendingRebook, FlightRebookPayment } from '../../../../types/api/flight'
import type { OrderStatus } from '../../../../types/api/order'
import type { Member } from '../../lib/caller'
import { yuanText } from '@domain/money/money'
import { conflict } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import type { PaymentGateway } from '../payments/public'
import { cancelOrder } from '../orders/public'
import { findOrderById } from '../orders/public'
import { startPayWindow } from '../orders/public'
import type { OrderProducts, ProductExtension } from '../orders/public'
import { SYSTEM_ACTOR, recordHistory, transition } from '../orders/public'
import { passengersOf, segmentsOf, validPassengers } from './orderParts'
import { newFlightOrder } from './newOrder'
import { reissuedTickets, writeRebook, type Priced, type TicketChangeListener } from './rebookWrite'
import type { FlightSupplier } from './supplier/index'

/** A 改签补款 order's link to the rebook it pays for (decision 0400). */
export type RebookLink = { order_id: number; rebook_of_order_id: number; rebook_seq: number; rebook_from_fare_id: string; rebook_reason: string; rebook_fee_fen: number; rebook_difference_fen: number }

export async function rebookLinkOf(db: Queryable, orderId: number): Promise<RebookLink | null> {
  const { rows } = await db.query<RebookLink>(
    `select order_id, rebook_of_order_id, rebook_seq, rebook_from_fare_id, rebook_reason, rebook_fee_fen, rebook_difference_fen
       from flight_orders where order_id = $1 and rebook_of_order_id is not null`,
    [orderId],
  )
  return rows[0] ? { ...rows[0], rebook_fee_fen: Number(rows[0].rebook_fee_fen), rebook_difference_fen: Number(rows[0].rebook_difference_fen) } : null
}

/** The order's rebook waiting for its payment, or null. */
export async function pendingRebookOf(db: Queryable, orderId: number): Promise<FlightPendingRebook | null> {
  const { rows } = await db.query<{ order_no: string; seq: number; pay_amount_fen: number; pay_deadline: Date | null; description: string }>(
    `select o.order_no, f.rebook_seq as seq, o.pay_amount_fen, o.pay_deadline, o.description from flight_orders f join orders o on o.id = f.order_id
      where f.rebook_of_order_id = $1 and o.status in ('PendingPayment', 'Confirming') order by o.id desc limit 1`,
    [orderId],
  )
  const r = rows[0]
  return r ? { PayOrderNo: r.order_no, Seq: r.seq, ToText: r.description, TotalFen: Number(r.pay_amount_fen), PayDeadline: r.pay_deadline ? shanghaiIso(r.pay_deadline) : null } : null
}

/** What a 改签补款 order's detail says about the rebook it pays for. */
export async function rebookPaymentOf(db: Queryable, orderId: number): Promise<FlightRebookPayment | null> {
  const { rows } = await db.query<{ order_no: string; seq: number; from_text: string; to_text: string }>(
    `select o.order_no, f.rebook_seq as seq, f.rebook_from_text as from_text, p.description as to_text
       from flight_orders f join orders o on o.id = f.rebook_of_order_id join orders p on p.id = f.order_id where f.order_id = $1`,
    [orderId],
  )
  const r = rows[0]
  return r ? { OfOrderNo: r.order_no, Seq: r.seq, FromText: r.from_text, ToText: r.to_text } : null
}

/**
 * A personal-pay order's rebook with a cost: the new seats are held by a 改签补款 order (product 5, not a trip) for the
 * fee and difference, which goes to the cashier; the rebook is written once it is paid (completeRebook).
 */
export async function openRebookPayment(
  db: Db, supplier: FlightSupplier, product: ProductExtension, member: Member, priced: Priced, reason: string, reqId: string | null,
): Promise<ChangeFlightOrderData> {
  const { order, segment, found, passengers, quote } = priced
  const { rows: who } = await db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
  const applicant = { actor: 'applicant' as const, memberId: member.memberId, name: who[0]?.name ?? '' }
  const f = found.flight
  const payOrderNo = await db.transaction(async (tx) => {
    const locked = await findOrderById(tx, order.id, true)
    const current = locked && (await segmentsOf(tx, order.id)).find((s) => s.seq === segment.seq)
    if (!locked || locked.status !== 'Confirmed' || current?.fare_id !== segment.fare_id) throw conflict('订单已变化，请刷新后重试')
    if (await pendingRebookOf(tx, order.id)) throw conflict('该订单有待支付的改签，请先支付或取消')
    if (!(await supplier.hold(tx, found.fare.fareId, passengers))) throw conflict(`${f.flight.flightNo} ${found.fare.cabinName}已售完，请选择其他航班`)
    const passengerSeqs = validPassengers(await passengersOf(tx, order.id)).map((p) => p.seq)
    const { id: payId, orderNo } = await newFlightOrder(tx, {
      fromOrderId: order.id, old: segment, found, passengerSeqs, amountFen: quote.TotalFen, title: `改签补款 ${order.title}`,
      link: { kind: 'rebookPayment', seq: segment.seq, fromText: `${segment.depart_time} ${segment.flight_no} ${segment.cabin_name}`, reason, feeFen: quote.ChangeFeeFen, differenceFen: quote.FareDifferenceFen, reqId },
    })
    const status = await transition(tx, product, { id: payId, status: null }, 'submit', applicant, { needApproval: false, payAmountFen: quote.TotalFen }, `改签补款，原订单${order.order_no}`)
    if (status === 'PendingPayment') await startPayWindow(tx, payId)
    await recordHistory(tx, order.id, 'confirm', 'Confirmed', 'Confirmed', applicant,
      `申请改签 ${segment.flight_no} → ${f.flight.flightNo}（${f.departTime}），待支付¥${yuanText(quote.TotalFen)}（${orderNo}）`)
    return orderNo
  })
  return {
    OrderNo: order.order_no, Seq: segment.seq, FlightNo: f.flight.flightNo, DepartTime: f.departTime, ChargedFen: 0,
    PayMethodText: `请支付改签费用¥${yuanText(quote.TotalFen)}，支付成功后完成改签`, PayOrderNo: payOrderNo, PayAmountFen: quote.TotalFen,
  }
}

export type RebookDeps = { supplier: FlightSupplier; products: OrderProducts; gateway: PaymentGateway; changeListeners: readonly TicketChangeListener[] }

/**
 * The 改签补款 order was paid: the original order's segment takes the new flight (whose seats the payment order
 * holds), the old seats go back, and the payment order is done (已改签, no longer cancellable). Should the original
 * have changed meanwhile, the payment order is cancelled and its money goes back the way it came.
 */
export async function completeRebook(db: Db, deps: RebookDeps, product: ProductExtension, payOrderId: number, link: RebookLink): Promise<OrderStatus> {
  const payOrder = await findOrderById(db, payOrderId)
  if (!payOrder || payOrder.status !== 'Confirming') return payOrder?.status ?? 'Confirming'
  const [next] = await segmentsOf(db, payOrderId)
  const of = await findOrderById(db, link.rebook_of_order_id)
  const tickets = of ? await reissuedTickets(deps.supplier, of.order_no, link.rebook_from_fare_id, next.fare_id, validPassengers(await passengersOf(db, of.id)).length) : null
  const done = await db.transaction(async (tx) => {
    const original = await findOrderById(tx, link.rebook_of_order_id, true)
    const locked = await findOrderById(tx, payOrderId, true)
    if (!locked || locked.status !== 'Confirming') return locked?.status ?? null
    const old = original && (await segmentsOf(tx, original.id)).find((s) => s.seq === link.rebook_seq)
    if (!original || original.status !== 'Confirmed' || !old || old.fare_id !== link.rebook_from_fare_id || old.status === 'Refunded') return null
    const passengers = validPassengers(await passengersOf(tx, original.id)).length
    await deps.supplier.release(tx, old.fare_id, passengers)
    await writeRebook(tx, {
      orderId: original.id, seq: link.rebook_seq, old, next, tickets, feeFen: link.rebook_fee_fen, differenceFen: link.rebook_difference_fen, chargedFen: locked.paid_fen,
      reason: link.rebook_reason, listeners: deps.changeListeners, actor: SYSTEM_ACTOR, note: `改签 ${old.flight_no} → ${next.flight_no}（${next.depart_time}），已个人支付¥${yuanText(locked.paid_fen)}（${locked.order_no}）`,
    })
    await tx.query('update orders set cancel_type = 0 where id = $1', [payOrderId])
    return transition(tx, product, locked, 'confirm', SYSTEM_ACTOR, {}, `改签完成，原订单${original.order_no}`)
  })
  if (done) return done
  const booker: Member = { memberId: payOrder.booker_member_id, enterpriseId: payOrder.enterprise_id, accountId: 0, sessionId: 0, sessionPlatId: 0 }
  const cancelled = await cancelOrder(db, deps.products, deps.gateway, booker, payOrder.order_no, '原订单已变化，改签未完成，费用原路退回')
  return cancelled.Status
}

/** A paid 改签补款 order and the part of its fare difference not yet refunded (change fees are kept: decision 0230). */
export type PaidRebook = { id: number; order_no: string; enterprise_id: number; product_type: number; refundableFen: number }

/** The done 改签补款 orders of the given segments of an order, oldest first: their differences go back with the ticket. */
export async function paidRebooksOf(db: Queryable, orderId: number, seqs: readonly number[]): Promise<PaidRebook[]> {
  if (seqs.length === 0) return []
  const { rows } = await db.query<{ id: number; order_no: string; enterprise_id: number; product_type: number; paid_fen: number; refunded_fen: number; fee_fen: number; difference_fen: number }>(
    `select o.id, o.order_no, o.enterprise_id, o.product_type, o.paid_fen, o.refunded_fen, f.rebook_fee_fen as fee_fen, f.rebook_difference_fen as difference_fen
       from flight_orders f join orders o on o.id = f.order_id
      where f.rebook_of_order_id = $1 and f.rebook_seq = any($2::int[]) and o.status in ('Confirmed', 'Completed') order by o.id`,
    [orderId, [...seqs]],
  )
  return rows
    .map((r) => {
      const difference = Math.min(Number(r.difference_fen), Number(r.paid_fen) - Number(r.fee_fen))
      return { id: r.id, order_no: r.order_no, enterprise_id: r.enterprise_id, product_type: r.product_type, refundableFen: Math.max(0, difference - Number(r.refunded_fen)) }
    })
    .filter((r) => r.refundableFen > 0)
}
