import type { Queryable } from '../../db/types'
import { DIMENSION_TITLES, groupReport, monthsBetween, reportTotal, type ReportDimension, type ReportGroup, type ReportLine } from '../../../../domain/expense/expenseReport'
import { fenToYuan } from '../../../../domain/money/money'
import type { ExpenseReportData, ExpenseReportRequest, PayBatchFileData } from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'
import { forbidden, invalidInput } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import { paidRows, paidSheet, type PaidRow } from './paidExport'
import { XLSX_MIME, xlsxOfSheets, type Sheet } from './sheets'

/** A report covers at most a year: a chart of more months is unreadable on a phone, and the sheet stays small. */
export const REPORT_MAX_MONTHS = 12

/** Finance and the enterprise's admins see the enterprise's money (as 账户余额, decision 0650). */
async function seesReports(db: Queryable, member: Member): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>('select is_financial or is_manage as ok from members where id = $1 and enterprise_id = $2', [member.memberId, member.enterpriseId])
  return rows[0]?.ok ?? false
}

async function reportRows(db: Queryable, member: Member, body: ExpenseReportRequest): Promise<{ months: string[]; rows: PaidRow[] }> {
  if (!(await seesReports(db, member))) throw forbidden('仅财务人员和企业管理员可以查看报销统计')
  const months = monthsBetween(body.FromMonth, body.ToMonth)
  if (months.length === 0) throw invalidInput('结束月份不能早于开始月份')
  if (months.length > REPORT_MAX_MONTHS) throw invalidInput(`统计区间最长 ${REPORT_MAX_MONTHS} 个月`)
  return { months, rows: await paidRows(db, member.enterpriseId, body.FromMonth, body.ToMonth) }
}

const lineOf = (r: PaidRow): ReportLine => ({
  month: shanghaiIso(r.paid_at).slice(0, 7), department: r.department_name, costCenter: r.cost_center_name, project: r.project_name,
  costFen: Number(r.bill_fen), paidFen: Number(r.paid_fen),
})

/**
 * 报销统计 (decision 0710): the bills paid in the months FromMonth..ToMonth (Asia/Shanghai) by month, department (of
 * the member reimbursed), cost centre and project: count, the bills' costs and what was paid.
 */
export async function expenseReport(db: Queryable, member: Member, body: ExpenseReportRequest): Promise<ExpenseReportData> {
  const { months, rows } = await reportRows(db, member, body)
  const lines = rows.map(lineOf)
  return {
    FromMonth: body.FromMonth, ToMonth: body.ToMonth, ...reportTotal(lines),
    ByMonth: groupReport(lines, 'month', months), ByDepartment: groupReport(lines, 'department'),
    ByCostCenter: groupReport(lines, 'costCenter'), ByProject: groupReport(lines, 'project'),
  }
}

const GROUP_HEADERS: Record<ReportDimension, string> = { month: '月份', department: '部门', costCenter: '成本中心', project: '项目' }

function groupSheet(dimension: ReportDimension, groups: readonly ReportGroup[], total: Omit<ReportGroup, 'Name'>): Sheet {
  return {
    name: DIMENSION_TITLES[dimension],
    columns: [{ header: GROUP_HEADERS[dimension], width: 20 }, { header: '单据数', width: 10 }, { header: '费用金额（元）', width: 16, yuan: true }, { header: '支付金额（元）', width: 16, yuan: true }],
    rows: [...groups.map((g) => [g.Name, g.BillCount, fenToYuan(g.CostFen), fenToYuan(g.PaidFen)]), ['合计', total.BillCount, fenToYuan(total.CostFen), fenToYuan(total.PaidFen)]],
  }
}

/** The same report as an Excel workbook: a sheet per dimension, then 已付单据 with every paid bill and its 合计. */
export async function exportExpenseReport(db: Queryable, member: Member, body: ExpenseReportRequest): Promise<PayBatchFileData> {
  const { months, rows } = await reportRows(db, member, body)
  const lines = rows.map(lineOf)
  const total = reportTotal(lines)
  const dimensions: ReportDimension[] = ['month', 'department', 'costCenter', 'project']
  const content = await xlsxOfSheets([
    ...dimensions.map((d) => groupSheet(d, groupReport(lines, d, months), total)),
    paidSheet('已付单据', rows),
  ])
  const span = body.FromMonth === body.ToMonth ? body.FromMonth : `${body.FromMonth}至${body.ToMonth}`
  return { FileName: `报销统计-${span}.xlsx`, MimeType: XLSX_MIME, ContentBase64: content.toString('base64') }
}
