import type { Queryable } from '../../db/types'
import { flightTravelOf, type OrderTravel } from '../flight/public'

/**
 * Where insured legs come from: a flight order's own segments through the flight domain's provider; any
 * other product (train) as one leg read from the order core (title, times, travellers).
 */
export async function travelOf(db: Queryable, order: { id: number; product_type: number }): Promise<OrderTravel> {
  if (order.product_type === 5) return flightTravelOf(db, order.id)
  const { rows } = await db.query<{ title: string; description: string; start_time: Date; end_time: Date; traveller_name: string; status: string }>(
    'select title, description, start_time, end_time, traveller_name, status from orders where id = $1', [order.id])
  const o = rows[0]
  if (!o) return { legs: [], travellers: [] }
  return {
    legs: [{ seq: 1, text: `${o.title} ${o.description}`.trim(), startsAt: o.start_time, endsAt: o.end_time, isActive: !['Cancelled', 'Refunding', 'Refunded'].includes(o.status) }],
    travellers: o.traveller_name.split(/[，,]/).map((n) => n.trim()).filter(Boolean),
  }
}
