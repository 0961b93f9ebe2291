import { randomUUID } from 'node:crypto'
import type { Db, Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/loans'
import type { Member } from '../../lib/caller'
import { noResult } from '../../lib/answer'
import { businessRule, forbidden, invalidInput, notFound } from '../../lib/errors'
import { shanghaiDate, shanghaiIso } from '../../lib/time'
import { isFinancial, memberName } from '../platform/public'
import { repayMethodText, transferReferenceError, type RepayMethod } from '../../../../domain/loans/repayMethod'
import { addLoanHistory, findLoan, moveMoney, type LoanRow } from './loanRow'
import { fenToPrice, fenToYuan } from '@domain/money/money'

type RepayStatus = Api.RepaymentSummary['Status']
const STATUS_TEXT: Record<RepayStatus, string> = { Approving: '待财务确认', Paid: '已还款', Rejected: '已退回', Revoked: '已撤销' }

type RepayRow = {
  id: number; repay_no: string; loan_id: number; loan_no: string; member_id: number; applicant_name: string; method: RepayMethod
  reference: string; amount_fen: number; bill_no: string; remark: string; status: RepayStatus; created_at: Date
}
const REPAY_SELECT = `select r.id, r.repay_no, r.loan_id, l.loan_no, r.member_id, m.name as applicant_name, r.method, r.reference, r.amount_fen, r.bill_no, r.remark, r.status, r.created_at
  from loan_repayments r join loan_bills l on l.id = r.loan_id join members m on m.id = r.member_id`

const summaryOf = (r: RepayRow): Api.RepaymentSummary => ({
  RepayNo: r.repay_no, LoanNo: r.loan_no, Method: r.method, MethodText: repayMethodText(r.method, r.reference, r.bill_no), Reference: r.reference,
  AmountFen: Number(r.amount_fen), Status: r.status, StatusText: STATUS_TEXT[r.status], BillNo: r.bill_no, ApplicantName: r.applicant_name,
  Remark: r.remark, CreatedAt: shanghaiIso(r.created_at),
})

export async function repaymentsOfLoan(db: Queryable, loanId: number): Promise<Api.RepaymentSummary[]> {
  const { rows } = await db.query<RepayRow>(`${REPAY_SELECT} where r.loan_id = $1 order by r.id desc`, [loanId])
  return rows.map(summaryOf)
}

async function insertRepayment(tx: Queryable, loan: LoanRow, member: Member, row: { method: RepayMethod; amountFen: number; billNo: string; remark: string; status: RepayStatus; reference?: string }) {
  const { rows } = await tx.query<{ id: number }>(
    `insert into loan_repayments (repay_no, enterprise_id, member_id, loan_id, method, amount_fen, bill_no, remark, status, reference) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [`new-${randomUUID()}`, member.enterpriseId, loan.member_id, loan.id, row.method, row.amountFen, row.billNo, row.remark, row.status, row.reference ?? ''],
  )
  const repayNo = `HK${shanghaiDate().replace(/-/g, '')}${rows[0].id}`
  await tx.query('update loan_repayments set repay_no = $2 where id = $1', [rows[0].id, repayNo])
  return { id: rows[0].id, repayNo }
}

/**
 * A repayment of the caller's own paid-out loan, in cash or by bank transfer with its 流水号 (decision 0710): the amount
 * is held at once and waits for finance to confirm receipt.
 */
export async function saveRepayment(db: Db, member: Member, body: Api.SaveRepaymentRequest): Promise<Api.RepayNoData> {
  const method = body.Method ?? 'cash'
  const reference = method === 'transfer' ? (body.Reference ?? '').trim() : ''
  const referenceError = transferReferenceError(method, reference)
  if (referenceError) throw invalidInput(referenceError)
  const name = await memberName(db, member.memberId)
  return db.transaction(async (tx) => {
    const loan = await findLoan(tx, member, body.LoanNo, true)
    if (loan.member_id !== member.memberId) throw notFound('借款单不存在')
    if (loan.status !== 'Paid') throw businessRule('借款支付后才能还款')
    await moveMoney(tx, loan, 'holdRepay', body.AmountFen)
    const made = await insertRepayment(tx, loan, member, { method, reference, amountFen: body.AmountFen, billNo: '', remark: body.Remark.trim(), status: 'Approving' })
    const yuan = fenToYuan(body.AmountFen)
    await addLoanHistory(tx, { repaymentId: made.id }, STATUS_TEXT.Approving, name, `提交还款 ¥${yuan}${method === 'transfer' ? `（银行转账，流水号 ${reference}）` : ''}`)
    await addLoanHistory(tx, { loanId: loan.id }, '还款中', name, `还款单 ${made.repayNo} ¥${yuan} 待财务确认`)
    return { RepayNo: made.repayNo, Status: 'Approving' }
  })
}

async function findRepayment(db: Queryable, member: Member, repayNo: string, lock = false): Promise<RepayRow> {
  const { rows } = await db.query<RepayRow>(`${REPAY_SELECT} where r.repay_no = $1 and r.enterprise_id = $2${lock ? ' for update of r' : ''}`, [repayNo, member.enterpriseId])
  if (!rows[0]) throw notFound('还款单不存在')
  return { ...rows[0], amount_fen: Number(rows[0].amount_fen) }
}

export type RepayDecision = 'confirm' | 'reject' | 'revoke'

/**
 * Finance confirms receipt (repaid), or sends it back with a reason; the applicant may withdraw it while it waits.
 * Status and ledger move in one transaction, on the loan locked before the repayment.
 */
export async function decideRepayment(db: Db, member: Member, repayNo: string, decision: RepayDecision, reason = ''): Promise<Api.RepayNoData> {
  const finance = await isFinancial(db, member)
  if (decision !== 'revoke' && !finance) throw forbidden('仅财务人员可以确认还款')
  if (decision === 'reject' && !reason.trim()) throw invalidInput('请填写退回原因')
  const name = await memberName(db, member.memberId)
  return db.transaction(async (tx) => {
    const peek = await findRepayment(tx, member, repayNo)
    const loan = await findLoan(tx, member, peek.loan_no, true)
    const repayment = await findRepayment(tx, member, repayNo, true)
    if (decision === 'revoke' && repayment.member_id !== member.memberId) throw forbidden('只有还款人可以撤销')
    if (repayment.method === 'offset' || repayment.status !== 'Approving') throw businessRule('该还款单已处理')
    const to: RepayStatus = decision === 'confirm' ? 'Paid' : decision === 'reject' ? 'Rejected' : 'Revoked'
    await moveMoney(tx, loan, decision === 'confirm' ? 'confirmRepay' : 'releaseRepay', repayment.amount_fen)
    await tx.query('update loan_repayments set status = $2, decided_by_member_id = $3, updated_at = now() where id = $1', [repayment.id, to, member.memberId])
    const note = decision === 'confirm' ? '财务确认收款' : decision === 'reject' ? `退回：${reason.trim()}` : '还款人撤销'
    await addLoanHistory(tx, { repaymentId: repayment.id }, STATUS_TEXT[to], name, note)
    await addLoanHistory(tx, { loanId: loan.id }, decision === 'confirm' ? '已还款' : '还款取消', name, `还款单 ${repayNo} ${fenToPrice(repayment.amount_fen)} ${note}`)
    return { RepayNo: repayNo, Status: to }
  })
}

export async function repaymentDetail(db: Queryable, member: Member, repayNo: string): Promise<Api.RepaymentDetail> {
  const r = await findRepayment(db, member, repayNo)
  const finance = await isFinancial(db, member)
  const mine = r.member_id === member.memberId
  if (!mine && !finance) throw notFound('还款单不存在')
  const loan = await findLoan(db, member, r.loan_no)
  const history = await db.query<{ status_text: string; actor_name: string; note: string; at: Date }>('select status_text, actor_name, note, at from loan_history where repayment_id = $1 order by id', [r.id])
  const waiting = r.method !== 'offset' && r.status === 'Approving'
  return {
    ...summaryOf(r),
    LoanReason: loan.reason,
    LoanAmountFen: loan.amount_fen,
    LoanOutstandingFen: loan.outstanding_fen,
    History: history.rows.map((h) => ({ StatusText: h.status_text, ActorName: h.actor_name, Note: h.note, At: shanghaiIso(h.at) })),
    CanConfirm: finance && waiting,
    CanRevoke: mine && waiting,
  }
}

/** How many cash or transfer repayments wait for finance to confirm receipt (0 for others): the 审批 tab's 还款确认 (issue 35 item 2). */
export async function countRepaymentsToConfirm(db: Queryable, member: Member): Promise<number> {
  if (!(await isFinancial(db, member))) return 0
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from loan_repayments r where r.enterprise_id = $1 and r.status = 'Approving' and r.method <> 'offset'`, [member.enterpriseId])
  return rows[0].n
}

/** 我的还款 (the caller's), or 待确认 (finance: cash repayments waiting for receipt). */
export async function listRepayments(db: Queryable, member: Member, body: Api.RepaymentListRequest) {
  const finance = body.Tab === 'confirm' ? await isFinancial(db, member) : false
  const where = body.Tab === 'mine' ? 'r.enterprise_id = $1 and r.member_id = $2' : `r.enterprise_id = $1 and r.status = 'Approving' and r.method <> 'offset' and $2::boolean`
  const { rows } = await db.query<RepayRow & { total: number }>(
    `${REPAY_SELECT.replace('select ', 'select count(*) over () as total, ')} where ${where} order by r.id desc limit $3 offset $4`,
    [member.enterpriseId, body.Tab === 'mine' ? member.memberId : finance, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  const data: Api.RepaymentListData = { Items: rows.map(summaryOf), Total: Number(rows[0]?.total ?? 0), PageIndex: body.PageIndex, PageSize: body.PageSize }
  return data.Total === 0 ? noResult(data, body.Tab === 'mine' ? '暂无还款记录' : '暂无待确认还款') : data
}

export { insertRepayment, STATUS_TEXT as REPAY_STATUS_TEXT }
