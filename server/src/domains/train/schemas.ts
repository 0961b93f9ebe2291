import { type Static, Type } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/train'
import type { Assert, Same } from '../../lib/type-check'
import { DateSchema, IdSchema, PhoneSchema } from '../../lib/schemas'
import { Arr, Bool, Int, Lits, Num, Obj, OrderStatusData, Str } from '../../lib/data-schemas'
export { TrainOrderDetailData } from '../orders/public'

export { EmptyBody } from '../../lib/schemas'

const OrderNoSchema = Type.String({ pattern: '^[A-Z]\\d{8,24}$' })
const StationKey = Type.String({ minLength: 1, maxLength: 20 })
const TrainNoSchema = Type.String({ pattern: '^[GDCZTK]\\d{1,5}$' })
const SeatCodeSchema = Type.Union([
  Type.Literal('9'), Type.Literal('M'), Type.Literal('O'), Type.Literal('4'), Type.Literal('3'), Type.Literal('1'), Type.Literal('W'),
])

export const StationListBody = Type.Object({ Keyword: Type.String({ maxLength: 30 }) })
export type _StationList = Assert<Same<Static<typeof StationListBody>, Api.GetStationListRequest>>

export const TrainListBody = Type.Object({ From: StationKey, To: StationKey, Date: DateSchema, OnlyHighSpeed: Type.Union([Type.Literal(0), Type.Literal(1)]) })
export type _TrainList = Assert<Same<Static<typeof TrainListBody>, Api.QueryTrainListRequest>>

export const StopStationsBody = Type.Object({ TrainNo: TrainNoSchema, Date: DateSchema })
export type _StopStations = Assert<Same<Static<typeof StopStationsBody>, Api.GetStopStationsRequest>>

const Passenger = Type.Object({
  Name: Type.String({ minLength: 1, maxLength: 30 }),
  IdNo: Type.Union([Type.String({ pattern: '^\\d{17}[\\dXx]$' }), Type.Literal('')]),
  Phone: Type.Union([PhoneSchema, Type.Literal('')]),
  MemberId: Type.Union([IdSchema, Type.Literal('')]),
  SeatPreference: Type.Optional(Type.String({ pattern: '^[A-FLMU]?$' })),
  RailPassengerId: Type.Optional(Type.String({ maxLength: 20 })),
})

export const CreateOrderBody = Type.Object({
  TrainNo: TrainNoSchema,
  Date: DateSchema,
  FromStationCode: StationKey,
  ToStationCode: StationKey,
  SeatCode: SeatCodeSchema,
  Passengers: Type.Array(Passenger, { minItems: 1, maxItems: 5 }),
  Contact: Type.Object({ Name: Type.String({ minLength: 1, maxLength: 30 }), Phone: PhoneSchema }),
  ExpectedTotalFen: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  OverStandardReason: Type.String({ maxLength: 200 }),
  CostCenterId: Type.Optional(Type.Union([IdSchema, Type.Literal('')])),
  CostCenterName: Type.Optional(Type.String({ maxLength: 50 })),
  ProjectId: Type.Optional(Type.Union([IdSchema, Type.Literal('')])),
  ProjectName: Type.Optional(Type.String({ maxLength: 50 })),
  TravelApplyNo: Type.Optional(Type.String({ pattern: '^TA\\d{8,20}$' })),
  RailAccountId: Type.Optional(Type.String({ maxLength: 20 })),
})
export type _CreateOrder = Assert<Same<Static<typeof CreateOrderBody>, Api.CreateTrainOrderRequest>>

export const OrderNoBody = Type.Object({ OrderNo: OrderNoSchema })
export type _OrderNo = Assert<Same<Static<typeof OrderNoBody>, Api.TrainOrderNoRequest>>

export const VerifyChangeCodeBody = Type.Object({ OrderNo: OrderNoSchema, Code: Type.String({ pattern: '^\\d{6}$' }) })
export type _VerifyChangeCode = Assert<Same<Static<typeof VerifyChangeCodeBody>, Api.VerifyChangeCodeRequest>>

const PassengerIds = Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 9 }))
export const ReasonBody = Type.Object({ OrderNo: OrderNoSchema, Reason: Type.String({ maxLength: 200 }), PassengerIds })
export const RefundQuoteBody = Type.Object({ OrderNo: OrderNoSchema, PassengerIds })
export type _RefundQuote = Assert<Same<Static<typeof RefundQuoteBody>, Api.TrainRefundQuoteRequest>>
export type _Refund = Assert<Same<Static<typeof ReasonBody>, Api.RefundTrainTicketRequest>>

