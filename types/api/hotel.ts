/**
 * Hotel calls (types only). Modules: `hotel-front-api` (mounted at /hotel-front-api), `hotel` (mounted at
 * /hotel) and b2b `Hotel/*` (mounted at /b2b). Every call is POST with a JSON body and answers
 * `{ Code, Msg, Data }`; money is integer fen; dates `YYYY-MM-DD` in Asia/Shanghai.
 *
 * Order, approval and payment calls after CreateOrder live in types/api/order.ts.
 */
import type { DateString, Fen, Id, InstantString } from './envelope'
import type { ProgramCode } from './bindings'
import type { OrderStatus } from './orderVocabulary'

// ---------------------------------------------------------------- travel standard (policy data)

/** 1 first-tier (北上广深), 2 second-tier, 3 all others. */
export type HotelCityTier = 1 | 2 | 3
/** A member's role for the travel standard: IsManage members are 'manager'. */
export type HotelStaffRole = 'employee' | 'manager'
export type OverStandardAction = 'allow' | 'requireReason' | 'requireApproval' | 'block'

/**
 * The enterprise's hotel travel standard, exactly the `standard` argument of
 * domain/policy/hotel.ts `hotelVerdict` (the server re-checks with that file).
 * A null cap means no cap for that tier and role.
 */
export type HotelTravelStandard = {
  nightlyCapFen: { [Tier in HotelCityTier]: { [Role in HotelStaffRole]: Fen | null } }
  whenExceeded: OverStandardAction
}

/** The standard that applies to the caller in a city. Standard is null for private travel (因私). */
export type HotelStandardContext = {
  CityTier: HotelCityTier
  Role: HotelStaffRole
  Standard: HotelTravelStandard | null
}

// ---------------------------------------------------------------- hotel-front-api

export type HotelCity = {
  CityCode: string
  CityName: string
  /** Full pinyin, lower case, for search and the A-Z index: 'beijing'. */
  Pinyin: string
  Tier: HotelCityTier
  Lat: number
  Lon: number
}

export type HotelSearchHistoryItem = {
  CityCode: string
  CityName: string
  Keyword: string
  ArrivalDate: DateString
  DepartureDate: DateString
  SearchedAt: InstantString
}

/**
 * POST /hotel-front-api/hotel-home/recommend-data-city
 * Body: { Keyword? } (filters Cities by name or pinyin prefix when given).
 * Data: hot cities, the caller's recent hotel searches (newest first, at most 10) and all cities.
 */
export type RecommendDataCityRequest = { Keyword?: string }
export type RecommendDataCityData = {
  HotCities: HotelCity[]
  HistoryList: HotelSearchHistoryItem[]
  Cities: HotelCity[]
}

// ---------------------------------------------------------------- hotel api/hotel/info/*

export type HotelSort = 'recommend' | 'price-asc' | 'price-desc' | 'distance' | 'star'
/** 2 means 二星及以下/经济型. */
export type HotelStarLevel = 2 | 3 | 4 | 5

export type HotelListItem = {
  HotelId: Id
  HotelName: string
  BrandId: Id
  BrandName: string
  StarLevel: HotelStarLevel
  /** 0-50: 4.6 is 46. */
  ScoreTenths: number
  Address: string
  BusinessDistrictId: Id
  BusinessDistrictName: string
  Lat: number
  Lon: number
  /** Metres from the search point (city centre when no Lat/Lon was sent). */
  DistanceMeters: number
  CoverImageUrl: string
  Tags: string[]
  /** Cheapest nightly rate over the stay, fen. */
  MinPriceFen: Fen
  /** Cheapest nightly rate within the caller's standard; null when none is within. */
  MinCompliantPriceFen: Fen | null
  IsFull: boolean
}

/**
 * POST /hotel/api/hotel/info/SearchHotelList
 * Body: SearchHotelListRequest. Data: SearchHotelListData.
 * Nothing matching answers Code '2000' with Data { Hotels: [], Total: 0, ... } (a valid empty result).
 * ArrivalDate must not be before today nor beyond HotelAdvanceDay; 1..30 nights (else 4000).
 */
