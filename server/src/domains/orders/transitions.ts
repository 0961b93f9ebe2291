import type { Queryable } from '../../db/types'
import type { OrderAction, OrderActor, OrderStatus } from '../../../../types/api/order'
import { checkTransition, nextStatus, ORDER_STATUS_TEXT, ORDER_TAB_STATUSES, type TransitionContext } from '@domain/order/orderStatus'
import { businessRule } from '../../lib/errors'
import { isStatusOf, type ProductExtension } from './products'

/** Statuses the member's trips show (common api/order/GetTripList): confirmed (of any product) and completed. */
const TRIP_STATUSES: readonly OrderStatus[] = [...ORDER_TAB_STATUSES.confirmed, ...ORDER_TAB_STATUSES.completed]

export type Actor = { actor: OrderActor; memberId: number | null; name: string }
export const SYSTEM_ACTOR: Actor = { actor: 'system', memberId: null, name: '系统' }

/**
 * Moves an order by the shared state machine (domain/order/orderStatus.ts) or refuses with 4001 and its
 * Chinese reason (also when the status is not one of the order's product); writes the new status and the
 * history entry in the caller's transaction, and closes the order's open payments once it leaves 待支付.
 */
export async function transition(
  tx: Queryable,
  product: ProductExtension,
  order: { id: number; status: OrderStatus | null },
  action: OrderAction,
  by: Actor,
  context: TransitionContext = {},
  remark = '',
): Promise<OrderStatus> {
  const verdict = checkTransition(order.status, action, by.actor, context)
  if (!verdict.isAllowed) throw businessRule(verdict.reason)
  const to = nextStatus(order.status, action, by.actor, context) as OrderStatus
  if (!isStatusOf(product, to)) throw businessRule(`${product.name}订单不支持${ORDER_STATUS_TEXT[to]}`)
  // An order that only carries a charge for another (a 改签补款 order) is never a trip: the order it pays for is (decision 0640).
  await tx.query('update orders set status = $2, status_name = $3, is_trip = $4 and not is_charge_only where id = $1', [order.id, to, ORDER_STATUS_TEXT[to], TRIP_STATUSES.includes(to)])
  // Paid (another way), cancelled or timed out: a personal payment still open can no longer be settled (issue 31, item 3).
  if (order.status === 'PendingPayment' && to !== 'PendingPayment') {
    await tx.query(`update payments set status = 'closed' where order_id = $1 and status = 'paying'`, [order.id])
  }
  await recordHistory(tx, order.id, action, order.status, to, by, remark)
  return to
}

export async function recordHistory(
  tx: Queryable,
  orderId: number,
  action: OrderAction,
  from: OrderStatus | null,
  to: OrderStatus,
  by: Actor,
  remark = '',
): Promise<void> {
  await tx.query(
    `insert into order_status_history (order_id, action, from_status, to_status, actor, actor_member_id, actor_name, remark)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [orderId, action, from, to, by.actor, by.memberId, by.name, remark],
  )
}

export const isTripStatus = (status: OrderStatus) => TRIP_STATUSES.includes(status)
