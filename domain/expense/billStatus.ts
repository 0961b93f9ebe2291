/**
 * The expense bill state machine, as data (decision 0180). Imports nothing: the app offers and the server
 * enforces the very transitions of this file, for every bill kind (reimbursement, loan, repayment).
 */
import type { BillStatus } from '../../types/api/expense'
export type { BillStatus } from '../../types/api/expense'

export type BillAction = 'submit' | 'approve' | 'finalApprove' | 'reject' | 'revoke' | 'pay' | 'edit'

export type BillActor = 'applicant' | 'approver' | 'finance'

export const BILL_STATUS_TEXT: Record<BillStatus, string> = {
  Draft: '草稿',
  Approving: '审批中',
  Rejected: '已驳回',
  Revoked: '已撤回',
  Approved: '待支付',
  Paid: '已支付',
}

type Transition = { from: readonly BillStatus[]; to: BillStatus; by: BillActor }

const TRANSITIONS: Record<BillAction, Transition> = {
  submit: { from: ['Draft', 'Rejected', 'Revoked'], to: 'Approving', by: 'applicant' },
  edit: { from: ['Draft', 'Rejected', 'Revoked'], to: 'Draft', by: 'applicant' },
  approve: { from: ['Approving'], to: 'Approving', by: 'approver' },
  finalApprove: { from: ['Approving'], to: 'Approved', by: 'approver' },
  reject: { from: ['Approving'], to: 'Rejected', by: 'approver' },
  revoke: { from: ['Approving'], to: 'Revoked', by: 'applicant' },
  pay: { from: ['Approved'], to: 'Paid', by: 'finance' },
}

/** The status after `action` from `from` by `actor`, or null when the machine does not allow it. */
export function nextBillStatus(from: BillStatus, action: BillAction, actor: BillActor): BillStatus | null {
  const rule = TRANSITIONS[action]
  return rule.by === actor && rule.from.includes(from) ? rule.to : null
}

/** The applicant's own actions offered on a bill in `status`. */
export function applicantActions(status: BillStatus): BillAction[] {
  return (['submit', 'edit', 'revoke'] as const).filter((action) => nextBillStatus(status, action, 'applicant') !== null)
}

export const isEditableBill = (status: BillStatus): boolean => nextBillStatus(status, 'edit', 'applicant') !== null

/**
 * How a cost reads by the bill that claims it (issue 35): nothing while free in the account book; 已报销 once the
 * bill is paid, 报销中 while it is approving or approved, 未报销 when it came back (rejected, revoked) or is a draft.
 */
export function costClaimText(billNo: string, billStatus: BillStatus | ''): '' | '未报销' | '报销中' | '已报销' {
  if (!billNo) return ''
  if (billStatus === 'Paid') return '已报销'
  return billStatus === 'Approving' || billStatus === 'Approved' ? '报销中' : '未报销'
}
