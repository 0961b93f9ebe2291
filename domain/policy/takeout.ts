/**
 * Takeout travel policy: the meal spend of one day (Beijing time) per grade. An order is within when what the
 * member already spent that day plus this order stays at or below the cap.
 */
import { cheapestWithin, type PolicyVerdict } from './verdict'
import { ACTION_TEXT, GRADE_NAME, yuanText, type StaffGrade, type TakeoutStandard } from './standards'

export type { TakeoutStandard } from './standards'

/** One cart (or one restaurant's order) to pay, fen. */
export type TakeoutOption = { amountFen: number }

export type TakeoutPolicyInput = {
  grade: StaffGrade
  standard: TakeoutStandard | null
  /** What the member already spent on meals that day (orders not cancelled), fen. */
  spentTodayFen: number
}

export type TakeoutVerdict<Option extends TakeoutOption = TakeoutOption> = PolicyVerdict<Option> & {
  capFen: number | null
  /** What is left of the day's cap before this order; null without a cap. */
  remainingFen: number | null
}

export function takeoutCapOf(standard: TakeoutStandard | null, grade: StaffGrade): number | null {
  const cap = standard?.dailyCapFen[grade]
  return typeof cap === 'number' && Number.isFinite(cap) ? cap : null
}

export function takeoutRule(input: Pick<TakeoutPolicyInput, 'grade' | 'standard'>): string {
  const cap = takeoutCapOf(input.standard, input.grade)
  return cap === null ? '餐饮不限金额' : `${GRADE_NAME[input.grade]}每日餐饮不超过${yuanText(cap)}`
}

export function takeoutVerdict<Option extends TakeoutOption>(option: Option, input: TakeoutPolicyInput, options: readonly Option[] = []): TakeoutVerdict<Option> {
  const capFen = takeoutCapOf(input.standard, input.grade)
  const remainingFen = capFen === null ? null : Math.max(0, capFen - Math.max(0, input.spentTodayFen))
  const fits = (o: TakeoutOption) => remainingFen === null || o.amountFen <= remainingFen
  const rule = takeoutRule(input)
  if (fits(option) || !input.standard) return { status: 'within', action: 'allow', rule, cheapestCompliant: null, capFen, remainingFen }
  const action = input.standard.whenExceeded
  return {
    status: 'over',
    action,
    rule: `${rule}（今日还可用${yuanText(remainingFen ?? 0)}），${ACTION_TEXT[action]}`,
    cheapestCompliant: cheapestWithin(options, fits, (o) => o.amountFen),
    capFen,
    remainingFen,
  }
}

export function describeTakeoutStandard(standard: TakeoutStandard | null, grade: StaffGrade): string[] {
  if (!standard) return ['餐饮不限金额']
  const cap = takeoutCapOf(standard, grade)
  return [`每日餐饮：${cap === null ? '不限' : `不超过${yuanText(cap)}`}`, `超标时：${ACTION_TEXT[standard.whenExceeded]}`]
}
