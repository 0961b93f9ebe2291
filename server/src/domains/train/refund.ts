import type { Db, Queryable } from '../../db/types'
import type { RefundTrainTicketData, TrainRefundQuote } from '../../../../types/api/train'
import type { Member } from '../../lib/caller'
import { bandFeeFen, changedTicketRefundBand, refundBand } from '@domain/train/refundFee'
import { selectTickets, ticketsRefundMoney } from '@domain/train/ticketState'
import { businessRule, conflict, invalidInput, notFound } from '../../lib/errors'
import type { PaymentGateway } from '../payments/public'
import { settlePersonalRefund, startRefund, type StartedRefund } from '../orders/public'
import { cancelOrder, ownOrder } from '../orders/public'
import type { OrderProducts } from '../orders/public'
import { recordHistory, SYSTEM_ACTOR } from '../orders/public'
import { findPassengers, findTrainOrderById, type TrainOrderRow, type TrainPassengerRow } from './orderRow'
import type { TrainSupplier } from './supplier/index'
import { fenToPrice } from '@domain/money/money'

/** Told after tickets of an order were refunded, with the passengers' names (the insurance bought for them is refunded). */
export type TrainRefundListener = (db: Db, orderId: number, passengerNames: readonly string[]) => Promise<void>

export async function ownTrainOrder(db: Db, member: Member, orderNo: string): Promise<TrainOrderRow> {
  const order = await ownOrder(db, member, orderNo)
  const train = await findTrainOrderById(db, order.id)
  if (!train) throw notFound('订单不存在')
  return train
}

/** The chosen tickets (none: every valid one) of an order, or the rule that refuses them. */
export async function chosenTickets(db: Queryable, order: TrainOrderRow, passengerIds: readonly number[] | undefined): Promise<{ chosen: TrainPassengerRow[]; isAllValid: boolean }> {
  const passengers = await findPassengers(db, order.id)
  // A ticket whose change waits for payment is not chosen again.
  const selection = selectTickets(passengers.map((p) => ({ id: p.id, status: p.changed_to_no !== null ? 'Changed' : p.ticket_status })), passengerIds)
  if (!selection.ok) throw businessRule(selection.message)
  return { chosen: passengers.filter((p) => selection.ids.includes(p.id)), isAllValid: selection.isAllValid }
}

/** The order a changed ticket (改签) came from, or null for a ticket bought as it is. */
export async function changeOriginOf(db: Queryable, order: TrainOrderRow, forUpdate = false): Promise<TrainOrderRow | null> {
  if (order.changed_from_no === null) return null
  const { rows } = await db.query<{ id: number }>('select id from orders where order_no = $1', [order.changed_from_no])
  return rows[0] ? findTrainOrderById(db, rows[0].id, forUpdate) : null
}

export type TicketsQuote = TrainRefundQuote & {
  /** Each chosen ticket's fee and what it gives back, in the order of the tickets quoted. */
  perTicket: { feeFen: number; refundFen: number }[]
  /** Where the refund comes from: the order itself, and for a changed ticket the old order (decision 0601). */
  fromOrderFen: number
  fromOriginFen: number
}

/** A chosen ticket's fare (its berth's once issued, decision 0780) and, for a changed ticket, its old ticket's fare. */
export type QuotedTicket = { fareFen: number; originFareFen: number }

/** The chosen tickets as the quote reads them: each fare, and the fare of the old ticket each replaced. */
export async function quotedTickets(db: Queryable, chosen: readonly TrainPassengerRow[], origin: TrainOrderRow | null): Promise<QuotedTicket[]> {
  const originFares = new Map(origin ? (await findPassengers(db, origin.id)).map((p) => [p.id, p.fare_fen]) : [])
  return chosen.map((p) => ({ fareFen: p.fare_fen, originFareFen: origin ? (originFares.get(p.changed_from_passenger_id ?? -1) ?? origin.price_fen) : 0 }))
}

/**
 * 12306's fee on the chosen tickets now, each on its own fare (null when the train has left). A changed ticket
 * (decision 0601) pays by the new train's time and fare; its fare lies on two orders: the difference the change paid
 * on this one and the old fare (no more than the new) the change kept on the old one. The refund comes from this
 * order first.
 */
