import type { Queryable } from '../../db/types'
import type { BillStatus } from '../../../../domain/expense/billStatus'
import type { Cost, CostListData, CostListRequest, CostTypeListData, SaveCostRequest } from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'
import { businessRule, invalidInput, notFound } from '../../lib/errors'
import { isRealDate } from '../../lib/time'

/** A cost may not exceed ¥1,000,000 (decision 0181). */
export const MAX_COST_FEN = 100_000_000

export type CostRow = {
  id: number; cost_type_id: number; cost_type_name: string; amount_fen: number; cost_date: string; city_name: string
  remark: string; attachments: string[]; bill_no: string | null; bill_status: BillStatus | null; order_no: string; bill_id: number | null; company_paid: boolean
}

export const COST_SELECT = `select c.id, c.cost_type_id, t.name as cost_type_name, c.amount_fen, c.cost_date::text as cost_date, c.city_name,
       c.remark, c.attachments, b.bill_no, b.status as bill_status, c.order_no, c.company_paid, c.bill_id
  from expense_costs c join expense_cost_types t on t.id = c.cost_type_id left join expense_bills b on b.id = c.bill_id`

export const costOf = (r: CostRow): Cost => ({
  CostId: String(r.id),
  CostTypeId: String(r.cost_type_id),
  CostTypeName: r.cost_type_name,
  AmountFen: Number(r.amount_fen),
  CostDate: r.cost_date,
  CityName: r.city_name,
  Remark: r.remark,
  Attachments: r.attachments,
  BillNo: r.bill_no ?? '',
  BillStatus: r.bill_status ?? '',
  OrderNo: r.order_no,
  CompanyPaid: r.company_paid,
})

export async function costTypes(db: Queryable, member: Member): Promise<CostTypeListData> {
  const { rows } = await db.query<{ id: number; name: string; parent_id: number | null }>(
    'select id, name, parent_id from expense_cost_types where enterprise_id = $1 order by sort, id',
    [member.enterpriseId],
  )
  return { Items: rows.map((r) => ({ CostTypeId: String(r.id), Name: r.name, ParentId: r.parent_id === null ? '' : String(r.parent_id) })) }
}

export async function listCosts(db: Queryable, member: Member, body: CostListRequest): Promise<CostListData> {
  if (body.Month !== undefined && !isRealDate(`${body.Month}-01`)) throw invalidInput('月份不正确')
  const { rows } = await db.query<CostRow>(
    `${COST_SELECT}
      where c.member_id = $1 and c.enterprise_id = $2 and c.deleted_at is null
        and ($3::text is null or to_char(c.cost_date, 'YYYY-MM') = $3) and (not $4 or c.bill_id is null)
      order by c.cost_date desc, c.id desc`,
    [member.memberId, member.enterpriseId, body.Month ?? null, body.OnlyFree ?? false],
  )
  const items = rows.map(costOf)
  return { Items: items, TotalFen: items.reduce((sum, c) => sum + c.AmountFen, 0) }
}

/** The caller's own cost, locked when asked (in a transaction: what is checked on it holds until the commit). */
export async function findOwnCost(db: Queryable, member: Member, costId: string, lock = false): Promise<CostRow> {
  const { rows } = await db.query<CostRow>(
    `${COST_SELECT} where c.id = $1 and c.member_id = $2 and c.enterprise_id = $3 and c.deleted_at is null${lock ? ' for update of c' : ''}`,
    [Number(costId), member.memberId, member.enterpriseId],
  )
  if (!rows[0]) throw notFound('费用不存在')
  return rows[0]
}

async function checkCostType(db: Queryable, member: Member, costTypeId: string) {
  const { rowCount } = await db.query('select 1 from expense_cost_types where id = $1 and enterprise_id = $2', [Number(costTypeId), member.enterpriseId])
  if (rowCount === 0) throw invalidInput('请选择费用类型')
}

