/**
 * Train calls (types only), b2b `TrainTicket/*` mounted at /b2b. Every call is POST with a JSON body and answers
 * `{ Code, Msg, Data }`; money is integer fen; dates `YYYY-MM-DD` and times `HH:mm` in Asia/Shanghai.
 * Payload names are not given by the spec: decision 0160 records these.
 */
import type { DateString, Fen, Id, InstantString } from './envelope'
import type { OrderStatus } from './orderVocabulary'

/** Seat classes the simulated supplier sells (12306's seat type codes). */
export type TrainSeatCode = '9' | 'M' | 'O' | '4' | '3' | '1' | 'W'
/** G 高铁, D 动车, C 城际, Z 直达, T 特快, K 快速. */
export type TrainType = 'G' | 'D' | 'C' | 'Z' | 'T' | 'K'

// ---------------------------------------------------------------- TrainTicket/GetStationList

export type TrainStation = {
  /** 12306 telecode: VNP. */
  Code: string
  Name: string
  CityName: string
  /** Full pinyin without tones: beijingnan. */
  Pinyin: string
  /** Initials: bjn. */
  Initials: string
  IsHot: boolean
}
/** Keyword: Chinese, full pinyin or initials of a station or city; '' for every station. */
export type GetStationListRequest = { Keyword: string }
export type GetStationListData = { Stations: TrainStation[] }

// ---------------------------------------------------------------- TrainTicket/QueryTrainList

/** From and To: a station code or a city name (every station of the city). */
export type QueryTrainListRequest = { From: string; To: string; Date: DateString; OnlyHighSpeed: 0 | 1 }
export type TrainSeat = {
  SeatCode: TrainSeatCode
  SeatName: string
  PriceFen: Fen
  /** Tickets left for this segment (0: sold out). */
  Remaining: number
}
export type TrainItem = {
  TrainNo: string
  TrainType: TrainType
  FromStationCode: string
  FromStationName: string
  ToStationCode: string
  ToStationName: string
  /** The train's first and last stations: 始/终 marks. */
  StartStationName: string
  EndStationName: string
  DepartTime: string
  ArriveTime: string
  /** Days after the departure date the train arrives (0 same day). */
  ArriveDayOffset: number
  DurationMinutes: number
  DistanceKm: number
  Seats: TrainSeat[]
}
/** No train: code 2000 with an empty list. */
export type QueryTrainListData = { Trains: TrainItem[] }

// ---------------------------------------------------------------- TrainTicket/GetStopStations

export type GetStopStationsRequest = { TrainNo: string; Date: DateString }
export type TrainStop = { Index: number; StationName: string; ArriveTime: string; DepartTime: string; StopMinutes: number; DayOffset: number }
export type GetStopStationsData = { TrainNo: string; Stops: TrainStop[] }

// ---------------------------------------------------------------- TrainTicket/CreateOrder

export type TrainPassengerInput = {
  Name: string
  /** 18-digit resident ID card; '' for a colleague whose ID card is registered (the server reads it, decision 0223). */
  IdNo: string
  Phone: string
  /** '' for a passenger who is not a member of the enterprise. */
  MemberId: Id | ''
  /** 选座/选铺 (decision 0342): a seat letter A–F or a berth L/M/U the class offers; '' or absent 不限. */
  SeatPreference?: string
  /** Booking through a 12306 account (decision 0393): the passenger of that account; name, ID and phone are taken from it. */
  RailPassengerId?: string
}
export type CreateTrainOrderRequest = {
  TrainNo: string
  Date: DateString
  FromStationCode: string
  ToStationCode: string
  SeatCode: TrainSeatCode
  Passengers: TrainPassengerInput[]
  Contact: { Name: string; Phone: string }
  /** The total the form showed; a changed price answers 4001. */
  ExpectedTotalFen: Fen
  OverStandardReason: string
  /** Cost attribution (decision 0223): ids from the pickers, checked against the enterprise's cost modules for trains. */
  CostCenterId?: Id | ''
  CostCenterName?: string
  ProjectId?: Id | ''
  ProjectName?: string
  /** The travel application booked under (its approval may stand for the order's). */
  TravelApplyNo?: string
  /**
   * 购票方式 (decision 0393): the member's bound 12306 account to book through; absent or '': the enterprise channel.
   * Every passenger then names a RailPassengerId of that account whose 12306 check has passed.
   */
  RailAccountId?: string
}
export type CreateTrainOrderData = { OrderNo: string; OrderStatus: OrderStatus; NeedApproval: boolean; PayAmountFen: Fen }

