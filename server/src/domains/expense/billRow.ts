import type { Queryable } from '../../db/types'
import type { BillStatus } from '../../../../domain/expense/billStatus'
import type { Member } from '../../lib/caller'
import { notFound } from '../../lib/errors'

export type BillRow = {
  id: number; bill_no: string; enterprise_id: number; member_id: number; applicant_name: string; kind: 'reimbursement' | 'corporate'
  title: string; reason: string; cost_center_id: number | null; cost_center_name: string | null; amount_fen: number; company_paid_fen: number
  status: BillStatus; approval_id: number | null; paid_at: Date | null; created_at: Date
  supplier_id: number | null; attachments: string[]
  project_id: number | null; project_name: string | null; reimbursed_member_id: number | null; reimbursed_member_name: string | null
}

const BILL_SELECT = `select b.id, b.bill_no, b.enterprise_id, b.member_id, m.name as applicant_name, b.kind, b.title, b.reason,
       b.cost_center_id, cc.name as cost_center_name, b.amount_fen, b.company_paid_fen, b.status, b.approval_id, b.paid_at, b.created_at,
       b.supplier_id, b.attachments, b.project_id, p.name as project_name, b.reimbursed_member_id, rm.name as reimbursed_member_name
  from expense_bills b join members m on m.id = b.member_id left join cost_centers cc on cc.id = b.cost_center_id
  left join projects p on p.id = b.project_id left join members rm on rm.id = b.reimbursed_member_id`

/** The bill of the caller's enterprise (another enterprise's bill is not found), locked when asked. */
export async function findBill(db: Queryable, member: Member, billNo: string, lock = false): Promise<BillRow> {
  const { rows } = await db.query<BillRow>(
    `${BILL_SELECT} where b.bill_no = $1 and b.enterprise_id = $2${lock ? ' for update of b' : ''}`,
    [billNo, member.enterpriseId],
  )
  if (!rows[0]) throw notFound('单据不存在')
  return { ...rows[0], amount_fen: Number(rows[0].amount_fen), company_paid_fen: Number(rows[0].company_paid_fen) }
}

export async function addHistory(db: Queryable, billId: number, status: BillStatus, actorName: string, note = ''): Promise<void> {
  await db.query('insert into expense_bill_history (bill_id, status, actor_name, note) values ($1, $2, $3, $4)', [billId, status, actorName, note])
}

/** Whether the member has (had) a task in any approval of the bill. */
export async function isApproverOfBill(db: Queryable, billId: number, memberId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from expense_bill_approvals eba join approval_tasks t on t.approval_id = eba.approval_id
      where eba.bill_id = $1 and t.approver_member_id = $2 limit 1`,
    [billId, memberId],
  )
  return rowCount > 0
}
