import type { Db } from '../../db/types'
import { addDays, shanghaiDate, shanghaiInstant } from '../../lib/time'
import { ENTERPRISE, MEMBER } from '../platform/public'

/** Trips 王芳 (finance) finished last month, paid from the enterprise account: what the demo invoices (decision 0203). */
const COMPLETED = [
  { daysAgo: 30, type: 5, title: '上海 - 深圳 MU5331', description: '东方航空 MU5331 经济舱', from: '上海虹桥国际机场T2', to: '深圳宝安国际机场T3', cityCode: '440300', city: '深圳', fen: 96000, start: '08:30', end: '11:05' },
  { daysAgo: 27, type: 6, title: '深圳北 - 上海虹桥 G100', description: 'G100 二等座 05车08A', from: '深圳北站', to: '上海虹桥站', cityCode: '310100', city: '上海', fen: 79300, start: '09:00', end: '17:40' },
] as const

export async function seedCompletedOrders(db: Db): Promise<boolean> {
  const today = shanghaiDate()
  let wrote = false
  for (const [index, o] of COMPLETED.entries()) {
    const day = addDays(today, -o.daysAgo)
    const orderNo = `${o.type === 5 ? 'F' : 'T'}${day.replaceAll('-', '')}9${String(index + 1).padStart(3, '0')}`
    const { rowCount } = await db.query(
      `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name,
          is_trip, amount_fen, pay_amount_fen, paid_fen, pay_method, title, description, departure_name, arrival_name, arrival_city_code,
          arrival_city_name, start_time, end_time)
       select $1, $2, $3, $3, '王芳', $4, 'Completed', '已完成', false, $5, $5, $5, 'enterprise', $6, $7, $8, $9, $10, $11, $12, $13
        where not exists (select 1 from orders where booker_member_id = $3 and title = $6 and status = 'Completed')
       on conflict (order_no) do nothing`,
      [orderNo, ENTERPRISE.a, MEMBER.finance, o.type, o.fen, o.title, o.description, o.from, o.to, o.cityCode, o.city,
        shanghaiInstant(day, o.start), shanghaiInstant(day, o.end)],
    )
    wrote = wrote || (rowCount ?? 0) > 0
  }
  return wrote
}
