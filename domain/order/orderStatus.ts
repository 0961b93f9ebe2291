/**
 * The order state machine, as data. Imports nothing: the app offers and the server enforces the very
 * transitions of this file (docs/orders.md). Its unions are the contract's: types/api/order.ts re-exports them.
 */
import type { OrderStatus, OrderAction, OrderActor, OrderListTab } from '../../types/api/order'
export type { OrderStatus, OrderAction, OrderActor, OrderListTab } from '../../types/api/order'



/** null: the order does not exist yet (only 'submit' starts from there). */
export type FromStatus = OrderStatus | null

export type CancelRule = {
  /** 0 not cancellable once paid/confirmed, 1 free until freeCancelUntil then penaltyFen, 2 always penaltyFen. */
  type: 0 | 1 | 2
  /** ISO 8601 instant. */
  freeCancelUntil: string | null
  penaltyFen: number
}

/** What a transition may depend on. Omitted fields take the most permissive reading noted beside each. */
export type TransitionContext = {
  /** submit: the enterprise's flow requires approval (default false). */
  needApproval?: boolean
  /** submit, approve: amount to pay in the app; 0 (pay at the hotel) skips PendingPayment (default 0). */
  payAmountFen?: number
  /** approve: this approval is the flow's last step (default true). */
  isFinalApprovalStep?: boolean
  /** reject: the reason typed by the approver (required, non-blank). */
  reason?: string
  /** cancel: money paid so far (default 0). */
  paidFen?: number
  /** cancel after payment: the order's cancel rule (required for an applicant cancelling a paid order). */
  cancelRule?: CancelRule
  /** cancel, applyEarlyDeparture: now, ISO 8601 instant. */
  now?: string
  /** applyEarlyDeparture: the stay's departure date, YYYY-MM-DD; today (Shanghai) must be before it. */
  departureDate?: string
  /** applyEarlyDeparture: today in Shanghai, YYYY-MM-DD. */
  today?: string
}

export type Transition = {
  from: FromStatus
  action: OrderAction
  actors: readonly OrderActor[]
  /** Every status the action can lead to from `from` (which one: nextStatus). */
  to: readonly OrderStatus[]
}

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'PendingApproval',
  'Rejected',
  'PendingPayment',
  'Confirming',
  'Confirmed',
  'CheckedIn',
  'Completed',
  'Cancelled',
  'Refunding',
  'Refunded',
]

export const ORDER_ACTIONS: readonly OrderAction[] = [
  'submit',
  'approve',
  'reject',
  'revoke',
  'pay',
  'confirm',
  'checkIn',
  'cancel',
  'refund',
  'applyEarlyDeparture',
  'complete',
]

export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  PendingApproval: '待审批',
  Rejected: '审批驳回',
  PendingPayment: '待支付',
  Confirming: '待确认',
  Confirmed: '已确认',
  CheckedIn: '已入住',
  Completed: '已完成',
  Cancelled: '已取消',
  Refunding: '退款中',
  Refunded: '已退款',
}

export const ORDER_ACTION_TEXT: Readonly<Record<OrderAction, string>> = {
  submit: '提交订单',
  approve: '审批通过',
  reject: '审批驳回',
  revoke: '撤回审批',
  pay: '支付',
  confirm: '酒店确认',
  checkIn: '入住',
  cancel: '取消订单',
  refund: '退款完成',
  applyEarlyDeparture: '申请提前离店',
  complete: '订单完成',
}

/** Who confirms an order, by product (1 hotel, 5 flight, 6 train, 7 car, 8 takeout): the order tracking's 'confirm'. */
const CONFIRM_TEXT: Readonly<Record<number, string>> = { 1: '酒店确认', 5: '出票确认', 6: '出票确认', 7: '派车确认', 8: '商家接单' }

/** An order tracking entry's action as its product says it (a takeout order is confirmed by the restaurant, not a hotel). */
export function orderActionText(action: OrderAction, productType?: number): string {
  if (action === 'confirm' && productType !== undefined && CONFIRM_TEXT[productType]) return CONFIRM_TEXT[productType]
  return ORDER_ACTION_TEXT[action] ?? action
}

