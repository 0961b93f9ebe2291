import type { Db } from '../../db/types'
import { MEMBER } from '../platform/public'

/** Two saved hotels for the demo employee and the dossen sale (the first hotels of the catalogue). */
export async function seedFavourites(db: Db): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into favourite_hotels (member_id, hotel_id)
     select m.id, h.id from members m cross join (select id from hotels order by sort, id limit 2) h
      where m.id = any($1::int[]) on conflict do nothing`,
    [[MEMBER.employee, MEMBER.dossenSale]],
  )
  return (rowCount ?? 0) > 0
}
