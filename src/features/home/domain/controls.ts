import type { ApprovalRule } from '@api/memberOverview'
import { formatFen } from '@/core/format/money'

/** One approval rule in plain Chinese: when it applies and who approves from which amount. */
export function approvalRuleLines(rule: ApprovalRule): string[] {
  const when = rule.AppliesWhen === 'always' ? '所有因公订单需审批' : '超出差旅标准时需审批'
  if (rule.Levels.length === 0) return [`${when}（${rule.FlowName}）`]
  return [
    `${when}（${rule.FlowName}）`,
    ...rule.Levels.map((l) => `${l.Level}级 ${l.Name}${l.MinAmountFen > 0 ? `（订单满${formatFen(l.MinAmountFen)}）` : ''}：${l.ApproverNames.join('、') || '未指定审批人'}`),
  ]
}

/** The months a member may look back on: this month and the eleven before, newest first (YYYY-MM). */
export function recentMonths(today: string, count = 12): string[] {
  const [year, month] = today.split('-').map(Number)
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
  })
}

/** Used share of a budget as a whole percent, 0-100 (over-spent budgets show 100). */
export function usedPercent(total: number, used: number): number {
  if (total <= 0) return used > 0 ? 100 : 0
  return Math.min(100, Math.round((used / total) * 100))
}
