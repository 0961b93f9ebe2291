/**
 * The order words every product's types use (status, approval progress), apart from order.ts so that a product's
 * types and the order core's (which name every product's detail) do not import each other.
 */
import type { InstantString } from './envelope'

export type OrderStatus =
  | 'PendingApproval'
  | 'Rejected'
  | 'PendingPayment'
  | 'Confirming'
  | 'Confirmed'
  | 'CheckedIn'
  | 'Completed'
  | 'Cancelled'
  | 'Refunding'
  | 'Refunded'

export type ApprovalStepStatus = 'waiting' | 'pending' | 'approved' | 'rejected' | 'revoked'

export type ApprovalStep = {
  Step: number
  /** '部门负责人审批' */
  Name: string
  /** Names of the approvers of this step. */
  ApproverNames: string[]
  Status: ApprovalStepStatus
  /** Who acted (approved or rejected), '' while waiting. */
  ActedByName: string
  Comment: string
  ActedAt: InstantString | null
}

export type ApprovalProgress = {
  ApprovalNo: string
  /** 'pending' 审批中, 'approved' 已通过, 'rejected' 已驳回, 'revoked' 已撤回 */
  Status: 'pending' | 'approved' | 'rejected' | 'revoked'
  FlowName: string
  Steps: ApprovalStep[]
}
