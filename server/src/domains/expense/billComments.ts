import type { Queryable } from '../../db/types'
import type { Member } from '../../lib/caller'
import { invalidInput, notFound } from '../../lib/errors'
import { isApproverOfBill, type BillRow } from './billRow'
import { isFinancial } from '../platform/public'
import { checkAttachments } from './costs'

export const MAX_COMMENT = 500
export const MAX_COMMENT_PICTURES = 9

/** Who may comment on a bill: whoever may see it (its applicant, an approver of its flow, finance). */
export async function maySeeBill(db: Queryable, member: Member, bill: BillRow): Promise<boolean> {
  return bill.member_id === member.memberId || (await isFinancial(db, member)) || isApproverOfBill(db, bill.id, member.memberId)
}

/**
 * 评论 (issue 35, decision 0700): a remark with pictures in the bill's 处理记录, as 合思 and 钉钉 let anyone on the
 * approval add one without deciding; the bill's status does not move. Text or at least one picture; pictures are
 * the caller's own uploads.
 */
export async function commentBill(tx: Queryable, bill: BillRow, member: Member, actorName: string, text: string, attachments: readonly string[]): Promise<BillRow['status']> {
  if (!(await maySeeBill(tx, member, bill))) throw notFound('单据不存在')
  const words = text.trim()
  if (!words && attachments.length === 0) throw invalidInput('请填写评论或添加图片')
  if (words.length > MAX_COMMENT) throw invalidInput(`评论最多${MAX_COMMENT}字`)
  await checkAttachments(tx, member, attachments)
  await tx.query('insert into expense_bill_history (bill_id, status, actor_name, note, attachments) values ($1, $2, $3, $4, $5)', [
    bill.id, bill.status, actorName, `评论：${words}`, JSON.stringify(attachments),
  ])
  return bill.status
}
