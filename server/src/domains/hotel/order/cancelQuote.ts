import type { GetCancelRuleData } from '../../../../../types/api/hotel'
import { cancelPenaltyFen, checkTransition, refundOnCancel } from '@domain/order/orderStatus'
import { shanghaiIso } from '../../../lib/time'
import { describeCancelTerms } from '../cancelPolicy'
import { cancelContext } from '../../orders/public'
import type { OrderRow } from '../../orders/public'

export const CANCEL_REASONS = ['行程变更', '预订信息有误', '找到更合适的酒店', '酒店无法安排入住', '其他原因']

/** The cancel terms of a hotel order in Chinese. */
export const describeOrderCancel = (order: OrderRow) =>
  describeCancelTerms({ type: order.cancel_type, freeCancelUntil: order.free_cancel_until, penaltyFen: order.penalty_fen })

/** What cancelling the order now would cost and give back (hotel GetCancelRule). */
export function cancelQuote(order: OrderRow, now: Date): GetCancelRuleData {
  const context = cancelContext(order, now)
  const verdict = checkTransition(order.status, 'cancel', 'applicant', context)
  const paid = context.paidFen
  const refund = verdict.isAllowed ? refundOnCancel(order.status, 'applicant', context) : 0
  const isPaidStage = order.status === 'Confirming' || order.status === 'Confirmed'
  const penalty = verdict.isAllowed && isPaidStage ? (cancelPenaltyFen(context.cancelRule, context.now, paid) ?? 0) : 0
  return {
    IsCancellable: verdict.isAllowed,
    PenaltyFen: penalty,
    RefundFen: refund,
    FreeCancelUntil: order.free_cancel_until ? shanghaiIso(order.free_cancel_until) : null,
    Description: verdict.isAllowed ? describeOrderCancel(order) : verdict.reason,
    Reasons: CANCEL_REASONS,
  }
}
