import type { Queryable } from '../../db/types'
import { fenToYuan } from '../../../../domain/money/money'
import type { PaidBillsExportRequest, PayBatchFileData } from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'
import { forbidden } from '../../lib/errors'
import { shanghaiInstant, shanghaiIso } from '../../lib/time'
import { isFinancial } from '../platform/public'
import { maskAccount } from './paymentBills'
import { XLSX_MIME, xlsxOf, type Sheet, type SheetColumn } from './sheets'

const COLUMNS: SheetColumn[] = [
  { header: '付款单号', width: 20 }, { header: '单据号', width: 20 }, { header: '类型', width: 10 }, { header: '标题', width: 24 },
  { header: '申请人', width: 10 }, { header: '部门', width: 14 }, { header: '成本中心', width: 16 }, { header: '项目', width: 16 }, { header: '收款方', width: 16 },
  { header: '收款账号', width: 14 }, { header: '付款账户', width: 20 }, { header: '付款批次', width: 18 }, { header: '支付时间', width: 20 },
  { header: '单据金额（元）', width: 14, yuan: true }, { header: '支付金额（元）', width: 14, yuan: true },
]

/** One paid bill (its 付款单) with what the exports and the 报销统计 read. */
export type PaidRow = {
  payment_no: string; bill_no: string; kind: 'reimbursement' | 'corporate'; title: string; applicant_name: string; department_name: string | null
  cost_center_name: string | null; project_name: string | null; payee_name: string; account_no: string; pay_account_name: string | null
  batch_no: string | null; paid_at: Date; bill_fen: string; paid_fen: string
}

/** The first day of the month after `month` (YYYY-MM). */
export const nextMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number)
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}

/**
 * Every 付款单 of the enterprise paid in the months `from` to `to` (Asia/Shanghai), oldest first, with its bill, the
 * department of the member it reimburses (the default one, else the first), cost centre, project, payee and batch.
 */
export async function paidRows(db: Queryable, enterpriseId: number, from: string, to: string): Promise<PaidRow[]> {
  const { rows } = await db.query<PaidRow>(
    `select p.payment_no, b.bill_no, b.kind, b.title, m.name as applicant_name, d.name as department_name, cc.name as cost_center_name,
            pr.name as project_name, p.payee_name, p.account_no, a.account_name as pay_account_name, pb.batch_no, p.paid_at,
            b.amount_fen as bill_fen, p.amount_fen as paid_fen
       from expense_payment_bills p join expense_bills b on b.id = p.bill_id join members m on m.id = b.member_id
       left join lateral (select dd.name from member_departments md join departments dd on dd.id = md.department_id
                           where md.member_id = coalesce(b.reimbursed_member_id, b.member_id)
                           order by md.is_default desc, dd.sort, dd.id limit 1) d on true
       left join cost_centers cc on cc.id = b.cost_center_id left join projects pr on pr.id = b.project_id
       left join loan_pay_accounts a on a.id = p.pay_account_id left join expense_payment_batches pb on pb.id = p.batch_id
      where p.enterprise_id = $1 and p.paid_at >= $2 and p.paid_at < $3 order by p.paid_at, p.id`,
    [enterpriseId, shanghaiInstant(`${from}-01`), shanghaiInstant(`${nextMonth(to)}-01`)],
  )
  return rows
}

/** The sheet of paid bills: one row a 付款单 (payee account masked: a report, not a bank upload), then a 合计 row. */
export function paidSheet(name: string, rows: readonly PaidRow[]): Sheet {
  const lines = rows.map((r) => [
    r.payment_no, r.bill_no, r.kind === 'corporate' ? '对公报销' : '报销单', r.title, r.applicant_name, r.department_name ?? '', r.cost_center_name ?? '',
    r.project_name ?? '', r.payee_name, maskAccount(r.account_no), r.pay_account_name ?? '', r.batch_no ?? '',
    shanghaiIso(r.paid_at).slice(0, 16).replace('T', ' '), fenToYuan(Number(r.bill_fen)), fenToYuan(Number(r.paid_fen)),
  ])
  const sum = (key: 'bill_fen' | 'paid_fen') => rows.reduce((total, r) => total + Number(r[key]), 0)
  const total = [`合计 ${rows.length} 笔`, ...Array<string>(COLUMNS.length - 3).fill(''), fenToYuan(sum('bill_fen')), fenToYuan(sum('paid_fen'))]
  return { name, columns: COLUMNS, rows: [...lines, total] }
}

/**
 * 已付单据 of a month as an Excel file for finance (issue 35 item 4): every 付款单 paid in that month (Asia/Shanghai)
 * with its bill, payee (account masked), paying account and batch, then a 合计 row.
 */
export async function exportPaidBills(db: Queryable, member: Member, body: PaidBillsExportRequest): Promise<PayBatchFileData> {
  if (!(await isFinancial(db, member))) throw forbidden('仅财务人员可以导出')
  const sheet = paidSheet(`${body.Month} 已付单据`, await paidRows(db, member.enterpriseId, body.Month, body.Month))
  const content = await xlsxOf(sheet.name, sheet.columns, sheet.rows)
  return { FileName: `已付单据-${body.Month}.xlsx`, MimeType: XLSX_MIME, ContentBase64: content.toString('base64') }
}