export type SearchHotelListRequest = {
  CityCode: string
  ArrivalDate: DateString
  DepartureDate: DateString
  Keyword?: string
  BrandIds?: Id[]
  BusinessDistrictId?: Id
  StarLevels?: HotelStarLevel[]
  MinPriceFen?: Fen
  MaxPriceFen?: Fen
  Sort?: HotelSort
  /** Search point for 'distance' sort and DistanceMeters (a map point, HotelPointScreen). */
  Lat?: number
  Lon?: number
  /** 1 private travel (因私): no standard applies. */
  IsPrivate?: 0 | 1
  /** 1-based. */
  PageIndex: number
  /** 1..50 */
  PageSize: number
}
export type SearchHotelListData = HotelStandardContext & {
  Hotels: HotelListItem[]
  Total: number
  PageIndex: number
  PageSize: number
}

export type HotelCancelPolicy = {
  /** 0 not cancellable, 1 free until FreeCancelUntil, 2 cancellable with a fee. */
  Type: 0 | 1 | 2
  FreeCancelUntil: InstantString | null
  /** Fee after the free window (Type 1) or at any time (Type 2). */
  PenaltyFen: Fen
  Description: string
}

export type HotelRatePlan = {
  RatePlanId: Id
  RatePlanName: string
  /** 0 none, 1 one, 2 two. */
  BreakfastCount: 0 | 1 | 2
  CancelPolicy: HotelCancelPolicy
  /** Per night over the stay, in stay order. */
  NightlyPricesFen: Fen[]
  /** Average nightly price over the stay (rounded to the fen): what the standard is checked against. */
  AvgNightlyFen: Fen
  /** 1 pay at the hotel (现付), 2 prepaid (预付). */
  PayType: 1 | 2
  NeedCardGuarantee: boolean
  /** Rooms left for the whole stay (min over nights). */
  RemainingRooms: number
  MaxOccupancy: number
}

export type HotelRoom = {
  RoomId: Id
  RoomName: string
  BedType: string
  AreaSquareMeters: number
  Floor: string
  ImageUrls: string[]
  RatePlans: HotelRatePlan[]
}

/** POST /hotel/api/hotel/info/GetHotelDetail. Body { HotelId, ArrivalDate, DepartureDate }. Data HotelDetail. */
export type GetHotelDetailRequest = { HotelId: Id; ArrivalDate: DateString; DepartureDate: DateString }
export type HotelDetail = {
  HotelId: Id
  HotelName: string
  BrandId: Id
  BrandName: string
  StarLevel: HotelStarLevel
  ScoreTenths: number
  ReviewCount: number
  CityCode: string
  CityName: string
  Address: string
  Phone: string
  Lat: number
  Lon: number
  ImageUrls: string[]
  Facilities: string[]
  Description: string
  OpenYear: number
  CheckInTime: string
  CheckOutTime: string
}
export type GetHotelDetailData = HotelDetail

export type RoomOccupancy = { RoomIndex: number; AdultCount: number; ChildCount: number }
export type SearchTrackCondition = { UniqueKey: string; UniqueKeyType: string }

/**
 * POST /hotel/api/hotel/info/GetBetterRoomList: rooms and rates for a stay (the detail screen and the
 * list's preload). Body exactly the catalogue's "Hotel room preload entry" searchParams.
 * Data: rooms plus the standard context of the caller for the hotel's city.
 */
export type GetBetterRoomListRequest = {
  HotelId: Id
  HotelProductType: 1
  ArrivalDate: DateString
  DepartureDate: DateString
  Lat: number
  Lon: number
  roomOccupancyList: RoomOccupancy[]
  CheckInRoomList: { RoomIndex: number }[]
  FilterList: string[]
  /** The caller's nightly cap for this hotel, fen; 0 when none. */
  StandardAmount: Fen
  SearchTrack: { ConditionList: SearchTrackCondition[] }
  HotelDistance: number
  /** Position of the hotel in the list (0-based). */
  HotelPosition: number
  IsRecommend: 0 | 1
  RankType: HotelSort
  MinPrice: Fen
  IsPrivate?: 0 | 1
}
export type GetBetterRoomListData = HotelStandardContext & { HotelId: Id; Rooms: HotelRoom[] }

