import type { Queryable } from '../../db/types'
import { invoiceCoverage } from '../../../../domain/expense/invoiceQr'
import type { CostDetailData } from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'
import { notFound } from '../../lib/errors'
import { isApproverOfBill } from './billRow'
import { isFinancial } from '../platform/public'
import { COST_SELECT, costOf, type CostRow } from './costs'
import { invoicesOfCost } from './invoices'

/** One cost with its invoices: for its owner, and for finance or an approver of the bill that claims it. */
export async function costDetail(db: Queryable, member: Member, costId: string): Promise<CostDetailData> {
  const { rows } = await db.query<CostRow & { member_id: number; bill_title: string | null }>(
    `${COST_SELECT.replace('c.bill_id\n', 'c.bill_id, c.member_id, b.title as bill_title\n')} where c.id = $1 and c.enterprise_id = $2 and c.deleted_at is null`,
    [Number(costId), member.enterpriseId],
  )
  const row = rows[0]
  if (!row) throw notFound('费用不存在')
  const isOwner = row.member_id === member.memberId
  const mayView = isOwner || (row.bill_id !== null && ((await isFinancial(db, member)) || (await isApproverOfBill(db, row.bill_id, member.memberId))))
  if (!mayView) throw notFound('费用不存在')
  const invoices = await invoicesOfCost(db, row.id)
  const coverage = invoiceCoverage(Number(row.amount_fen), invoices.map((i) => i.TotalFen))
  return { Cost: costOf(row), Invoices: invoices, BillTitle: row.bill_title ?? '', CanEdit: isOwner && row.bill_id === null, CoverageText: coverage.text }
}
