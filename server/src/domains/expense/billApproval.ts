import type { Queryable } from '../../db/types'
import { nextBillStatus, type BillStatus } from '../../../../domain/expense/billStatus'
import { billMoneyOf } from '../../../../domain/expense/payable'
import type { Member } from '../../lib/caller'
import { businessRule, forbidden, invalidInput } from '../../lib/errors'
import { openLevelTasks, pendingTaskOf, startApproval } from '../approvals/public'
import { levelsFor, type BillLevel } from '../approvals/public'
import { addApprover, returnToLevel, transferStep, type AddPosition, type OpenChain } from '../approvals/public'
import { REJECTED_NOTE, RETURNED_TO_APPLICANT } from '../../../../domain/expense/approvalRecord'
import { billLoanOffsets, releaseLoanOffsets, type PayAccountRef } from '../loans/public'
import { addHistory, type BillRow } from './billRow'
import { recordPayment, type Payee } from './paymentBills'
import { fenToPrice } from '@domain/money/money'

const MAX_REASON = 200

function moved(bill: BillRow, action: Parameters<typeof nextBillStatus>[1], actor: Parameters<typeof nextBillStatus>[2], refusal: string): BillStatus {
  const to = nextBillStatus(bill.status, action, actor)
  if (!to) throw businessRule(refusal)
  return to
}

/** Submits a locked bill: opens its approval without the applicant (decision 0541), or with no level it is approved at once. */
export async function submitBill(tx: Queryable, bill: BillRow, actorName: string): Promise<BillStatus> {
  moved(bill, 'submit', 'applicant', '当前状态不能提交')
  const levels = await levelsFor(tx, bill.enterprise_id, bill.amount_fen)
  if (levels.length === 0) {
    await tx.query(`update expense_bills set status = 'Approved', approval_id = null, updated_at = now() where id = $1`, [bill.id])
    await addHistory(tx, bill.id, 'Approving', actorName, '提交报销单')
    await addHistory(tx, bill.id, 'Approved', '系统', '无需审批')
    return 'Approved'
  }
  const { approvalId, levels: chain } = await startApproval(
    tx,
    { enterpriseId: bill.enterprise_id, applicantMemberId: bill.member_id, kind: 'expenseBill', title: bill.title, amountFen: bill.amount_fen },
    levels,
  )
  await tx.query('insert into expense_bill_approvals (approval_id, bill_id, levels) values ($1, $2, $3)', [approvalId, bill.id, JSON.stringify(chain)])
  await tx.query(`update expense_bills set status = 'Approving', approval_id = $2, updated_at = now() where id = $1`, [bill.id, approvalId])
  await addHistory(tx, bill.id, 'Approving', actorName, '提交报销单')
  return 'Approving'
}

type OpenApproval = { levels: BillLevel[]; current_level: number }

async function openApprovalOf(tx: Queryable, bill: BillRow): Promise<OpenApproval> {
  const { rows } = await tx.query<OpenApproval>('select levels, current_level from expense_bill_approvals where approval_id = $1 for update', [bill.approval_id])
  if (!rows[0]) throw businessRule('该单据不在审批中')
  return rows[0]
}

async function pendingTask(tx: Queryable, bill: BillRow, approval: OpenApproval, memberId: number): Promise<number> {
  if (bill.status !== 'Approving') throw businessRule('该单据已处理')
  return pendingTaskOf(tx, bill.approval_id as number, approval.current_level, memberId)
}

async function decide(tx: Queryable, bill: BillRow, step: number, taskId: number, status: 'approved' | 'rejected', comment: string) {
  await tx.query('update approval_tasks set status = $2, comment = $3, decided_at = now() where id = $1', [taskId, status, comment])
  await tx.query(`update approval_tasks set status = 'skipped', decided_at = now() where approval_id = $1 and step = $2 and status = 'pending'`, [bill.approval_id, step])
}

async function closeApproval(tx: Queryable, bill: BillRow, status: 'approved' | 'rejected' | 'revoked') {
  await tx.query('update approvals set status = $2 where id = $1', [bill.approval_id, status])
  await tx.query(`update approval_tasks set status = 'skipped', decided_at = now() where approval_id = $1 and status = 'pending'`, [bill.approval_id])
}

