/** The periods 报销统计 offers (decision 0710): this month, last month, the last 3 and the last 12 months. */
export type ReportPeriod = 'thisMonth' | 'lastMonth' | 'last3' | 'last12'

export const REPORT_PERIODS: readonly { key: ReportPeriod; title: string }[] = [
  { key: 'thisMonth', title: '本月' },
  { key: 'lastMonth', title: '上月' },
  { key: 'last3', title: '近3个月' },
  { key: 'last12', title: '近12个月' },
]

/** The month `by` months from `month` (YYYY-MM). */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number)
  const index = year * 12 + (m - 1) + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The first and last month of a period, for today (YYYY-MM-DD in Shanghai). */
export function periodMonths(period: ReportPeriod, today: string): { FromMonth: string; ToMonth: string } {
  const month = today.slice(0, 7)
  switch (period) {
    case 'lastMonth':
      return { FromMonth: shiftMonth(month, -1), ToMonth: shiftMonth(month, -1) }
    case 'last3':
      return { FromMonth: shiftMonth(month, -2), ToMonth: month }
    case 'last12':
      return { FromMonth: shiftMonth(month, -11), ToMonth: month }
    default:
      return { FromMonth: month, ToMonth: month }
  }
}
