import type { GetTravelStandardRewardRuleData, SavingBonusRule } from '@api/hotel'

export type SavingBonusInfo = { remark: string; rules: SavingBonusRule[]; selected: SavingBonusRule | null }

/** Rule info to show: only when the openSavingBonus config flag is on and the server sent rules. */
export function savingBonusInfo(isOn: boolean, data: GetTravelStandardRewardRuleData | null): SavingBonusInfo | null {
  if (!isOn || !data) return null
  const rules = data.Rules ?? []
  if (rules.length === 0 && !data.Remark) return null
  return { remark: data.Remark ?? '', rules, selected: rules.find((rule) => rule.IsSelected) ?? null }
}

/** Selecting a rule makes it the only selected one. */
export function selectRule(rules: readonly SavingBonusRule[], ruleId: string): SavingBonusRule[] {
  return rules.map((rule) => ({ ...rule, IsSelected: rule.RuleId === ruleId }))
}

/**
 * Reward for staying under the cap: per night (cap - price) x RewardPermille / 1000, rounded down to the
 * fen and at most MaxRewardFen; nothing when there is no cap or the price is not under it.
 */
export function estimateRewardFen(rule: SavingBonusRule | null, capFen: number | null, nightlyFen: number, nights: number): number {
  if (!rule || capFen === null || nightlyFen >= capFen || nights <= 0) return 0
  const perNight = Math.min(rule.MaxRewardFen, Math.floor(((capFen - nightlyFen) * rule.RewardPermille) / 1000))
  return Math.max(0, perNight) * nights
}
