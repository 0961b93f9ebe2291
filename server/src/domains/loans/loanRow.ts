import type { Queryable } from '../../db/types'
import type { BillStatus } from '../../../../domain/expense/billStatus'
import { applyMove, type LedgerMove, type LoanLedger } from '../../../../domain/loans/ledger'
import type { Member } from '../../lib/caller'
import { businessRule, notFound } from '../../lib/errors'

export type LoanRow = {
  id: number; loan_no: string; enterprise_id: number; member_id: number; applicant_name: string; reason: string
  amount_fen: number; expected_repay_date: string; status: BillStatus; approval_id: number | null
  collection_account_name: string; collection_account_no: string; collection_bank_name: string; collection_branch_name: string
  pay_account_name: string | null; paid_at: Date | null; created_at: Date
  paid_out_fen: number; repaid_fen: number; offset_fen: number; outstanding_fen: number; pending_fen: number
}

export const LOAN_SELECT = `select l.id, l.loan_no, l.enterprise_id, l.member_id, m.name as applicant_name, l.reason, l.amount_fen,
       to_char(l.expected_repay_date, 'YYYY-MM-DD') as expected_repay_date, l.status, l.approval_id,
       l.collection_account_name, l.collection_account_no, l.collection_bank_name, l.collection_branch_name,
       pa.account_name as pay_account_name, l.paid_at, l.created_at,
       l.paid_out_fen, l.repaid_fen, l.offset_fen, l.outstanding_fen, l.pending_fen
  from loan_bills l join members m on m.id = l.member_id left join loan_pay_accounts pa on pa.id = l.pay_account_id`

const MONEY = ['amount_fen', 'paid_out_fen', 'repaid_fen', 'offset_fen', 'outstanding_fen', 'pending_fen'] as const

export function numeric(row: LoanRow): LoanRow {
  const out = { ...row }
  for (const key of MONEY) out[key] = Number(row[key])
  return out
}

/** The loan of the caller's enterprise (another enterprise's loan is not found), locked when asked. */
export async function findLoan(db: Queryable, member: Pick<Member, 'enterpriseId'>, loanNo: string, lock = false): Promise<LoanRow> {
  const { rows } = await db.query<LoanRow>(`${LOAN_SELECT} where l.loan_no = $1 and l.enterprise_id = $2${lock ? ' for update of l' : ''}`, [loanNo, member.enterpriseId])
  if (!rows[0]) throw notFound('借款单不存在')
  return numeric(rows[0])
}

export const ledgerOf = (row: LoanRow): LoanLedger => ({
  paidOutFen: row.paid_out_fen, repaidFen: row.repaid_fen, offsetFen: row.offset_fen, outstandingFen: row.outstanding_fen, pendingFen: row.pending_fen,
})

/** One money move on a locked loan: checked by the shared ledger, written whole (the table re-checks it). */
export async function moveMoney(tx: Queryable, loan: LoanRow, move: LedgerMove, amountFen: number): Promise<LoanLedger> {
  const next = applyMove(ledgerOf(loan), move, amountFen)
  if (typeof next === 'string') throw businessRule(next)
  await tx.query(
    `update loan_bills set paid_out_fen = $2, repaid_fen = $3, offset_fen = $4, outstanding_fen = $5, pending_fen = $6, updated_at = now() where id = $1`,
    [loan.id, next.paidOutFen, next.repaidFen, next.offsetFen, next.outstandingFen, next.pendingFen],
  )
  return next
}

export async function addLoanHistory(db: Queryable, at: { loanId?: number; repaymentId?: number }, statusText: string, actorName: string, note = ''): Promise<void> {
  await db.query('insert into loan_history (loan_id, repayment_id, status_text, actor_name, note) values ($1, $2, $3, $4, $5)', [at.loanId ?? null, at.repaymentId ?? null, statusText, actorName, note])
}
