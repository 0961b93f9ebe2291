import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/hotel'
import { post } from '../../../lib/route'
import { memberOf } from '../../../plugins/auth'
import * as S from './schemas'
import * as service from './service'

/** hotel api/hotel/info/*: search, detail, rooms and rates, brands, business districts, reviews. */
export default async function infoRoutes(app: FastifyInstance) {
  const { db, hotelSupplier } = app
  post<typeof S.SearchHotelListBody, Api.SearchHotelListData>(app, '/SearchHotelList', S.SearchHotelListBody, {
    handler: (request) => service.searchHotelList(db, hotelSupplier, memberOf(request), request.body),
  })
  post<typeof S.HotelDetailBody, Api.GetHotelDetailData>(app, '/GetHotelDetail', S.HotelDetailBody, {
    handler: (request) => service.hotelDetail(hotelSupplier, request.body),
  })
  post<typeof S.BetterRoomListBody, Api.GetBetterRoomListData>(app, '/GetBetterRoomList', S.BetterRoomListBody, {
    handler: (request) => service.betterRoomList(db, hotelSupplier, memberOf(request), request.body),
  })
  post<typeof S.CityBody, Api.GetBrandListData>(app, '/GetBrandList', S.CityBody, {
    handler: (request) => service.brandList(hotelSupplier, request.body.CityCode),
  })
  post<typeof S.CityBody, Api.GetBusinessDistrictListData>(app, '/GetBusinessDistrictList', S.CityBody, {
    handler: (request) => service.districtList(hotelSupplier, request.body.CityCode),
  })
  post<typeof S.ReviewsBody, Api.GetHotelReviewsData>(app, '/GetHotelReviews', S.ReviewsBody, {
    handler: (request) => service.hotelReviews(hotelSupplier, request.body),
  })
}
