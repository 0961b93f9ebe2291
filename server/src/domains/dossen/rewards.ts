import type { Queryable } from '../../db/types'
import { shanghaiDate, shanghaiIso } from '../../lib/time'
import type * as Api from '../../../../types/api/dossen'

export async function total(db: Queryable, saleId: number): Promise<Api.DossenRewardTotalData> {
  const { rows } = await db.query<{ total: number; orders: number; enterprises: number; month: number }>(
    `select coalesce(sum(amount_fen), 0)::int as total, count(*)::int as orders, count(distinct enterprise_id)::int as enterprises,
            coalesce(sum(amount_fen) filter (where month = $2), 0)::int as month
       from dossen_rewards where sale_member_id = $1`,
    [saleId, shanghaiDate().slice(0, 7)],
  )
  return { TotalFen: rows[0].total, OrderCount: rows[0].orders, EnterpriseCount: rows[0].enterprises, ThisMonthFen: rows[0].month }
}

/** The twelve months up to this one, each with its total (0 when none), newest first. */
export async function totalByMonth(db: Queryable, saleId: number): Promise<Api.DossenTotalByMonthData> {
  const { rows } = await db.query<{ month: string; amount: number; orders: number }>(
    'select month, sum(amount_fen)::int as amount, count(*)::int as orders from dossen_rewards where sale_member_id = $1 group by month',
    [saleId],
  )
  const [year, month] = shanghaiDate().slice(0, 7).split('-').map(Number)
  const items = Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + month - 1 - i
    const key = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
    const row = rows.find((r) => r.month === key)
    return { Month: key, AmountFen: row?.amount ?? 0, OrderCount: row?.orders ?? 0 }
  })
  return { Items: items }
}

export async function recordsOfMonth(db: Queryable, saleId: number, q: Api.DossenRecordPageQuery): Promise<Api.DossenRecordPageData> {
  const { rows } = await db.query<{ order_no: string; title: string; name: string; amount_fen: number; created_at: Date; total: number }>(
    `select r.order_no, r.title, e.short_name as name, r.amount_fen, r.created_at, count(*) over ()::int as total
       from dossen_rewards r join enterprises e on e.id = r.enterprise_id
      where r.sale_member_id = $1 and r.month = $2 order by r.created_at desc, r.id desc limit $3 offset $4`,
    [saleId, q.Month, q.PageSize, (q.PageIndex - 1) * q.PageSize],
  )
  return {
    Total: rows[0]?.total ?? 0,
    Items: rows.map((r) => ({ OrderNo: r.order_no, Title: r.title, EnterpriseName: r.name, AmountFen: r.amount_fen, CreatedAt: shanghaiIso(new Date(r.created_at)) })),
  }
}

export async function enterpriseByMonth(db: Queryable, saleId: number, month: string): Promise<Api.DossenEnterpriseByMonthData> {
  const { rows } = await db.query<{ id: number; name: string; amount: number; orders: number }>(
    `select e.id, e.short_name as name, coalesce(sum(r.amount_fen), 0)::int as amount, count(r.id)::int as orders
       from dossen_sale_enterprises s join enterprises e on e.id = s.enterprise_id
       left join dossen_rewards r on r.sale_member_id = s.sale_member_id and r.enterprise_id = s.enterprise_id and r.month = $2
      where s.sale_member_id = $1 group by e.id, e.short_name order by amount desc, e.id`,
    [saleId, month],
  )
  return { Month: month, Items: rows.map((r) => ({ EnterpriseId: r.id, EnterpriseName: r.name, AmountFen: r.amount, OrderCount: r.orders })) }
}
