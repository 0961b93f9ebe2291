import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/car'
import type { Assert, Same } from '../../lib/type-check'
import { IdSchema, PhoneSchema } from '../../lib/schemas'

const Lon = Type.Number({ minimum: 73, maximum: 136 })
const Lat = Type.Number({ minimum: 3, maximum: 54 })
const Coordinate = Type.Object({ Lon, Lat })
const CityCode = Type.String({ pattern: '^\\d{6}$' })
const OrderNo = Type.String({ pattern: '^C\\d{8,24}$' })
const Instant = Type.String({ minLength: 10, maxLength: 40 })
const UseType = Type.Integer({ minimum: 1, maximum: 6 })
const CarType = Type.Integer({ minimum: 1, maximum: 3 })

const Place = Type.Object({
  Name: Type.String({ minLength: 1, maxLength: 80 }),
  Address: Type.String({ maxLength: 120 }),
  CityCode,
  Longitude: Lon,
  Latitude: Lat,
})

export const GeocodeBody = Type.Object({
  Coordtype: Type.Literal('gcj02'),
  CoordinateList: Type.Array(Coordinate, { minItems: 1, maxItems: 1 }),
  GetTimes: Type.Integer({ minimum: 0, maximum: 10_000 }),
  IsSearchRecommendPoint: Type.Union([Type.Literal(0), Type.Literal(1)]),
  CarBoardType: Type.Union([Type.Literal(1), Type.Literal(2)]),
  IsProcessAdsorb: Type.Union([Type.Literal(0), Type.Literal(1)]),
  IsTravelBussiness: Type.Union([Type.Literal(0), Type.Literal(1)]),
  OperateType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
})
export type _Geocode = Assert<Same<Static<typeof GeocodeBody>, Api.SearchGeocodeReGeoRequest>>

export const PoiBody = Type.Object({ CityCode, Keyword: Type.String({ minLength: 1, maxLength: 40 }), Location: Type.Optional(Coordinate) })
export type _Poi = Assert<Same<Static<typeof PoiBody>, Api.PoiPlaceTextRequest>>

export const EmptyBody = Type.Object({})

export const ConvertBody = Type.Object({ From: Type.Literal('wgs84'), CoordinateList: Type.Array(Coordinate, { minItems: 1, maxItems: 50 }) })
export type _Convert = Assert<Same<Static<typeof ConvertBody>, Api.ConvertCoordinateRequest>>

export const HideBody = Type.Object({ Name: Type.String({ minLength: 1, maxLength: 80 }), Longitude: Lon, Latitude: Lat })
export type _Hide = Assert<Same<Static<typeof HideBody>, Api.HideRecommendAddressRequest>>

const FlightRef = Type.Object({ FlightNo: Type.String({ minLength: 3, maxLength: 10 }), FlightDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) })
const PackageCode = Type.Union([Type.Literal('half'), Type.Literal('day')])

export const FlightBody = Type.Object({ FlightNo: FlightRef.properties.FlightNo, FlightDate: FlightRef.properties.FlightDate, UseType: Type.Union([Type.Literal(3), Type.Literal(4)]) })
export type _Flight = Assert<Same<Static<typeof FlightBody>, Api.QueryCarFlightRequest>>

export const PriceBody = Type.Object({ UseType, Start: Place, End: Place, DepartTime: Type.Union([Instant, Type.Null()]), Flight: Type.Optional(FlightRef), PackageCode: Type.Optional(PackageCode) })
export type _Price = Assert<Same<Static<typeof PriceBody>, Api.QueryPriceRequest>>

export const StandardBody = Type.Object({
  UseType, CarType, EstimateFen: Type.Integer({ minimum: 0, maximum: 10_000_000 }), CityCode, Start: Place, End: Place, DepartTime: Type.Union([Instant, Type.Null()]),
  Flight: Type.Optional(FlightRef), PackageCode: Type.Optional(PackageCode),
})
export type _Standard = Assert<Same<Static<typeof StandardBody>, Api.ValidTravelStandardRequest>>

export const SubmitBody = Type.Object({
  UseType,
  CarType,
  Start: Place,
  End: Place,
  DepartTime: Type.Union([Instant, Type.Null()]),
  ReasonCode: Type.String({ maxLength: 4 }),
  Reason: Type.String({ maxLength: 200 }),
  PassengerPhone: Type.Union([PhoneSchema, Type.Literal('')]),
  EstimateFen: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
  CostCenterId: Type.Optional(Type.Union([IdSchema, Type.Literal('')])),
  CostCenterName: Type.Optional(Type.String({ maxLength: 50 })),
  ProjectId: Type.Optional(Type.Union([IdSchema, Type.Literal('')])),
  ProjectName: Type.Optional(Type.String({ maxLength: 50 })),
  TravelApplyNo: Type.Optional(Type.String({ pattern: '^TA\\d{8,20}$' })),
  JourneyBizNo: Type.Optional(Type.String({ maxLength: 64 })),
  Flight: Type.Optional(FlightRef),
  PackageCode: Type.Optional(PackageCode),
})
export type _Submit = Assert<Same<Static<typeof SubmitBody>, Api.SubmitCarOrderRequest>>

export const OrderNoBody = Type.Object({ OrderNo })
export type _OrderNo = Assert<Same<Static<typeof OrderNoBody>, Api.QueryOrderExtRequest>>

export const CancelBody = Type.Object({ OrderNo, Reason: Type.String({ maxLength: 200 }) })
export type _Cancel = Assert<Same<Static<typeof CancelBody>, Api.CancelCarOrderRequest>>

export const NearbyBody = Type.Object({ Longitude: Lon, Latitude: Lat })
export type _Nearby = Assert<Same<Static<typeof NearbyBody>, Api.DriverNearByCarRequest>>
