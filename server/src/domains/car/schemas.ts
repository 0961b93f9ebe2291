import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/car'
import type { Assert, Same } from '../../lib/type-check'
import { Arr, Bool, Int, Lits, Nullable, Num, Obj, Opt, Str } from '../../lib/data-schemas'
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

// ---------------------------------------------------------------- answers (Data)

const CoordinateData = Obj({ Lon: Num, Lat: Num })
const ZeroOne = Lits<0 | 1>([0, 1])
const RecommendPoint = Obj({
  Name: Str, Address: Str, IsAdsorb: ZeroOne, CityName: Str, CityCode: Str, Longitude: Num, Latitude: Num, Distance: Num, Type: Lits<4>([4]),
})
export const SearchGeocodeReGeoData = Obj({
  Regeocode: Obj({
    Type: Lits<1>([1]), Name: Str, Address: Str, IsAdsorb: ZeroOne, CityName: Str, BelongCityName: Str, CityCode: Str, Longitude: Num, Latitude: Num,
    BelongToAOIType: Lits<0 | 1 | 2>([0, 1, 2]),
  }),
  RecommendPointList: Arr(RecommendPoint),
  ExtraRecommendPointList: Arr(RecommendPoint),
  RecommendChoiceList: Arr(Obj({ Name: Str, SubItemList: Arr(Obj({ SubName: Str, TopLabel: Str, IsGreenArea: ZeroOne, Index: Int })) })),
  GreenAreaCoordinateList: Arr(Obj({ Name: Str, Type: Lits<5>([5]), Path: Arr(Type.Tuple([Num, Num])) })),
  IsGreenArea: ZeroOne,
})
export type _SearchGeocodeReGeoData = Assert<Same<Static<typeof SearchGeocodeReGeoData>, Api.SearchGeocodeReGeoData>>
export const PoiPlaceTextData = Obj({
  Pois: Arr(Obj({ Name: Str, Address: Str, CityCode: Str, CityName: Str, Longitude: Num, Latitude: Num, Category: Str, Distance: Nullable(Num) })),
})
export type _PoiPlaceTextData = Assert<Same<Static<typeof PoiPlaceTextData>, Api.PoiPlaceTextData>>
export const GetCarCityListData = Obj({ Cities: Arr(Obj({ CityCode: Str, CityName: Str, Pinyin: Str, Longitude: Num, Latitude: Num })) })
export type _GetCarCityListData = Assert<Same<Static<typeof GetCarCityListData>, Api.GetCarCityListData>>
export const ConvertCoordinateData = Obj({ CoordinateList: Arr(CoordinateData) })
export type _ConvertCoordinateData = Assert<Same<Static<typeof ConvertCoordinateData>, Api.ConvertCoordinateData>>
export const HideRecommendAddressData = Obj({ Hidden: Type.Literal(true) })
export type _HideRecommendAddressData = Assert<Same<Static<typeof HideRecommendAddressData>, Api.HideRecommendAddressData>>
const PlaceFields = { Name: Str, Address: Str, CityCode: Str, Longitude: Num, Latitude: Num }
const PlaceData = Obj(PlaceFields)
const FlightStatus = Lits<Api.CarFlight['Status']>(['scheduled', 'delayed', 'cancelled'])
export const QueryCarFlightData = Obj({
  Flights: Arr(Obj({
    FlightNo: Str, FlightDate: Str, DepartCityName: Str, ArriveCityName: Str, DepartAirport: Str, ArriveAirport: Str, DepartTime: Str, ArriveTime: Str,
    ScheduledDepartTime: Str, ScheduledArriveTime: Str, Status: FlightStatus, StatusText: Str, Notice: Str,
    Place: Obj({ ...PlaceFields, CityName: Str }), PickUpTime: Nullable(Str),
  })),
})
export type _QueryCarFlightData = Assert<Same<Static<typeof QueryCarFlightData>, Api.QueryCarFlightData>>
const RentalFields = {
  PackageCode: Lits<Api.RentalPackageCode>(['half', 'day']), PackageName: Str, Hours: Num, Km: Num, OvertimeFenPerMinute: Int, OverKmFenPerKm: Int, Text: Str,
}
export const QueryPriceData = Obj({
  Distance: Num, Duration: Num, DistanceUnit: Lits<'米'>(['米']), DurationUnit: Lits<'分钟'>(['分钟']),
  PriceList: Arr(Obj({ CarType: Int, CarTypeName: Str, EstimateFen: Int, Seats: Int, Rental: Opt(Obj(RentalFields)) })),
  PickUpTime: Nullable(Str),
})
export type _QueryPriceData = Assert<Same<Static<typeof QueryPriceData>, Api.QueryPriceData>>
export const ValidTravelStandardData = Obj({
  NeedReason: Bool, Reasons: Arr(Obj({ Code: Str, Text: Str })), Tip: Str, IsOverStandard: Bool, PolicyAction: Str, PolicyRule: Str, CompliantCarType: Nullable(Int),
})
export type _ValidTravelStandardData = Assert<Same<Static<typeof ValidTravelStandardData>, Api.ValidTravelStandardData>>
export const SubmitCarOrderData = Obj({ OrderNo: Str, OrderStatus: Str, EstimateFen: Int, NeedApproval: Bool })
export type _SubmitCarOrderData = Assert<Same<Static<typeof SubmitCarOrderData>, Api.SubmitCarOrderData>>
export const QueryOrderExtData = Obj({
  OrderNo: Str, OrderStatus: Str, OrderStatusText: Str,
  RidePhase: Lits<Api.RidePhase>(['dispatching', 'arriving', 'waiting', 'onTrip', 'finished', 'cancelled']), RidePhaseText: Str,
  UseType: Int, UseTypeName: Str, CarType: Int, CarTypeName: Str, DepartTime: Nullable(Str),
  Flight: Nullable(Obj({ FlightNo: Str, FlightDate: Str, Status: FlightStatus, StatusText: Str, Notice: Str })),
  Rental: Nullable(Obj({
    ...RentalFields, UsedMinutes: Nullable(Num), UsedMetres: Nullable(Num), OvertimeMinutes: Num, OvertimeFen: Int, OverKm: Num, OverKmFen: Int,
  })),
  Start: PlaceData, End: PlaceData, Distance: Num, Duration: Num, EstimateFen: Int, FinalFen: Nullable(Int), CancelFeeFen: Int,
  Driver: Nullable(Obj({ Name: Str, Phone: Str, CarPlate: Str, CarModel: Str, CarColor: Str, Longitude: Num, Latitude: Num })),
  DriverEtaMinutes: Nullable(Num), Reason: Str, CanCancel: Bool, CreatedAt: Str,
})
export type _QueryOrderExtData = Assert<Same<Static<typeof QueryOrderExtData>, Api.QueryOrderExtData>>
export const GetCancelConsumeData = Obj({ CanCancel: Bool, CancelFeeFen: Int, Tip: Str })
export type _GetCancelConsumeData = Assert<Same<Static<typeof GetCancelConsumeData>, Api.GetCancelConsumeData>>
export const GetCancelReasonDescData = Obj({ Reasons: Arr(Str) })
export type _GetCancelReasonDescData = Assert<Same<Static<typeof GetCancelReasonDescData>, Api.GetCancelReasonDescData>>
export const CancelCarOrderData = Obj({ OrderNo: Str, OrderStatus: Str, CancelFeeFen: Int })
export type _CancelCarOrderData = Assert<Same<Static<typeof CancelCarOrderData>, Api.CancelCarOrderData>>
export const DriverNearByCarData = Obj({ Cars: Arr(CoordinateData) })
export type _DriverNearByCarData = Assert<Same<Static<typeof DriverNearByCarData>, Api.DriverNearByCarData>>
export const RePushDidiMemberData = Obj({ Pushed: Type.Literal(true), PhoneMasked: Str, PushedAt: Str, PushCount: Int })
export type _RePushDidiMemberData = Assert<Same<Static<typeof RePushDidiMemberData>, Api.RePushDidiMemberData>>
