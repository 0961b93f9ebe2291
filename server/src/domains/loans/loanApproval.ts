import type { Queryable } from '../../db/types'
import { BILL_STATUS_TEXT, nextBillStatus, type BillAction, type BillActor, type BillStatus } from '../../../../domain/expense/billStatus'
import type { Member } from '../../lib/caller'
import { businessRule, forbidden, invalidInput } from '../../lib/errors'
import { openLevelTasks, pendingTaskOf, startApproval } from '../approvals/public'
import { levelsFor, type BillLevel } from '../approvals/public'
import { addApprover, levelState, returnToLevel, transferStep, type AddPosition, type OpenChain } from '../approvals/public'
import { RETURNED_TO_APPLICANT } from '../../../../domain/expense/approvalRecord'
import { addLoanHistory, type LoanRow } from './loanRow'

const MAX_REASON = 200

function moved(loan: LoanRow, action: BillAction, actor: BillActor, refusal: string): BillStatus {
  const to = nextBillStatus(loan.status, action, actor)
  if (!to) throw businessRule(refusal)
  return to
}

async function setStatus(tx: Queryable, loan: LoanRow, to: BillStatus, actorName: string, note: string) {
  await tx.query('update loan_bills set status = $2, updated_at = now() where id = $1', [loan.id, to])
  await addLoanHistory(tx, { loanId: loan.id }, BILL_STATUS_TEXT[to], actorName, note)
}

/**
 * Submits a loan to the enterprise's bill approval levels (decision 0182, the same levels as reimbursements)
 * without the applicant (decision 0541): an `approvals` row of kind loanBill with the first level's tasks; with
 * no level it is 待支付 at once.
 */
export async function submitLoan(tx: Queryable, loan: LoanRow, actorName: string): Promise<BillStatus> {
  moved(loan, 'submit', 'applicant', '当前状态不能提交')
  const levels = await levelsFor(tx, loan.enterprise_id, loan.amount_fen)
  await addLoanHistory(tx, { loanId: loan.id }, '审批中', actorName, '提交借款申请')
  if (levels.length === 0) {
    await setStatus(tx, loan, 'Approved', '系统', '无需审批')
    return 'Approved'
  }
  const { approvalId, levels: chain } = await startApproval(
    tx,
    { enterpriseId: loan.enterprise_id, applicantMemberId: loan.member_id, kind: 'loanBill', title: `借款：${loan.reason}`, amountFen: loan.amount_fen },
    levels,
  )
  await tx.query('insert into loan_bill_approvals (approval_id, loan_id, levels) values ($1, $2, $3)', [approvalId, loan.id, JSON.stringify(chain)])
  await tx.query(`update loan_bills set status = 'Approving', approval_id = $2, updated_at = now() where id = $1`, [loan.id, approvalId])
  return 'Approving'
}

type OpenApproval = { levels: BillLevel[]; current_level: number }

async function pendingStep(tx: Queryable, loan: LoanRow, memberId: number): Promise<{ approval: OpenApproval; taskId: number }> {
  if (loan.status !== 'Approving' || !loan.approval_id) throw businessRule('该借款单已处理')
  const { rows } = await tx.query<OpenApproval>('select levels, current_level from loan_bill_approvals where approval_id = $1 for update', [loan.approval_id])
  const approval = rows[0]
  return { approval, taskId: await pendingTaskOf(tx, loan.approval_id, approval.current_level, memberId) }
}

async function decide(tx: Queryable, loan: LoanRow, step: number, taskId: number, status: 'approved' | 'rejected', comment: string) {
  await tx.query('update approval_tasks set status = $2, comment = $3, decided_at = now() where id = $1', [taskId, status, comment])
  await tx.query(`update approval_tasks set status = 'skipped', decided_at = now() where approval_id = $1 and step = $2 and status = 'pending'`, [loan.approval_id, step])
}

async function closeApproval(tx: Queryable, loan: LoanRow, status: 'approved' | 'rejected' | 'revoked') {
  await tx.query('update approvals set status = $2 where id = $1', [loan.approval_id, status])
  await tx.query(`update approval_tasks set status = 'skipped', decided_at = now() where approval_id = $1 and status = 'pending'`, [loan.approval_id])
}

/** The caller approves their pending step: the next level opens, or the last makes the loan 待支付. */
export async function approveLoan(tx: Queryable, loan: LoanRow, member: Member, actorName: string, comment: string): Promise<BillStatus> {
  const { approval, taskId } = await pendingStep(tx, loan, member.memberId)
  const level = approval.levels.find((l) => l.level === approval.current_level)
  const next = approval.levels.find((l) => l.level === approval.current_level + 1)
  await decide(tx, loan, approval.current_level, taskId, 'approved', comment)
  const note = `${level?.name ?? '审批'}通过${comment ? `：${comment}` : ''}`
  if (next) {
    moved(loan, 'approve', 'approver', '该借款单已处理')
    await tx.query('update loan_bill_approvals set current_level = $2 where approval_id = $1', [loan.approval_id, next.level])
    await openLevelTasks(tx, loan.approval_id as number, loan.enterprise_id, next)
    await addLoanHistory(tx, { loanId: loan.id }, '审批中', actorName, note)
    return 'Approving'
  }
  const to = moved(loan, 'finalApprove', 'approver', '该借款单已处理')
  await closeApproval(tx, loan, 'approved')
  await setStatus(tx, loan, to, actorName, note)
  return to
}