export const TransferListBody = Type.Object({ From: StationKey, To: StationKey, Date: DateSchema })
export type _TransferList = Assert<Same<Static<typeof TransferListBody>, Api.QueryTransferListRequest>>

export const ChangeBody = Type.Object({ OrderNo: OrderNoSchema, TrainNo: TrainNoSchema, Date: DateSchema, SeatCode: SeatCodeSchema, ExpectedTotalFen: Type.Integer({ minimum: 0, maximum: 100_000_000 }), PassengerIds })
export type _Change = Assert<Same<Static<typeof ChangeBody>, Api.ChangeTrainTicketRequest>>
export const StationChangeOptionsBody = Type.Object({ OrderNo: OrderNoSchema, PassengerIds })
export const ChangeStationBody = Type.Object({ OrderNo: OrderNoSchema, ToStationCode: Type.String({ pattern: '^[A-Z]{3}$' }), SeatCode: SeatCodeSchema, ExpectedTotalFen: Type.Integer({ minimum: 0, maximum: 100_000_000 }), PassengerIds })
export type _ChangeStation = Assert<Same<Static<typeof ChangeStationBody>, Api.ChangeTrainStationRequest>>

export const CreateGrabBody = Type.Object({
  From: StationKey,
  To: StationKey,
  TrainNos: Type.Array(TrainNoSchema, { minItems: 1, maxItems: 5 }),
  SeatCodes: Type.Array(SeatCodeSchema, { minItems: 1, maxItems: 3 }),
  Dates: Type.Array(DateSchema, { minItems: 1, maxItems: 3 }),
  Deadline: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$' }),
  Passengers: Type.Array(Passenger, { minItems: 1, maxItems: 5 }),
  Contact: Type.Object({ Name: Type.String({ minLength: 1, maxLength: 30 }), Phone: PhoneSchema }),
  OverStandardReason: Type.String({ maxLength: 200 }),
})
export type _CreateGrab = Assert<Same<Static<typeof CreateGrabBody>, Api.CreateGrabTaskRequest>>

export const GrabTaskNoBody = Type.Object({ TaskNo: Type.String({ pattern: '^Q\\d{8,24}$' }) })
export type _GrabTaskNo = Assert<Same<Static<typeof GrabTaskNoBody>, Api.GrabTaskNoRequest>>

// 12306 account (decision 0222)
const AccountIdSchema = Type.String({ pattern: '^\\d{1,12}$' })
const CodeSchema = Type.String({ pattern: '^\\d{6}$' })
export const Login12306Body = Type.Object({
  UserName: Type.String({ minLength: 3, maxLength: 50 }),
  Password: Type.String({ minLength: 6, maxLength: 64 }),
})
export type _Login12306 = Assert<Same<Static<typeof Login12306Body>, Api.Login12306Request>>
export const AccountBody = Type.Object({ AccountId: AccountIdSchema })
export type _Account = Assert<Same<Static<typeof AccountBody>, Api.Rail12306AccountRequest>>
export const VerifyCodeBody = Type.Object({ AccountId: AccountIdSchema, Code: CodeSchema })
export type _VerifyCode = Assert<Same<Static<typeof VerifyCodeBody>, Api.Verify12306CodeRequest>>
export const FaceBody = Type.Object({ AccountId: AccountIdSchema, FaceToken: Type.String({ pattern: '^[0-9a-f]{32}$' }) })
export type _Face = Assert<Same<Static<typeof FaceBody>, Api.CheckFaceAuthRequest>>
export const SavePassengerBody = Type.Object({
  AccountId: AccountIdSchema,
  PassengerId: Type.Union([Type.Literal(''), Type.String({ pattern: '^\\d{1,12}$' })]),
  Name: Type.String({ minLength: 2, maxLength: 30 }),
  IdNo: Type.Union([Type.String({ pattern: '^\\d{17}[\\dXx]$' }), Type.Literal('')]),
  Phone: Type.Union([PhoneSchema, Type.Literal('')]),
  PassengerType: Type.Union([Type.Literal('adult'), Type.Literal('student'), Type.Literal('child')]),
})
export type _SavePassenger = Assert<Same<Static<typeof SavePassengerBody>, Api.Save12306PassengerRequest>>
export const PassengerBody = Type.Object({ AccountId: AccountIdSchema, PassengerId: Type.String({ pattern: '^\\d{1,12}$' }) })
export type _Passenger = Assert<Same<Static<typeof PassengerBody>, Api.Rail12306PassengerRequest>>
export const VerifyPassengerBody = Type.Object({ AccountId: AccountIdSchema, PassengerId: Type.String({ pattern: '^\\d{1,12}$' }), Code: CodeSchema })
export type _VerifyPassenger = Assert<Same<Static<typeof VerifyPassengerBody>, Api.Verify12306PassengerRequest>>

