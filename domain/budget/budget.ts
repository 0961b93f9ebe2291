/** 0 no control, 1 over budget needs approval, 2 over budget is blocked. */
export type BudgetControl = 0 | 1 | 2

export type BudgetLine = { name: string; totalFen: number; usedFen: number; control: BudgetControl }

export const remainingFen = (line: Pick<BudgetLine, 'totalFen' | 'usedFen'>): number => line.totalFen - line.usedFen

/** An amount exceeds a line when it is more than what remains (exactly the remainder still fits). */
export const isOver = (line: Pick<BudgetLine, 'totalFen' | 'usedFen'>, amountFen: number): boolean => amountFen > remainingFen(line)

export type BudgetVerdict = {
  /** The strictest control among the lines the amount exceeds (0 when none, or none is controlled). */
  control: BudgetControl
  isOver: boolean
  /** Blocked: a line with control 2 is exceeded. */
  isBlocked: boolean
  /** Needs approval: a controlled line is exceeded but none blocks. */
  needsApproval: boolean
  message: string
}

/** The verdict of an amount against every budget line that applies (department, cost centre, project). */
export function budgetVerdict(lines: readonly BudgetLine[], amountFen: number): BudgetVerdict {
  const over = lines.filter((line) => line.control !== 0 && isOver(line, amountFen))
  const control = over.reduce<BudgetControl>((max, line) => (line.control > max ? line.control : max), 0)
  const blocking = over.find((line) => line.control === 2)
  if (blocking) return { control, isOver: true, isBlocked: true, needsApproval: false, message: `超出${blocking.name}，不允许预订` }
  if (over.length > 0) return { control, isOver: true, isBlocked: false, needsApproval: true, message: `超出${over[0].name}，提交后需审批` }
  return { control: 0, isOver: false, isBlocked: false, needsApproval: false, message: '预算充足' }
}
