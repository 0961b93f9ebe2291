import { budgetVerdict, isOver, remainingFen, type BudgetLine } from './budget'

const line = (name: string, totalFen: number, usedFen: number, control: BudgetLine['control']): BudgetLine => ({ name, totalFen, usedFen, control })

describe('remainingFen / isOver', () => {
  it.each([
    [10000, 0, 10000, false],
    [10000, 0, 10001, true],
    [10000, 9999, 1, false],
    [10000, 9999, 2, true],
    [10000, 10000, 0, false],
    [10000, 12000, 0, true],
  ])('total %i used %i amount %i over=%p', (total, used, amount, over) => {
    expect(remainingFen({ totalFen: total, usedFen: used })).toBe(total - used)
    expect(isOver({ totalFen: total, usedFen: used }, amount)).toBe(over)
  })
})

describe('budgetVerdict', () => {
  const dept = line('市场部年度差旅预算', 5_000_000, 1_280_000, 2)
  const centre = line('研发费用中心年度预算', 20_000_000, 0, 1)
  const project = line('华东区渠道拓展项目预算', 3_000_000, 2_900_000, 2)
  const loose = line('宽松预算', 100, 100, 0)
  it.each<[string, BudgetLine[], number, Partial<ReturnType<typeof budgetVerdict>>]>([
    ['no lines', [], 999_999, { control: 0, isOver: false, message: '预算充足' }],
    ['within all', [dept, centre], 100_000, { control: 0, isOver: false, isBlocked: false, needsApproval: false }],
    ['exactly the remainder', [project], 100_000, { isOver: false }],
    ['one fen over a blocking line', [project], 100_001, { control: 2, isBlocked: true, message: '超出华东区渠道拓展项目预算，不允许预订' }],
    ['over an approval line only', [line('研发', 1000, 0, 1)], 1001, { control: 1, needsApproval: true, isBlocked: false, message: '超出研发，提交后需审批' }],
    ['uncontrolled line never counts', [loose], 5000, { control: 0, isOver: false }],
    ['block wins over approval', [line('审批线', 10, 0, 1), project], 200_000, { control: 2, isBlocked: true, needsApproval: false }],
  ])('%s', (_title, lines, amount, expected) => expect(budgetVerdict(lines, amount)).toMatchObject(expected))
})