export function ticketsQuote(order: TrainOrderRow, tickets: readonly QuotedTicket[], now: Date, origin: TrainOrderRow | null = null): TicketsQuote | null {
  const band = origin ? changedTicketRefundBand(order.depart_at, now, { oldDepartAt: origin.depart_at, changedAt: order.created_at }) : refundBand(order.depart_at, now)
  if (!band) return null
  const fees = tickets.map((t) => Math.min(bandFeeFen(t.fareFen, band) ?? t.fareFen, t.fareFen))
  const held = order.paid_fen - order.refunded_fen
  const sum = (part: (t: QuotedTicket) => number) => tickets.reduce((total, t) => total + part(t), 0)
  const orderShare = origin ? Math.min(held, sum((t) => Math.max(0, t.fareFen - t.originFareFen))) : held
  const originShare = origin ? Math.max(0, Math.min(origin.paid_fen - origin.refunded_fen, sum((t) => Math.min(t.originFareFen, t.fareFen)))) : 0
  const money = ticketsRefundMoney(tickets.map((t, i) => ({ fareFen: t.fareFen, feeFen: fees[i] })), orderShare + originShare)
  const fromOrderFen = Math.min(money.refundFen, orderShare)
  return {
    PaidFen: money.valueFen, FeeFen: money.feeFen, RefundFen: money.refundFen, RateText: band.text,
    perTicket: tickets.map((t, i) => ({ feeFen: fees[i], refundFen: Math.max(t.fareFen - fees[i], 0) })),
    fromOrderFen, fromOriginFen: money.refundFen - fromOrderFen,
  }
}

/**
 * A changed ticket's part of the refund from its old order, in the refund's transaction: the old order locked and
 * its money as quoted (else the quote is stale), the refund started where the old ticket's money came from.
 */
async function refundFromOrigin(tx: Queryable, origin: TrainOrderRow | null, quote: TicketsQuote, text: string): Promise<StartedRefund | null> {
  if (!origin || quote.fromOriginFen <= 0) return null
  const locked = await findTrainOrderById(tx, origin.id, true)
  if (!locked || locked.paid_fen !== origin.paid_fen || locked.refunded_fen !== origin.refunded_fen) throw conflict('车票状态已变化，请刷新后重试')
  await recordHistory(tx, origin.id, 'cancel', locked.status, locked.status, SYSTEM_ACTOR, text)
  return startRefund(tx, locked, quote.fromOriginFen)
}

/** Each ticket with its own fee and refund; a ticket whose change waits for payment is not refunded: its change holds it. */
const markRefunded = (tx: Queryable, ids: readonly number[], perTicket: TicketsQuote['perTicket']) =>
  tx.query(
    `update train_order_passengers p set ticket_status = 'Refunded', fee_fen = u.fee, refund_fen = u.refund
       from unnest($1::bigint[], $2::int[], $3::int[]) as u(id, fee, refund)
      where p.id = u.id and p.ticket_status = 'Valid' and p.changed_to_order_id is null`,
    [[...ids], perTicket.map((t) => t.feeFen), perTicket.map((t) => t.refundFen)],
  )

type RefundDeps = { products: OrderProducts; gateway: PaymentGateway; supplier: TrainSupplier; listeners: readonly TrainRefundListener[] }

/**
 * 退票 of chosen tickets of an issued order (decision 0390; none chosen: all). The last valid tickets end the order
 * through the order core's cancel (12306's fee as its penalty, decision 0162); fewer give their seats back and refund
 * their price less the fee where the money came from while the other tickets stay issued. Their insurance goes too.
 */
