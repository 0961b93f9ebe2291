import type { Db } from '../../db/types'
import { ENTERPRISE, MEMBER } from '../platform/public'

/** The dossen sale (13800000005) looks after the client enterprise, with rewards over the last three months. */
export async function seedDossen(db: Db): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into dossen_sale_enterprises (sale_member_id, enterprise_id, since) values ($1, $2, current_date - 200) on conflict do nothing`,
    [MEMBER.dossenSale, ENTERPRISE.dossenClient],
  )
  if (!rowCount) return false
  const rewards = [
    ['DR-H0001', '广州东呈国际酒店 2晚', 12800, 70],
    ['DR-H0002', '深圳城市便捷酒店 1晚', 4600, 35],
    ['DR-H0003', '佛山怡程酒店 3晚', 9900, 2],
  ] as const
  for (const [orderNo, title, fen, days] of rewards) {
    await db.query(
      `insert into dossen_rewards (sale_member_id, enterprise_id, order_no, title, amount_fen, month, created_at)
       values ($1, $2, $3, $4, $5, to_char((now() - make_interval(days => $6::int)) at time zone 'Asia/Shanghai', 'YYYY-MM'), now() - make_interval(days => $6::int))
       on conflict do nothing`,
      [MEMBER.dossenSale, ENTERPRISE.dossenClient, orderNo, title, fen, days],
    )
  }
  return true
}
