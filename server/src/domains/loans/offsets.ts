import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/loans'
import type { Member } from '../../lib/caller'
import { offsetOverError } from '../../../../domain/expense/payable'
import { businessRule, invalidInput, notFound } from '../../lib/errors'
import { addLoanHistory, findLoan, moveMoney } from './loanRow'
import { insertRepayment, REPAY_STATUS_TEXT } from './repayments'
import { fenToPrice, fenToYuan } from '@domain/money/money'

type BillRef = { id: number; member_id: number; reimbursable_fen: number; status: string }

/** The caller's reimbursement bill that may still take offsets (not paid). */
async function offsetableBill(tx: Queryable, member: Member, billNo: string): Promise<BillRef> {
  const { rows } = await tx.query<BillRef>(
    'select id, member_id, amount_fen - company_paid_fen as reimbursable_fen, status from expense_bills where bill_no = $1 and enterprise_id = $2 for update',
    [billNo, member.enterpriseId],
  )
  const bill = rows[0]
  if (!bill || bill.member_id !== member.memberId) throw notFound('报销单不存在')
  if (bill.status === 'Paid' || bill.status === 'Approved') throw businessRule('报销单已审批通过，不能再冲借款')
  return { ...bill, reimbursable_fen: Number(bill.reimbursable_fen) }
}

async function activeOffsetFen(tx: Queryable, enterpriseId: number, billNo: string): Promise<number> {
  const { rows } = await tx.query<{ sum: string }>(`select coalesce(sum(amount_fen), 0) as sum from loan_repayments where enterprise_id = $1 and bill_no = $2 and method = 'offset' and status = 'Paid'`, [enterpriseId, billNo])
  return Number(rows[0].sum)
}

/**
 * 冲借款: the caller's reimbursement bill offsets their open loans, in the caller's transaction (the bill
 * submission may call it). Loans are locked in id order; each offset moves the ledger (never below zero) and
 * writes a repayment of method offset naming the bill. The offsets of a bill never exceed what it owes the member
 * (its amount less the company-paid costs, decision 0560).
 */
export async function applyLoanOffsets(tx: Queryable, member: Member, actorName: string, body: Api.OffsetLoanRequest): Promise<Api.OffsetLoanData> {
  if (body.Items.length === 0) throw invalidInput('请选择要冲抵的借款')
  if (new Set(body.Items.map((i) => i.LoanNo)).size !== body.Items.length) throw invalidInput('同一借款单只能冲抵一次')
  const bill = await offsetableBill(tx, member, body.BillNo)
  const wanted = body.Items.reduce((sum, i) => sum + i.AmountFen, 0)
  const already = await activeOffsetFen(tx, member.enterpriseId, body.BillNo)
  const over = offsetOverError(bill.reimbursable_fen, already + wanted)
  if (over) throw businessRule(over)
  const loans = []
  for (const item of body.Items) {
    const loan = await findLoan(tx, member, item.LoanNo)
    if (loan.member_id !== member.memberId) throw notFound('借款单不存在')
    loans.push({ id: loan.id, item })
  }
  const repayNos: string[] = []
  for (const { item } of loans.sort((a, b) => a.id - b.id)) {
    const loan = await findLoan(tx, member, item.LoanNo, true)
    if (loan.status !== 'Paid') throw businessRule('只能冲抵已支付的借款')
    await moveMoney(tx, loan, 'offset', item.AmountFen)
    const made = await insertRepayment(tx, loan, member, { method: 'offset', amountFen: item.AmountFen, billNo: body.BillNo, remark: '', status: 'Paid' })
    const yuan = fenToYuan(item.AmountFen)
    await addLoanHistory(tx, { repaymentId: made.id }, REPAY_STATUS_TEXT.Paid, actorName, `报销单 ${body.BillNo} 冲借款 ¥${yuan}`)
    await addLoanHistory(tx, { loanId: loan.id }, '冲借款', actorName, `报销单 ${body.BillNo} 冲抵 ¥${yuan}`)
    repayNos.push(made.repayNo)
  }
  return { BillNo: body.BillNo, OffsetFen: already + wanted, RepayNos: repayNos }
}

