/**
 * The shape every product's travel-policy function answers (hotel, train, flight, car, takeout): one pure
 * function per product in domain/policy/<product>.ts, run by the list, the form and the server's re-check on
 * submit. Imports nothing: app and server both load it.
 */
import type { OverAction } from '../../types/api/standards'
export type { OverAction } from '../../types/api/standards'

export type PolicyVerdict<Option = never> = {
  status: 'within' | 'over'
  /** 'allow' when within; the standard's action when over. */
  action: OverAction
  /** The rule that decided, in plain Chinese, e.g. 员工乘坐高铁限二等座 or 经理每晚不超过¥600. */
  rule: string
  /** The cheapest option of the same search that is within the standard; null when none is or none was given. */
  cheapestCompliant: Option | null
}

/** Whether an option may be booked at all: only 'block' forbids. */
export function isBookable(verdict: Pick<PolicyVerdict<unknown>, 'action'>): boolean {
  return verdict.action !== 'block'
}

/** The cheapest of the options the policy finds within, by a price in fen; null when none is. */
export function cheapestWithin<Option>(options: readonly Option[], isWithin: (option: Option) => boolean, priceFen: (option: Option) => number): Option | null {
  let best: Option | null = null
  for (const option of options) {
    if (!isWithin(option)) continue
    if (best === null || priceFen(option) < priceFen(best)) best = option
  }
  return best
}

/**
 * What an order's standard and budget ask of its approval (decision 0568):
 * - 'required': over a standard that says 超标需审批, or over a warning budget — the product's approval flow,
 *   else the enterprise's default flow (an order the policy sends to approval never skips it for want of a flow);
 * - 'overStandard': over a standard that asks a reason — the product's flow when the enterprise set one for
 *   over-standard orders (its 管控信息 then says 超出差旅标准时需审批), none otherwise;
 * - null: within the standard and the budget (a flow that applies always still applies).
 */
export type ApprovalNeed = 'required' | 'overStandard' | null

export function approvalNeed(verdicts: readonly Pick<PolicyVerdict<unknown>, 'status' | 'action'>[], isOverBudget: boolean): ApprovalNeed {
  const over = verdicts.filter((v) => v.status === 'over')
  if (isOverBudget || over.some((v) => v.action === 'requireApproval')) return 'required'
  if (over.some((v) => v.action === 'requireReason')) return 'overStandard'
  return null
}
