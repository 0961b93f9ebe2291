import type { Queryable } from '../../db/types'

/** A level of an enterprise's finance approval (reimbursement bills and loans): its name and approvers. */
export type BillLevel = { level: number; name: string; approverMemberIds: number[] }

/**
 * The enterprise's levels that apply to the amount, renumbered from 1 (decision 0182). One setting
 * (expense_approval_levels) governs both bills and loans, so it lives here, below both (decision 0910).
 */
export async function levelsFor(db: Queryable, enterpriseId: number, amountFen: number): Promise<BillLevel[]> {
  const { rows } = await db.query<{ name: string; approver_member_ids: number[]; min_amount_fen: number }>(
    'select name, approver_member_ids, min_amount_fen from expense_approval_levels where enterprise_id = $1 order by level',
    [enterpriseId],
  )
  return rows
    .filter((r) => amountFen >= Number(r.min_amount_fen) && r.approver_member_ids.length > 0)
    .map((r, index) => ({ level: index + 1, name: r.name, approverMemberIds: r.approver_member_ids }))
}
