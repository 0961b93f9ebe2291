import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/subsidy'
import { applyLineEdit, lineDays, type LineHalf, type SubsidyItem } from '../../../../domain/expense/subsidyLine'
import type { Member } from '../../lib/caller'
import { businessRule, invalidInput, notFound } from '../../lib/errors'
import { requirePermission } from './subsidy'

type LineRow = { cost_id: number; city_name: string; remark: string; amount_fen: string; bill_no: string | null; first: string; last: string; halves: number }

const LINE_SELECT = `select c.id as cost_id, c.city_name, c.remark, c.amount_fen, b.bill_no,
       min(h.day)::text as first, max(h.day)::text as last, count(h.*)::int as halves
  from expense_costs c
  join expense_subsidy_halves h on h.cost_id = c.id
  left join expense_bills b on b.id = c.bill_id
 where c.member_id = $1 and c.enterprise_id = $2 and c.deleted_at is null`

const lineOf = (r: LineRow): Api.SubsidyLine => ({
  CostId: String(r.cost_id),
  CityName: r.city_name,
  FirstDate: r.first,
  LastDate: r.last,
  DayCount: r.halves / 2,
  AmountFen: Number(r.amount_fen),
  Remark: r.remark,
  BillNo: r.bill_no ?? '',
  Editable: r.bill_no === null,
})

/** 已申领的补贴: the caller's subsidy costs, newest first. */
export async function subsidyLines(db: Queryable, member: Member): Promise<Api.SubsidyLinesData> {
  await requirePermission(db, member)
  const { rows } = await db.query<LineRow>(`${LINE_SELECT} group by c.id, b.bill_no order by max(h.day) desc, c.id desc`, [member.memberId, member.enterpriseId])
  return { Items: rows.map(lineOf) }
}

type HalfRow = { day: string; half: 0 | 1; meal_fen: string | null; transport_fen: string | null; communication_fen: string | null; deducted: SubsidyItem[]; amount_fen: string | null }

async function lineHalves(db: Queryable, costId: number, lock = false): Promise<LineHalf[]> {
  const { rows } = await db.query<HalfRow>(
    `select day::text as day, half, meal_fen, transport_fen, communication_fen, deducted, amount_fen from expense_subsidy_halves
      where cost_id = $1 order by day, half${lock ? ' for update' : ''}`,
    [costId],
  )
  return rows.map((r) => ({
    date: r.day,
    half: r.half,
    items: r.meal_fen === null ? null : { meal: Number(r.meal_fen), transport: Number(r.transport_fen ?? 0), communication: Number(r.communication_fen ?? 0) },
    deducted: r.deducted,
    amountFen: Number(r.amount_fen ?? 0),
  }))
}

/** The caller's subsidy line; with lock, its cost is locked first and then read, so its bill is the one committed last. */
async function findLine(db: Queryable, member: Member, costId: string, lock = false): Promise<LineRow> {
  const id = Number(costId)
  if (lock) await db.query('select id from expense_costs where id = $1 and member_id = $2 and enterprise_id = $3 for update', [id, member.memberId, member.enterpriseId])
  const { rows } = await db.query<LineRow>(`${LINE_SELECT} and c.id = $3 group by c.id, b.bill_no`, [member.memberId, member.enterpriseId, id])
  if (!rows[0]) throw notFound('补贴费用不存在')
  return rows[0]
}

/** Halves claimed before the items were kept carry no amount of their own: share the cost's amount among them. */
function withLegacyAmounts(halves: LineHalf[], costFen: number): LineHalf[] {
  const legacy = halves.filter((h) => h.items === null && h.amountFen === 0)
  if (legacy.length === 0) return halves
  const rest = costFen - halves.filter((h) => !legacy.includes(h)).reduce((s, h) => s + h.amountFen, 0)
  const each = Math.floor(rest / legacy.length)
  return halves.map((h) => (legacy.includes(h) ? { ...h, amountFen: h === legacy[legacy.length - 1] ? rest - each * (legacy.length - 1) : each } : h))
}

/** 编辑补贴费用: the line and its days with their rate items and deductions. */
export async function subsidyLineDetail(db: Queryable, member: Member, costId: string): Promise<Api.SubsidyLineDetail> {
  await requirePermission(db, member)
  const row = await findLine(db, member, costId)
  const halves = withLegacyAmounts(await lineHalves(db, row.cost_id), Number(row.amount_fen))
  return {
    ...lineOf(row),
    Days: lineDays(halves).map((d) => ({
      Date: d.date,
      Halves: d.halves,
      MealFen: d.items?.meal ?? 0,
      TransportFen: d.items?.transport ?? 0,
      CommunicationFen: d.items?.communication ?? 0,
      Deducted: d.deducted,
      AmountFen: d.amountFen,
      Itemised: d.items !== null,
    })),
  }
}

/** Drops days (freeing their halves) and deducts items; the cost's amount follows. Only while on no bill. */
export async function saveSubsidyLine(tx: Queryable, member: Member, body: Api.SaveSubsidyCostRequest): Promise<Api.SaveSubsidyCostData> {
  await requirePermission(tx, member)
  const row = await findLine(tx, member, body.CostId, true)
  if (row.bill_no !== null) throw businessRule('该补贴已关联报销单，不能修改')
  const halves = withLegacyAmounts(await lineHalves(tx, row.cost_id, true), Number(row.amount_fen))
  let result
  try {
    result = applyLineEdit(halves, body.Days.map((d) => ({ date: d.Date, keep: d.Keep, deducted: d.Deducted })))
  } catch (error) {
    throw invalidInput((error as Error).message)
  }
  for (const h of result.dropped) {
    await tx.query('delete from expense_subsidy_halves where member_id = $1 and day = $2 and half = $3 and cost_id = $4', [member.memberId, h.date, h.half, row.cost_id])
  }
  for (const h of result.kept) {
    await tx.query(
      'update expense_subsidy_halves set deducted = $5, amount_fen = $6 where member_id = $1 and day = $2 and half = $3 and cost_id = $4',
      [member.memberId, h.date, h.half, row.cost_id, h.deducted, h.amountFen],
    )
  }
  const last = result.kept[result.kept.length - 1].date
  await tx.query('update expense_costs set amount_fen = $2, cost_date = $3, remark = $4 where id = $1', [row.cost_id, result.amountFen, last, body.Remark.trim()])
  return { CostId: String(row.cost_id), AmountFen: result.amountFen, DayCount: result.dayCount }
}