/** The caller approves their pending step: the next level opens, or the last one makes the bill payable. */
export async function approveBill(tx: Queryable, bill: BillRow, member: Member, actorName: string, comment: string): Promise<BillStatus> {
  const approval = await openApprovalOf(tx, bill)
  const taskId = await pendingTask(tx, bill, approval, member.memberId)
  const level = approval.levels.find((l) => l.level === approval.current_level)
  const next = approval.levels.find((l) => l.level === approval.current_level + 1)
  await decide(tx, bill, approval.current_level, taskId, 'approved', comment)
  const note = `${level?.name ?? '审批'}通过${comment ? `：${comment}` : ''}`
  if (next) {
    moved(bill, 'approve', 'approver', '该单据已处理')
    await tx.query('update expense_bill_approvals set current_level = $2 where approval_id = $1', [bill.approval_id, next.level])
    await openLevelTasks(tx, bill.approval_id as number, bill.enterprise_id, next)
    await addHistory(tx, bill.id, 'Approving', actorName, note)
    return 'Approving'
  }
  const to = moved(bill, 'finalApprove', 'approver', '该单据已处理')
  await closeApproval(tx, bill, 'approved')
  await tx.query('update expense_bills set status = $2, updated_at = now() where id = $1', [bill.id, to])
  await addHistory(tx, bill.id, to, actorName, note)
  return to
}

async function chainOf(tx: Queryable, bill: BillRow, member: Member): Promise<{ chain: OpenChain; taskId: number }> {
  const approval = await openApprovalOf(tx, bill)
  const taskId = await pendingTask(tx, bill, approval, member.memberId)
  const chain: OpenChain = {
    table: 'expense_bill_approvals', approvalId: bill.approval_id as number, enterpriseId: bill.enterprise_id,
    applicantMemberId: bill.member_id, levels: approval.levels, currentLevel: approval.current_level,
  }
  return { chain, taskId }
}

/**
 * 转交 (issue 35 item 3, decision 0700): the caller hands their pending task of the current level to another member
 * of the enterprise, who decides in their place; the caller's task is closed (skipped, the comment says to whom),
 * the level's approvers name the new one. Not to the applicant (decision 0541), to oneself, or to someone already
 * deciding that level.
 */
export async function transferBill(tx: Queryable, bill: BillRow, member: Member, actorName: string, toMemberId: number, comment: string): Promise<BillStatus> {
  const { chain, taskId } = await chainOf(tx, bill, member)
  await addHistory(tx, bill.id, bill.status, actorName, await transferStep(tx, chain, taskId, member.memberId, toMemberId, comment))
  return bill.status
}

/** 加签 (decision 0700): another member decides before or after the caller, in a level of their own. */
export async function addBillApprover(tx: Queryable, bill: BillRow, member: Member, actorName: string, toMemberId: number, position: AddPosition, comment: string): Promise<BillStatus> {
  const { chain } = await chainOf(tx, bill, member)
  await addHistory(tx, bill.id, bill.status, actorName, await addApprover(tx, chain, member.memberId, toMemberId, position, comment))
  return bill.status
}

function reasonOf(reason: string, what: string): string {
  const text = reason.trim()
  if (!text) throw invalidInput(`请填写${what}原因`)
  if (text.length > MAX_REASON) throw invalidInput(`${what}原因最多${MAX_REASON}字`)
  return text
}

/**
 * 退回 (decision 0700): to an earlier step (1 … current-1), which decides again, the flow going on from there; or to
 * the applicant (0): the bill comes back as with 驳回 (editable, its 冲借款 released) and the record says 退回给申请人.
 */
export async function returnBill(tx: Queryable, bill: BillRow, member: Member, actorName: string, toLevel: number, reason: string): Promise<BillStatus> {
  const text = reasonOf(reason, '退回')
  const { chain, taskId } = await chainOf(tx, bill, member)
  if (toLevel > 0) {
    await addHistory(tx, bill.id, bill.status, actorName, await returnToLevel(tx, chain, taskId, toLevel, text))
    return bill.status
  }
  const to = moved(bill, 'reject', 'approver', '该单据已处理')
  await decide(tx, bill, chain.currentLevel, taskId, 'rejected', `${RETURNED_TO_APPLICANT}${text}`)
  await closeApproval(tx, bill, 'rejected')
  await tx.query('update expense_bills set status = $2, updated_at = now() where id = $1', [bill.id, to])
  await addHistory(tx, bill.id, to, actorName, `${RETURNED_TO_APPLICANT}${text}`)
  await releaseLoanOffsets(tx, bill.enterprise_id, bill.bill_no, actorName)
  return to
}

