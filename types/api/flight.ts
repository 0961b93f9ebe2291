/**
 * Flights (product type 5): b2b Flight/* (decision 0170). Money in fen; local times as 'YYYY-MM-DD HH:mm' at
 * the airport; instants ISO 8601 with offset.
 */
import type { DateString, Fen, Id, InstantString } from './envelope'
import type { ApprovalProgress, OrderStatus } from './orderVocabulary'

/** Y 经济舱, W 超级经济舱, C 公务舱, F 头等舱. */
export type CabinClass = 'Y' | 'W' | 'C' | 'F'

export type FlightAirport = {
  Code: string
  Name: string
  Terminals: string[]
  /** Full pinyin and initials of Name (hongqiaoguojijichang, hqgjjc) and the English name: what the picker searches (decision 0721). */
  Pinyin?: string
  Initials?: string
  EnName?: string
}

export type FlightCity = {
  /** IATA city code: BJS, SHA, SIN. */
  CityCode: string
  CityName: string
  Pinyin: string
  /** Pinyin initials (cd) and the English name (Tokyo, Hong Kong) the picker also searches (decision 0721). */
  Initials?: string
  EnName?: string
  IsInternational: boolean
  Country: string
  Continent: string
  Airports: FlightAirport[]
}

/** POST /b2b/Flight/GetFlightCities. Body: { IsInternational? }. */
export type GetFlightCitiesRequest = { IsInternational?: boolean }
export type GetFlightCitiesData = { Hot: FlightCity[]; Cities: FlightCity[] }

/** POST /b2b/Flight/QueryFlightList. Empty: code 2000. */
export type QueryFlightListRequest = { DepartCityCode: string; ArriveCityCode: string; DepartDate: DateString; CabinClass?: CabinClass | '' }

export type FlightItem = {
  FlightNo: string
  AirlineCode: string
  AirlineName: string
  AircraftType: string
  DepartAirportCode: string
  DepartAirportName: string
  DepartTerminal: string
  ArriveAirportCode: string
  ArriveAirportName: string
  ArriveTerminal: string
  /** Local wall-clock times at each airport. */
  DepartTime: string
  ArriveTime: string
  DurationMinutes: number
  /** Arrival is this many days after departure (local dates). */
  CrossDays: number
  IsShared: boolean
  OperatingFlightNo: string
  /** '' for a direct flight; the connection's city otherwise. */
  StopCity: string
  OnTimeRate: number
  LowestFareFen: Fen
  /** Discount in tenths of a percent of the full Y fare: 650 is 6.5折; 1000 full fare. */
  LowestDiscount: number
  LowestCabinClass: CabinClass
  SeatsLeft: number
  /** The documents the flight accepts (decision 0761): domestic, hkmo (香港/澳门), taiwan, international. */
  DocumentArea: 'domestic' | 'hkmo' | 'taiwan' | 'international'
}
export type QueryFlightListData = { Flights: FlightItem[] }

/** b2b Flight/QueryLowestFares: each day's lowest economy fare of a city pair, StartDate to EndDate (at most 62 days). */
export type QueryLowestFaresRequest = { DepartCityCode: string; ArriveCityCode: string; StartDate: DateString; EndDate: DateString }
/** One day of the fare calendar: the lowest economy fare still on sale with seats, or null when the day has none. */
export type LowestFareDay = { Date: DateString; LowestFareFen: number | null }
export type QueryLowestFaresData = { Days: LowestFareDay[] }

export type FeeTier = {
  /** The tier applies from this many hours before departure (inclusive) up to the previous tier. */
  HoursBefore: number
  Percent: number
}

export type FareRules = {
  /** Ordered from the furthest before departure to the nearest; below the last tier: not allowed. */
  Refund: FeeTier[]
  Change: FeeTier[]
  IsEndorsable: boolean
  Text: string
}

export type FlightFare = {
  /** Opaque id of the fare: what CreateOrder books. */
  FareId: string
  CabinClass: CabinClass
  CabinName: string
  BookingClass: string
  PriceFen: Fen
  FullPriceFen: Fen
  Discount: number
  /** Airport construction fee and fuel surcharge, per passenger. */
  TaxFen: Fen
  SeatsLeft: number
  BaggageKg: number
  Meal: string
  IsProtocol: boolean
  Rules: FareRules
  IsOverStandard: boolean
  /** The rule broken and what follows (domain/policy/flight.ts), '' within the standard. */
  OverStandardText: string
  /** allow within; when over the standard's action: requireReason, requireApproval or block. */
  PolicyAction: 'allow' | 'requireReason' | 'requireApproval' | 'block'
}

