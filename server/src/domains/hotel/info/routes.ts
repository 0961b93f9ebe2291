import type { FastifyInstance } from 'fastify'
import * as D from '../dataSchemas'
import type * as Api from '../../../../../types/api/hotel'
import { post } from '../../../lib/route'
import * as S from './schemas'
import * as service from './service'

/** hotel api/hotel/info/*: search, detail, rooms and rates, brands, business districts, reviews. */
export default async function infoRoutes(app: FastifyInstance) {
  const { db, hotelSupplier } = app
  post<typeof S.SearchHotelListBody, Api.SearchHotelListData>(app, { module: 'hotel', path: '/api/hotel/info/SearchHotelList' }, S.SearchHotelListBody, {
    doc: { body: '`SearchHotelListRequest`', data: '`{CityTier, Role, Standard, Hotels[{…, MinPriceFen, MinCompliantPriceFen, IsFull, DistanceMeters}], Total, PageIndex, PageSize}`; records the search (page 1) in the caller\'s history; none: 2000; bad stay, price range or city 4000' },
    data: D.SearchHotelListData,
    handler: (request) => service.searchHotelList(db, hotelSupplier, request.caller(), request.body),
  })
  post<typeof S.HotelDetailBody, Api.GetHotelDetailData>(app, { module: 'hotel', path: '/api/hotel/info/GetHotelDetail' }, S.HotelDetailBody, {
    doc: { body: '`{HotelId, ArrivalDate, DepartureDate}`', data: '`HotelDetail`; unknown 4004' },
    data: D.GetHotelDetailData,
    handler: (request) => service.hotelDetail(hotelSupplier, request.body),
  })
  post<typeof S.BetterRoomListBody, Api.GetBetterRoomListData>(app, { module: 'hotel', path: '/api/hotel/info/GetBetterRoomList' }, S.BetterRoomListBody, {
    doc: { body: 'the room-preload searchParams (`GetBetterRoomListRequest`)', data: '`{CityTier, Role, Standard, HotelId, Rooms[{…, RatePlans[{NightlyPricesFen, AvgNightlyFen, CancelPolicy, PayType, NeedCardGuarantee, RemainingRooms, MaxOccupancy}]}]}`; bad stay 4000, unknown hotel 4004' },
    data: D.GetBetterRoomListData,
    handler: (request) => service.betterRoomList(db, hotelSupplier, request.caller(), request.body),
  })
  post<typeof S.CityBody, Api.GetBrandListData>(app, { module: 'hotel', path: '/api/hotel/info/GetBrandList' }, S.CityBody, {
    doc: { body: '`{CityCode}`', data: '`{Brands[{BrandId, BrandName, GroupName, LogoUrl, HotelCount}]}`' },
    data: D.GetBrandListData,
    handler: (request) => service.brandList(hotelSupplier, request.body.CityCode),
  })
  post<typeof S.CityBody, Api.GetBusinessDistrictListData>(app, { module: 'hotel', path: '/api/hotel/info/GetBusinessDistrictList' }, S.CityBody, {
    doc: { body: '`{CityCode}`', data: '`{Districts[{BusinessDistrictId, Name, Kind, Lat, Lon, HotelCount}]}`' },
    data: D.GetBusinessDistrictListData,
    handler: (request) => service.districtList(hotelSupplier, request.body.CityCode),
  })
  post<typeof S.ReviewsBody, Api.GetHotelReviewsData>(app, { module: 'hotel', path: '/api/hotel/info/GetHotelReviews' }, S.ReviewsBody, {
    doc: { body: '`{HotelId, PageIndex, PageSize}`', data: '`{Reviews, Total, AverageScoreTenths, PageIndex, PageSize}`; none: 2000' },
    data: D.GetHotelReviewsData,
    handler: (request) => service.hotelReviews(hotelSupplier, request.body),
  })
}