/** POST /hotel/api/hotel/info/GetBrandList. Body { CityCode }. Data { Brands }. */
export type GetBrandListRequest = { CityCode: string }
export type HotelBrand = { BrandId: Id; BrandName: string; GroupName: string; LogoUrl: string; HotelCount: number }
export type GetBrandListData = { Brands: HotelBrand[] }

/** POST /hotel/api/hotel/info/GetBusinessDistrictList. Body { CityCode }. Data { Districts }. */
export type GetBusinessDistrictListRequest = { CityCode: string }
export type HotelBusinessDistrict = {
  BusinessDistrictId: Id
  Name: string
  /** 'district' 商圈, 'station' 机场/车站, 'landmark' 地标, 'area' 行政区 */
  Kind: 'district' | 'station' | 'landmark' | 'area'
  Lat: number
  Lon: number
  HotelCount: number
}
export type GetBusinessDistrictListData = { Districts: HotelBusinessDistrict[] }

/**
 * POST /hotel/api/hotel/info/GetHotelReviews. Body { HotelId, PageIndex, PageSize }.
 * No reviews: Code '2000' with Data { Reviews: [], Total: 0, ... }.
 */
export type GetHotelReviewsRequest = { HotelId: Id; PageIndex: number; PageSize: number }
export type HotelReview = {
  ReviewId: Id
  /** Masked: 张** */
  ReviewerName: string
  ScoreTenths: number
  Content: string
  RoomName: string
  ImageUrls: string[]
  CreatedAt: InstantString
}
export type GetHotelReviewsData = {
  Reviews: HotelReview[]
  Total: number
  AverageScoreTenths: number
  PageIndex: number
  PageSize: number
}

// ---------------------------------------------------------------- b2b Hotel/*

/**
 * POST /b2b/Hotel/GetTravelStandardRewardRule. Body { DestCode } (a CityCode).
 * Data { Rules, Remark }: the saving-bonus rules (shown when config openSavingBonus is on).
 * Failure rejects with Msg.
 */
export type GetTravelStandardRewardRuleRequest = { DestCode: string }
export type SavingBonusRule = {
  RuleId: Id
  RuleName: string
  /** Share of (cap - paid) returned to the member, per mille: 300 = 30%. */
  RewardPermille: number
  /** Reward cap per night, fen. */
  MaxRewardFen: Fen
  Description: string
  IsSelected: boolean
}
export type GetTravelStandardRewardRuleData = { Rules: SavingBonusRule[]; Remark: string }

// ---------------------------------------------------------------- hotel api/hotel/order/*

export type HotelGuest = {
  /** 0-based room this guest stays in. */
  RoomIndex: number
  Name: string
  /** 11 digits. */
  Phone: string
  /** '' for a non-employee guest. */
  MemberId: Id | ''
}

export type HotelContact = { Name: string; Phone: string; Email?: string }

/** Sent in full only on CreateOrder over HTTPS; the server keeps CardNoMasked only. */
export type HotelCardGuarantee = {
  CardNo: string
  /** MM/YY */
  Expiry: string
  HolderName: string
  /** 身份证 number of the holder. */
  HolderIdNo: string
  BankCode: string
}

/**
 * POST /hotel/api/hotel/order/CreateOrder. Header `reqId` is the idempotency key: the same reqId
 * answers the order already created (never a second booking). Body CreateHotelOrderRequest.
 * The server re-prices, re-checks the standard with domain/policy/hotel.ts ('block' answers 4001, 'requireReason'
 * without OverStandardReason answers 4000) and holds inventory per night (none left: 4009).
 * Data CreateHotelOrderData: NeedApproval -> order detail; else PayAmountFen > 0 -> cashier
 * /pages/payment/pay/pay?orderNo=...
 */
