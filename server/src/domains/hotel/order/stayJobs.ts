import type { Db } from '../../../db/types'
import { shanghaiDate } from '../../../lib/time'
import type { PaymentGateway } from '../../payments/public'
import { settlePersonalRefund, startRefund } from '../../orders/public'
import { findOrderById } from '../../orders/public'
import type { ProductExtension } from '../../orders/public'
import { SYSTEM_ACTOR, transition } from '../../orders/public'
import { isCheckInDue } from './checkInDue'

async function ids(db: Db, sql: string, params: unknown[]): Promise<number[]> {
  return (await db.query<{ id: number }>(sql, params)).rows.map((r) => r.id)
}

/** Stays that began are checked in (see checkInDueAt); stays whose departure day has passed are completed. */
async function advanceStays(db: Db, hotel: ProductExtension, now: Date) {
  const today = shanghaiDate(now)
  const { rows: started } = await db.query<{ id: number; arrival_date: string; check_in_time: string; created_at: Date }>(
    `select o.id, to_char(h.arrival_date, 'YYYY-MM-DD') as arrival_date, h.check_in_time, o.created_at
       from orders o join hotel_orders h on h.order_id = o.id
      where o.status = 'Confirmed' and h.arrival_date <= $1 and h.departure_date > $1`,
    [today],
  )
  const arrived = started
    .filter((r) => isCheckInDue({ arrivalDate: r.arrival_date, checkInTime: r.check_in_time, bookedAt: new Date(r.created_at) }, now))
    .map((r) => r.id)
  const ended = await ids(db, `select o.id from orders o join hotel_orders h on h.order_id = o.id where o.status in ('Confirmed', 'CheckedIn') and h.departure_date < $1`, [today])
  for (const [list, action, remark] of [[arrived, 'checkIn', '已办理入住'], [ended, 'complete', '离店，订单完成']] as const) {
    for (const id of list) {
      await db.transaction(async (tx) => {
        const order = await findOrderById(tx, id, true)
        if (order) await transition(tx, hotel, order, action, SYSTEM_ACTOR, {}, remark)
      })
    }
  }
}

/** The simulated hotel agrees to every early departure: the nights given back are refunded to their source. */
async function settleEarlyDepartures(db: Db, hotel: ProductExtension, gateway: PaymentGateway) {
  const { rows } = await db.query<{ id: number; order_id: number }>(`select id, order_id from hotel_early_departures where status = 'Applied' order by id`)
  for (const application of rows) {
    const refund = await db.transaction(async (tx) => {
      const order = await findOrderById(tx, application.order_id, true)
      const { rows: locked } = await tx.query<{ expected_refund_fen: number }>(`select expected_refund_fen from hotel_early_departures where id = $1 and status = 'Applied' for update`, [application.id])
      if (!order || !locked[0]) return null
      await tx.query(`update hotel_early_departures set status = 'Approved' where id = $1`, [application.id])
      const amount = Math.min(locked[0].expected_refund_fen, order.paid_fen - order.refunded_fen)
      return { order, started: await startRefund(tx, order, amount) }
    })
    if (refund?.started && !refund.started.settled) await settlePersonalRefund(db, hotel, gateway, refund.order.id, refund.started)
  }
}

/** The hotel's own order jobs (run by the order jobs, decision 0104): check-in and completion, early departures. */
export async function sweepStays(db: Db, hotel: ProductExtension, gateway: PaymentGateway, now: Date): Promise<void> {
  await advanceStays(db, hotel, now)
  await settleEarlyDepartures(db, hotel, gateway)
}
