import { maskBankAccount } from '@domain/identity/mask'
import { randomUUID } from 'node:crypto'
import type { Db, Queryable } from '../../db/types'
import { BILL_STATUS_TEXT } from '../../../../domain/expense/billStatus'
import { availableFen, loanStatusText, MAX_LOAN_FEN } from '../../../../domain/loans/ledger'
import type * as Api from '../../../../types/api/loans'
import type { Member } from '../../lib/caller'
import { noResult, type Answer } from '../../lib/answer'
import { businessRule, forbidden, invalidInput, notFound } from '../../lib/errors'
import { isRealDate, shanghaiDate, shanghaiIso } from '../../lib/time'
import { isFinancial, memberName } from '../platform/public'
import { payAccountOf } from './accounts'
import { loanSteps, submitLoan } from './loanApproval'
import { addLoanHistory, findLoan, LOAN_SELECT, moveMoney, numeric, type LoanRow } from './loanRow'
import { repaymentsOfLoan } from './repayments'
import { fenToPrice } from '@domain/money/money'

export const summaryOf = (r: LoanRow): Api.LoanSummary => ({
  LoanNo: r.loan_no,
  Reason: r.reason,
  ApplicantName: r.applicant_name,
  AmountFen: r.amount_fen,
  Status: r.status,
  StatusText: loanStatusText(BILL_STATUS_TEXT[r.status], r.status, r.outstanding_fen),
  OutstandingFen: r.outstanding_fen,
  AvailableFen: availableFen({ outstandingFen: r.outstanding_fen, pendingFen: r.pending_fen }),
  ExpectedRepayDate: r.expected_repay_date,
  CreatedAt: shanghaiIso(r.created_at),
})

/** Applies for a loan to the caller's own collection account and submits it to approval, in one transaction. */
export async function saveLoan(db: Db, member: Member, body: Api.SaveLoanBillRequest): Promise<Api.LoanNoData> {
  const reason = body.Reason.trim()
  if (!reason) throw invalidInput('请填写借款事由')
  if (body.AmountFen <= 0 || body.AmountFen > MAX_LOAN_FEN) throw invalidInput('借款金额须在0.01至1,000,000元之间')
  if (!isRealDate(body.ExpectedRepayDate) || body.ExpectedRepayDate < shanghaiDate()) throw invalidInput('预计还款日期不能早于今天')
  const account = await db.query<{ account_name: string; account_no: string; bank_name: string; branch_name: string }>(
    `select a.account_name, a.account_no, b.name as bank_name, a.branch_name from loan_collection_accounts a join fin_banks b on b.code = a.bank_code
      where a.id = $1 and a.member_id = $2 and a.enterprise_id = $3 and a.deleted_at is null`,
    [Number(body.CollectionInfoId), member.memberId, member.enterpriseId],
  )
  const collection = account.rows[0]
  if (!collection) throw invalidInput('请选择收款账户')
  const name = await memberName(db, member.memberId)
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into loan_bills (loan_no, enterprise_id, member_id, reason, amount_fen, expected_repay_date, status,
         collection_account_name, collection_account_no, collection_bank_name, collection_branch_name)
       values ($1, $2, $3, $4, $5, $6, 'Draft', $7, $8, $9, $10) returning id`,
      [`new-${randomUUID()}`, member.enterpriseId, member.memberId, reason, body.AmountFen, body.ExpectedRepayDate,
        collection.account_name, collection.account_no, collection.bank_name, collection.branch_name],
    )
    const loanNo = `JK${shanghaiDate().replace(/-/g, '')}${rows[0].id}`
    await tx.query('update loan_bills set loan_no = $2 where id = $1', [rows[0].id, loanNo])
    const loan = await findLoan(tx, member, loanNo, true)
    return { LoanNo: loanNo, Status: await submitLoan(tx, loan, name) }
  })
}

async function pageOf(db: Queryable, where: string, params: unknown[], page: { PageIndex: number; PageSize: number }, empty: string, order = 'l.updated_at desc, l.id desc'): Promise<Api.LoanListData | Answer<Api.LoanListData>> {
  const n = params.length
  const { rows } = await db.query<LoanRow & { total: number }>(
    `${LOAN_SELECT.replace('select ', 'select count(*) over () as total, ')} where ${where} order by ${order} limit $${n + 1} offset $${n + 2}`,
    [...params, page.PageSize, (page.PageIndex - 1) * page.PageSize],
  )
  const data: Api.LoanListData = { Items: rows.map((r) => summaryOf(numeric(r))), Total: Number(rows[0]?.total ?? 0), PageIndex: page.PageIndex, PageSize: page.PageSize }
  return data.Total === 0 ? noResult(data, empty) : data
}

const TASKS = `exists (select 1 from loan_bill_approvals la join approval_tasks t on t.approval_id = la.approval_id
                where la.loan_id = l.id and t.approver_member_id = $2 and t.status`

const PENDING = `l.status = 'Approving' and ${TASKS} = 'pending' and la.approval_id = l.approval_id)`

/** How many loans wait for the caller's decision: the 待审批 tab's total, counted in the 审批 badge. */
export async function countPendingLoans(db: Queryable, member: Member): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from loan_bills l where l.enterprise_id = $1 and ${PENDING}`, [member.enterpriseId, member.memberId])
  return rows[0].n
}

