/**
 * Car hire (module `car`, all POST; product type 7). Coordinates are GCJ-02 degrees. Distances in metres,
 * durations in minutes, money in fen.
 */
import type { Fen, Id, InstantString } from './envelope'

export type Coordinate = { Lon: number; Lat: number }

/** POST car/api/guide/SearchGeocodeReGeo */
export type SearchGeocodeReGeoRequest = {
  Coordtype: 'gcj02'
  CoordinateList: Coordinate[]
  /** How many times the page asked (the provider may answer less on repeats). */
  GetTimes: number
  IsSearchRecommendPoint: 0 | 1
  /** 1 pick-up, 2 drop-off. */
  CarBoardType: 1 | 2
  IsProcessAdsorb: 0 | 1
  IsTravelBussiness: 0 | 1
  /** 1 first location, 2 map dragged, 3 place chosen. */
  OperateType: 1 | 2 | 3
}
export type Regeocode = {
  Type: 1
  Name: string
  Address: string
  IsAdsorb: 0 | 1
  CityName: string
  BelongCityName: string
  CityCode: string
  Longitude: number
  Latitude: number
  /** 0 none, 1 railway station, 2 airport (the area the point belongs to). */
  BelongToAOIType: 0 | 1 | 2
}
export type RecommendPoint = {
  Name: string
  Address: string
  IsAdsorb: 0 | 1
  CityName: string
  CityCode: string
  Longitude: number
  Latitude: number
  /** Metres from the asked coordinate. */
  Distance: number
  Type: 4
}
export type RecommendChoice = { Name: string; SubItemList: { SubName: string; TopLabel: string; IsGreenArea: 0 | 1; Index: number }[] }
export type GreenArea = { Name: string; Type: 5; Path: [number, number][] }
export type SearchGeocodeReGeoData = {
  Regeocode: Regeocode
  RecommendPointList: RecommendPoint[]
  ExtraRecommendPointList: RecommendPoint[]
  RecommendChoiceList: RecommendChoice[]
  GreenAreaCoordinateList: GreenArea[]
  IsGreenArea: 0 | 1
}

/** POST car/api/guide/POIPlaceText */
export type PoiPlaceTextRequest = { CityCode: string; Keyword: string; Location?: Coordinate }
export type Poi = { Name: string; Address: string; CityCode: string; CityName: string; Longitude: number; Latitude: number; Category: string; Distance: number | null }
export type PoiPlaceTextData = { Pois: Poi[] }

/** POST car/api/tc/GetCityList */
export type CarCity = { CityCode: string; CityName: string; Pinyin: string; Longitude: number; Latitude: number }
export type GetCarCityListData = { Cities: CarCity[] }

/** POST car/api/guide/ConvertCoordinate: WGS-84 (device GPS) to GCJ-02. */
export type ConvertCoordinateRequest = { From: 'wgs84'; CoordinateList: Coordinate[] }
export type ConvertCoordinateData = { CoordinateList: Coordinate[] }

/** POST car/api/guide/HideRecommendAddress: the member no longer wants this point suggested. */
export type HideRecommendAddressRequest = { Name: string; Longitude: number; Latitude: number }
export type HideRecommendAddressData = { Hidden: true }

export type CarPlace = { Name: string; Address: string; CityCode: string; Longitude: number; Latitude: number }

/** POST car/api/order/QueryPrice */
export type QueryPriceRequest = { UseType: number; Start: CarPlace; End: CarPlace; DepartTime: InstantString | null }
export type CarPriceItem = { CarType: number; CarTypeName: string; EstimateFen: Fen; Seats: number }
export type QueryPriceData = {
  Distance: number
  Duration: number
  DistanceUnit: '米'
  DurationUnit: '分钟'
  PriceList: CarPriceItem[]
}

