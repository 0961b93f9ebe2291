import type { Queryable } from '../../db/types'
import { businessRule, invalidInput } from '../../lib/errors'
import { openLevelTasks, type ApprovalLevel } from './approvalChain'

/**
 * 转交, 加签 and 退回 (issue 35, decisions 0700 and 0800) for the kinds whose chain lives as `levels` and
 * `current_level` beside their `approval_id`: reimbursement bills, loans, travel applications and order approvals.
 * The caller's request row is locked by the kind (bill, loan, application, approval) before this runs, and the
 * chain row here `for update` where it is another row, so two approvers acting on one request at once queue: the
 * second finds its task no longer pending (4003) or the request decided (4001), and no step is opened or closed
 * twice. Each move answers the text its kind writes to its 处理记录.
 */
export type ChainTable = 'expense_bill_approvals' | 'loan_bill_approvals' | 'travel_applications' | 'order_approvals'

/** A level as a travel application keeps it: numbered `step` (its flow's shape), not `level`. */
export type StoredStep = { step: number; name: string; approverMemberIds: number[] }

/** An application's steps as the engine's levels. */
export const levelsOfSteps = (steps: readonly StoredStep[]): ApprovalLevel[] => steps.map((s) => ({ level: s.step, name: s.name, approverMemberIds: s.approverMemberIds }))

/** The levels in the shape their table keeps them. */
const stored = (table: ChainTable, levels: readonly ApprovalLevel[]): unknown[] =>
  table === 'travel_applications' ? levels.map((l): StoredStep => ({ step: l.level, name: l.name, approverMemberIds: l.approverMemberIds })) : [...levels]

/** The open chain of a request and the caller's pending task at its current step (checked by the kind). */
export type OpenChain = { table: ChainTable; approvalId: number; enterpriseId: number; applicantMemberId: number; levels: ApprovalLevel[]; currentLevel: number }

export const ADDED_LEVEL = '加签审批'
export type AddPosition = 'before' | 'after'

/** The chain row, locked. */
export async function lockChain(tx: Queryable, table: ChainTable, approvalId: number): Promise<{ levels: ApprovalLevel[]; current_level: number } | null> {
  const { rows } = await tx.query<{ levels: (ApprovalLevel | StoredStep)[]; current_level: number }>(`select levels, current_level from ${table} where approval_id = $1 for update`, [approvalId])
  if (!rows[0]) return null
  const levels = table === 'travel_applications' ? levelsOfSteps(rows[0].levels as StoredStep[]) : (rows[0].levels as ApprovalLevel[])
  return { levels, current_level: rows[0].current_level }
}

async function saveChain(tx: Queryable, chain: OpenChain, levels: ApprovalLevel[], currentLevel: number) {
  await tx.query(`update ${chain.table} set levels = $2, current_level = $3 where approval_id = $1`, [chain.approvalId, JSON.stringify(stored(chain.table, levels)), currentLevel])
}

/**
 * Whom the caller names (转交给, 加签): another active member of the caller's enterprise (someone of another one reads
 * as unknown), not the applicant, not deciding this step already. Answers their name.
 */
export async function otherApprover(
  tx: Queryable, chain: Pick<OpenChain, 'approvalId' | 'enterpriseId' | 'applicantMemberId' | 'currentLevel'>, callerId: number, toMemberId: number, verb: string,
): Promise<string> {
  if (toMemberId === callerId) throw invalidInput('请选择其他审批人')
  if (toMemberId === chain.applicantMemberId) throw businessRule(`不能${verb}给申请人本人`)
  const { rows } = await tx.query<{ name: string }>(`select name from members where id = $1 and enterprise_id = $2 and status = 'active'`, [toMemberId, chain.enterpriseId])
  if (!rows[0]) throw invalidInput(`${verb}人不存在，请重新选择`)
  const { rowCount } = await tx.query(
    `select 1 from approval_tasks where approval_id = $1 and step = $2 and approver_member_id = $3 and status = 'pending'`,
    [chain.approvalId, chain.currentLevel, toMemberId],
  )
  if (rowCount > 0) throw businessRule(`${rows[0].name}已是当前步骤的审批人`)
  return rows[0].name
}

const withComment = (text: string, comment: string) => (comment ? `${text}：${comment}` : text)

/** 转交: the caller's task closes (skipped, saying to whom); the named member gets a pending task at the same step and takes the caller's place in the level. */
export async function transferStep(tx: Queryable, chain: OpenChain, taskId: number, callerId: number, toMemberId: number, comment: string): Promise<string> {
  const name = await otherApprover(tx, chain, callerId, toMemberId, '转交')
  const note = withComment(`转交给${name}`, comment)
  await tx.query(`update approval_tasks set status = 'skipped', comment = $2, decided_at = now() where id = $1`, [taskId, note])
  await tx.query('insert into approval_tasks (approval_id, enterprise_id, approver_member_id, step) values ($1, $2, $3, $4)', [chain.approvalId, chain.enterpriseId, toMemberId, chain.currentLevel])
  const levels = chain.levels.map((l) => (l.level === chain.currentLevel ? { ...l, approverMemberIds: l.approverMemberIds.map((id) => (id === callerId ? toMemberId : id)) } : l))
  await saveChain(tx, chain, levels, chain.currentLevel)
  return note
}