/** 我的借款, 待我审批, 我已审批, 待支付 (finance). */
export async function listLoans(db: Queryable, member: Member, body: Api.LoanListRequest) {
  const params = [member.enterpriseId, member.memberId]
  switch (body.Tab) {
    case 'mine': return pageOf(db, 'l.enterprise_id = $1 and l.member_id = $2', params, body, '暂无借款单')
    case 'pending': return pageOf(db, `l.enterprise_id = $1 and ${PENDING}`, params, body, '暂无待审批借款单')
    case 'processed': return pageOf(db, `l.enterprise_id = $1 and ${TASKS} in ('approved', 'rejected'))`, params, body, '暂无已审批借款单')
    case 'payable': {
      const finance = await isFinancial(db, member)
      return pageOf(db, `l.enterprise_id = $1 and l.status = 'Approved' and $2::boolean`, [member.enterpriseId, finance], body, '暂无待支付借款单')
    }
  }
}

async function isApproverOf(db: Queryable, loanId: number, memberId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'select 1 from loan_bill_approvals la join approval_tasks t on t.approval_id = la.approval_id where la.loan_id = $1 and t.approver_member_id = $2 limit 1',
    [loanId, memberId],
  )
  return rowCount > 0
}

/** The loan for its applicant, an approver of it or finance; anyone else 4004. */
export async function loanDetail(db: Queryable, member: Member, loanNo: string): Promise<Api.LoanDetail> {
  const loan = await findLoan(db, member, loanNo)
  const mine = loan.member_id === member.memberId
  const finance = await isFinancial(db, member)
  if (!mine && !finance && !(await isApproverOf(db, loan.id, member.memberId))) throw notFound('借款单不存在')
  const { steps, canApprove } = await loanSteps(db, loan, member.memberId)
  const history = await db.query<{ status_text: string; actor_name: string; note: string; at: Date }>(
    'select status_text, actor_name, note, at from loan_history where loan_id = $1 order by id', [loan.id],
  )
  const summary = summaryOf(loan)
  return {
    ...summary,
    PaidOutFen: loan.paid_out_fen,
    RepaidFen: loan.repaid_fen,
    OffsetFen: loan.offset_fen,
    PendingFen: loan.pending_fen,
    Collection: { AccountName: loan.collection_account_name, AccountNo: mine || finance ? loan.collection_account_no : maskBankAccount(loan.collection_account_no), BankName: loan.collection_bank_name, BranchName: loan.collection_branch_name },
    PayAccountName: loan.pay_account_name ?? '',
    PaidAt: loan.paid_at ? shanghaiIso(loan.paid_at) : '',
    Steps: steps,
    History: history.rows.map((h) => ({ StatusText: h.status_text, ActorName: h.actor_name, Note: h.note, At: shanghaiIso(h.at) })),
    Repayments: await repaymentsOfLoan(db, loan.id),
    CanApprove: canApprove,
    CanRevoke: mine && loan.status === 'Approving',
    CanPay: finance && loan.status === 'Approved',
    CanRepay: mine && loan.status === 'Paid' && summary.AvailableFen > 0,
  }
}

/** Finance pays an approved loan out from one of the enterprise's payment accounts: status and ledger in one transaction. */
export async function payLoan(db: Db, member: Member, body: Api.PayLoanRequest): Promise<Api.LoanNoData> {
  if (!(await isFinancial(db, member))) throw forbidden('仅财务人员可以支付借款')
  const account = await payAccountOf(db, member.enterpriseId, body.PayAccountId)
  const name = await memberName(db, member.memberId)
  return db.transaction(async (tx) => {
    const loan = await findLoan(tx, member, body.LoanNo, true)
    if (loan.status !== 'Approved') throw businessRule(loan.status === 'Paid' ? '该借款已支付' : '借款审批通过后才能支付')
    await moveMoney(tx, loan, 'payOut', loan.amount_fen)
    await tx.query(`update loan_bills set status = 'Paid', pay_account_id = $2, paid_at = now(), paid_by_member_id = $3 where id = $1`, [loan.id, account.id, member.memberId])
    await addLoanHistory(tx, { loanId: loan.id }, '已支付', name, `从「${account.accountName}」支付 ${fenToPrice(loan.amount_fen)}`)
    return { LoanNo: loan.loan_no, Status: 'Paid' }
  })
}

/** The caller's loans in total; the sums reconcile because every row does. */
export async function myBalance(db: Queryable, member: Member): Promise<Api.LoanBalanceData> {
  const { rows } = await db.query<Record<string, string | number>>(
    `select coalesce(sum(paid_out_fen), 0) as paid_out, coalesce(sum(repaid_fen), 0) as repaid, coalesce(sum(offset_fen), 0) as offset_sum,
            coalesce(sum(outstanding_fen), 0) as outstanding, coalesce(sum(pending_fen), 0) as pending, count(*) filter (where outstanding_fen > 0) as open
       from loan_bills where enterprise_id = $1 and member_id = $2 and status = 'Paid'`,
    [member.enterpriseId, member.memberId],
  )
  const r = rows[0]
  const outstanding = Number(r.outstanding)
  const pending = Number(r.pending)
  return {
    PaidOutFen: Number(r.paid_out), RepaidFen: Number(r.repaid), OffsetFen: Number(r.offset_sum),
    OutstandingFen: outstanding, PendingFen: pending, AvailableFen: outstanding - pending, OpenCount: Number(r.open),
  }
}

/** The caller's paid-out loans with something left to repay or offset, oldest first (批次号 / 单号 pickers). */
export function openLoans(db: Queryable, member: Member, body: Api.OpenLoanListRequest) {
  const keyword = (body.Keyword ?? '').trim()
  return pageOf(
    db,
    `l.enterprise_id = $1 and l.member_id = $2 and l.status = 'Paid' and l.outstanding_fen > l.pending_fen and ($3 = '' or l.loan_no ilike '%' || $3 || '%' or l.reason ilike '%' || $3 || '%')`,
    [member.enterpriseId, member.memberId, keyword],
    body,
    keyword ? '没有找到相符的借款单' : '暂无待还借款',
    'l.created_at, l.id',
  )
}