/** Statuses no action leads out of (except early departure, which keeps the status). */
export const TERMINAL_STATUSES: readonly OrderStatus[] = ['Rejected', 'Completed', 'Cancelled', 'Refunded']

const APPLICANT = ['applicant'] as const
const APPROVER = ['approver'] as const
const SYSTEM = ['system'] as const
const APPLICANT_OR_SYSTEM = ['applicant', 'system'] as const

export const TRANSITIONS: readonly Transition[] = [
  { from: null, action: 'submit', actors: APPLICANT, to: ['PendingApproval', 'PendingPayment', 'Confirming'] },
  { from: 'PendingApproval', action: 'approve', actors: APPROVER, to: ['PendingApproval', 'PendingPayment', 'Confirming'] },
  { from: 'PendingApproval', action: 'reject', actors: APPROVER, to: ['Rejected'] },
  { from: 'PendingApproval', action: 'revoke', actors: APPLICANT, to: ['Cancelled'] },
  { from: 'PendingApproval', action: 'cancel', actors: APPLICANT, to: ['Cancelled'] },
  { from: 'PendingPayment', action: 'pay', actors: APPLICANT, to: ['Confirming'] },
  // Unpaid past the deadline, the system cancels.
  { from: 'PendingPayment', action: 'cancel', actors: APPLICANT_OR_SYSTEM, to: ['Cancelled'] },
  { from: 'Confirming', action: 'confirm', actors: SYSTEM, to: ['Confirmed'] },
  // The hotel refusing the booking is a system cancel: full refund, no rule applies.
  { from: 'Confirming', action: 'cancel', actors: APPLICANT_OR_SYSTEM, to: ['Cancelled', 'Refunding'] },
  { from: 'Confirmed', action: 'cancel', actors: APPLICANT_OR_SYSTEM, to: ['Cancelled', 'Refunding'] },
  { from: 'Confirmed', action: 'checkIn', actors: SYSTEM, to: ['CheckedIn'] },
  { from: 'Confirmed', action: 'applyEarlyDeparture', actors: APPLICANT, to: ['Confirmed'] },
  { from: 'CheckedIn', action: 'applyEarlyDeparture', actors: APPLICANT, to: ['CheckedIn'] },
  { from: 'Confirmed', action: 'complete', actors: SYSTEM, to: ['Completed'] },
  { from: 'CheckedIn', action: 'complete', actors: SYSTEM, to: ['Completed'] },
  { from: 'Refunding', action: 'refund', actors: SYSTEM, to: ['Refunded'] },
]

export function findTransition(from: FromStatus, action: OrderAction): Transition | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.action === action)
}

/**
 * The penalty for cancelling now, in fen (never more than what was paid), or null when the rule forbids
 * cancelling. Inside the free window of a type-1 rule (now <= freeCancelUntil) it is 0.
 */
export function cancelPenaltyFen(rule: CancelRule, now: string, paidFen: number): number | null {
  if (rule.type === 0) return null
  if (rule.type === 1 && rule.freeCancelUntil !== null && Date.parse(now) <= Date.parse(rule.freeCancelUntil)) return 0
  return Math.min(Math.max(rule.penaltyFen, 0), Math.max(paidFen, 0))
}

/** Refund of a cancel now: paid minus the penalty; null when the rule forbids cancelling. */
export function cancelRefundFen(rule: CancelRule, now: string, paidFen: number): number | null {
  const penalty = cancelPenaltyFen(rule, now, paidFen)
  return penalty === null ? null : Math.max(paidFen, 0) - penalty
}

export type Verdict = { isAllowed: true } | { isAllowed: false; reason: string }

const ALLOWED: Verdict = { isAllowed: true }
const deny = (reason: string): Verdict => ({ isAllowed: false, reason })

