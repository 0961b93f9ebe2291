import type { ApprovalListTab } from '@api/order'

export type ApprovalTab = { key: ApprovalListTab; title: string }

const APPROVER_TABS: readonly ApprovalTab[] = [
  { key: 'pending', title: '待我审批' },
  { key: 'processed', title: '我已审批' },
  { key: 'mine', title: '我的申请' },
]

/** Approvers see their to-do, what they handled and their own requests; others only their own requests. */
export function approvalTabs(isApprover: boolean): readonly ApprovalTab[] {
  return isApprover ? APPROVER_TABS : APPROVER_TABS.filter((tab) => tab.key === 'mine')
}

/** The tab a screen opens on: the one asked for when offered, else the first. */
export function initialApprovalTab(isApprover: boolean, asked?: string): ApprovalListTab {
  const tabs = approvalTabs(isApprover)
  return tabs.find((tab) => tab.key === asked)?.key ?? tabs[0].key
}

export const APPROVAL_PAGE_SIZE = 10

/** A reject reason must say something; 200 characters at most (the server's limit). */
export const REJECT_REASON_MAX = 200
export function rejectReasonError(reason: string): string {
  const text = reason.trim()
  if (!text) return '请填写驳回原因'
  if (text.length > REJECT_REASON_MAX) return `驳回原因不能超过${REJECT_REASON_MAX}字`
  return ''
}
