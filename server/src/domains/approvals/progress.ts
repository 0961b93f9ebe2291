import type { Queryable } from '../../db/types'
import type { ApprovalProgress, ApprovalStep } from '../../../../types/api/order'
import { shanghaiIso } from '../../lib/time'
import { findTasks, type ApprovalRow } from './approvalRow'

export const APPROVAL_STATUS_TEXT: Record<ApprovalRow['status'], string> = { pending: '审批中', approved: '已通过', rejected: '已驳回', revoked: '已撤回' }

/** The approval's steps with who decided what, for the order detail and the approval detail. */
export async function approvalProgress(db: Queryable, approval: ApprovalRow): Promise<ApprovalProgress> {
  const tasks = await findTasks(db, approval.approval_id)
  const ids = [...new Set(approval.levels.flatMap((l) => l.approverMemberIds))]
  const { rows } = await db.query<{ id: number; name: string }>('select id, name from members where id = any($1::int[])', [ids])
  const nameOf = new Map(rows.map((r) => [r.id, r.name]))
  const steps = approval.levels.map((level): ApprovalStep => {
    const decided = tasks.find((t) => t.step === level.level && (t.status === 'approved' || t.status === 'rejected'))
    let status: ApprovalStep['Status'] = 'waiting'
    if (decided) status = decided.status === 'approved' ? 'approved' : 'rejected'
    else if (level.level === approval.current_level) status = approval.status === 'pending' ? 'pending' : approval.status === 'revoked' ? 'revoked' : 'waiting'
    return {
      Step: level.level,
      Name: level.name,
      ApproverNames: level.approverMemberIds.map((id) => nameOf.get(id) ?? ''),
      Status: status,
      ActedByName: decided?.approver_name ?? '',
      Comment: decided?.comment ?? '',
      ActedAt: decided?.decided_at ? shanghaiIso(decided.decided_at) : null,
    }
  })
  return { ApprovalNo: approval.approval_no, Status: approval.status, FlowName: approval.flow_name, Steps: steps }
}

/** What the approver who rejected said ('' when the approval was not rejected). */
export const rejectReasonOf = (progress: ApprovalProgress | null): string => progress?.Steps.find((s) => s.Status === 'rejected')?.Comment ?? ''
