import type { Queryable } from '../../db/types'
import type { ApprovalLevel } from './approvalFlow'
import { hasTaskIn } from './approvalChain'

export type ApprovalRow = {
  approval_id: number
  approval_no: string
  order_id: number
  order_no: string
  enterprise_id: number
  applicant_member_id: number
  applicant_name: string
  status: 'pending' | 'approved' | 'rejected' | 'revoked'
  flow_name: string
  levels: ApprovalLevel[]
  current_level: number
  created_at: Date
  decided_at: Date | null
}

const SELECT = `select oa.approval_id, oa.approval_no, oa.order_id, o.order_no, a.enterprise_id, a.applicant_member_id, m.name as applicant_name,
    a.status, oa.flow_name, oa.levels, oa.current_level, a.created_at, oa.decided_at
  from order_approvals oa join approvals a on a.id = oa.approval_id join orders o on o.id = oa.order_id join members m on m.id = a.applicant_member_id`

export async function findApprovalByNo(db: Queryable, approvalNo: string, forUpdate = false): Promise<ApprovalRow | null> {
  const { rows } = await db.query<ApprovalRow>(`${SELECT} where oa.approval_no = $1${forUpdate ? ' for update of a' : ''}`, [approvalNo])
  return rows[0] ?? null
}

/** The order's latest approval. */
export async function findApprovalOfOrder(db: Queryable, orderId: number, forUpdate = false): Promise<ApprovalRow | null> {
  const { rows } = await db.query<ApprovalRow>(`${SELECT} where oa.order_id = $1 order by oa.approval_id desc limit 1${forUpdate ? ' for update of a' : ''}`, [orderId])
  return rows[0] ?? null
}

export type TaskRow = { id: number; approver_member_id: number; approver_name: string; step: number; status: 'pending' | 'approved' | 'rejected' | 'skipped'; comment: string; decided_at: Date | null }

export async function findTasks(db: Queryable, approvalId: number): Promise<TaskRow[]> {
  const { rows } = await db.query<TaskRow>(
    `select t.id, t.approver_member_id, m.name as approver_name, t.step, t.status, t.comment, t.decided_at
       from approval_tasks t join members m on m.id = t.approver_member_id where t.approval_id = $1 order by t.step, t.id`,
    [approvalId],
  )
  return rows
}

/** Whether the member is an approver of any level of the approval (may see it and its order). */
export const isApproverOf = (approval: ApprovalRow, memberId: number) => approval.levels.some((l) => l.approverMemberIds.includes(memberId))

/**
 * Whether the member sees the approval as an approver: one of its levels, or a task they hold or held, as whoever
 * handed their step on with 转交 (decision 0800).
 */
export async function seesAsApprover(db: Queryable, approval: ApprovalRow, memberId: number): Promise<boolean> {
  return isApproverOf(approval, memberId) || hasTaskIn(db, approval.approval_id, memberId)
}
