import { groupReport, monthsBetween, reportTotal, UNASSIGNED, type ReportLine } from './expenseReport'

const line = (month: string, department: string | null, costCenter: string | null, project: string | null, costFen: number, paidFen: number): ReportLine =>
  ({ month, department, costCenter, project, costFen, paidFen })

const LINES = [
  line('2026-10', '研发中心', '研发成本中心', null, 10000, 10000),
  line('2026-12', '市场部', '市场成本中心', '华东区渠道拓展项目', 30000, 25000),
  line('2026-12', '研发中心', null, '华东区渠道拓展项目', 5000, 5000),
  line('2026-12', null, '研发成本中心', null, 700, 700),
]

test('monthsBetween lists every month of the range across a new year, and none for a reversed range', () => {
  expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02'])
  expect(monthsBetween('2026-05', '2026-05')).toEqual(['2026-05'])
  expect(monthsBetween('2026-06', '2026-05')).toEqual([])
})

test('by month: every month of the range in order, an empty month 0', () => {
  expect(groupReport(LINES, 'month', monthsBetween('2026-10', '2026-12'))).toEqual([
    { Name: '2026-10', BillCount: 1, CostFen: 10000, PaidFen: 10000 },
    { Name: '2026-11', BillCount: 0, CostFen: 0, PaidFen: 0 },
    { Name: '2026-12', BillCount: 3, CostFen: 35700, PaidFen: 30700 },
  ])
})

test('by department, cost centre and project: largest paid first, bills without one under 未指定 last', () => {
  expect(groupReport(LINES, 'department').map((g) => [g.Name, g.BillCount, g.PaidFen])).toEqual([['市场部', 1, 25000], ['研发中心', 2, 15000], [UNASSIGNED, 1, 700]])
  expect(groupReport(LINES, 'costCenter').map((g) => [g.Name, g.PaidFen])).toEqual([['市场成本中心', 25000], ['研发成本中心', 10700], [UNASSIGNED, 5000]])
  expect(groupReport(LINES, 'project').map((g) => [g.Name, g.CostFen])).toEqual([['华东区渠道拓展项目', 35000], [UNASSIGNED, 10700]])
})

test('the total counts every bill once and sums in fen', () => {
  expect(reportTotal(LINES)).toEqual({ BillCount: 4, CostFen: 45700, PaidFen: 40700 })
  expect(reportTotal([])).toEqual({ BillCount: 0, CostFen: 0, PaidFen: 0 })
})