export async function rejectBill(tx: Queryable, bill: BillRow, member: Member, actorName: string, reason: string): Promise<BillStatus> {
  const text = reasonOf(reason, '驳回')
  const approval = await openApprovalOf(tx, bill)
  const taskId = await pendingTask(tx, bill, approval, member.memberId)
  const to = moved(bill, 'reject', 'approver', '该单据已处理')
  await decide(tx, bill, approval.current_level, taskId, 'rejected', text)
  await closeApproval(tx, bill, 'rejected')
  await tx.query('update expense_bills set status = $2, updated_at = now() where id = $1', [bill.id, to])
  await addHistory(tx, bill.id, to, actorName, `${REJECTED_NOTE}${text}`)
  await releaseLoanOffsets(tx, bill.enterprise_id, bill.bill_no, actorName)
  return to
}

export async function revokeBill(tx: Queryable, bill: BillRow, member: Member, actorName: string): Promise<BillStatus> {
  if (bill.member_id !== member.memberId) throw forbidden('只有申请人可以撤回')
  const to = moved(bill, 'revoke', 'applicant', '当前状态不能撤回')
  await closeApproval(tx, bill, 'revoked')
  await tx.query('update expense_bills set status = $2, updated_at = now() where id = $1', [bill.id, to])
  await addHistory(tx, bill.id, to, actorName, '申请人撤回')
  await releaseLoanOffsets(tx, bill.enterprise_id, bill.bill_no, actorName)
  return to
}

/** The bill's split with the offsets it holds now: what paying it would pay out. */
export async function billMoneyNow(db: Queryable, bill: BillRow) {
  const offsetFen = (await billLoanOffsets(db, bill.enterprise_id, bill.bill_no)).reduce((sum, o) => sum + o.amountFen, 0)
  return billMoneyOf(bill.amount_fen, bill.company_paid_fen, offsetFen)
}

/** What paying one bill paid out: its 付款单, the amount and the payee. */
export type BillPayout = { paymentNo: string; amountFen: number; payee: Payee }

/**
 * Finance pays a locked, approved bill out of one of the enterprise's accounts (decisions 0182, 0560), alone or in
 * a batch (0650): the amount is the server's, what the bill owes less its 冲借款 (company-paid costs are never paid
 * out); the bill is 已支付. `refusal` words the answer for a bill that is not (or no longer) payable.
 */
export async function payOutBill(tx: Queryable, bill: BillRow, member: Member, actorName: string, account: PayAccountRef, batchId: number | null = null): Promise<BillPayout> {
  const to = moved(bill, 'pay', 'finance', payRefusal(bill, batchId !== null))
  await tx.query('update expense_bills set status = $2, paid_at = now(), paid_by_member_id = $3, updated_at = now() where id = $1', [bill.id, to, member.memberId])
  const money = await billMoneyNow(tx, bill)
  const offsetFen = money.offsetFen
  const { paymentNo, payee } = await recordPayment(tx, bill, member, money.payableFen, account.id, batchId)
  const parts = [money.companyPaidFen > 0 ? `公司已付 ${fenToPrice(money.companyPaidFen)}` : '', offsetFen > 0 ? `冲借款 ${fenToPrice(offsetFen)}` : ''].filter(Boolean)
  const note = `已支付 ${fenToPrice(money.payableFen)}${parts.length > 0 ? `（${parts.join('，')}）` : ''}，付款账户「${account.accountName}」，付款单 ${paymentNo}`
  await addHistory(tx, bill.id, to, actorName, note)
  return { paymentNo, amountFen: money.payableFen, payee }
}

/** Why a bill cannot be paid; in a batch the answer names the bill, since the whole batch is refused. */
function payRefusal(bill: BillRow, inBatch: boolean): string {
  const why = bill.status === 'Paid' ? '已支付' : '未审批通过，不能支付'
  return inBatch ? `单据 ${bill.bill_no}${why}，本批未支付，请刷新后重新选择` : bill.status === 'Paid' ? '该单据已支付' : '单据审批通过后才能支付'
}

export async function payBill(tx: Queryable, bill: BillRow, member: Member, actorName: string, account: PayAccountRef): Promise<BillStatus> {
  await payOutBill(tx, bill, member, actorName, account)
  return 'Paid'
}
