import type { Db, Queryable } from '../../db/types'
import type { ApprovalActionResult } from '../../../../types/api/order'
import type { Member } from '../../lib/caller'
import { businessRule, forbidden, invalidInput, notFound } from '../../lib/errors'
import { openLevelTasks, pendingTaskOf as taskOfCurrentStep } from '../approvals/public'
import { findApprovalByNo, seesAsApprover, type ApprovalRow } from '../approvals/public'
import { transferStep } from '../approvals/public'
import { findOrderById, type OrderRow } from './orderRow'
import { startPayWindow } from './payWindow'
import type { OrderLine, OrderProducts } from './products'
import { transition, type Actor } from './transitions'

const MAX_REASON = 200

async function memberName(db: Queryable, memberId: number): Promise<string> {
  const { rows } = await db.query<{ name: string }>('select name from members where id = $1', [memberId])
  return rows[0]?.name ?? ''
}

/** The approval, visible to the member (applicant or an approver of its flow, same enterprise), locked. */
async function lockVisibleApproval(tx: Queryable, member: Member, approvalNo: string): Promise<{ approval: ApprovalRow; order: OrderRow }> {
  const approval = await findApprovalByNo(tx, approvalNo, true)
  if (!approval || approval.enterprise_id !== member.enterpriseId) throw notFound('审批单不存在')
  if (approval.applicant_member_id !== member.memberId && !(await seesAsApprover(tx, approval, member.memberId))) throw notFound('审批单不存在')
  const order = await findOrderById(tx, approval.order_id, true)
  if (!order) throw notFound('订单不存在')
  return { approval, order }
}

/** The caller's task at the current step; never the applicant's own (decision 0541). */
async function pendingTaskOf(tx: Queryable, approval: ApprovalRow, memberId: number): Promise<number> {
  if (approval.status !== 'pending') throw businessRule('该审批已处理')
  return taskOfCurrentStep(tx, approval.approval_id, approval.current_level, memberId)
}

/** Decides the task and keeps the order's line as first decided, for the approvers' 我已审批 (decision 0640). */
async function decideTask(tx: Queryable, approval: ApprovalRow, taskId: number, status: 'approved' | 'rejected', comment: string, line: OrderLine | undefined) {
  await tx.query(`update approval_tasks set status = $2, comment = $3, decided_at = now() where id = $1`, [taskId, status, comment])
  if (line) await tx.query('update order_approvals set decided_line = $2 where approval_id = $1 and decided_line is null', [approval.approval_id, JSON.stringify(line)])
  await tx.query(`update approval_tasks set status = 'skipped', decided_at = now() where approval_id = $1 and step = $2 and status = 'pending'`, [approval.approval_id, approval.current_level])
}

async function closeApproval(tx: Queryable, approval: ApprovalRow, status: 'approved' | 'rejected' | 'revoked') {
  await tx.query('update approvals set status = $2 where id = $1', [approval.approval_id, status])
  await tx.query('update order_approvals set decided_at = now() where approval_id = $1', [approval.approval_id])
  await tx.query(`update approval_tasks set status = 'skipped', decided_at = now() where approval_id = $1 and status = 'pending'`, [approval.approval_id])
}

const result = (approval: ApprovalRow, approvalStatus: ApprovalRow['status'], orderStatus: ApprovalActionResult['OrderStatus']): ApprovalActionResult => ({
  ApprovalNo: approval.approval_no,
  ApprovalStatus: approvalStatus,
  OrderNo: approval.order_no,
  OrderStatus: orderStatus,
})

