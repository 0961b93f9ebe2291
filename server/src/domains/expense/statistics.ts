import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'

/** The caller's costs of a year: twelve months (empty ones 0) and the cost types, largest first (decision 0254). */
export async function myAccountBook(db: Queryable, member: Member, year: number): Promise<Api.AccountBookStatsData> {
  const { rows: months } = await db.query<{ month: string; fen: number }>(
    `select to_char(cost_date, 'YYYY-MM') as month, sum(amount_fen)::bigint as fen from expense_costs
      where member_id = $1 and enterprise_id = $2 and deleted_at is null and extract(year from cost_date) = $3
      group by 1`,
    [member.memberId, member.enterpriseId, year],
  )
  const { rows: types } = await db.query<{ name: string; fen: number }>(
    `select t.name, sum(c.amount_fen)::bigint as fen from expense_costs c join expense_cost_types t on t.id = c.cost_type_id
      where c.member_id = $1 and c.enterprise_id = $2 and c.deleted_at is null and extract(year from c.cost_date) = $3
      group by t.name order by 2 desc, 1`,
    [member.memberId, member.enterpriseId, year],
  )
  const byMonth = new Map(months.map((m) => [m.month, Number(m.fen)]))
  const all = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`)
  return {
    Year: year,
    TotalFen: types.reduce((s, t) => s + Number(t.fen), 0),
    ByMonth: all.map((Month) => ({ Month, AmountFen: byMonth.get(Month) ?? 0 })),
    ByType: types.map((t) => ({ CostTypeName: t.name, AmountFen: Number(t.fen) })),
  }
}
