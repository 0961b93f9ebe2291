import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import * as D from '../dataSchemas'
import type * as Api from '../../../../../types/api/hotel'
import type { Assert, Same } from '../../../lib/type-check'
import { post } from '../../../lib/route'
import { shanghaiIso } from '../../../lib/time'
import type { SupplierCity } from '../supplier/index'

const RecommendBody = Type.Object({ Keyword: Type.Optional(Type.String({ maxLength: 30 })) })
export type _Recommend = Assert<Same<Static<typeof RecommendBody>, Api.RecommendDataCityRequest>>

const HISTORY_SIZE = 10

const toCity = (c: SupplierCity): Api.HotelCity => ({ CityCode: c.cityCode, CityName: c.name, Pinyin: c.pinyin, Tier: c.tier, Lat: c.lat, Lon: c.lon })

/** Module hotel-front-api, mounted at /hotel-front-api: the city picker's hot cities, history and all cities. */
export default async function hotelFrontApiModule(app: FastifyInstance) {
  const { db, hotelSupplier } = app
  post<typeof RecommendBody, Api.RecommendDataCityData>(app, { module: 'hotel-front-api', path: '/hotel-home/recommend-data-city' }, RecommendBody, {
    doc: { body: '`{Keyword?}` (filters Cities: name contains it or pinyin starts with it)', data: '`{HotCities, HistoryList (the caller\'s last 10 searches, one per city and keyword, newest first), Cities}`' },
    data: D.RecommendDataCityData,
    handler: async (request) => {
      const member = request.caller()
      const cities = await hotelSupplier.cities()
      const keyword = (request.body.Keyword ?? '').trim().toLowerCase()
      const matches = (c: SupplierCity) => !keyword || c.name.includes(keyword) || c.pinyin.startsWith(keyword)
      const { rows } = await db.query<{ city_code: string; keyword: string; arrival_date: string; departure_date: string; searched_at: Date }>(
        `select city_code, keyword, arrival_date, departure_date, searched_at from hotel_search_history
          where member_id = $1 order by searched_at desc limit $2`,
        [member.memberId, HISTORY_SIZE],
      )
      const nameOf = new Map(cities.map((c) => [c.cityCode, c.name]))
      return {
        HotCities: cities.filter((c) => c.isHot).map(toCity),
        HistoryList: rows.map((r) => ({
          CityCode: r.city_code,
          CityName: nameOf.get(r.city_code) ?? '',
          Keyword: r.keyword,
          ArrivalDate: r.arrival_date,
          DepartureDate: r.departure_date,
          SearchedAt: shanghaiIso(r.searched_at),
        })),
        Cities: cities.filter(matches).map(toCity),
      }
    },
  })
}
