/**
 * The shape every product's travel-policy function answers (hotel, train, flight, car, takeout): one pure
 * function per product in domain/policy/<product>.ts, run by the list, the form and the server's re-check on
 * submit. Imports nothing: app and server both load it.
 */

/** What happens when an option is over the standard, as the enterprise configured it. */
export type OverAction = 'allow' | 'requireReason' | 'requireApproval' | 'block'

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