export async function checkAttachments(db: Queryable, member: Member, urls: readonly string[]) {
  const ids = [...new Set(urls.map((url) => url.slice(url.lastIndexOf('/') + 1)))]
  if (ids.length === 0) return
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from uploads where member_id = $1 and id = any($2::text[])', [member.memberId, ids])
  if (rows[0].n !== ids.length) throw invalidInput('附件无效，请重新上传')
}

const ON_A_BILL_EDIT = '该费用已关联报销单，不能修改'
const ON_A_BILL_DELETE = '该费用已关联报销单，不能删除'

/**
 * Records a cost, or edits one of the caller's free costs. Run it in a transaction: the cost is locked before
 * "not on a bill" is checked, so a bill claiming it at the same moment (claimCosts locks the same rows) either
 * waits for the edit and sums the new amount, or takes it first and the edit is refused; the update itself
 * only touches a cost still free (issue 31, item 2).
 */
export async function saveCost(db: Queryable, member: Member, body: SaveCostRequest): Promise<{ CostId: string }> {
  if (!isRealDate(body.CostDate)) throw invalidInput('请选择正确的消费日期')
  if (body.AmountFen <= 0 || body.AmountFen > MAX_COST_FEN) throw invalidInput('金额应大于0且不超过100万元')
  await checkCostType(db, member, body.CostTypeId)
  await checkAttachments(db, member, body.Attachments)
  const values = [Number(body.CostTypeId), body.AmountFen, body.CostDate, body.CityName.trim(), body.Remark.trim(), JSON.stringify(body.Attachments)]
  if (body.CostId) {
    const cost = await findOwnCost(db, member, body.CostId, true)
    if (cost.bill_id !== null) throw businessRule(ON_A_BILL_EDIT)
    await refuseSubsidyAmountChange(db, cost.id, body)
    const { rowCount } = await db.query(
      `update expense_costs set cost_type_id = $2, amount_fen = $3, cost_date = $4, city_name = $5, remark = $6, attachments = $7
        where id = $1 and bill_id is null and deleted_at is null`,
      [cost.id, ...values],
    )
    if (rowCount === 0) throw businessRule(ON_A_BILL_EDIT)
    return { CostId: String(cost.id) }
  }
  const { rows } = await db.query<{ id: number }>(
    `insert into expense_costs (enterprise_id, member_id, cost_type_id, amount_fen, cost_date, city_name, remark, attachments)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [member.enterpriseId, member.memberId, ...values],
  )
  return { CostId: String(rows[0].id) }
}

/** A subsidy cost's amount and type follow its days (decision 0321): only 编辑补贴费用 changes them. */
async function refuseSubsidyAmountChange(db: Queryable, costId: number, body: SaveCostRequest) {
  const { rows } = await db.query<{ amount_fen: string; cost_type_id: number }>(
    `select c.amount_fen, c.cost_type_id from expense_costs c where c.id = $1 and exists (select 1 from expense_subsidy_halves h where h.cost_id = c.id)`,
    [costId],
  )
  if (rows[0] && (Number(rows[0].amount_fen) !== body.AmountFen || String(rows[0].cost_type_id) !== body.CostTypeId)) {
    throw businessRule('补贴费用的金额和类型随补贴天数计算，请在「编辑补贴费用」中修改')
  }
}

export async function deleteCost(db: Queryable, member: Member, costId: string): Promise<{ CostId: string }> {
  const cost = await findOwnCost(db, member, costId, true)
  if (cost.bill_id !== null) throw businessRule(ON_A_BILL_DELETE)
  const { rowCount } = await db.query('update expense_costs set deleted_at = now() where id = $1 and bill_id is null and deleted_at is null', [cost.id])
  if (rowCount === 0) throw businessRule(ON_A_BILL_DELETE)
  await releaseCost(db, cost.id)
  return { CostId: costId }
}

/** Releases what a deleted cost held: its invoices and its subsidy half days. */
export async function releaseCost(db: Queryable, costId: number): Promise<void> {
  await db.query('update expense_cost_invoices set deleted_at = now() where cost_id = $1 and deleted_at is null', [costId])
  await db.query('delete from expense_subsidy_halves where cost_id = $1', [costId])
}
