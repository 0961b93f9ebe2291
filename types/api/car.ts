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

/** The flight of a 接机 (required) or 送机 (optional): its number and its departure date on the departure airport's clock (decision 0740). */
export type CarFlightRef = { FlightNo: string; FlightDate: string }
/** 日租 packages (decision 0740): half 半日租 4 h / 50 km, day 日租 8 h / 100 km. */
export type RentalPackageCode = 'half' | 'day'

/** POST car/api/flight/QueryFlight: 航班动态 for 接机 (UseType 3) or 送机 (4). None: 2000. */
export type QueryCarFlightRequest = CarFlightRef & { UseType: 3 | 4 }
export type CarFlight = {
  FlightNo: string
  FlightDate: string
  DepartCityName: string
  ArriveCityName: string
  /** Airport and terminal: 浦东国际机场T2. */
  DepartAirport: string
  ArriveAirport: string
  /** Wall clocks of each airport ('YYYY-MM-DD HH:mm'), the estimate once the airline announced a change. */
  DepartTime: string
  ArriveTime: string
  ScheduledDepartTime: string
  ScheduledArriveTime: string
  /** 'scheduled' 计划 | 'delayed' 延误 | 'cancelled' 取消 */
  Status: 'scheduled' | 'delayed' | 'cancelled'
  StatusText: string
  Notice: string
  /** 接机: the arrival terminal as the pick-up; 送机: the departure terminal as the drop-off. */
  Place: CarPlace & { CityName: string }
  /** 接机: the pick-up time (the estimated arrival); 送机: null (it depends on the ride, QueryPrice answers it). */
  PickUpTime: InstantString | null
}
export type QueryCarFlightData = { Flights: CarFlight[] }

/** POST car/api/order/QueryPrice */
export type QueryPriceRequest = { UseType: number; Start: CarPlace; End: CarPlace; DepartTime: InstantString | null; Flight?: CarFlightRef; PackageCode?: RentalPackageCode }
/** Rental: what the package includes and its charges past it. */
export type CarRentalPrice = { PackageCode: RentalPackageCode; PackageName: string; Hours: number; Km: number; OvertimeFenPerMinute: Fen; OverKmFenPerKm: Fen; Text: string }
export type CarPriceItem = { CarType: number; CarTypeName: string; EstimateFen: Fen; Seats: number; Rental?: CarRentalPrice }
export type QueryPriceData = {
  Distance: number
  Duration: number
  DistanceUnit: '米'
  DurationUnit: '分钟'
  PriceList: CarPriceItem[]
  /** The pick-up the server books: a flight's (接机: its arrival; 送机: worked back from its departure), else the asked DepartTime. */
  PickUpTime: InstantString | null
}

/** POST car/api/order/ValidTravelStandard */
export type ValidTravelStandardRequest = {
  UseType: number; CarType: number; EstimateFen: Fen; CityCode: string; Start: CarPlace; End: CarPlace; DepartTime: InstantString | null; Flight?: CarFlightRef; PackageCode?: RentalPackageCode
}
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
  /** 接机 (required) and 送机: the flight the ride follows; the server sets the pick-up time from it. */
  Flight?: CarFlightRef
  /** 日租 (required): the package. */
  PackageCode?: RentalPackageCode
}
/** NeedApproval: the order waits for the enterprise's approval (PendingApproval); the car is called once approved. */
export type SubmitCarOrderData = { OrderNo: string; OrderStatus: string; EstimateFen: Fen; NeedApproval: boolean }

export type RidePhase = 'dispatching' | 'arriving' | 'waiting' | 'onTrip' | 'finished' | 'cancelled'

/** POST car/api/order/QueryOrderExt: the order and the trip's live state. */
export type QueryOrderExtRequest = { OrderNo: string }
/** Phone: masked (138****0000); the app never receives the driver's whole number. */
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
  /** 接机/送机 by flight: the flight as last reported (a delay moved the 接机 pick-up); else null. */
  Flight: { FlightNo: string; FlightDate: string; Status: CarFlight['Status']; StatusText: string; Notice: string } | null
  /** 日租: the package and, once finished, the settlement; else null. */
  Rental: (CarRentalPrice & { UsedMinutes: number | null; UsedMetres: number | null; OvertimeMinutes: number; OvertimeFen: Fen; OverKm: number; OverKmFen: Fen }) | null
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
