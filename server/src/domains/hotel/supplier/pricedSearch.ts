import type { Queryable } from '../../../db/types'
import type { AlongsideQuery, PricedSearch } from './index'

export type PricedRow = { id: number; min_price: number; pool_fen: number[]; is_full: boolean; distance: number }

/** ORDER BY per sort; ties keep the catalogue's (recommended) order: sort, then id. */
const ORDER: Record<PricedSearch['sort'], string> = {
  recommend: 'is_full, sort, id',
  'price-asc': 'min_price, sort, id',
  'price-desc': 'min_price desc, sort, id',
  distance: 'distance, sort, id',
  star: 'star_level desc, score_tenths desc, sort, id',
}

/**
 * The hotel list priced, filtered, sorted and paged in one statement (issue 22: the server touches the page's
 * hotels, not the city's). A plan's price for a night is the night's price times its factor rounded to the
 * yuan; its average over the stay counts a missing night as 0 and is open when every night is there with a
 * room left. A hotel shows its cheapest open plan (its cheapest plan when none is open: full); `pool_fen` is
 * that pool's averages, ascending, so that the caller finds the cheapest within its standard with the policy
 * rule itself (domain/policy/hotel.ts) instead of a copy of it here. Same figures as pricing in JavaScript
 * (server/test/hotel-info.test.ts computes them from rooms()).
 *
 * Issue 37: the caller's own one-row lookup (`alongside`: its enterprise's settings, standard…) rides in the
 * same statement as `alongside` (json), and the total comes with the page even past its end: one round trip.
 * The answer is one row (decision 0940): the page's hotels as one json array, in the page's order, which the
 * driver reads with one JSON.parse instead of a row per hotel with a parser per column and per int[] array.
 * The search's parameters follow the alongside's ($1…$n are the alongside's own).
 */
const PRICED_SQL = (order: string, alongside: string, n: number) => {
  const $ = (k: number) => `$${k + n}`
  return `
with matched as (
  select h.id, h.sort, h.star_level, h.score_tenths,
         round(2 * 6371000 * asin(sqrt(power(sin(radians(h.lat - ${$(12)}::float8) / 2), 2)
               + cos(radians(${$(12)}::float8)) * cos(radians(h.lat)) * power(sin(radians(h.lon - ${$(13)}::float8) / 2), 2))))::int as distance
    from hotels h
    join hotel_brands b on b.id = h.brand_id
    join hotel_business_districts d on d.id = h.district_id
   where h.city_code = ${$(1)}
     and (${$(2)}::text is null or strpos(lower(h.name), ${$(2)}) > 0 or strpos(lower(b.name), ${$(2)}) > 0
          or strpos(lower(d.name), ${$(2)}) > 0 or strpos(lower(h.address), ${$(2)}) > 0)
     and (cardinality(${$(3)}::int[]) = 0 or h.brand_id = any(${$(3)}::int[]))
     and (${$(4)}::int is null or h.district_id = ${$(4)})
     and (cardinality(${$(5)}::int[]) = 0 or h.star_level = any(${$(5)}::int[]))
), plans as (
  select r.hotel_id,
         round(coalesce(sum(round(n.price_fen::numeric * p.price_permille / 100000) * 100), 0) / ${$(8)}::int)::int as avg_fen,
         count(n.night) = ${$(8)}::int and coalesce(min(n.available), 0) > 0 as is_open
    from matched m
    join hotel_rooms r on r.hotel_id = m.id
    join hotel_rate_plans p on p.room_id = r.id
    left join hotel_room_nights n on n.room_id = r.id and n.night >= ${$(6)}::date and n.night < ${$(7)}::date
   group by r.hotel_id, p.id
), priced as (
  select m.id, m.sort, m.star_level, m.score_tenths, m.distance,
         not coalesce(bool_or(pl.is_open), false) as is_full,
         coalesce(case when bool_or(pl.is_open) then min(pl.avg_fen) filter (where pl.is_open) else min(pl.avg_fen) end, 0) as min_price,
         case when bool_or(pl.is_open)
              then array_agg(pl.avg_fen order by pl.avg_fen) filter (where pl.is_open)
              else array_agg(pl.avg_fen order by pl.avg_fen) filter (where pl.avg_fen is not null) end as pool_fen
    from matched m
    left join plans pl on pl.hotel_id = m.id
   group by m.id, m.sort, m.star_level, m.score_tenths, m.distance
), filtered as (
  select * from priced
   where (${$(9)}::int is null or min_price >= ${$(9)}::int) and (${$(10)}::int is null or min_price <= ${$(10)}::int)
), page as (
  select * from filtered order by ${order} limit ${$(11)}::int offset ${$(14)}::int
)
select t.total, a.alongside,
       (select coalesce(json_agg(json_build_object('id', page.id, 'min_price', page.min_price, 'pool_fen', page.pool_fen,
                                                   'is_full', page.is_full, 'distance', page.distance)
                                 order by ${order.split(', ').map((column) => `page.${column}`).join(', ')}), '[]')
          from page) as page
  from (select count(*)::int as total from filtered) t
 cross join (select row_to_json(c) as alongside from (${alongside}) c) a`
}

type PageHotel = { id: number; min_price: number; pool_fen: number[] | null; is_full: boolean; distance: number }
export type PricedStatementRow = { total: number; alongside: unknown; page: PageHotel[] }

export async function pricedSearchRows(db: Queryable, q: PricedSearch, nights: number, alongside: AlongsideQuery = { sql: 'select', params: [] }): Promise<{ rows: PricedRow[]; total: number; alongside: unknown }> {
  const params = [
    ...alongside.params,
    q.cityCode, q.keyword?.toLowerCase() || null, q.brandIds ?? [], q.districtId ?? null, q.starLevels ?? [],
    q.stay.arrivalDate, q.stay.departureDate, nights, q.minPriceFen ?? null, q.maxPriceFen ?? null,
    q.limit, q.point.lat, q.point.lon, q.offset,
  ]
  const { rows } = await db.query<PricedStatementRow>(PRICED_SQL(ORDER[q.sort], alongside.sql, alongside.params.length), params)
  const { total, alongside: alongsideRow, page } = rows[0]!
  return { rows: page.map((r) => ({ ...r, pool_fen: r.pool_fen ?? [] })), total, alongside: alongsideRow }
}
