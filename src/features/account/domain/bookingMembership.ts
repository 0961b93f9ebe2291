import type { OrderMembership } from '@api/bindings'

/** 东呈会 2026 **** 3456 · 金卡: how a bound card reads on the order form and the order detail. */
export function membershipText(membership: OrderMembership): string {
  return `${membership.ProgramName} ${membership.CardNo}${membership.LevelName ? ` · ${membership.LevelName}` : ''}`
}