// ---------------------------------------------------------------- TrainTicket/GetOrderDetail

/** One ticket's own state (decision 0390): Valid, or ended on its own by a refund or a change. */
export type TrainTicketStatus = 'Valid' | 'Refunded' | 'Changed'
export type TrainOrderPassenger = {
  /** The ticket's id: what RefundTicket, GetRefundFee and ChangeTicket take in PassengerIds. */
  PassengerId: number
  TicketStatus: TrainTicketStatus
  /** 已出票 / 改签中 / 已改签 / 已退票... */
  TicketStatusText: string
  /** For a refunded ticket: 12306's fee and what came back. */
  FeeFen: Fen
  RefundFen: Fen
  /** For a changed ticket: the order of its new ticket. */
  ChangedToOrderNo: string
  Name: string
  IdNoMasked: string
  SeatNo: string
  /** The ticket's fare: a sleeper's berth fare once issued (decision 0780), else the fare per ticket charged. */
  PriceFen: Fen
  /** A sleeper issued on a berth cheaper than the 下铺 fare charged: the difference refunded at issue (decision 0780). */
  BerthRefundFen?: Fen
  /** The passenger's 选座/选铺 wish as text ('F 靠窗', '下铺'), '' for 不限 (decision 0342). */
  SeatPreferenceText?: string
}
/** CanChangeStation: 变更到站 (decision 0770). */
export type TrainOrderActions = { CanPay: boolean; CanCancel: boolean; CanRefund: boolean; CanChange: boolean; CanChangeStation: boolean }
export type TrainOrderDetail = {
  OrderNo: string
  Status: OrderStatus
  /** Train's text of the status (出票中, 已出票, 退票中, 已退票, 已改签...). */
  StatusText: string
  TrainNo: string
  Date: DateString
  FromStationName: string
  ToStationName: string
  DepartTime: string
  ArriveTime: string
  ArriveDayOffset: number
  DurationMinutes: number
  SeatName: string
  Passengers: TrainOrderPassenger[]
  ContactName: string
  ContactPhoneMasked: string
  TotalFen: Fen
  PaidFen: Fen
  RefundedFen: Fen
  /** 12306's electronic ticket number once issued, else ''. */
  TicketNo: string
  PayDeadline: InstantString | null
  RefundRule: string
  Actions: TrainOrderActions
  CreatedAt: InstantString
  /** The travel standard's verdict when booked: the rule in Chinese and the traveller's reason when over. */
  Policy: { IsOverStandard: boolean; Rule: string; Reason: string }
  /** Cost attribution and travel application ('' when none). */
  Costs: { CostCenterName: string; ProjectName: string; TravelApplyNo: string }
  /** 改签: the order this ticket replaced ('' when none). */
  ChangedFromOrderNo: string
  /** 改签: the order that replaced this ticket ('' when none); this order then shows 已改签. */
  ChangedToOrderNo: string
  /** 改签验证 (decision 0340): until when the contact phone's check stands (null: not checked, or no longer valid). */
  ChangeCheckedUntil?: InstantString | null
  /** 变更到站 (decision 0770): this order's ticket came from a change of arrival station (ChangedFromOrderNo its old order). */
  IsStationChange?: boolean
}
export type GetTrainOrderDetailRequest = { OrderNo: string }

// ---------------------------------------------------------------- TrainTicket/GetRefundFee, RefundTicket, CancelOrder