/** Approves the caller's pending step; the last step moves the order on (to payment or its supplier's confirmation). */
export async function approve(db: Db, products: OrderProducts, member: Member, approvalNo: string, comment: string): Promise<ApprovalActionResult> {
  const name = await memberName(db, member.memberId)
  const actor: Actor = { actor: 'approver', memberId: member.memberId, name }
  const done = await db.transaction(async (tx) => {
    const { approval, order } = await lockVisibleApproval(tx, member, approvalNo)
    const product = products.of(order.product_type)
    const taskId = await pendingTaskOf(tx, approval, member.memberId)
    await decideTask(tx, approval, taskId, 'approved', comment.trim(), (await product.lines(tx, [order.id])).get(order.id))
    const next = approval.levels.find((l) => l.level === approval.current_level + 1)
    if (next) {
      await tx.query('update order_approvals set current_level = $2 where approval_id = $1', [approval.approval_id, next.level])
      await openLevelTasks(tx, approval.approval_id, approval.enterprise_id, next)
      const status = await transition(tx, product, order, 'approve', actor, { isFinalApprovalStep: false, payAmountFen: order.pay_amount_fen }, comment.trim())
      return { approval, approvalStatus: 'pending' as const, status, order }
    }
    await closeApproval(tx, approval, 'approved')
    const status = await transition(tx, product, order, 'approve', actor, { isFinalApprovalStep: true, payAmountFen: order.pay_amount_fen }, comment.trim())
    if (status === 'PendingPayment') await startPayWindow(tx, order.id)
    return { approval, approvalStatus: 'approved' as const, status, order }
  })
  const status = done.status === 'Confirming' ? await products.of(done.order.product_type).confirm(db, done.order.id) : done.status
  return result(done.approval, done.approvalStatus, status)
}

/**
 * 转交 (decision 0800): as for bills, loans and applications (transferStep), the caller's pending task closes
 * (skipped, 转交给…) and the named member takes their place in the level, finds it in 待审批 and decides it. The
 * order does not move. The approval row is locked first (lockVisibleApproval), so a 通过 sent at the same time
 * queues behind it and finds its task gone (4003), or the other way round.
 */
export async function transfer(db: Db, member: Member, approvalNo: string, toMemberId: number, comment: string): Promise<ApprovalActionResult> {
  return db.transaction(async (tx) => {
    const { approval, order } = await lockVisibleApproval(tx, member, approvalNo)
    const taskId = await pendingTaskOf(tx, approval, member.memberId)
    const chain = {
      table: 'order_approvals' as const, approvalId: approval.approval_id, enterpriseId: approval.enterprise_id,
      applicantMemberId: approval.applicant_member_id, levels: approval.levels, currentLevel: approval.current_level,
    }
    await transferStep(tx, chain, taskId, member.memberId, toMemberId, comment.trim())
    return result(approval, 'pending', order.status)
  })
}

/** Rejects with a reason: the order ends Rejected (never payable) and what it holds goes back. */
export async function reject(db: Db, products: OrderProducts, member: Member, approvalNo: string, reason: string): Promise<ApprovalActionResult> {
  const text = reason.trim()
  if (!text) throw invalidInput('请填写驳回原因')
  if (text.length > MAX_REASON) throw invalidInput(`驳回原因最多${MAX_REASON}字`)
  const name = await memberName(db, member.memberId)
  return db.transaction(async (tx) => {
    const { approval, order } = await lockVisibleApproval(tx, member, approvalNo)
    const product = products.of(order.product_type)
    const taskId = await pendingTaskOf(tx, approval, member.memberId)
    await decideTask(tx, approval, taskId, 'rejected', text, (await product.lines(tx, [order.id])).get(order.id))
    await closeApproval(tx, approval, 'rejected')
    const status = await transition(tx, product, order, 'reject', { actor: 'approver', memberId: member.memberId, name }, { reason: text }, text)
    await product.release(tx, order)
    return result(approval, 'rejected', status)
  })
}

/** The applicant takes the request back while it is pending: the order is cancelled. */
export async function revoke(db: Db, products: OrderProducts, member: Member, approvalNo: string, reason: string): Promise<ApprovalActionResult> {
  const name = await memberName(db, member.memberId)
  return db.transaction(async (tx) => {
    const { approval, order } = await lockVisibleApproval(tx, member, approvalNo)
    if (approval.applicant_member_id !== member.memberId) throw forbidden('只有申请人可以撤回审批')
    if (approval.status !== 'pending') throw businessRule('审批已处理，无法撤回')
    await closeApproval(tx, approval, 'revoked')
    const product = products.of(order.product_type)
    const status = await transition(tx, product, order, 'revoke', { actor: 'applicant', memberId: member.memberId, name }, {}, reason.trim())
    await product.release(tx, order)
    return result(approval, 'revoked', status)
  })
}
