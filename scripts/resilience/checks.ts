import type pg from 'pg'
import type { Acknowledged, Initial } from './load'

const HOLDING = ['PendingApproval', 'PendingPayment', 'Confirming', 'Confirmed', 'CheckedIn', 'Completed']
const CANCELLED = ['Cancelled', 'Refunding', 'Refunded']

/** What the database holds against what the clients were told, and the invariants no failure may break. */
export async function checkDatabase(db: pg.Pool, acknowledged: Acknowledged, initial: Initial): Promise<Record<string, number>> {
  const one = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params)).rows[0]?.n ?? 0)

  const missingBookings = await one('select count(*) as n from unnest($1::text[]) as a(no) where not exists (select 1 from orders o where o.order_no = a.no)', [[...acknowledged.bookings]])
  const missingPayments = await one(
    `select count(*) as n from unnest($1::text[]) as a(no)
      where not exists (select 1 from orders o join payments p on p.order_id = o.id where o.order_no = a.no and p.status = 'paid')`,
    [[...acknowledged.payments]],
  )
  const missingCancels = await one('select count(*) as n from unnest($1::text[]) as a(no) where not exists (select 1 from orders o where o.order_no = a.no and o.status = any($2))', [[...acknowledged.cancels], CANCELLED])

  const roomIds = [...initial.rooms.keys()]
  const { rows: nights } = await db.query<{ room_id: number; available: number; held: string }>(
    `select n.room_id, n.available,
            (select coalesce(sum(h.room_count), 0) from hotel_orders h join orders o on o.id = h.order_id
              where h.room_id = n.room_id and h.arrival_date <= n.night and h.departure_date > n.night and o.status = any($3)) as held
       from hotel_room_nights n where n.room_id = any($1) and n.night = $2`,
    [roomIds, initial.night, HOLDING],
  )
  const oversold = nights.filter((n) => n.available < 0).length
  // Rooms held by orders made before the run are in the initial count already.
  const { rows: before } = await db.query<{ room_id: number; held: string }>(
    `select h.room_id, coalesce(sum(h.room_count), 0) as held from hotel_orders h join orders o on o.id = h.order_id
      where h.room_id = any($1) and h.arrival_date <= $2 and h.departure_date > $2 and o.status = any($3) and o.created_at < $4 group by h.room_id`,
    [roomIds, initial.night, HOLDING, initial.startedAt],
  )
  const heldBefore = new Map(before.map((r) => [r.room_id, Number(r.held)]))
  const unreconciled = nights.filter((n) => (initial.rooms.get(n.room_id) ?? 0) + (heldBefore.get(n.room_id) ?? 0) - Number(n.held) !== n.available).length

  const doubleCharged = await one(`select count(*) as n from (select order_id from payments where status = 'paid' group by order_id having count(*) > 1) x`)
  const doubleRefunded = await one(
    `select count(*) as n from (
       select r.order_id from refunds r group by r.order_id
       having count(*) > 1 or sum(r.amount_fen) > (select coalesce(sum(p.amount_fen), 0) from payments p where p.order_id = r.order_id and p.status = 'paid')) x`,
  )
  const { rows: money } = await db.query<{ paid: string; refunded: string; balance: string }>(
    `select
       (select coalesce(sum(p.amount_fen), 0) from payments p join orders o on o.id = p.order_id
         where p.method = 'enterprise' and p.status = 'paid' and o.enterprise_id = $1 and p.created_at >= $2) as paid,
       (select coalesce(sum(r.amount_fen), 0) from refunds r join orders o on o.id = r.order_id
         where r.destination = 'enterprise' and r.status = 'refunded' and o.enterprise_id = $1 and r.created_at >= $2) as refunded,
       (select account_balance_fen from enterprises where id = $1) as balance`,
    [initial.enterpriseId, initial.startedAt],
  )
  const balanceOff = Math.abs(initial.balanceFen - Number(money[0].paid) + Number(money[0].refunded) - Number(money[0].balance))
  const jobsTwice = await one(
    `select count(*) as n from (select order_id, action, to_status from order_status_history where actor = 'system'
       group by order_id, action, to_status having count(*) > 1) x`,
  )
  const jobRuns = await one(`select count(*) as n from order_status_history where actor = 'system' and at >= $1`, [initial.startedAt])

  return {
    'acknowledged writes missing': missingBookings + missingPayments + missingCancels,
    'rooms oversold': oversold,
    'room counts not reconciled': unreconciled,
    'orders double-charged': doubleCharged,
    'orders double-refunded': doubleRefunded,
    'enterprise balance off by (fen)': balanceOff,
    'order job transitions': jobRuns,
    'jobs run more than once': jobsTwice,
  }
}
