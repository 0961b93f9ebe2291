/** 2.5 -> '2.5天', 3 -> '3天' */
export const dayText = (days: number): string => `${days}天`

const TIER_TEXT: Record<number, string> = { 1: '一线城市', 2: '二线城市', 3: '其他城市' }
export const tierText = (tier: number): string => TIER_TEXT[tier] ?? '其他城市'

const GRADE_TEXT: Record<string, string> = { employee: '员工', manager: '管理层', '*': '全部职级' }
export const gradeText = (grade: string): string => GRADE_TEXT[grade] ?? grade

/** 1 half -> '半天', 2 -> '全天' */
export const halvesText = (halves: 1 | 2): string => (halves === 2 ? '全天' : '半天')