async function chainOf(tx: Queryable, loan: LoanRow, member: Member): Promise<{ chain: OpenChain; taskId: number }> {
  const { approval, taskId } = await pendingStep(tx, loan, member.memberId)
  const chain: OpenChain = {
    table: 'loan_bill_approvals', approvalId: loan.approval_id as number, enterpriseId: loan.enterprise_id,
    applicantMemberId: loan.member_id, levels: approval.levels, currentLevel: approval.current_level,
  }
  return { chain, taskId }
}

/** 转交 (decision 0700): as for a reimbursement bill, the caller's step goes to another member who decides in their place. */
export async function transferLoan(tx: Queryable, loan: LoanRow, member: Member, actorName: string, toMemberId: number, comment: string): Promise<BillStatus> {
  const { chain, taskId } = await chainOf(tx, loan, member)
  await addLoanHistory(tx, { loanId: loan.id }, BILL_STATUS_TEXT[loan.status], actorName, await transferStep(tx, chain, taskId, member.memberId, toMemberId, comment))
  return loan.status
}

/** 加签 (decision 0700): another member decides before or after the caller. */
export async function addLoanApprover(tx: Queryable, loan: LoanRow, member: Member, actorName: string, toMemberId: number, position: AddPosition, comment: string): Promise<BillStatus> {
  const { chain } = await chainOf(tx, loan, member)
  await addLoanHistory(tx, { loanId: loan.id }, BILL_STATUS_TEXT[loan.status], actorName, await addApprover(tx, chain, member.memberId, toMemberId, position, comment))
  return loan.status
}

/** 退回 (decision 0700): to an earlier step, or (0) to the applicant, the loan then Rejected as with 驳回. */
export async function returnLoan(tx: Queryable, loan: LoanRow, member: Member, actorName: string, toLevel: number, reason: string): Promise<BillStatus> {
  const text = reason.trim()
  if (!text) throw invalidInput('请填写退回原因')
  if (text.length > MAX_REASON) throw invalidInput(`退回原因最多${MAX_REASON}字`)
  const { chain, taskId } = await chainOf(tx, loan, member)
  if (toLevel > 0) {
    await addLoanHistory(tx, { loanId: loan.id }, BILL_STATUS_TEXT[loan.status], actorName, await returnToLevel(tx, chain, taskId, toLevel, text))
    return loan.status
  }
  const to = moved(loan, 'reject', 'approver', '该借款单已处理')
  await decide(tx, loan, chain.currentLevel, taskId, 'rejected', `${RETURNED_TO_APPLICANT}${text}`)
  await closeApproval(tx, loan, 'rejected')
  await setStatus(tx, loan, to, actorName, `${RETURNED_TO_APPLICANT}${text}`)
  return to
}

export async function rejectLoan(tx: Queryable, loan: LoanRow, member: Member, actorName: string, reason: string): Promise<BillStatus> {
  const text = reason.trim()
  if (!text) throw invalidInput('请填写驳回原因')
  if (text.length > MAX_REASON) throw invalidInput(`驳回原因最多${MAX_REASON}字`)
  const { approval, taskId } = await pendingStep(tx, loan, member.memberId)
  const to = moved(loan, 'reject', 'approver', '该借款单已处理')
  await decide(tx, loan, approval.current_level, taskId, 'rejected', text)
  await closeApproval(tx, loan, 'rejected')
  await setStatus(tx, loan, to, actorName, `驳回：${text}`)
  return to
}

export async function revokeLoan(tx: Queryable, loan: LoanRow, member: Member, actorName: string): Promise<BillStatus> {
  if (loan.member_id !== member.memberId) throw forbidden('只有申请人可以撤回')
  const to = moved(loan, 'revoke', 'applicant', '当前状态不能撤回')
  await closeApproval(tx, loan, 'revoked')
  await setStatus(tx, loan, to, actorName, '申请人撤回')
  return to
}

/** The approval steps and whether `memberId` holds the current one. */
export async function loanSteps(db: Queryable, loan: LoanRow, memberId: number) {
  if (!loan.approval_id) return { steps: [], canApprove: false }
  const { rows } = await db.query<OpenApproval & { status: string }>(
    'select la.levels, la.current_level, a.status from loan_bill_approvals la join approvals a on a.id = la.approval_id where la.approval_id = $1',
    [loan.approval_id],
  )
  const approval = rows[0]
  const tasks = (await db.query<{ approver_member_id: number; step: number; status: string }>('select approver_member_id, step, status from approval_tasks where approval_id = $1 order by id', [loan.approval_id])).rows
  const ids = approval.levels.flatMap((l) => l.approverMemberIds)
  const names = new Map((await db.query<{ id: number; name: string }>('select id, name from members where id = any($1::int[])', [ids])).rows.map((p) => [p.id, p.name]))
  const chainState = { currentLevel: approval.current_level, isOpen: approval.status === 'pending' }
  const steps = approval.levels.map((level) => {
    const state = levelState(level.level, chainState, tasks)
    return { Level: level.level, Name: level.name, ApproverNames: level.approverMemberIds.map((id) => names.get(id) ?? ''), State: state }
  })
  const canApprove = loan.status === 'Approving' && approval.status === 'pending' && loan.member_id !== memberId
    && tasks.some((t) => t.status === 'pending' && t.step === approval.current_level && t.approver_member_id === memberId)
  return { steps, canApprove }
}
