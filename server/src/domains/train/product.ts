import type { FastifyInstance } from 'fastify'
import type { Db, Queryable } from '../../db/types'
import type { OrderStatus } from '../../../../types/api/order'
import { REFUND_RULE_TEXT } from '@domain/train/refundFee'
import { notFound } from '../../lib/errors'
import { shanghaiDate } from '../../lib/time'
import { chargedToColumnsOf, type OrderLine, type ProductExtension } from '../orders/public'
import { trainOrderDetail } from './detail'
import { SYSTEM_ACTOR, transition } from '../orders/public'
import { settleChangedTicket } from './change'
import { findPassengers, findTrainOrderById, seatRequestOf, type TrainPassengerRow } from './orderRow'
import { berthRefundText, changedBerthRefund, issuedFares } from '@domain/train/berthFare'
import { settlePersonalRefund, startRefund } from '../orders/public'

export const TRAIN_PRODUCT_TYPE = 6

async function issueTickets(app: FastifyInstance, db: Db, product: ProductExtension, orderId: number): Promise<OrderStatus> {
  const order = await findTrainOrderById(db, orderId)
  if (!order || order.status !== 'Confirming') return order?.status ?? 'Confirming'
  let issued: { ticketNo: string; seatNos: string[] }
  try {
    const preferences = (await findPassengers(db, orderId)).map((p) => p.seat_preference)
    issued = await app.trainSupplier.issue({ orderNo: order.order_no, trainNo: order.train_no, seatCode: order.seat_code, passengers: order.ticket_count, preferences })
  } catch {
    return 'Confirming'
  }
  const done = await db.transaction(async (tx) => {
    const locked = await findTrainOrderById(tx, orderId, true)
    if (!locked || locked.status !== 'Confirming') return { status: locked?.status ?? 'Confirming', refund: null }
    const passengers = await findPassengers(tx, orderId)
    // A sleeper was charged the 下铺 fare; a cheaper berth gets the difference back (decision 0780). A changed ticket's
    // fare lies on two orders (decision 0601): this order gives back its part now, the old order its part when the old
    // tickets end (settleChangedTicket).
    const fares = issuedFares(locked.price_fen, locked.seat_code, passengers.map((_, i) => issued.seatNos[i] ?? ''))
    const oldFares = await oldTicketFares(tx, passengers)
    const fromThisOrder = fares.map((f, i) => (locked.changed_from_no === null ? f.refundFen : changedBerthRefund(locked.price_fen, f.fareFen, oldFares.get(i) ?? locked.price_fen).fromNewFen))
    const differenceFen = fromThisOrder.reduce((sum, fen) => sum + fen, 0)
    // The difference goes back where the money came from, on the locked order: never more than it still holds.
    const refund = await startRefund(tx, locked, Math.min(differenceFen, locked.paid_fen - locked.refunded_fen))
    // Without money to give back here (nothing paid), a ticket bought as it is keeps the fare it was charged.
    const kept = !refund && differenceFen > 0 && locked.changed_from_no === null
    for (const [i, p] of passengers.entries()) {
      await tx.query('update train_order_passengers set seat_no = $2, fare_fen = $3, berth_refund_fen = $4 where id = $1', [
        p.id, issued.seatNos[i] ?? '', kept ? locked.price_fen : fares[i].fareFen, kept ? 0 : fares[i].refundFen,
      ])
    }
    await tx.query('update train_orders set ticket_no = $2 where order_id = $1', [orderId, issued.ticketNo])
    const cheaper = passengers.map((p, i) => ({ name: p.name, fare: fares[i], fen: fromThisOrder[i] })).filter((x) => x.fen > 0).map((x) => `${x.name} ${x.fare.berth ?? ''}`)
    const text = refund ? `已出票，取票号 ${issued.ticketNo}；${berthRefundText(refund.amountFen)}（${cheaper.join('、')}）` : `已出票，取票号 ${issued.ticketNo}`
    const status = await transition(tx, product, locked, 'confirm', SYSTEM_ACTOR, {}, text)
    return { status, refund }
  })
  if (done.refund && !done.refund.settled) await settlePersonalRefund(db, product, app.paymentGateway, orderId, done.refund)
  if (done.status === 'Confirmed') await settleChangedTicket(app, db, orderId)
  return done.status
}