/** POST /b2b/Flight/QuerySeatList. */
export type QuerySeatListRequest = { FlightNo: string; DepartDate: DateString; DepartCityCode: string; ArriveCityCode: string }
export type QuerySeatListData = { Flight: FlightItem; Fares: FlightFare[]; StandardText: string }

export type FlightPassengerInput = {
  Name: string
  /** 1 ID card, 2 passport. */
  /** 1 身份证, 2 护照, 3 回乡证, 4 台胞证, 5 港澳通行证, 6 台湾通行证, 7 外国人永久居留身份证 (decision 0761). */
  IdType: number
  IdNo: string
  Phone: string
  MemberId: string
  /** ISO 3166-1 alpha-2 (b2b Common/GetNationalityList); required on international flights (decision 0344). */
  Nationality?: string
}

/** POST /b2b/Flight/CreateOrder (reqId idempotent). One segment one-way, two round trip. */
export type CreateFlightOrderRequest = {
  Segments: { FareId: string; ExpectedPriceFen: Fen }[]
  Passengers: FlightPassengerInput[]
  Contact: { Name: string; Phone: string }
  CostCenterName: string
  ProjectName: string
  /** The picked cost centre and project (common GetCostCenter / project list ids; decision 0480). The names stay as shown. */
  CostCenterId?: Id
  ProjectId?: Id
  OverStandardReason: string
  IsPrivate?: 0 | 1
  /** The approved travel application the trip is booked under (b2b TravelApply/Usable). */
  TravelApplyNo?: string
  /** The external journey the app was opened for (start-up journeyBizNo; externalNeedTravelBill, decision 0211). */
  JourneyBizNo?: string
}
export type CreateFlightOrderData = { OrderNo: string; OrderStatus: OrderStatus; NeedApproval: boolean; PayAmountFen: Fen }

export type FlightOrderSegment = {
  Seq: number
  FlightNo: string
  AirlineName: string
  DepartAirportName: string
  DepartTerminal: string
  ArriveAirportName: string
  ArriveTerminal: string
  DepartCityName: string
  ArriveCityName: string
  DepartTime: string
  ArriveTime: string
  CabinName: string
  BookingClass: string
  PriceFen: Fen
  TaxFen: Fen
  Rules: FareRules
  /** A flight change (航变) notice of the airline, '' when none. */
  ChangeNotice: string
  DepartCityCode: string
  ArriveCityCode: string
  /** The segment's own state: Ticketed (已出票 or before), Changed (已改签), Refunded (已退票). */
  SegmentStatus: FlightSegmentStatus
  IsInvoluntary: boolean
  ChangeAccepted: boolean
}

export type FlightSegmentStatus = 'Ticketed' | 'Changed' | 'Refunded'

/** One rebook, name correction or refund of a segment. */
export type FlightOrderChange = { Seq: number; Kind: 'rebook' | 'rename' | 'refund'; FromText: string; ToText: string; FeeFen: Fen; ChargedFen: Fen; Reason: string; At: InstantString }

export type FlightOrderPassenger = {
  Seq: number
  Name: string
  /** 1 身份证, 2 护照, 3 回乡证, 4 台胞证, 5 港澳通行证, 6 台湾通行证, 7 外国人永久居留身份证 (decision 0761). */
  IdType: number
  IdNoMasked: string
  TicketNos: string[]
  /** The nationality's Chinese name ('' when none was given: domestic flights). */
  NationalityName?: string
  /** The passenger's own ticket (decision 0790): Valid (已出票), Refunded (已退票) or Changed (已改签) on its own. */
  TicketStatus?: 'Valid' | 'Refunded' | 'Changed'
  /** 已退票 / 已改签, or the order's status text while the ticket is valid. */
  TicketStatusText?: string
  /** The refund fee this passenger's ticket paid and what it gave back (0 until refunded). */
  FeeFen?: Fen
  RefundFen?: Fen
  /** The change order this passenger's ticket moved to (已改签 on its own, decision 0791); '' otherwise. */
  ChangedToOrderNo?: string
}

/** POST /b2b/Flight/GetOrderDetail. Body: { OrderNo }. */
export type FlightOrderDetail = {
  OrderNo: string
  Status: OrderStatus
  StatusText: string
  Segments: FlightOrderSegment[]
  Passengers: FlightOrderPassenger[]
  ContactName: string
  ContactPhoneMasked: string
  TotalFen: Fen
  PaidFen: Fen
  RefundedFen: Fen
  PayDeadline: InstantString | null
  IsOverStandard: boolean
  OverStandardReason: string
  CostCenterName: string
  ProjectName: string
  CreatedAt: InstantString
  IsInternational: boolean
  Changes: FlightOrderChange[]
  /** This order is the personal payment of a rebook of another order (decision 0400); null on a booking. */
  Rebook?: FlightRebookPayment | null
  /** A rebook of this order waiting for its personal payment; null when none. */
  PendingRebook?: FlightPendingRebook | null
  /** 审批进度 of the order's latest approval; null when it needed none. */
  Approval?: ApprovalProgress | null
  /** Why the approver rejected the order ('' unless rejected). */
  RejectReason?: string
  /** The travel application (出差申请单) it was booked under; '' when none. */
  TravelApplyNo?: string
  /** The order this change order's passengers came from (decision 0791); '' for a booking. */
  ChangedFromOrderNo?: string
  /** Why its passengers can only be changed together (a round trip, a personal-pay order; decisions 0791, 0810), '' when some may change alone. */
  WholeChangeReason?: string
  Actions: { CanPay: boolean; CanCancel: boolean; CanRefund: boolean; CanChange: boolean; CanModifyName: boolean }
}