/** Gives back every offset of a bill that was rejected or revoked (the loans owe again), in the caller's transaction. */
export async function releaseLoanOffsets(tx: Queryable, enterpriseId: number, billNo: string, actorName: string): Promise<number> {
  const { rows } = await tx.query<{ id: number; loan_id: number; loan_no: string; amount_fen: string }>(
    `select r.id, r.loan_id, l.loan_no, r.amount_fen from loan_repayments r join loan_bills l on l.id = r.loan_id
      where r.enterprise_id = $1 and r.bill_no = $2 and r.method = 'offset' and r.status = 'Paid' order by r.loan_id`,
    [enterpriseId, billNo],
  )
  let released = 0
  for (const r of rows) {
    const loan = await findLoan(tx, { enterpriseId }, r.loan_no, true)
    await moveMoney(tx, loan, 'releaseOffset', Number(r.amount_fen))
    await tx.query(`update loan_repayments set status = 'Revoked', updated_at = now() where id = $1`, [r.id])
    await addLoanHistory(tx, { repaymentId: r.id }, REPAY_STATUS_TEXT.Revoked, actorName, `报销单 ${billNo} 取消冲借款`)
    await addLoanHistory(tx, { loanId: r.loan_id }, '取消冲借款', actorName, `报销单 ${billNo} 退回 ${fenToPrice(Number(r.amount_fen))}`)
    released += Number(r.amount_fen)
  }
  return released
}

export type HeldOffset = { loanNo: string; repayNo: string; amountFen: number; loanReason: string }

/** The offsets a bill holds now (its effective 冲借款), in loan order. */
export async function billLoanOffsets(db: Queryable, enterpriseId: number, billNo: string): Promise<HeldOffset[]> {
  const { rows } = await db.query<{ loan_no: string; repay_no: string; amount_fen: string; reason: string }>(
    `select l.loan_no, r.repay_no, r.amount_fen, l.reason from loan_repayments r join loan_bills l on l.id = r.loan_id
      where r.enterprise_id = $1 and r.bill_no = $2 and r.method = 'offset' and r.status = 'Paid' order by r.loan_id, r.id`,
    [enterpriseId, billNo],
  )
  return rows.map((r) => ({ loanNo: r.loan_no, repayNo: r.repay_no, amountFen: Number(r.amount_fen), loanReason: r.reason }))
}

/**
 * Makes the bill's offsets what the save asks (decision 0360), in the save's transaction: nothing moves when
 * they are already so; otherwise the held ones are given back and the asked ones applied. Omitted (undefined):
 * the held ones stay, provided they still fit what the bill (now) owes the member.
 */
export async function replaceLoanOffsets(
  tx: Queryable, member: Member, actorName: string, billNo: string, reimbursableFen: number, wanted: Api.OffsetLoanRequest['Items'] | undefined,
): Promise<void> {
  const held = await billLoanOffsets(tx, member.enterpriseId, billNo)
  if (wanted === undefined) {
    const total = held.reduce((sum, h) => sum + h.amountFen, 0)
    const over = offsetOverError(reimbursableFen, total)
    if (over) throw businessRule(over)
    return
  }
  const key = (items: { LoanNo: string; AmountFen: number }[]) => items.map((i) => `${i.LoanNo}:${i.AmountFen}`).sort().join(',')
  if (key(held.map((h) => ({ LoanNo: h.loanNo, AmountFen: h.amountFen }))) === key(wanted)) return
  if (held.length > 0) await releaseLoanOffsets(tx, member.enterpriseId, billNo, actorName)
  if (wanted.length > 0) await applyLoanOffsets(tx, member, actorName, { BillNo: billNo, Items: wanted })
}