/** The fares of the old tickets a changed order's tickets replaced, by the index of the new ticket. */
async function oldTicketFares(tx: Queryable, passengers: readonly TrainPassengerRow[]): Promise<Map<number, number>> {
  const ids = passengers.map((p) => p.changed_from_passenger_id).filter((id): id is number => id !== null)
  if (ids.length === 0) return new Map()
  const { rows } = await tx.query<{ id: number; fare_fen: number }>(
    `select p.id::int as id, coalesce(p.fare_fen, t.price_fen)::int as fare_fen from train_order_passengers p join train_orders t on t.order_id = p.order_id where p.id = any($1::bigint[])`, [ids])
  const byId = new Map(rows.map((r) => [r.id, r.fare_fen]))
  return new Map(passengers.flatMap((p, i) => (p.changed_from_passenger_id !== null && byId.has(p.changed_from_passenger_id) ? [[i, byId.get(p.changed_from_passenger_id) as number]] : [])))
}

/** Train orders (product type 6) in the order core: Confirming is 出票中, Confirmed 已出票, Refunded 已退票. */
export function createTrainProduct(app: FastifyInstance): ProductExtension<typeof TRAIN_PRODUCT_TYPE> {
  const train: ProductExtension<typeof TRAIN_PRODUCT_TYPE> = {
    productType: TRAIN_PRODUCT_TYPE,
    name: '火车票',
    ownStatuses: [],
    approvalKind: 'trainOrder',
    onSitePayMethod: 'personal',
    travellerCondition: (o, member) => `${o}.id = any(array(select p.order_id from train_order_passengers p where p.member_id = ${member}))`,
    lines: async (db: Queryable, orderIds) => {
      const { rows } = await db.query<{ order_id: number; train_no: string; seat_name: string; ticket_count: number; run_date: string; from_name: string; to_name: string; total_fen: number; is_over_standard: boolean }>(
        'select order_id, train_no, seat_name, ticket_count, run_date, from_name, to_name, total_fen, is_over_standard from train_orders where order_id = any($1::bigint[])',
        [orderIds],
      )
      return new Map(
        rows.map((r): [number, OrderLine] => [
          Number(r.order_id),
          { title: `${r.from_name}-${r.to_name}`, subtitle: `${r.train_no} · ${r.seat_name} · ${r.ticket_count}张`, startDate: r.run_date, endDate: r.run_date, totalFen: r.total_fen, amountFen: r.total_fen, isOverStandard: r.is_over_standard },
        ]),
      )
    },
    // The approval detail carries train's own detail (types/api/order.ts ProductOrderDetail, decisions 0225, 0941).
    detail: async (db, order, _approval, viewerMemberId) => {
      const part = await findTrainOrderById(db, order.id)
      if (!part) throw notFound('订单不存在')
      return trainOrderDetail(db, part, viewerMemberId)
    },
    describeCancel: () => REFUND_RULE_TEXT,
    release: async (tx, order) => {
      const part = await findTrainOrderById(tx, order.id)
      if (!part?.seats_held) return
      // Tickets refunded or changed on their own gave their seats back already (decision 0390).
      const valid = (await findPassengers(tx, order.id)).filter((p) => p.ticket_status === 'Valid').length
      if (valid > 0) await app.trainSupplier.release(tx, { ...seatRequestOf(part), count: valid })
      await tx.query('update train_orders set seats_held = false where order_id = $1', [order.id])
    },
    confirm: (db, orderId) => issueTickets(app, db, train, orderId),
    sweep: async (db) => {
      const { rows } = await db.query<{ id: number }>(`select o.id from orders o where o.product_type = 6 and o.status = 'Confirmed' and o.end_time < now()`)
      for (const row of rows) {
        await db.transaction(async (tx) => {
          const order = await findTrainOrderById(tx, row.id, true)
          if (order?.status === 'Confirmed') await transition(tx, train, order, 'complete', SYSTEM_ACTOR, {}, `${shanghaiDate()} 已到达`)
        })
      }
    },
    chargedTo: chargedToColumnsOf('train_orders'),
  }
  return train
}
