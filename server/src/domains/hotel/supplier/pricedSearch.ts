import type { Queryable } from '../../../db/types'
import type { PricedSearch } from './index'

export type PricedRow = { id: number; min_price: number; min_compliant: number | null; is_full: boolean; distance: number; total: number }

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
 * room left. A hotel shows its cheapest open plan (its cheapest plan when none is open: full) and the cheapest
 * of the same pool at or under the cap (null cap: every plan is within). Same figures as pricing in
 * JavaScript (server/test/hotel-info.test.ts computes them from rooms()).
 */
const PRICED_SQL = (order: string) => `
with matched as (
  select h.id, h.sort, h.star_level, h.score_tenths,
         round(2 * 6371000 * asin(sqrt(power(sin(radians(h.lat - $13::float8) / 2), 2)
               + cos(radians($13::float8)) * cos(radians(h.lat)) * power(sin(radians(h.lon - $14::float8) / 2), 2))))::int as distance
    from hotels h
    join hotel_brands b on b.id = h.brand_id
    join hotel_business_districts d on d.id = h.district_id
   where h.city_code = $1
     and ($2::text is null or strpos(lower(h.name), $2) > 0 or strpos(lower(b.name), $2) > 0
          or strpos(lower(d.name), $2) > 0 or strpos(lower(h.address), $2) > 0)
     and (cardinality($3::int[]) = 0 or h.brand_id = any($3::int[]))
     and ($4::int is null or h.district_id = $4)
     and (cardinality($5::int[]) = 0 or h.star_level = any($5::int[]))
), plans as (
  select r.hotel_id,
         round(coalesce(sum(round(n.price_fen::numeric * p.price_permille / 100000) * 100), 0) / $8::int)::int as avg_fen,
         count(n.night) = $8::int and coalesce(min(n.available), 0) > 0 as is_open
    from matched m
    join hotel_rooms r on r.hotel_id = m.id
    join hotel_rate_plans p on p.room_id = r.id
    left join hotel_room_nights n on n.room_id = r.id and n.night >= $6::date and n.night < $7::date
   group by r.hotel_id, p.id
), priced as (
  select m.id, m.sort, m.star_level, m.score_tenths, m.distance,
         not coalesce(bool_or(pl.is_open), false) as is_full,
         coalesce(case when bool_or(pl.is_open) then min(pl.avg_fen) filter (where pl.is_open) else min(pl.avg_fen) end, 0) as min_price,
         case when bool_or(pl.is_open)
              then min(pl.avg_fen) filter (where pl.is_open and ($9::int is null or pl.avg_fen <= $9::int))
              else min(pl.avg_fen) filter (where $9::int is null or pl.avg_fen <= $9::int) end as min_compliant
    from matched m
    left join plans pl on pl.hotel_id = m.id
   group by m.id, m.sort, m.star_level, m.score_tenths, m.distance
)
select id, min_price, min_compliant, is_full, distance, count(*) over ()::int as total
  from priced
 where ($10::int is null or min_price >= $10::int) and ($11::int is null or min_price <= $11::int)
 order by ${order}
 limit $12::int offset $15::int`

export async function pricedSearchRows(db: Queryable, q: PricedSearch, nights: number): Promise<{ rows: PricedRow[]; total: number }> {
  const params = (limit: number, offset: number) => [
    q.cityCode, q.keyword?.toLowerCase() || null, q.brandIds ?? [], q.districtId ?? null, q.starLevels ?? [],
    q.stay.arrivalDate, q.stay.departureDate, nights, q.capFen, q.minPriceFen ?? null, q.maxPriceFen ?? null,
    limit, q.point.lat, q.point.lon, offset,
  ]
  const sql = PRICED_SQL(ORDER[q.sort])
  const { rows } = await db.query<PricedRow>(sql, params(q.limit, q.offset))
  if (rows.length > 0 || q.offset === 0) return { rows, total: rows[0]?.total ?? 0 }
  // A page past the end still tells the list how many there are.
  const { rows: first } = await db.query<PricedRow>(sql, params(1, 0))
  return { rows, total: first[0]?.total ?? 0 }
}