export async function refundTickets(db: Db, deps: RefundDeps, member: Member, body: { OrderNo: string; Reason: string; PassengerIds?: number[] }): Promise<RefundTrainTicketData> {
  const order = await ownTrainOrder(db, member, body.OrderNo)
  if (order.status !== 'Confirmed' || order.changed_to_no !== null) throw businessRule('仅已出票的订单可以退票')
  const { chosen, isAllValid } = await chosenTickets(db, order, body.PassengerIds)
  const origin = await changeOriginOf(db, order)
  const quote = ticketsQuote(order, await quotedTickets(db, chosen, origin), new Date(), origin)
  if (!quote) throw businessRule('列车已开出，不能在线退票，请到车站办理')
  const reason = body.Reason.trim()
  if (!reason) throw invalidInput('请选择或填写退票原因')
  const ids = chosen.map((p) => p.id)
  let result: RefundTrainTicketData
  // The old order's part of a changed ticket's refund, started inside the refund's transaction.
  const fromOrigin: { refund: StartedRefund | null } = { refund: null }
  const originText = `改签后的车票${order.order_no}退票：${chosen.map((p) => p.name).join('、')}，退还原车票款${fenToPrice(quote.fromOriginFen)}`
  // A ticket whose change waits for payment keeps the order issued: the others are refunded on their own.
  const changePending = (await findPassengers(db, order.id)).some((p) => p.ticket_status === 'Valid' && p.changed_to_no !== null)
  if (isAllValid && !changePending) {
    // On the locked order: the tickets quoted are still all its valid ones, none refunded or changed meanwhile.
    const done = await cancelOrder(db, deps.products, deps.gateway, member, body.OrderNo, reason, async (tx, locked) => {
      if (locked.status !== 'Confirmed' || locked.paid_fen !== order.paid_fen || locked.refunded_fen !== order.refunded_fen) throw businessRule('车票状态已变化，请刷新后重试')
      const { rows: valid } = await tx.query<{ id: number }>(
        `select id::int as id from train_order_passengers where order_id = $1 and ticket_status = 'Valid' and changed_to_order_id is null order by id for update`, [order.id])
      const { rows: open } = await tx.query<{ n: number }>(`select count(*)::int as n from train_order_passengers where order_id = $1 and ticket_status = 'Valid'`, [order.id])
      if (open[0].n !== ids.length || valid.map((p) => p.id).join() !== [...ids].sort((a, b) => a - b).join()) throw businessRule('车票状态已变化，请刷新后重试')
      fromOrigin.refund = await refundFromOrigin(tx, origin, quote, originText)
      return { penaltyFen: locked.paid_fen - locked.refunded_fen - quote.fromOrderFen }
    })
    await markRefunded(db, ids, quote.perTicket)
    result = { OrderNo: body.OrderNo, OrderStatus: done.Status, FeeFen: quote.FeeFen, RefundFen: done.RefundFen + (fromOrigin.refund?.amountFen ?? 0) }
  } else {
    const refund = await db.transaction(async (tx) => {
      const locked = await findTrainOrderById(tx, order.id, true)
      if (locked?.status !== 'Confirmed') throw businessRule('车票状态已变化，请刷新后重试')
      const { rowCount } = await markRefunded(tx, ids, quote.perTicket)
      if (rowCount !== ids.length) throw businessRule('车票状态已变化，请刷新后重试')
      await deps.supplier.release(tx, { trainNo: order.train_no, date: order.run_date, seatCode: order.seat_code, fromIndex: order.from_leg, toIndex: order.to_leg, count: ids.length })
      const { rows } = await tx.query<{ name: string }>('select name from members where id = $1', [member.memberId])
      await recordHistory(tx, order.id, 'cancel', 'Confirmed', 'Confirmed', { actor: 'applicant', memberId: member.memberId, name: rows[0]?.name ?? '' },
        `退票：${chosen.map((p) => p.name).join('、')}，退票费${fenToPrice(quote.FeeFen)}；${reason}`)
      fromOrigin.refund = await refundFromOrigin(tx, origin, quote, originText)
      return startRefund(tx, order, quote.fromOrderFen)
    })
    if (refund && !refund.settled) await settlePersonalRefund(db, deps.products.of(order.product_type), deps.gateway, order.id, refund)
    result = { OrderNo: body.OrderNo, OrderStatus: 'Confirmed', FeeFen: quote.FeeFen, RefundFen: (refund?.amountFen ?? 0) + (fromOrigin.refund?.amountFen ?? 0) }
  }
  if (origin && fromOrigin.refund && !fromOrigin.refund.settled) await settlePersonalRefund(db, deps.products.of(origin.product_type), deps.gateway, origin.id, fromOrigin.refund)
  for (const listener of deps.listeners) await listener(db, order.id, chosen.map((p) => p.name))
  return result
}