/** POST car/api/order/ValidTravelStandard */
export type ValidTravelStandardRequest = { UseType: number; CarType: number; EstimateFen: Fen; CityCode: string; Start: CarPlace; End: CarPlace; DepartTime: InstantString | null }
export type CarReason = { Code: string; Text: string }
export type ValidTravelStandardData = {
  /** The enterprise asks a reason for this use type (carReasonRequiredCode, temporaryCarNotNeedReason). */
  NeedReason: boolean
  Reasons: CarReason[]
  Tip: string
  /** The enterprise's car standard (domain/policy/car.ts) for this class. */
  IsOverStandard: boolean
  /** 'allow' | 'requireReason' | 'requireApproval' | 'block' */
  PolicyAction: string
  PolicyRule: string
  /** The cheapest class within the standard for this ride, null when none or not over. */
  CompliantCarType: number | null
}

/** POST car/api/order/SubmitOrderNew (reqId idempotent). */
export type SubmitCarOrderRequest = {
  UseType: number
  CarType: number
  Start: CarPlace
  End: CarPlace
  DepartTime: InstantString | null
  ReasonCode: string
  Reason: string
  PassengerPhone: string
  /** The estimate the member saw; the server re-prices and refuses (4001) when it changed. */
  EstimateFen: Fen
  /** The cost centre and project charged (ids from the pickers, names as shown; decision 0480). */
  CostCenterId?: Id
  CostCenterName?: string
  ProjectId?: Id
  ProjectName?: string
  /** 差旅用车 (接机, 送机, 接送站) under an approved travel application covering the ride's city and day (decision 0480). */
  TravelApplyNo?: string
  /** The external journey the app was opened for (start-up journeyBizNo; externalNeedTravelBill, decision 0211). */
  JourneyBizNo?: string
}
/** NeedApproval: the order waits for the enterprise's approval (PendingApproval); the car is called once approved. */
export type SubmitCarOrderData = { OrderNo: string; OrderStatus: string; EstimateFen: Fen; NeedApproval: boolean }

export type RidePhase = 'dispatching' | 'arriving' | 'waiting' | 'onTrip' | 'finished' | 'cancelled'

/** POST car/api/order/QueryOrderExt: the order and the trip's live state. */
export type QueryOrderExtRequest = { OrderNo: string }
export type CarDriver = { Name: string; Phone: string; CarPlate: string; CarModel: string; CarColor: string; Longitude: number; Latitude: number }
export type QueryOrderExtData = {
  OrderNo: string
  OrderStatus: string
  OrderStatusText: string
  RidePhase: RidePhase
  RidePhaseText: string
  UseType: number
  UseTypeName: string
  CarType: number
  CarTypeName: string
  /** The booked pick-up time of a scheduled ride (预约用车, 接送机, 接送站); null for a ride called now. */
  DepartTime: InstantString | null
  Start: CarPlace
  End: CarPlace
  Distance: number
  Duration: number
  EstimateFen: Fen
  /** The fee confirmed at the end of the trip (or the cancel fee); null before. */
  FinalFen: Fen | null
  CancelFeeFen: Fen
  Driver: CarDriver | null
  /** Minutes until the driver reaches the pick-up point (arriving only). */
  DriverEtaMinutes: number | null
  Reason: string
  CanCancel: boolean
  CreatedAt: InstantString
}

/** POST car/api/order/GetCancelConsume */
export type GetCancelConsumeRequest = { OrderNo: string }
export type GetCancelConsumeData = { CanCancel: boolean; CancelFeeFen: Fen; Tip: string }

/** POST car/api/order/GetCancelReasonDesc */
export type GetCancelReasonDescData = { Reasons: string[] }

/** POST car/api/order/CancelOrder (reqId idempotent) */
export type CancelCarOrderRequest = { OrderNo: string; Reason: string }
export type CancelCarOrderData = { OrderNo: string; OrderStatus: string; CancelFeeFen: Fen }

/** POST car/api/driver/DriverNearByCar */
export type DriverNearByCarRequest = { Longitude: number; Latitude: number }
export type DriverNearByCarData = { Cars: Coordinate[] }

/** POST car/api/didi/RePushDidiMember `{}`: the caller pushed again to DiDi's enterprise channel. */
export type RePushDidiMemberData = { Pushed: true; PhoneMasked: string; PushedAt: string; PushCount: number }
