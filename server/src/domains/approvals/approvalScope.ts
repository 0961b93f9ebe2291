import type { Queryable } from '../../db/types'
import type { Member } from '../../lib/caller'

/**
 * The one definition of "my approvals" shared by the approval list (GetApprovalOrderList) and the to-do
 * count (GetToDoApprovalSummary): the home's 待我审批 and the list's 待审批 tab can never disagree.
 * Parameters: $1 enterprise id, $2 member id.
 */
export const APPROVAL_LIST_FROM = `from order_approvals oa join approvals a on a.id = oa.approval_id join orders o on o.id = oa.order_id
       join members m on m.id = a.applicant_member_id`

export const APPROVAL_SCOPES = {
  pending: `exists (select 1 from approval_tasks t where t.approval_id = a.id and t.approver_member_id = $2 and t.status = 'pending') and a.status = 'pending'`,
  processed: `exists (select 1 from approval_tasks t where t.approval_id = a.id and t.approver_member_id = $2 and t.status in ('approved', 'rejected'))`,
  mine: 'a.applicant_member_id = $2',
} as const

/**
 * The count's rows: APPROVAL_LIST_FROM without its joins to orders and members, which are not-null foreign keys
 * (order_approvals.order_id, approvals.applicant_member_id) and so never drop a row; with hundreds of pending
 * approvals they were most of the count's time (the bench's growth run).
 */
const APPROVAL_COUNT_FROM = 'from order_approvals oa join approvals a on a.id = oa.approval_id'

/** How many rows the approver's 待审批 tab lists. */
export async function countPendingApprovals(db: Queryable, member: Member): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n ${APPROVAL_COUNT_FROM} where a.enterprise_id = $1 and ${APPROVAL_SCOPES.pending}`,
    [member.enterpriseId, member.memberId],
  )
  return rows[0].n
}
