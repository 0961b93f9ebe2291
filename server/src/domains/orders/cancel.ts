import type { Db, Queryable } from '../../db/types'
import type { CancelOrderResult } from '../../../../types/api/order'
import type { Member } from '../../lib/caller'
import { refundOnCancel, type CancelRule } from '@domain/order/orderStatus'
import { invalidInput, notFound } from '../../lib/errors'
import { findApprovalOfOrder } from '../approvals/public'
import { REFUND_TO_TEXT, settlePersonalRefund, startRefund, type RefundGateway } from './refunds'
import { findOrder, type OrderRow } from './orderRow'
import type { OrderProducts } from './products'
import { SYSTEM_ACTOR, transition } from './transitions'

const MAX_REASON = 200

export function cancelRuleOf(order: OrderRow): CancelRule {
  return { type: order.cancel_type, freeCancelUntil: order.free_cancel_until ? order.free_cancel_until.toISOString() : null, penaltyFen: order.penalty_fen }
}

export const cancelContext = (order: OrderRow, now: Date) => ({ paidFen: order.paid_fen - order.refunded_fen, cancelRule: cancelRuleOf(order), now: now.toISOString() })

/** The booker's own order, or 4004. */
export async function ownOrder(db: Db, member: Member, orderNo: string): Promise<OrderRow> {
  const order = await findOrder(db, orderNo)
  if (!order || order.enterprise_id !== member.enterpriseId || order.booker_member_id !== member.memberId) throw notFound('订单不存在')
  return order
}

/**
 * Work a product does on the locked order before it is cancelled (a 退票 of its tickets): it re-checks what its
 * quote was made of (throwing when it changed meanwhile), marks its parts, and may set the penalty the cancel keeps.
 */
export type UnderLock = (tx: Queryable, order: OrderRow) => Promise<{ penaltyFen: number } | void>

/**
 * Cancels by the order's cancel rule: what the order holds goes back (its product's release), a pending
 * approval is withdrawn, and what is refunded goes back where it came from (enterprise account at once,
 * personal pay through the gateway).
 */
export async function cancelOrder(
  db: Db, products: OrderProducts, gateway: RefundGateway, member: Member, orderNo: string, reason: string, underLock?: UnderLock,
): Promise<CancelOrderResult> {
  const text = reason.trim()
  if (!text) throw invalidInput('请选择或填写取消原因')
  if (text.length > MAX_REASON) throw invalidInput(`取消原因最多${MAX_REASON}字`)
  const own = await ownOrder(db, member, orderNo)
  const product = products.of(own.product_type)
  const { rows } = await db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
  const applicant = { actor: 'applicant' as const, memberId: member.memberId, name: rows[0]?.name ?? '' }
  const now = new Date()
  const done = await db.transaction(async (tx) => {
    const found = await findOrder(tx, orderNo, true)
    if (!found) throw notFound('订单不存在')
    let order = found
    const set = underLock ? await underLock(tx, found) : undefined
    if (set) {
      // The penalty is decided on the locked order, in the cancel's own transaction (issue 31: parallel 退票).
      await tx.query('update orders set cancel_type = 2, free_cancel_until = null, penalty_fen = $2 where id = $1', [found.id, set.penaltyFen])
      order = { ...found, cancel_type: 2, free_cancel_until: null, penalty_fen: set.penaltyFen }
    }
    const context = cancelContext(order, now)
    const refundFen = refundOnCancel(order.status, 'applicant', context)
    const status = await transition(tx, product, order, 'cancel', applicant, context, text)
    if (order.status === 'PendingApproval') {
      const approval = await findApprovalOfOrder(tx, order.id, true)
      if (approval?.status === 'pending') {
        await tx.query(`update approvals set status = 'revoked' where id = $1`, [approval.approval_id])
        await tx.query(`update approval_tasks set status = 'skipped', decided_at = now() where approval_id = $1 and status = 'pending'`, [approval.approval_id])
      }
    }
    await product.release(tx, order)
    const refund = await startRefund(tx, order, refundFen)
    const finalStatus = refund?.settled && status === 'Refunding' ? await transition(tx, product, { id: order.id, status }, 'refund', SYSTEM_ACTOR) : status
    return { order, status: finalStatus, refund, penaltyFen: context.paidFen - refundFen }
  })
  let status = done.status
  if (done.refund && !done.refund.settled) {
    await settlePersonalRefund(db, product, gateway, done.order.id, done.refund)
    status = (await findOrder(db, orderNo))?.status ?? status
  }
  const destination = done.refund?.destination ?? 'none'
  return {
    OrderNo: orderNo,
    Status: status,
    PenaltyFen: done.refund || done.penaltyFen > 0 ? Math.max(done.penaltyFen, 0) : 0,
    RefundFen: done.refund?.amountFen ?? 0,
    RefundTo: destination,
    RefundToText: REFUND_TO_TEXT[destination],
  }
}
