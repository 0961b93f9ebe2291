/**
 * 日常申请 (decision 0320): an expense approved before it happens. The rules the form shows and the server
 * re-checks. Dates are 'YYYY-MM-DD' (Asia/Shanghai).
 */
import { wireDaysBetween } from '../dates/wireDate'

export const DAILY_CATEGORIES = ['业务招待', '会议', '培训', '办公采购', '市场活动', '其他'] as const
export type DailyCategory = (typeof DAILY_CATEGORIES)[number]

export const DAILY_MAX_DAYS = 31
export const DAILY_MAX_BUDGET_FEN = 100_000_000

export type DailyApplyInput = { category: string; reason: string; startDate: string; endDate: string; budgetFen: number | null }

const days = wireDaysBetween

/** The first problem in Chinese, or '' when the application may be sent. */
export function dailyApplyProblem(input: DailyApplyInput, today: string): string {
  if (!(DAILY_CATEGORIES as readonly string[]).includes(input.category)) return '请选择申请类型'
  if (!input.reason.trim()) return '请填写申请事由'
  if (!input.startDate || !input.endDate) return '请选择发生日期'
  if (input.startDate < today) return '开始日期不能早于今天'
  if (input.endDate < input.startDate) return '结束日期不能早于开始日期'
  if (days(input.startDate, input.endDate) + 1 > DAILY_MAX_DAYS) return `日常申请最长${DAILY_MAX_DAYS}天`
  if (input.budgetFen === null || input.budgetFen <= 0) return '请填写预计金额'
  if (input.budgetFen > DAILY_MAX_BUDGET_FEN) return '预计金额不能超过100万元'
  return ''
}
