import type { ValidateBudgetData } from '@api/common'
import { formatFen } from '@/core/format/money'

export type BudgetNote = { text: string; isOver: boolean }

/** One line per budget that applies ("市场部年度差旅预算 剩余¥37,200.00"), then the verdict when over. */
export function budgetNotes(data: ValidateBudgetData | null): BudgetNote[] {
  if (!data) return []
  const notes = data.Budgets.map((budget) => ({
    text: `${budget.BudgetName} 剩余${formatFen(Math.max(0, budget.RemainingAmount))}`,
    isOver: budget.IsOver && budget.ControlType !== 0,
  }))
  if (data.IsOverBudget) notes.push({ text: data.Message, isOver: true })
  return notes
}
