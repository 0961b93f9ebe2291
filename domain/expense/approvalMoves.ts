import type { AddApproverPosition } from '../../types/api/expense'
export type { AddApproverPosition } from '../../types/api/expense'

/** A step of an approval as the details show it (bills and loans). */
export type ShownStep = { Level: number; Name: string; ApproverNames: string[]; State: 'waiting' | 'current' | 'approved' | 'rejected' }

/** A place 退回 may send a request to: an earlier step (Level ≥ 1) or its applicant (0). */
export type ReturnTarget = { level: number; label: string }

/**
 * Where the current approver may send the request back (decision 0700): its applicant, then each step before the
 * current one, in order. [] when no step is current (nothing to send back).
 */
export function returnTargets(steps: readonly ShownStep[]): ReturnTarget[] {
  const current = steps.find((s) => s.State === 'current')
  if (!current) return []
  return [
    { level: 0, label: '申请人（修改后重新提交）' },
    ...steps.filter((s) => s.Level < current.Level).map((s) => ({ level: s.Level, label: `第${s.Level}步 ${s.Name}（${s.ApproverNames.join('、')}）` })),
  ]
}

export const ADD_POSITIONS: readonly { key: AddApproverPosition; label: string }[] = [
  { key: 'before', label: '在我之前审批' },
  { key: 'after', label: '在我之后审批' },
]
