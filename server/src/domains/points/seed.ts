import type { Db } from '../../db/types'
import { MEMBER } from '../platform/public'

const DAY = 86_400_000

/** The dossen sale's points and cashback history (demo 13800000005), written once. */
export async function seedPoints(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from points_ledger where member_id = $1', [MEMBER.dossenSale])
  if (rows[0].n > 0) return false
  const at = (days: number) => new Date(Date.now() - days * DAY)
  const lines = [
    [320, 'earn', '酒店节省奖励 · 广州东呈国际酒店', 'H20260001', 40],
    [180, 'earn', '机票节省奖励 · 广州—上海', 'F20260002', 28],
    [-200, 'redeem', '积分商城兑换 · 保温杯', null, 20],
    [95, 'earn', '火车票节省奖励 · 广州南—深圳北', 'T20260003', 9],
  ] as const
  for (const [points, kind, title, orderNo, days] of lines) {
    await db.query(
      `insert into points_ledger (member_id, enterprise_id, points, kind, title, order_no, created_at)
       select id, enterprise_id, $2, $3, $4, $5, $6 from members where id = $1`,
      [MEMBER.dossenSale, points, kind, title, orderNo, at(days)],
    )
  }
  const cash = [
    [1880, 'cashback', 'settled', '酒店返现 · 广州东呈国际酒店', 'H20260001', 35],
    [960, 'cashback', 'pending', '酒店返现 · 深圳城市便捷酒店', 'H20260004', 3],
  ] as const
  for (const [fen, kind, status, title, orderNo, days] of cash) {
    await db.query(
      `insert into cashback_records (member_id, enterprise_id, amount_fen, kind, status, title, order_no, created_at)
       select id, enterprise_id, $2, $3, $4, $5, $6, $7 from members where id = $1`,
      [MEMBER.dossenSale, fen, kind, status, title, orderNo, at(days)],
    )
  }
  return true
}
