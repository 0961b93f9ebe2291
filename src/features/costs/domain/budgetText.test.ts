import type { BudgetCheck, ValidateBudgetData } from '@api/common'
import { budgetNotes } from './budgetText'

const check = (patch: Partial<BudgetCheck>): BudgetCheck => ({
  BudgetId: '1', BudgetName: '市场部年度差旅预算', DimensionType: 'department', DimensionId: '30002', DimensionName: '市场部',
  Period: '2026', TotalAmount: 5_000_000, UsedAmount: 1_280_000, RemainingAmount: 3_720_000, ControlType: 2, IsOver: false, ...patch,
})
const data = (budgets: BudgetCheck[], over: boolean, message = '预算充足'): ValidateBudgetData => ({ IsPass: !over, IsOverBudget: over, ControlType: over ? 2 : 0, Budgets: budgets, Message: message })

describe('budgetNotes', () => {
  it.each<[string, ValidateBudgetData | null, { text: string; isOver: boolean }[]]>([
    ['nothing checked yet', null, []],
    ['no budget applies', data([], false), []],
    ['within', data([check({})], false), [{ text: '市场部年度差旅预算 剩余¥37,200.00', isOver: false }]],
    ['spent beyond total shows zero', data([check({ RemainingAmount: -100, IsOver: true, ControlType: 0 })], false), [{ text: '市场部年度差旅预算 剩余¥0.00', isOver: false }]],
    ['over a blocking line', data([check({ IsOver: true })], true, '超出市场部年度差旅预算，不允许预订'), [
      { text: '市场部年度差旅预算 剩余¥37,200.00', isOver: true },
      { text: '超出市场部年度差旅预算，不允许预订', isOver: true },
    ]],
  ])('%s', (_title, input, notes) => expect(budgetNotes(input)).toEqual(notes))
})
