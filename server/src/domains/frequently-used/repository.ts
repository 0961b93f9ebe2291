import type { Queryable } from '../../db/types'
import type { BusinessFunction, FrequentCity, FrequentItem } from '../../../../types/api/tripwise-m-api'

/** Member columns a business function may require (business_functions.required_flag). */
const FLAGS = [
  'can_book_hotel', 'can_book_flight', 'can_book_international_flight', 'can_book_train', 'can_use_car',
  'can_order_takeout', 'is_approver',
]

/** SQL that is true when the member `m` may use the function `f`. */
const PERMITTED = `(f.required_flag is null or case f.required_flag ${FLAGS.map((flag) => `when '${flag}' then m.${flag}`).join(' ')} else false end)`

type FunctionRow = { code: string; name: string; category: string; url: string; icon: string; item_id: number | null }

const toFunction = (r: FunctionRow): BusinessFunction => ({
  FunctionCode: r.code, Name: r.name, Category: r.category, Url: r.url, Icon: r.icon, IsAdded: r.item_id !== null,
})

/** The catalogue the member may use, with the ones already among their frequently used marked. */
export async function findFunctions(db: Queryable, memberId: number, keyword?: string): Promise<BusinessFunction[]> {
  const params: unknown[] = [memberId]
  let filter = ''
  if (keyword) {
    params.push(`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    filter = 'and (f.name ilike $2 or f.category ilike $2)'
  }
  const { rows } = await db.query<FunctionRow>(
    `select f.code, f.name, f.category, f.url, f.icon, i.id as item_id
       from business_functions f
       join members m on m.id = $1
       left join member_frequent_functions i on i.member_id = m.id and i.function_code = f.code
      where ${PERMITTED} ${filter}
      order by f.sort`,
    params,
  )
  return rows.map(toFunction)
}

export async function findFunction(db: Queryable, memberId: number, code: string): Promise<{ exists: boolean; permitted: boolean }> {
  const { rows } = await db.query<{ permitted: boolean }>(
    `select ${PERMITTED} as permitted from business_functions f join members m on m.id = $1 where f.code = $2`,
    [memberId, code],
  )
  return { exists: rows.length > 0, permitted: rows[0]?.permitted ?? false }
}

type ItemRow = { id: number; code: string; name: string; url: string; icon: string; sort: number }

const toItem = (r: ItemRow): FrequentItem => ({ Id: String(r.id), FunctionCode: r.code, Name: r.name, Url: r.url, Icon: r.icon, Sort: r.sort })

/** The member's items that they may still use (a withdrawn permission hides an item). */
export async function findItems(db: Queryable, memberId: number): Promise<FrequentItem[]> {
  const { rows } = await db.query<ItemRow>(
    `select i.id, f.code, f.name, f.url, f.icon, i.sort
       from member_frequent_functions i
       join business_functions f on f.code = i.function_code
       join members m on m.id = i.member_id
      where i.member_id = $1 and ${PERMITTED}
      order by i.sort, i.id`,
    [memberId],
  )
  return rows.map(toItem)
}

/** The default items for a member who chose none (no Id: they are not the member's own). */
export async function findDefaultItems(db: Queryable, memberId: number): Promise<FrequentItem[]> {
  const { rows } = await db.query<Omit<ItemRow, 'id' | 'sort'>>(
    `select f.code, f.name, f.url, f.icon from business_functions f join members m on m.id = $1
      where f.is_default and ${PERMITTED} order by f.sort`,
    [memberId],
  )
  return rows.map((r, index) => ({ Id: '', FunctionCode: r.code, Name: r.name, Url: r.url, Icon: r.icon, Sort: index + 1 }))
}

export async function countItems(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from member_frequent_functions where member_id = $1', [memberId])
  return rows[0].n
}

export async function insertItem(db: Queryable, memberId: number, code: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `insert into member_frequent_functions (member_id, function_code, sort)
     values ($1, $2, (select coalesce(max(sort), 0) + 1 from member_frequent_functions where member_id = $1))
     on conflict (member_id, function_code) do nothing returning id`,
    [memberId, code],
  )
  return rows[0]?.id
}

export async function deleteItem(db: Queryable, memberId: number, id: number): Promise<boolean> {
  return (await db.query('delete from member_frequent_functions where id = $1 and member_id = $2', [id, memberId])).rowCount > 0
}

export async function itemIds(db: Queryable, memberId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('select id from member_frequent_functions where member_id = $1', [memberId])
  return rows.map((r) => r.id)
}

export async function setSort(db: Queryable, memberId: number, id: number, sort: number): Promise<void> {
  await db.query('update member_frequent_functions set sort = $3 where id = $1 and member_id = $2', [id, memberId, sort])
}

/** Arrival cities of the member's trips, most frequent first. */
export async function findCities(db: Queryable, memberId: number, productType?: number): Promise<FrequentCity[]> {
  const { rows } = await db.query<{ code: string; name: string; product_type: number; n: number }>(
    `select arrival_city_code as code, arrival_city_name as name, product_type, count(*)::int as n
       from orders
      where (traveller_member_id = $1 or booker_member_id = $1) and arrival_city_code <> ''
        and ($2::int is null or product_type = $2::int)
      group by arrival_city_code, arrival_city_name, product_type
      order by n desc, code
      limit 20`,
    [memberId, productType ?? null],
  )
  return rows.map((r) => ({ CityCode: r.code, CityName: r.name, ProductType: r.product_type, UseCount: r.n }))
}
