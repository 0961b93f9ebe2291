import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/hotel'
import type { Assert, Same } from '../../../lib/type-check'
import { DateSchema, IdSchema, PageIndexSchema } from '../../../lib/schemas'

const CityCodeSchema = Type.String({ pattern: '^\\d{6}$' })
const FenSchema = Type.Integer({ minimum: 0, maximum: 100_000_000_00 })
const LatSchema = Type.Number({ minimum: -90, maximum: 90 })
const LonSchema = Type.Number({ minimum: -180, maximum: 180 })
const StarSchema = Type.Union([Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)])
const SortSchema = Type.Union(['recommend', 'price-asc', 'price-desc', 'distance', 'star'].map((s) => Type.Literal(s as Api.HotelSort)))
const PrivateSchema = Type.Union([Type.Literal(0), Type.Literal(1)])

export const SearchHotelListBody = Type.Object({
  CityCode: CityCodeSchema,
  ArrivalDate: DateSchema,
  DepartureDate: DateSchema,
  Keyword: Type.Optional(Type.String({ maxLength: 50 })),
  BrandIds: Type.Optional(Type.Array(IdSchema, { maxItems: 30 })),
  BusinessDistrictId: Type.Optional(IdSchema),
  StarLevels: Type.Optional(Type.Array(StarSchema, { maxItems: 4 })),
  MinPriceFen: Type.Optional(FenSchema),
  MaxPriceFen: Type.Optional(FenSchema),
  Sort: Type.Optional(SortSchema),
  Lat: Type.Optional(LatSchema),
  Lon: Type.Optional(LonSchema),
  IsPrivate: Type.Optional(PrivateSchema),
  PageIndex: PageIndexSchema,
  PageSize: Type.Integer({ minimum: 1, maximum: 50 }),
})
export type _Search = Assert<Same<Static<typeof SearchHotelListBody>, Api.SearchHotelListRequest>>

export const HotelDetailBody = Type.Object({ HotelId: IdSchema, ArrivalDate: DateSchema, DepartureDate: DateSchema })
export type _Detail = Assert<Same<Static<typeof HotelDetailBody>, Api.GetHotelDetailRequest>>

const Occupancy = Type.Object({
  RoomIndex: Type.Integer({ minimum: 0, maximum: 9 }),
  AdultCount: Type.Integer({ minimum: 0, maximum: 10 }),
  ChildCount: Type.Integer({ minimum: 0, maximum: 10 }),
})

export const BetterRoomListBody = Type.Object({
  HotelId: IdSchema,
  HotelProductType: Type.Literal(1),
  ArrivalDate: DateSchema,
  DepartureDate: DateSchema,
  Lat: Type.Number(),
  Lon: Type.Number(),
  roomOccupancyList: Type.Array(Occupancy, { maxItems: 10 }),
  CheckInRoomList: Type.Array(Type.Object({ RoomIndex: Type.Integer({ minimum: 0, maximum: 9 }) }), { maxItems: 10 }),
  FilterList: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 30 }),
  StandardAmount: FenSchema,
  SearchTrack: Type.Object({
    ConditionList: Type.Array(Type.Object({ UniqueKey: Type.String({ maxLength: 100 }), UniqueKeyType: Type.String({ maxLength: 50 }) }), { maxItems: 30 }),
  }),
  HotelDistance: Type.Number({ minimum: 0 }),
  HotelPosition: Type.Integer({ minimum: 0, maximum: 100_000 }),
  IsRecommend: PrivateSchema,
  RankType: SortSchema,
  MinPrice: FenSchema,
  IsPrivate: Type.Optional(PrivateSchema),
})
export type _Rooms = Assert<Same<Static<typeof BetterRoomListBody>, Api.GetBetterRoomListRequest>>

export const CityBody = Type.Object({ CityCode: CityCodeSchema })
export type _Brands = Assert<Same<Static<typeof CityBody>, Api.GetBrandListRequest>>
export type _Districts = Assert<Same<Static<typeof CityBody>, Api.GetBusinessDistrictListRequest>>

export const ReviewsBody = Type.Object({ HotelId: IdSchema, PageIndex: PageIndexSchema, PageSize: Type.Integer({ minimum: 1, maximum: 50 }) })
export type _Reviews = Assert<Same<Static<typeof ReviewsBody>, Api.GetHotelReviewsRequest>>