/** The chain with a level of one approver inserted at `at` (1-based), the levels from there renumbered one on. */
export function insertLevel(levels: readonly ApprovalLevel[], at: number, approverId: number): ApprovalLevel[] {
  const added: ApprovalLevel = { level: at, name: ADDED_LEVEL, approverMemberIds: [approverId] }
  return [...levels.filter((l) => l.level < at), added, ...levels.filter((l) => l.level >= at).map((l) => ({ ...l, level: l.level + 1 }))]
}

/**
 * 加签 as 钉钉 and 合思 do it. 前加签 (before): a level of the named member is put in front of the current one and
 * decides first; the current level waits (its pending tasks close) and opens again, for all its approvers, when the
 * added one approves. 后加签 (after): a level of the named member follows the current one; the caller still
 * decides now. Tasks of the levels moved on keep their history under their new numbers.
 */
export async function addApprover(tx: Queryable, chain: OpenChain, callerId: number, toMemberId: number, position: AddPosition, comment: string): Promise<string> {
  const name = await otherApprover(tx, chain, callerId, toMemberId, '加签')
  if (chain.levels.length >= 20) throw businessRule('审批步骤已达上限，不能再加签')
  const note = withComment(`加签${name}（${position === 'before' ? '在本人之前审批' : '在本人之后审批'}）`, comment)
  const at = position === 'before' ? chain.currentLevel : chain.currentLevel + 1
  await tx.query('update approval_tasks set step = step + 1 where approval_id = $1 and step >= $2', [chain.approvalId, at])
  const levels = insertLevel(chain.levels, at, toMemberId)
  if (position === 'before') {
    await tx.query(
      `update approval_tasks set status = 'skipped', comment = case when approver_member_id = $3 then $4 else comment end, decided_at = now()
        where approval_id = $1 and step = $2 and status = 'pending'`,
      [chain.approvalId, at + 1, callerId, note],
    )
    await openLevelTasks(tx, chain.approvalId, chain.enterpriseId, levels[at - 1])
  }
  await saveChain(tx, chain, levels, chain.currentLevel)
  return note
}

/** The steps a request at `currentLevel` may go back to: every earlier level, and 0 for the applicant. */
export const returnableLevels = (levels: readonly ApprovalLevel[], currentLevel: number): ApprovalLevel[] => levels.filter((l) => l.level < currentLevel)

/**
 * 退回 to an earlier step (1 … current-1): the caller's task closes as rejected with the reason (退回至…), the
 * other pending ones of the step close, and the chosen level opens again for all its approvers; the levels
 * between are decided again in order. Going back to the applicant (0) is the kind's own (its request returns).
 */
export async function returnToLevel(tx: Queryable, chain: OpenChain, taskId: number, toLevel: number, reason: string): Promise<string> {
  const target = returnableLevels(chain.levels, chain.currentLevel).find((l) => l.level === toLevel)
  if (!target) throw invalidInput('请选择当前步骤之前的审批步骤')
  const note = `退回至第${target.level}步「${target.name}」：${reason}`
  await tx.query(`update approval_tasks set status = 'rejected', comment = $2, decided_at = now() where id = $1`, [taskId, note])
  await tx.query(`update approval_tasks set status = 'skipped', decided_at = now() where approval_id = $1 and step = $2 and status = 'pending'`, [chain.approvalId, chain.currentLevel])
  await openLevelTasks(tx, chain.approvalId, chain.enterpriseId, target)
  await saveChain(tx, chain, chain.levels, target.level)
  return note
}

export type StepState = 'waiting' | 'current' | 'approved' | 'rejected'

/**
 * A level's state on the detail: while the chain is open, levels before the current one are passed (approved),
 * the current one is current and later ones wait, whatever earlier rounds decided (after a 退回 they are decided
 * again); once it is closed, the level's last decision says.
 */
export function levelState(level: number, chain: { currentLevel: number; isOpen: boolean }, decisions: readonly { step: number; status: string }[]): StepState {
  if (chain.isOpen) return level < chain.currentLevel ? 'approved' : level === chain.currentLevel ? 'current' : 'waiting'
  const last = decisions.filter((t) => t.step === level && (t.status === 'approved' || t.status === 'rejected')).at(-1)
  return last ? (last.status as 'approved' | 'rejected') : 'waiting'
}
