import type { Queryable } from '../../db/types'
import type { TripItem } from '../../../../types/api/common'
import type { ProductType } from '../../../../types/api/envelope'
import { shanghaiIso } from '../../lib/time'

/** Orders the member booked or travels on. */
const MINE = '(o.traveller_member_id = $1 or o.booker_member_id = $1)'

type TripRow = {
  order_no: string
  product_type: ProductType
  title: string
  description: string
  start_time: Date
  end_time: Date | null
  departure_name: string
  arrival_name: string
  traveller_name: string
  status: string
  status_name: string
  amount_fen: number
  read_at: Date | null
  total: number
}

export type TripFilter = {
  scope?: 0 | 1 | 2
  keyword?: string
  productType?: ProductType
  startDate?: string
  endDate?: string
}

function toTrip(r: TripRow): TripItem {
  return {
    OrderNo: r.order_no,
    ProductType: r.product_type,
    Title: r.title,
    Description: r.description,
    StartTime: shanghaiIso(r.start_time),
    EndTime: r.end_time ? shanghaiIso(r.end_time) : null,
    DepartureName: r.departure_name,
    ArrivalName: r.arrival_name,
    TravellerName: r.traveller_name,
    Status: r.status,
    StatusName: r.status_name,
    Amount: r.amount_fen,
    IsRead: r.read_at !== null,
  }
}

export async function findTrips(db: Queryable, memberId: number, filter: TripFilter, page: { index: number; size: number }) {
  const where = [`${MINE}`, 'o.is_trip', 'not o.is_error']
  const params: unknown[] = [memberId]
  const add = (sql: string, value: unknown) => {
    params.push(value)
    where.push(sql.replace('?', `$${params.length}`))
  }
  if (filter.scope === 1) where.push('coalesce(o.end_time, o.start_time) >= now()')
  if (filter.scope === 2) where.push('coalesce(o.end_time, o.start_time) < now()')
  if (filter.keyword) {
    params.push(`%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    const kw = `$${params.length}`
    where.push(`(${['o.title', 'o.description', 'o.order_no', 'o.departure_name', 'o.arrival_name', 'o.traveller_name'].map((c) => `${c} ilike ${kw}`).join(' or ')})`)
  }
  if (filter.productType) add('o.product_type = ?', filter.productType)
  if (filter.startDate) add(`o.start_time >= (?::date)::timestamp at time zone 'Asia/Shanghai'`, filter.startDate)
  if (filter.endDate) add(`o.start_time < ((?::date) + 1)::timestamp at time zone 'Asia/Shanghai'`, filter.endDate)
  params.push(page.size, (page.index - 1) * page.size)
  const { rows } = await db.query<TripRow>(
    `select o.order_no, o.product_type, o.title, o.description, o.start_time, o.end_time, o.departure_name, o.arrival_name,
            o.traveller_name, o.status, o.status_name, o.amount_fen, o.read_at, count(*) over () as total
       from orders o
      where ${where.join(' and ')}
      order by o.start_time desc, o.id desc
      limit $${params.length - 1} offset $${params.length}`,
    params,
  )
  return { trips: rows.map(toTrip), total: rows[0]?.total ?? 0 }
}

export async function findUnreadOrderNos(db: Queryable, memberId: number): Promise<string[]> {
  const { rows } = await db.query<{ order_no: string }>(
    `select o.order_no from orders o where ${MINE} and o.is_trip and not o.is_error and o.read_at is null order by o.start_time desc limit 500`,
    [memberId],
  )
  return rows.map((r) => r.order_no)
}

/** How many of the order numbers are the member's. */
export async function countMine(db: Queryable, memberId: number, orderNos: string[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from orders o where ${MINE} and o.order_no = any($2::text[])`, [memberId, orderNos])
  return rows[0].n
}

export async function markRead(db: Queryable, memberId: number, orderNos: string[] | null): Promise<number> {
  const { rowCount } = await db.query(
    `update orders o set read_at = now() where ${MINE} and o.read_at is null and ($2::text[] is null or o.order_no = any($2::text[]))`,
    [memberId, orderNos],
  )
  return rowCount
}

export async function countErrorOrders(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from orders o where ${MINE} and o.is_error`, [memberId])
  return rows[0].n
}
