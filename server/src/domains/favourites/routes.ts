import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/favourites'
import { noResult } from '../../lib/answer'
import { notFound } from '../../lib/errors'
import { post } from '../../lib/route'
import { PageIndexSchema, PageSizeSchema } from '../../lib/schemas'
import { shanghaiIso } from '../../lib/time'
import type { Assert, Same } from '../../lib/type-check'
import { Arr, Bool, Int, Obj, Str } from '../../lib/data-schemas'

export const HotelBody = Type.Object({ HotelId: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }) })
export type _Hotel = Assert<Same<Static<typeof HotelBody>, Api.FavouriteHotelRequest>>
export const ListBody = Type.Object({ PageIndex: PageIndexSchema, PageSize: PageSizeSchema })
export type _List = Assert<Same<Static<typeof ListBody>, Api.FavouriteListRequest>>

const M = 'common'
type Row = { id: number; name: string; star_level: number; score_tenths: number; city: string; address: string; cover_image_url: string; created_at: Date; total: number }

export const FavouriteStateData = Obj({ HotelId: Int, IsSaved: Bool })
export type _FavouriteStateData = Assert<Same<Static<typeof FavouriteStateData>, Api.FavouriteStateData>>
export const FavouriteListData = Obj({
  Total: Int,
  Items: Arr(Obj({ HotelId: Int, HotelName: Str, StarLevel: Int, ScoreTenths: Int, CityName: Str, Address: Str, CoverImageUrl: Str, SavedAt: Str })),
})
export type _FavouriteListData = Assert<Same<Static<typeof FavouriteListData>, Api.FavouriteListData>>

/** common api/favorite/*: hotels the caller saved (decision 0285). */
export default async function favouriteRoutes(app: FastifyInstance) {
  const { db } = app
  const requireHotel = async (id: number) => {
    const { rows } = await db.query('select 1 from hotels where id = $1', [id])
    if (rows.length === 0) throw notFound('酒店不存在')
  }
  post<typeof HotelBody, Api.FavouriteStateData>(app, { module: M, path: '/api/favorite/SaveHotel' }, HotelBody, {
    doc: { body: '`{HotelId}`', data: '`{HotelId, IsSaved true}`; saving again changes nothing; unknown hotel 4004' },
    data: FavouriteStateData,
    handler: async (request) => {
      await requireHotel(request.body.HotelId)
      await db.query('insert into favourite_hotels (member_id, hotel_id) values ($1, $2) on conflict do nothing', [request.caller().memberId, request.body.HotelId])
      return { HotelId: request.body.HotelId, IsSaved: true }
    },
  })
  post<typeof HotelBody, Api.FavouriteStateData>(app, { module: M, path: '/api/favorite/RemoveHotel' }, HotelBody, {
    doc: { body: '`{HotelId}`', data: '`{HotelId, IsSaved false}`' },
    data: FavouriteStateData,
    handler: async (request) => {
      await db.query('delete from favourite_hotels where member_id = $1 and hotel_id = $2', [request.caller().memberId, request.body.HotelId])
      return { HotelId: request.body.HotelId, IsSaved: false }
    },
  })
  post<typeof HotelBody, Api.FavouriteStateData>(app, { module: M, path: '/api/favorite/GetHotelState' }, HotelBody, {
    doc: { body: '`{HotelId}`', data: '`{HotelId, IsSaved}`' },
    data: FavouriteStateData,
    handler: async (request) => {
      const { rows } = await db.query('select 1 from favourite_hotels where member_id = $1 and hotel_id = $2', [request.caller().memberId, request.body.HotelId])
      return { HotelId: request.body.HotelId, IsSaved: rows.length > 0 }
    },
  })
  post<typeof ListBody, Api.FavouriteListData>(app, { module: M, path: '/api/favorite/HotelList' }, ListBody, {
    doc: { body: '`{PageIndex, PageSize}`', data: '`{Total, Items[{HotelId, HotelName, StarLevel, ScoreTenths, CityName, Address, CoverImageUrl, SavedAt}]}` newest first; 2000 when none' },
    data: FavouriteListData,
    handler: async (request) => {
      const { PageIndex, PageSize } = request.body
      const { rows } = await db.query<Row>(
        `select h.id, h.name, h.star_level, h.score_tenths, c.name as city, h.address, h.cover_image_url, f.created_at, count(*) over ()::int as total
           from favourite_hotels f join hotels h on h.id = f.hotel_id join hotel_cities c on c.city_code = h.city_code
          where f.member_id = $1 order by f.created_at desc, h.id limit $2 offset $3`,
        [request.caller().memberId, PageSize, (PageIndex - 1) * PageSize],
      )
      const page = {
        Total: rows[0]?.total ?? 0,
        Items: rows.map((r) => ({
          HotelId: r.id, HotelName: r.name, StarLevel: r.star_level, ScoreTenths: r.score_tenths, CityName: r.city,
          Address: r.address, CoverImageUrl: r.cover_image_url, SavedAt: shanghaiIso(new Date(r.created_at)),
        })),
      }
      return page.Total === 0 ? noResult(page, '暂无收藏') : page
    },
  })
}
