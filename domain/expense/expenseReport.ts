/**
 * 报销统计 (decision 0710, issue 35): paid bills summed by department, cost centre, project and month. One row a paid
 * bill (its 付款单): the month it was paid (Asia/Shanghai), the department of the member it reimburses, the bill's cost
 * centre and project, the bill's costs and what was paid out. The server feeds the rows; the app and the Excel file
 * both show these groups. Pure: no SQL, no Taro.
 */
export type ReportLine = {
  month: string
  department: string | null
  costCenter: string | null
  project: string | null
  costFen: number
  paidFen: number
}

export type ReportGroup = { Name: string; BillCount: number; CostFen: number; PaidFen: number }
export type ReportDimension = 'month' | 'department' | 'costCenter' | 'project'

/** What a bill without a cost centre, project or department is summed under. */
export const UNASSIGNED = '未指定'

export const DIMENSION_TITLES: Record<ReportDimension, string> = { month: '按月份', department: '按部门', costCenter: '按成本中心', project: '按项目' }

/** The months from `from` to `to` (YYYY-MM), both included; empty when `to` is before `from`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = []
  let [y, m] = from.split('-').map(Number)
  const [ty, tm] = to.split('-').map(Number)
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`)
    m += 1
    if (m === 13) {
      y += 1
      m = 1
    }
  }
  return months
}

/**
 * The groups of one dimension. Months come in calendar order, every month of the range present (0 where nothing was
 * paid) so a chart's axis has no gaps; the other dimensions largest paid first (then by name), 未指定 last.
 */
export function groupReport(lines: readonly ReportLine[], dimension: ReportDimension, months: readonly string[] = []): ReportGroup[] {
  const groups = new Map<string, ReportGroup>()
  if (dimension === 'month') for (const month of months) groups.set(month, { Name: month, BillCount: 0, CostFen: 0, PaidFen: 0 })
  for (const line of lines) {
    const name = (dimension === 'month' ? line.month : line[dimension]) || UNASSIGNED
    const group = groups.get(name) ?? { Name: name, BillCount: 0, CostFen: 0, PaidFen: 0 }
    group.BillCount += 1
    group.CostFen += line.costFen
    group.PaidFen += line.paidFen
    groups.set(name, group)
  }
  const all = [...groups.values()]
  if (dimension === 'month') return all.sort((a, b) => a.Name.localeCompare(b.Name))
  return all.sort((a, b) => Number(a.Name === UNASSIGNED) - Number(b.Name === UNASSIGNED) || b.PaidFen - a.PaidFen || a.Name.localeCompare(b.Name, 'zh'))
}

/** The totals of all lines: count, costs and paid. */
export function reportTotal(lines: readonly ReportLine[]): Omit<ReportGroup, 'Name'> {
  return {
    BillCount: lines.length,
    CostFen: lines.reduce((sum, l) => sum + l.costFen, 0),
    PaidFen: lines.reduce((sum, l) => sum + l.paidFen, 0),
  }
}