/** The rebook a 改签补款 order pays for: the order and segment rebooked, from and to. */
export type FlightRebookPayment = { OfOrderNo: string; Seq: number; FromText: string; ToText: string }
export type FlightPendingRebook = { PayOrderNo: string; Seq: number; ToText: string; TotalFen: Fen; PayDeadline: InstantString | null }

/**
 * POST /b2b/Flight/GetRefundQuote. Seqs: the segments to refund (default every one not yet refunded); PassengerIds:
 * the passengers (their Seq in the detail) whose tickets to refund (default every one still issued, decision 0790).
 */
export type FlightRefundQuoteRequest = { OrderNo: string; Seqs?: number[]; PassengerIds?: number[] }
/** One chosen passenger's ticket in a refund quote: its own fee and refund. */
export type FlightRefundTicket = { PassengerSeq: number; Name: string; FeeFen: Fen; RefundFen: Fen }
export type FlightRefundQuote = { IsRefundable: boolean; FeeFen: Fen; RefundFen: Fen; IsInvoluntary: boolean; Description: string; Reasons: string[]; Tickets?: FlightRefundTicket[] }

/** POST /b2b/Flight/RefundOrder (reqId idempotent). PassengerIds as in the quote. */
export type RefundFlightOrderRequest = { OrderNo: string; Reason: string; Seqs?: number[]; PassengerIds?: number[] }
export type RefundFlightOrderData = { OrderNo: string; OrderStatus: OrderStatus; FeeFen: Fen; RefundFen: Fen; RefundToText: string }

/** POST /b2b/Flight/GetChangeQuote: what rebooking segment Seq onto FareId costs (decision 0230). */
/** PassengerIds: the passengers (their Seq) to change; default every one still ticketed (decision 0791). */
export type FlightChangeQuoteRequest = { OrderNo: string; Seq: number; FareId: string; PassengerIds?: number[] }
export type FlightChangeQuote = {
  IsAllowed: boolean
  /** Why not, or how the cost is made up. */
  Description: string
  ChangeFeeFen: Fen
  FareDifferenceFen: Fen
  /** Fee and difference for every passenger: what is charged to the order's payment. */
  TotalFen: Fen
  IsInvoluntary: boolean
  NewFlightNo: string
  NewDepartTime: string
  NewCabinName: string
  NewPriceFen: Fen
  Reasons: string[]
  /** The traveller pays TotalFen at the cashier (personal-pay orders, decision 0400); else the enterprise account is charged. */
  IsPersonalPay?: boolean
}

/** POST /b2b/Flight/ChangeOrder (reqId idempotent): 改签. ExpectedTotalFen: the quote's TotalFen the traveller saw. */
export type ChangeFlightOrderRequest = { OrderNo: string; Seq: number; FareId: string; ExpectedTotalFen: Fen; Reason: string; PassengerIds?: number[] }
/** PayOrderNo: the 改签补款 order to pay at the cashier when the rebook waits for a personal payment ('' when done). */
/** ChangeOrderNo: the change order the chosen passengers moved to (decision 0791); '' when every passenger changed. */
export type ChangeFlightOrderData = { OrderNo: string; Seq: number; FlightNo: string; DepartTime: string; ChargedFen: Fen; PayMethodText: string; PayOrderNo?: string; PayAmountFen?: Fen; ChangeOrderNo?: string }

/** POST /b2b/Flight/ModifyPassenger (reqId idempotent): 更正姓名 of one passenger, domestic tickets only. */
export type ModifyFlightPassengerRequest = { OrderNo: string; PassengerSeq: number; Name: string; Reason: string }
export type ModifyFlightPassengerData = { OrderNo: string; PassengerSeq: number; Name: string }

/** POST /b2b/Flight/AcceptFlightChange: the traveller keeps the changed flight (航变). */
export type AcceptFlightChangeRequest = { OrderNo: string; Seq: number }
export type AcceptFlightChangeData = { OrderNo: string; Seq: number; ChangeAccepted: boolean }