export type TrainOrderNoRequest = { OrderNo: string }
export type TrainRefundQuote = { PaidFen: Fen; FeeFen: Fen; RefundFen: Fen; RateText: string }
/** PassengerIds: the tickets to refund (decision 0390); absent or empty: every valid ticket of the order. */
export type RefundTrainTicketRequest = { OrderNo: string; Reason: string; PassengerIds?: number[] }
export type TrainRefundQuoteRequest = { OrderNo: string; PassengerIds?: number[] }
export type RefundTrainTicketData = { OrderNo: string; OrderStatus: OrderStatus; FeeFen: Fen; RefundFen: Fen }
export type CancelTrainOrderRequest = { OrderNo: string; Reason: string }
export type CancelTrainOrderData = { OrderNo: string; OrderStatus: OrderStatus }

// ---------------------------------------------------------------- TrainTicket/QueryTransferList

export type QueryTransferListRequest = { From: string; To: string; Date: DateString }
export type TransferPlan = {
  TransferCity: string
  /** Both trains use the same station in the transfer city. */
  IsSameStation: boolean
  WaitMinutes: number
  /** From the first departure to the last arrival. */
  TotalMinutes: number
  First: TrainItem
  Second: TrainItem
}
/** No plan: code 2000 with an empty list. */
export type QueryTransferListData = { Plans: TransferPlan[] }

// ---------------------------------------------------------------- TrainTicket/ChangeTicket (改签)

/** Same stations, another train or date; one change per ticket. */
/** PassengerIds: the tickets to change (decision 0390); absent or empty: every valid ticket. ExpectedTotalFen: the new fare of those tickets. */
export type ChangeTrainTicketRequest = { OrderNo: string; TrainNo: string; Date: DateString; SeatCode: TrainSeatCode; ExpectedTotalFen: Fen; PassengerIds?: number[] }
/**
 * A new order for the new ticket. PayAmountFen > 0: the fare difference, paid at the cashier (the new ticket is issued
 * then). Otherwise the new ticket is issued at once and RefundFen (the difference less 12306's fee on it) goes back.
 */
export type ChangeTrainTicketData = { OrderNo: string; OrderStatus: OrderStatus; PayAmountFen: Fen; RefundFen: Fen; FeeFen: Fen }

// ---------------------------------------------------------------- TrainTicket/GetStationChangeOptions, ChangeStation (变更到站)

/** The stops a ticket may change its arrival to (same train and date), each priced for the chosen tickets. Decision 0770. */
export type StationChangeOption = { StationCode: string; StationName: string; ArriveTime: string; DayOffset: number; Seats: { SeatCode: TrainSeatCode; SeatName: string; PriceFen: Fen; Remaining: number }[] }
export type GetStationChangeOptionsData = { Stations: StationChangeOption[]; Rules: string[] }
/** 变更到站: same train, date and departure, another arrival; once per ticket, online up to 48 hours before departure. */
export type ChangeTrainStationRequest = { OrderNo: string; ToStationCode: string; SeatCode: TrainSeatCode; ExpectedTotalFen: Fen; PassengerIds?: number[] }

// ---------------------------------------------------------------- TrainTicket/SendChangeCode, VerifyChangeCode (改签验证)

/**
 * 12306 asks a phone check before a ticket moves to another date (decision 0340): a 6-digit code goes to the order's
 * contact phone; a passed check stands 30 minutes. ChangeTicket to another date without it answers 4001.
 */
export type SendChangeCodeData = { PhoneMasked: string }
export type VerifyChangeCodeRequest = { OrderNo: string; Code: string }
export type VerifyChangeCodeData = { OrderNo: string; CheckedUntil: InstantString }

// ---------------------------------------------------------------- TrainTicket/CreateGrabTask, GetGrabTaskList, CancelGrabTask (抢票)

/** Waiting: the server tries every few seconds and whenever seats come back; Booked: an order was made (pay it). */
export type TrainGrabStatus = 'Waiting' | 'Booked' | 'Cancelled' | 'Expired'
/**
 * A grabbing task: up to 5 trains, 3 seat classes and 3 dates between the same two stations (or cities), tried in
 * the order given (date, then train, then class) until the deadline. Decision 0220.
 */