export type CreateHotelOrderRequest = {
  HotelId: Id
  RoomId: Id
  RatePlanId: Id
  ArrivalDate: DateString
  DepartureDate: DateString
  RoomCount: number
  Guests: HotelGuest[]
  Contact: HotelContact
  /** Total the form showed, fen: a different server price answers 4001 with the new price in Msg. */
  ExpectedTotalFen: Fen
  CostCenterId?: Id
  CostCenterName: string
  ProjectId?: Id
  ProjectName: string
  /** The trip reason (选择事由) when the enterprise's hotel cost modules ask for one. */
  TripReasonId?: Id
  OverStandardReason: string
  /**
   * The approved travel application the stay falls inside (b2b TravelApply/Usable): hotel, city and dates are
   * checked against it; per enterprise setting the order then needs no further approval.
   */
  TravelApplyNo?: string
  /** The external journey (start-up journeyBizNo) the booking is made in; with externalNeedTravelBill it needs TravelApplyNo. */
  JourneyBizNo?: string
  /** Required when the rate plan NeedCardGuarantee. */
  CardGuarantee?: HotelCardGuarantee
  CouponId?: Id
  IsPrivate: 0 | 1
  Remark: string
  /** Saving-bonus rule chosen by the member (when openSavingBonus). */
  SavingBonusRuleId?: Id
  /** The member's bound card of the hotel's group to credit the stay to (decision 0431); the member must be a guest. */
  MemberProgramCode?: ProgramCode
}
/** The order states of types/api/order.ts (docs/orders.md). */
export type HotelOrderStatus = OrderStatus
export type CreateHotelOrderData = {
  OrderNo: string
  OrderStatus: HotelOrderStatus
  NeedApproval: boolean
  PayAmountFen: Fen
  CardNoMasked: string | null
}

/** POST /hotel/api/hotel/order/GetCancelRule. Body { OrderNo }. Data: what cancelling now costs. */
export type GetCancelRuleRequest = { OrderNo: string }
export type GetCancelRuleData = {
  IsCancellable: boolean
  PenaltyFen: Fen
  RefundFen: Fen
  FreeCancelUntil: InstantString | null
  Description: string
  Reasons: string[]
}

/** POST /hotel/api/hotel/order/CancelOrder (header reqId idempotent). Data: the new status and refund. */
export type CancelHotelOrderRequest = { OrderNo: string; Reason: string }
export type CancelHotelOrderData = { OrderNo: string; OrderStatus: HotelOrderStatus; RefundFen: Fen }

/**
 * POST /hotel/api/hotel/order/ApplyEarlyDeparture (离店提前/rebate). Nights after NewDepartureDate are asked
 * back; the hotel confirms, then the refund follows. Body { OrderNo, NewDepartureDate, Reason }.
 */
export type ApplyEarlyDepartureRequest = { OrderNo: string; NewDepartureDate: DateString; Reason: string }
export type ApplyEarlyDepartureData = {
  OrderNo: string
  ApplicationNo: string
  /** 'Applied' until the hotel answers. */
  Status: 'Applied' | 'Approved' | 'Rejected'
  ExpectedRefundFen: Fen
}

/** POST /hotel/api/hotel/order/ApplyInvoice (header reqId idempotent). */
export type HotelInvoiceTitleType = 'company' | 'personal'
export type ApplyHotelInvoiceRequest = {
  OrderNo: string
  TitleType: HotelInvoiceTitleType
  Title: string
  /** Required for 'company'. */
  TaxNo: string
  Email: string
  AmountFen: Fen
}
export type ApplyHotelInvoiceData = { OrderNo: string; InvoiceApplyNo: string; Status: 'Applied' }

/**
 * POST /hotel/api/hotel/order/GetUsableCoupons. Body { HotelId, ArrivalDate, AmountFen }.
 * None: Code '2000' with Data { Coupons: [] }.
 */
export type GetUsableHotelCouponsRequest = { HotelId: Id; ArrivalDate: DateString; AmountFen: Fen }
export type HotelCoupon = {
  CouponId: Id
  Name: string
  DiscountFen: Fen
  /** Order total must reach this, fen. */
  ThresholdFen: Fen
  ExpireDate: DateString
  IsUsable: boolean
  UnusableReason: string
}
export type GetUsableHotelCouponsData = { Coupons: HotelCoupon[] }
