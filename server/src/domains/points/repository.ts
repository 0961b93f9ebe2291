import type { Queryable } from '../../db/types'
import { businessRule, notFound } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import type * as Api from '../../../../types/api/points'

/** Points may be used only while the enterprise's bonus points are open and active (status 1). */
export async function requirePointsOpen(db: Queryable, enterpriseId: number): Promise<string> {
  const { rows } = await db.query<{ name: string; open: boolean; status: number }>(
    'select name, is_open_bonus_points as open, bonus_points_status as status from enterprises where id = $1',
    [enterpriseId],
  )
  if (!rows[0]?.open || rows[0].status === 0) throw businessRule('企业未开通积分')
  if (rows[0].status === 2) throw businessRule('企业积分已暂停，请联系企业管理员')
  return rows[0].name
}

export async function pointsBalance(db: Queryable, memberId: number): Promise<Omit<Api.MemberPointsData, 'EnterpriseName'>> {
  const { rows } = await db.query<{ balance: number; earned: number; used: number }>(
    `select coalesce(sum(points), 0)::int as balance,
            coalesce(sum(points) filter (where points > 0), 0)::int as earned,
            coalesce(-sum(points) filter (where points < 0), 0)::int as used
       from points_ledger where member_id = $1`,
    [memberId],
  )
  return { Balance: rows[0].balance, TotalEarned: rows[0].earned, TotalUsed: rows[0].used }
}

type LedgerRow = {
  id: number; points: number; kind: Api.PointsKind; title: string; order_no: string | null
  counterpart: string | null; remark: string; created_at: Date; total: number
}

export async function pagePoints(db: Queryable, memberId: number, body: Api.PagePointsRecordsRequest): Promise<Api.PagePointsRecordsData> {
  const direction = body.Direction === 'in' ? 'and l.points > 0' : body.Direction === 'out' ? 'and l.points < 0' : ''
  const { rows } = await db.query<LedgerRow>(
    `select l.id, l.points, l.kind, l.title, l.order_no, m.name as counterpart, l.remark, l.created_at, count(*) over ()::int as total
       from points_ledger l left join members m on m.id = l.counterpart_member_id
      where l.member_id = $1 ${direction}
      order by l.created_at desc, l.id desc limit $2 offset $3`,
    [memberId, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  return {
    Total: rows[0]?.total ?? 0,
    Items: rows.map((r) => ({
      RecordId: String(r.id), Points: r.points, Kind: r.kind, Title: r.title, OrderNo: r.order_no,
      CounterpartName: r.counterpart, Remark: r.remark, CreatedAt: shanghaiIso(new Date(r.created_at)),
    })),
  }
}

/** The colleague who receives points: an active member of the same enterprise, never the giver. */
export async function colleagueByPhone(db: Queryable, enterpriseId: number, phone: string): Promise<{ id: number; name: string }> {
  const { rows } = await db.query<{ id: number; name: string }>(
    `select m.id, m.name from members m join accounts a on a.id = m.account_id
      where a.phone = $1 and m.enterprise_id = $2 and m.status = 'active'`,
    [phone, enterpriseId],
  )
  if (!rows[0]) throw notFound('该手机号不是本企业的员工')
  return rows[0]
}

/** Moves points in one transaction: the giver's balance is locked and checked first. */
export async function transferPoints(
  tx: Queryable,
  from: { memberId: number; enterpriseId: number },
  to: { id: number; name: string },
  points: number,
  remark: string,
): Promise<number> {
  await tx.query('select id from members where id = $1 for update', [from.memberId])
  const { Balance } = await pointsBalance(tx, from.memberId)
  if (Balance < points) throw businessRule(`积分不足，当前可用 ${Balance} 积分`)
  const { rows: giver } = await tx.query<{ name: string }>('select name from members where id = $1', [from.memberId])
  await tx.query(
    `insert into points_ledger (member_id, enterprise_id, points, kind, title, counterpart_member_id, remark)
     values ($1, $2, $3, 'transfer_out', $4, $5, $6), ($5, $2, $7, 'transfer_in', $8, $1, $6)`,
    [from.memberId, from.enterpriseId, -points, `转赠给${to.name}`, to.id, remark, points, `${giver[0].name}转赠`],
  )
  return Balance - points
}

type CashRow = { id: number; amount_fen: number; kind: 'cashback' | 'withdraw'; status: 'pending' | 'settled'; title: string; order_no: string | null; created_at: Date; total: number }

export async function cashbackBalance(db: Queryable, memberId: number): Promise<Api.CashbackBalanceData> {
  const { rows } = await db.query<{ balance: number; pending: number; earned: number }>(
    `select coalesce(sum(amount_fen) filter (where status = 'settled'), 0)::int as balance,
            coalesce(sum(amount_fen) filter (where status = 'pending'), 0)::int as pending,
            coalesce(sum(amount_fen) filter (where kind = 'cashback'), 0)::int as earned
       from cashback_records where member_id = $1`,
    [memberId],
  )
  return { Balance: rows[0].balance, Pending: rows[0].pending, TotalEarned: rows[0].earned }
}

export async function pageCashback(db: Queryable, memberId: number, body: Api.CashbackPageRequest): Promise<Api.CashbackPageData> {
  const { rows } = await db.query<CashRow>(
    `select id, amount_fen, kind, status, title, order_no, created_at, count(*) over ()::int as total
       from cashback_records where member_id = $1 order by created_at desc, id desc limit $2 offset $3`,
    [memberId, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  return {
    Total: rows[0]?.total ?? 0,
    Items: rows.map((r) => ({
      RecordId: String(r.id), AmountFen: r.amount_fen, Kind: r.kind, Status: r.status, Title: r.title,
      OrderNo: r.order_no, CreatedAt: shanghaiIso(new Date(r.created_at)),
    })),
  }
}
