import type { Db } from '../../db/types'
import type { HotelSupplier } from '../hotel/supplier/index'
import type { PaymentGateway } from '../payments/gateway'
import { shanghaiDate } from '../../lib/time'
import { confirmWithHotel } from './confirmation'
import { findHotelOrderById } from '../hotel/order/hotelOrderRow'
import { releaseHolds } from './orderEffects'
import { settlePersonalRefund, startRefund } from '../payments/refunds'
import { SYSTEM_ACTOR, transition } from './transitions'

type Deps = { db: Db; supplier: HotelSupplier; gateway: PaymentGateway }

async function ids(db: Db, sql: string, params: unknown[]): Promise<number[]> {
  return (await db.query<{ id: number }>(sql, params)).rows.map((r) => r.id)
}

/** Unpaid past the deadline: the system cancels and the rooms go back on sale. */
async function cancelUnpaid({ db, supplier }: Deps, now: Date) {
  const due = await ids(db, `select o.id from orders o join hotel_orders h on h.order_id = o.id where o.status = 'PendingPayment' and h.pay_deadline < $1`, [now])
  for (const id of due) {
    await db.transaction(async (tx) => {
      const order = await findHotelOrderById(tx, id, true)
      if (!order || order.status !== 'PendingPayment' || !order.pay_deadline || order.pay_deadline >= now) return
      await transition(tx, order, 'cancel', SYSTEM_ACTOR, {}, '超过支付时限未支付，系统自动取消')
      await tx.query(`update payments set status = 'closed' where order_id = $1 and status = 'paying'`, [order.id])
      await releaseHolds(tx, supplier, order)
    })
  }
}

/** Stays that began are checked in; stays whose departure day has passed are completed. */
async function advanceStays({ db }: Deps, today: string) {
  const arrived = await ids(db, `select o.id from orders o join hotel_orders h on h.order_id = o.id where o.status = 'Confirmed' and h.arrival_date <= $1 and h.departure_date > $1`, [today])
  const ended = await ids(db, `select o.id from orders o join hotel_orders h on h.order_id = o.id where o.status in ('Confirmed', 'CheckedIn') and h.departure_date < $1`, [today])
  for (const [list, action, remark] of [[arrived, 'checkIn', '已办理入住'], [ended, 'complete', '离店，订单完成']] as const) {
    for (const id of list) {
      await db.transaction(async (tx) => {
        const order = await findHotelOrderById(tx, id, true)
        if (order) await transition(tx, order, action, SYSTEM_ACTOR, {}, remark)
      })
    }
  }
}

/** The simulated hotel agrees to every early departure: the nights given back are refunded to their source. */
async function settleEarlyDepartures({ db, gateway }: Deps) {
  const { rows } = await db.query<{ id: number; order_id: number }>(`select id, order_id from hotel_early_departures where status = 'Applied' order by id`)
  for (const application of rows) {
    const refund = await db.transaction(async (tx) => {
      const order = await findHotelOrderById(tx, application.order_id, true)
      const { rows: locked } = await tx.query<{ expected_refund_fen: number }>(`select expected_refund_fen from hotel_early_departures where id = $1 and status = 'Applied' for update`, [application.id])
      if (!order || !locked[0]) return null
      await tx.query(`update hotel_early_departures set status = 'Approved' where id = $1`, [application.id])
      const amount = Math.min(locked[0].expected_refund_fen, order.paid_fen - order.refunded_fen)
      return { order, started: await startRefund(tx, order, amount) }
    })
    if (refund?.started && !refund.started.settled) await settlePersonalRefund(db, gateway, refund.order.id, refund.started)
  }
}

/** Orders the hotel has not confirmed yet, and personal refunds the gateway has not completed, are retried. */
async function retryPending({ db, supplier, gateway }: Deps) {
  for (const id of await ids(db, `select id from orders where status = 'Confirming' and product_type = 1`, [])) await confirmWithHotel(db, supplier, id)
  const { rows } = await db.query<{ order_id: number; refund_no: string; amount_fen: number; pay_no: string }>(
    `select r.order_id, r.refund_no, r.amount_fen, p.pay_no from refunds r join payments p on p.id = r.payment_id where r.status = 'refunding'`,
  )
  for (const r of rows) {
    await settlePersonalRefund(db, gateway, r.order_id, { refundNo: r.refund_no, amountFen: r.amount_fen, payNo: r.pay_no, destination: 'personal', settled: false })
  }
}

/** The order jobs: run every SWEEP_SECONDS by the server and directly by tests. */
export async function sweepOrders(deps: Deps, now: Date = new Date()): Promise<void> {
  await cancelUnpaid(deps, now)
  await advanceStays(deps, shanghaiDate(now))
  await settleEarlyDepartures(deps)
  await retryPending(deps)
}

export const SWEEP_SECONDS = 30
