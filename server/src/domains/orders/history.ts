import type { Queryable } from '../../db/types'
import type { OrderStatusHistoryEntry } from '../../../../types/api/order'
import { shanghaiIso } from '../../lib/time'

/** Every transition of the order, oldest first. */
export async function historyOf(db: Queryable, orderId: number): Promise<OrderStatusHistoryEntry[]> {
  const { rows } = await db.query<{ action: OrderStatusHistoryEntry['Action']; from_status: OrderStatusHistoryEntry['FromStatus']; to_status: OrderStatusHistoryEntry['ToStatus']; actor_name: string; actor: OrderStatusHistoryEntry['Actor']; remark: string; at: Date }>(
    'select action, from_status, to_status, actor_name, actor, remark, at from order_status_history where order_id = $1 order by id',
    [orderId],
  )
  return rows.map((r) => ({ Action: r.action, FromStatus: r.from_status, ToStatus: r.to_status, ActorName: r.actor_name, Actor: r.actor, Remark: r.remark, At: shanghaiIso(r.at) }))
}