export const ReadNoticesBody = Type.Object({ NoticeIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })) })
export type _ReadNotices = Assert<Same<Static<typeof ReadNoticesBody>, Api.ReadTrainNoticesRequest>>

// Answers (decision 0830): the Data of each route, asserted the same as its types/api type.
const TrainStationData = Obj({ Code: Str, Name: Str, CityName: Str, Pinyin: Str, Initials: Str, IsHot: Bool })
export const GetStationListData = Obj({ Stations: Arr(TrainStationData) })
export type _GetStationListData = Assert<Same<Static<typeof GetStationListData>, Api.GetStationListData>>
const TrainSeatData = Obj({ SeatCode: Lits(['9', 'M', 'O', '4', '3', '1', 'W'] as const), SeatName: Str, PriceFen: Int, Remaining: Int })
const TrainItemData = Obj({ TrainNo: Str, TrainType: Lits(['G', 'D', 'C', 'Z', 'T', 'K'] as const), FromStationCode: Str, FromStationName: Str, ToStationCode: Str, ToStationName: Str, StartStationName: Str, EndStationName: Str, DepartTime: Str, ArriveTime: Str, ArriveDayOffset: Int, DurationMinutes: Int, DistanceKm: Num, Seats: Arr(TrainSeatData) })
export const QueryTrainListData = Obj({ Trains: Arr(TrainItemData) })
export type _QueryTrainListData = Assert<Same<Static<typeof QueryTrainListData>, Api.QueryTrainListData>>
const TransferPlanData = Obj({ TransferCity: Str, IsSameStation: Bool, WaitMinutes: Int, TotalMinutes: Int, First: TrainItemData, Second: TrainItemData })
export const QueryTransferListData = Obj({ Plans: Arr(TransferPlanData) })
export type _QueryTransferListData = Assert<Same<Static<typeof QueryTransferListData>, Api.QueryTransferListData>>
const TrainStopData = Obj({ Index: Int, StationName: Str, ArriveTime: Str, DepartTime: Str, StopMinutes: Int, DayOffset: Int })
export const GetStopStationsData = Obj({ TrainNo: Str, Stops: Arr(TrainStopData) })
export type _GetStopStationsData = Assert<Same<Static<typeof GetStopStationsData>, Api.GetStopStationsData>>
export const CreateTrainOrderData = Obj({ OrderNo: Str, OrderStatus: OrderStatusData, NeedApproval: Bool, PayAmountFen: Int })
export type _CreateTrainOrderData = Assert<Same<Static<typeof CreateTrainOrderData>, Api.CreateTrainOrderData>>
export const TrainRefundQuoteData = Obj({ PaidFen: Int, FeeFen: Int, RefundFen: Int, RateText: Str })
export type _TrainRefundQuoteData = Assert<Same<Static<typeof TrainRefundQuoteData>, Api.TrainRefundQuote>>
export const RefundTrainTicketData = Obj({ OrderNo: Str, OrderStatus: OrderStatusData, FeeFen: Int, RefundFen: Int })
export type _RefundTrainTicketData = Assert<Same<Static<typeof RefundTrainTicketData>, Api.RefundTrainTicketData>>
export const ChangeTrainTicketData = Obj({ OrderNo: Str, OrderStatus: OrderStatusData, PayAmountFen: Int, RefundFen: Int, FeeFen: Int })
export type _ChangeTrainTicketData = Assert<Same<Static<typeof ChangeTrainTicketData>, Api.ChangeTrainTicketData>>
const StationChangeOptionData = Obj({ StationCode: Str, StationName: Str, ArriveTime: Str, DayOffset: Int, Seats: Arr(Obj({ SeatCode: Lits(['9', 'M', 'O', '4', '3', '1', 'W'] as const), SeatName: Str, PriceFen: Int, Remaining: Int })) })
export const GetStationChangeOptionsData = Obj({ Stations: Arr(StationChangeOptionData), Rules: Arr(Str) })
export type _GetStationChangeOptionsData = Assert<Same<Static<typeof GetStationChangeOptionsData>, Api.GetStationChangeOptionsData>>
export const SendChangeCodeData = Obj({ PhoneMasked: Str })
export type _SendChangeCodeData = Assert<Same<Static<typeof SendChangeCodeData>, Api.SendChangeCodeData>>
export const VerifyChangeCodeData = Obj({ OrderNo: Str, CheckedUntil: Str })
export type _VerifyChangeCodeData = Assert<Same<Static<typeof VerifyChangeCodeData>, Api.VerifyChangeCodeData>>
export const CancelTrainOrderData = Obj({ OrderNo: Str, OrderStatus: OrderStatusData })
export type _CancelTrainOrderData = Assert<Same<Static<typeof CancelTrainOrderData>, Api.CancelTrainOrderData>>
const TrainGrabTaskData = Obj({ TaskNo: Str, Status: Lits(['Cancelled', 'Waiting', 'Booked', 'Expired'] as const), StatusText: Str, FromName: Str, ToName: Str, TrainNos: Arr(Str), SeatNames: Arr(Str), Dates: Arr(Str), Deadline: Str, PassengerNames: Arr(Str), Attempts: Int, OrderNo: Str, LastMessage: Str, CreatedAt: Str })
export const CreateGrabTaskData = TrainGrabTaskData
export type _CreateGrabTaskData = Assert<Same<Static<typeof CreateGrabTaskData>, Api.CreateGrabTaskData>>
export const GetGrabTaskListData = Obj({ Tasks: Arr(TrainGrabTaskData) })
export type _GetGrabTaskListData = Assert<Same<Static<typeof GetGrabTaskListData>, Api.GetGrabTaskListData>>
const TrainNoticeData = Obj({ NoticeId: Int, Kind: Type.Literal('GrabBooked'), Title: Str, Body: Str, OrderNo: Str, TaskNo: Str, CreatedAt: Str, IsRead: Bool })
export const GetTrainNoticesData = Obj({ Notices: Arr(TrainNoticeData), UnreadCount: Int })
export type _GetTrainNoticesData = Assert<Same<Static<typeof GetTrainNoticesData>, Api.GetTrainNoticesData>>