export type CreateGrabTaskRequest = {
  From: string
  To: string
  TrainNos: string[]
  SeatCodes: TrainSeatCode[]
  Dates: DateString[]
  /** When to give up: an instant before the last train leaves. */
  Deadline: InstantString
  Passengers: TrainPassengerInput[]
  Contact: { Name: string; Phone: string }
  OverStandardReason: string
}
export type TrainGrabTask = {
  TaskNo: string
  Status: TrainGrabStatus
  StatusText: string
  FromName: string
  ToName: string
  TrainNos: string[]
  SeatNames: string[]
  Dates: DateString[]
  Deadline: InstantString
  PassengerNames: string[]
  Attempts: number
  /** The booked order (pay it at the cashier), '' while waiting. */
  OrderNo: string
  /** Why the last attempt did not book ('' when none failed for a reason other than no seat). */
  LastMessage: string
  CreatedAt: InstantString
}
export type CreateGrabTaskData = TrainGrabTask
export type GetGrabTaskListData = { Tasks: TrainGrabTask[] }
export type GrabTaskNoRequest = { TaskNo: string }

// ---------------------------------------------------------------- TrainTicket/GetNotices, ReadNotices (抢票成功通知, decision 0392)

/** What the member is told: a grab task booked an order (pay it). */
export type TrainNotice = { NoticeId: number; Kind: 'GrabBooked'; Title: string; Body: string; OrderNo: string; TaskNo: string; CreatedAt: InstantString; IsRead: boolean }
export type GetTrainNoticesData = { Notices: TrainNotice[]; UnreadCount: number }
/** NoticeIds absent or empty: all of the member's notices. */
export type ReadTrainNoticesRequest = { NoticeIds?: number[] }

// ---------------------------------------------------------------- 12306 account: b2b Customer/*12306*, TrainTicket/*FaceAuth (decision 0222)

/** Unverified: signed in but 12306 asks for an SMS or face check before the account may book; Bound: ready. */
export type Rail12306AccountStatus = 'Unverified' | 'Bound'
export type Rail12306Account = { AccountId: string; UserName: string; Status: Rail12306AccountStatus; StatusText: string; PhoneMasked: string; BoundAt: InstantString }
/** UserName: 12306 user name, e-mail or phone. */
export type Login12306Request = { UserName: string; Password: string }
export type Get12306AccountListData = { Accounts: Rail12306Account[] }
export type Rail12306AccountRequest = { AccountId: string }
export type Send12306CodeData = { PhoneMasked: string }
export type Verify12306CodeRequest = { AccountId: string; Code: string }
export type StartFaceAuthData = { FaceToken: string; ExpiresAt: InstantString; Tip: string }
export type CheckFaceAuthRequest = { AccountId: string; FaceToken: string }

/** 12306's passenger check: Passed 已通过, Pending 待核验 (the phone is not checked yet), Failed 未通过 (ID refused). */
export type Rail12306VerifyStatus = 'Passed' | 'Pending' | 'Failed'
export type Rail12306PassengerType = 'adult' | 'student' | 'child'
export type Rail12306Passenger = {
  PassengerId: string
  Name: string
  IdNoMasked: string
  PhoneMasked: string
  PassengerType: Rail12306PassengerType
  VerifyStatus: Rail12306VerifyStatus
  VerifyStatusText: string
}
export type Get12306PassengerListData = { Passengers: Rail12306Passenger[] }
/** PassengerId '' adds (IdNo required); an edit changes the phone and type only (Name as stored, IdNo '' or as stored, Phone '' keeps the stored one). */
export type Save12306PassengerRequest = { AccountId: string; PassengerId: string; Name: string; IdNo: string; Phone: string; PassengerType: Rail12306PassengerType }
export type Rail12306PassengerRequest = { AccountId: string; PassengerId: string }
export type Verify12306PassengerRequest = { AccountId: string; PassengerId: string; Code: string }
