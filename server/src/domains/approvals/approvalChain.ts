import type { Queryable } from '../../db/types'
import { businessRule, forbidden } from '../../lib/errors'

/** One level of an approval chain: its approvers, any one of whom decides the level. */
export type ApprovalLevel = { level: number; name: string; approverMemberIds: number[] }

export const OWN_REQUEST = '不能审批本人提交的申请'
export const NO_OTHER_APPROVER = '审批流程中没有本人以外的审批人，请联系企业管理员设置审批人'
export const MANAGER_LEVEL = '企业管理员审批'

/**
 * The chain a request of `applicantMemberId` goes through (decision 0541): the flow's levels, in order, with
 * the applicant taken out of every level, since no one approves their own order, bill, loan or application. A
 * level left with no approver is skipped: the request goes to the next approver. When the applicant was the
 * flow's only approver, the enterprise's managers approve (one level, 企业管理员审批); with none, the request is
 * refused (4001). Levels are numbered from 1. A flow with no level answers [] (no approval needed).
 */
export async function approvalChain(
  db: Queryable,
  enterpriseId: number,
  applicantMemberId: number,
  levels: readonly { name: string; approverMemberIds: readonly number[] }[],
): Promise<ApprovalLevel[]> {
  if (levels.length === 0) return []
  const others = levels
    .map((l) => ({ name: l.name, approverMemberIds: [...new Set(l.approverMemberIds)].filter((id) => id !== applicantMemberId) }))
    .filter((l) => l.approverMemberIds.length > 0)
  if (others.length > 0) return others.map((l, index) => ({ level: index + 1, ...l }))
  const { rows } = await db.query<{ id: number }>(
    `select id from members where enterprise_id = $1 and is_manage and status = 'active' and id <> $2 order by id`,
    [enterpriseId, applicantMemberId],
  )
  if (rows.length === 0) throw businessRule(NO_OTHER_APPROVER)
  return [{ level: 1, name: MANAGER_LEVEL, approverMemberIds: rows.map((r) => r.id) }]
}

/** Opens a level: one pending task for each of its approvers. */
export async function openLevelTasks(tx: Queryable, approvalId: number, enterpriseId: number, level: ApprovalLevel): Promise<void> {
  for (const approverId of level.approverMemberIds) {
    await tx.query(
      'insert into approval_tasks (approval_id, enterprise_id, approver_member_id, step) values ($1, $2, $3, $4)',
      [approvalId, enterpriseId, approverId, level.level],
    )
  }
}

/**
 * Starts the approval of a request of any kind (order, expenseBill, loanBill, travelApply, dailyApply): the
 * `approvals` row, the chain without the applicant (approvalChain) and its first level's tasks. Answers the
 * approval's id and its levels, for the kind's own table. Call inside the request's transaction, with levels.
 */
export async function startApproval(
  tx: Queryable,
  request: { enterpriseId: number; applicantMemberId: number; kind: string; title: string; amountFen: number; flowId?: number | null },
  levels: readonly { name: string; approverMemberIds: readonly number[] }[],
): Promise<{ approvalId: number; levels: ApprovalLevel[] }> {
  const chain = await approvalChain(tx, request.enterpriseId, request.applicantMemberId, levels)
  if (chain.length === 0) throw new Error('startApproval needs at least one level')
  const { rows } = await tx.query<{ id: number }>(
    `insert into approvals (enterprise_id, applicant_member_id, flow_id, kind, title, amount_fen) values ($1, $2, $3, $4, $5, $6) returning id`,
    [request.enterpriseId, request.applicantMemberId, request.flowId ?? null, request.kind, request.title, request.amountFen],
  )
  await openLevelTasks(tx, rows[0].id, request.enterpriseId, chain[0])
  return { approvalId: rows[0].id, levels: chain }
}

/**
 * The caller's pending task at the approval's current step, for approving or rejecting it. The applicant is
 * refused (4003 不能审批本人提交的申请) even when a task of theirs exists (an approval opened before the rule);
 * anyone else without a pending task at that step is not its approver (4003).
 */
export async function pendingTaskOf(tx: Queryable, approvalId: number, step: number, memberId: number): Promise<number> {
  const { rows } = await tx.query<{ applicant_member_id: number; task_id: number | null }>(
    `select a.applicant_member_id,
            (select t.id from approval_tasks t
              where t.approval_id = a.id and t.approver_member_id = $2 and t.step = $3 and t.status = 'pending' order by t.id limit 1) as task_id
       from approvals a where a.id = $1`,
    [approvalId, memberId, step],
  )
  if (rows[0]?.applicant_member_id === memberId) throw forbidden(OWN_REQUEST)
  if (!rows[0]?.task_id) throw forbidden('您不是当前步骤的审批人')
  return rows[0].task_id
}

/** Whether the member may decide the approval's current step now: a pending task there, and not the applicant. */
export async function mayDecide(db: Queryable, approvalId: number, step: number, memberId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from approval_tasks t join approvals a on a.id = t.approval_id
      where t.approval_id = $1 and t.approver_member_id = $2 and t.step = $3 and t.status = 'pending' and a.status = 'pending'
        and a.applicant_member_id <> $2`,
    [approvalId, memberId, step],
  )
  return rowCount > 0
}

/**
 * Whether the member holds or held a task of the approval: someone a step was handed to (转交) or added (加签)
 * after the chain was read, or who handed theirs on. For the kinds that show a request to the approvers of its
 * levels (orders, travel applications), so that whoever handed a step on still sees it (decision 0800).
 */
export async function hasTaskIn(db: Queryable, approvalId: number, memberId: number): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from approval_tasks where approval_id = $1 and approver_member_id = $2 limit 1', [approvalId, memberId])
  return rowCount > 0
}