/** Why an action is refused, in Chinese (the server answers it as Msg with code 4001). */
export function checkTransition(
  from: FromStatus,
  action: OrderAction,
  actor: OrderActor,
  context: TransitionContext = {},
): Verdict {
  const transition = findTransition(from, action)
  if (!transition) {
    if (action === 'pay' && from === 'Rejected') return deny('审批已驳回，订单不可支付')
    const label = from === null ? '订单不存在' : `订单${ORDER_STATUS_TEXT[from]}`
    return deny(`${label}，不能${ORDER_ACTION_TEXT[action]}`)
  }
  if (!transition.actors.includes(actor)) return deny(`无权${ORDER_ACTION_TEXT[action]}`)
  return checkGuard(transition, actor, context)
}

function checkGuard(transition: Transition, actor: OrderActor, context: TransitionContext): Verdict {
  const { action, from } = transition
  if (action === 'reject' && !(context.reason ?? '').trim()) return deny('请填写驳回原因')
  if (action === 'cancel' && actor === 'applicant' && (from === 'Confirming' || from === 'Confirmed')) {
    if (!context.cancelRule) return deny('缺少取消规则')
    if (context.cancelRule.type === 0) return deny('该订单不可取消')
  }
  if (action === 'applyEarlyDeparture' && context.today && context.departureDate && context.today >= context.departureDate) {
    return deny('已到离店日期，不能申请提前离店')
  }
  return ALLOWED
}

export function canTransition(
  from: FromStatus,
  action: OrderAction,
  actor: OrderActor,
  context: TransitionContext = {},
): boolean {
  return checkTransition(from, action, actor, context).isAllowed
}

/**
 * The status after `action`, or null when it is not allowed. Cancelling a paid order with money to give
 * back goes to Refunding (the 'refund' action then ends in Refunded); anything else to Cancelled.
 */
export function nextStatus(
  from: FromStatus,
  action: OrderAction,
  actor: OrderActor,
  context: TransitionContext = {},
): OrderStatus | null {
  if (!canTransition(from, action, actor, context)) return null
  const payAmountFen = context.payAmountFen ?? 0
  const afterApproval: OrderStatus = payAmountFen > 0 ? 'PendingPayment' : 'Confirming'
  switch (action) {
    case 'submit':
      return context.needApproval ? 'PendingApproval' : afterApproval
    case 'approve':
      return context.isFinalApprovalStep === false ? 'PendingApproval' : afterApproval
    case 'cancel':
      return refundOnCancel(from, actor, context) > 0 ? 'Refunding' : 'Cancelled'
    default:
      return (findTransition(from, action) as Transition).to[0]
  }
}

/** Money a cancel gives back: all of it for a system cancel, the rule's refund for the applicant. */
export function refundOnCancel(from: FromStatus, actor: OrderActor, context: TransitionContext): number {
  const paidFen = Math.max(context.paidFen ?? 0, 0)
  if (paidFen === 0 || (from !== 'Confirming' && from !== 'Confirmed')) return 0
  if (actor === 'system' || !context.cancelRule) return paidFen
  return cancelRefundFen(context.cancelRule, context.now ?? new Date().toISOString(), paidFen) ?? 0
}

/** The actions `actor` may take on an order in `status` now (buttons of the detail screen). */
export function allowedActions(status: OrderStatus, actor: OrderActor, context: TransitionContext = {}): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => canTransition(status, action, actor, context))
}

export function isTerminal(status: OrderStatus): boolean {
  return TERMINAL_STATUSES.includes(status)
}


/** Order-centre tabs and the statuses each shows ('all': every status). */
export const ORDER_TAB_STATUSES: Readonly<Record<OrderListTab, readonly OrderStatus[]>> = {
  all: ORDER_STATUSES,
  pendingApproval: ['PendingApproval'],
  pendingPayment: ['PendingPayment'],
  confirmed: ['Confirming', 'Confirmed', 'CheckedIn'],
  completed: ['Completed'],
  cancelled: ['Cancelled', 'Rejected', 'Refunding', 'Refunded'],
}
