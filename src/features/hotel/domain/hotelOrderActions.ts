import { cancelPenaltyFen, canTransition, type CancelRule, type OrderStatus } from '@domain/order/orderStatus'

/** The fields of a hotel order detail (types/api/order.ts HotelOrderDetail) the buttons depend on. */
export type OrderForActions = {
  Status: OrderStatus
  PaidFen: number
  DepartureDate: string
  CancelRule: { Type: 0 | 1 | 2; FreeCancelUntil: string | null; PenaltyFen: number }
  Approval: { Status: string } | null
  Actions: { CanPay: boolean; CanCancel: boolean; CanRevoke: boolean; CanApplyEarlyDeparture: boolean; CanViewVoucher: boolean }
}

export type HotelOrderButton = 'pay' | 'cancel' | 'revoke' | 'earlyDeparture' | 'voucher'

export function toCancelRule(rule: OrderForActions['CancelRule']): CancelRule {
  return { type: rule.Type, freeCancelUntil: rule.FreeCancelUntil, penaltyFen: rule.PenaltyFen }
}

const VOUCHER_STATUSES: readonly OrderStatus[] = ['Confirmed', 'CheckedIn', 'Completed']

/**
 * Buttons of the hotel order detail, in display order: shown only when the server allows it for this member
 * (Actions) and the state machine allows it from the current status.
 */
export function hotelOrderButtons(order: OrderForActions, now: string, today: string): HotelOrderButton[] {
  const context = { cancelRule: toCancelRule(order.CancelRule), paidFen: order.PaidFen, now, today, departureDate: order.DepartureDate }
  const can = (action: Parameters<typeof canTransition>[1]) => canTransition(order.Status, action, 'applicant', context)
  const buttons: HotelOrderButton[] = []
  if (order.Actions.CanRevoke && order.Approval?.Status === 'pending' && can('revoke')) buttons.push('revoke')
  if (order.Actions.CanCancel && can('cancel')) buttons.push('cancel')
  if (order.Actions.CanApplyEarlyDeparture && can('applyEarlyDeparture')) buttons.push('earlyDeparture')
  if (order.Actions.CanViewVoucher && VOUCHER_STATUSES.includes(order.Status)) buttons.push('voucher')
  if (order.Actions.CanPay && can('pay')) buttons.push('pay')
  return buttons
}

export type CancelPreview = { penaltyFen: number; refundFen: number; isFree: boolean }

/** What cancelling now costs, from the order's rule; null when the rule forbids it. */
export function cancelPreview(order: Pick<OrderForActions, 'CancelRule' | 'PaidFen' | 'Status'>, now: string): CancelPreview | null {
  const isPaidStage = order.Status === 'Confirming' || order.Status === 'Confirmed'
  if (!isPaidStage || order.PaidFen <= 0) return { penaltyFen: 0, refundFen: 0, isFree: true }
  const penaltyFen = cancelPenaltyFen(toCancelRule(order.CancelRule), now, order.PaidFen)
  if (penaltyFen === null) return null
  return { penaltyFen, refundFen: order.PaidFen - penaltyFen, isFree: penaltyFen === 0 }
}