export const Rail12306AccountData = Obj({ AccountId: Str, UserName: Str, Status: Lits(['Unverified', 'Bound'] as const), StatusText: Str, PhoneMasked: Str, BoundAt: Str })
export type _Rail12306AccountData = Assert<Same<Static<typeof Rail12306AccountData>, Api.Rail12306Account>>
export const Get12306AccountListData = Obj({ Accounts: Arr(Rail12306AccountData) })
export type _Get12306AccountListData = Assert<Same<Static<typeof Get12306AccountListData>, Api.Get12306AccountListData>>
export const Rail12306AccountRequestData = Obj({ AccountId: Str })
export type _Rail12306AccountRequestData = Assert<Same<Static<typeof Rail12306AccountRequestData>, Api.Rail12306AccountRequest>>
export const Send12306CodeData = Obj({ PhoneMasked: Str })
export type _Send12306CodeData = Assert<Same<Static<typeof Send12306CodeData>, Api.Send12306CodeData>>
export const StartFaceAuthData = Obj({ FaceToken: Str, ExpiresAt: Str, Tip: Str })
export type _StartFaceAuthData = Assert<Same<Static<typeof StartFaceAuthData>, Api.StartFaceAuthData>>
export const Rail12306PassengerData = Obj({ PassengerId: Str, Name: Str, IdNoMasked: Str, PhoneMasked: Str, PassengerType: Lits(['adult', 'student', 'child'] as const), VerifyStatus: Lits(['Passed', 'Pending', 'Failed'] as const), VerifyStatusText: Str })
export type _Rail12306PassengerData = Assert<Same<Static<typeof Rail12306PassengerData>, Api.Rail12306Passenger>>
export const Get12306PassengerListData = Obj({ Passengers: Arr(Rail12306PassengerData) })
export type _Get12306PassengerListData = Assert<Same<Static<typeof Get12306PassengerListData>, Api.Get12306PassengerListData>>
export const Rail12306PassengerRequestData = Obj({ AccountId: Str, PassengerId: Str })
export type _Rail12306PassengerRequestData = Assert<Same<Static<typeof Rail12306PassengerRequestData>, Api.Rail12306PassengerRequest>>
