import type { Db } from '../../db/types'
import { MEMBER } from '../platform/public'
import { SUBMITTED_TEXT } from './progress'

/** One answered feedback for the demo employee and the dossen sale (their 投诉与建议 list has something). */
export async function seedFeedback(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from feedback where member_id = any($1::int[])', [[MEMBER.employee, MEMBER.dossenSale]])
  if (rows[0].n > 0) return false
  for (const memberId of [MEMBER.employee, MEMBER.dossenSale]) {
    await db.transaction(async (tx) => {
      const { rows: created } = await tx.query<{ id: number }>(
        `insert into feedback (member_id, enterprise_id, feedback_type, content, contact_phone, status, created_at)
         select m.id, m.enterprise_id, 2, '希望酒店列表可以按地铁站筛选，方便找到离客户近的酒店', a.phone, 'replied', now() - interval '3 days'
           from members m join accounts a on a.id = m.account_id where m.id = $1 returning id`,
        [memberId],
      )
      const id = created[0].id
      await tx.query(
        `insert into feedback_schedule (feedback_id, step, content, handler_name, created_at) values
           ($1, 'submitted', $2, '', now() - interval '3 days'),
           ($1, 'handling', '客服已受理，正在与产品团队确认', '客服小林', now() - interval '2 days'),
           ($1, 'replied', '感谢您的建议！酒店列表已支持按地铁线路和站点筛选，请更新后使用。', '客服小林', now() - interval '1 day')`,
        [id, SUBMITTED_TEXT],
      )
    })
  }
  return true
}
