import { type Static, Type } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/flight'
import type { Assert, Same } from '../../lib/type-check'
import { DateSchema, IdSchema, PhoneSchema } from '../../lib/schemas'
import { ORDER_STATUSES, type OrderStatus } from '@domain/order/orderStatus'
import { Arr, Bool, Int, Lits, Nullable, Num, Obj, Opt, OrderStatusData, Str } from '../../lib/data-schemas'
export { FlightOrderDetailData } from '../orders/public'
import { FareRulesData } from '../orders/public'

const CityCode = Type.String({ pattern: '^[A-Z]{3}$' })
const Cabin = Type.Union([Type.Literal('Y'), Type.Literal('W'), Type.Literal('C'), Type.Literal('F')])
const FenSchema = Type.Integer({ minimum: 0, maximum: 100_000_000_00 })
export const OrderNoBody = Type.Object({ OrderNo: Type.String({ pattern: '^[A-Z]\\d{8,24}$' }) })

export const CitiesBody = Type.Object({ IsInternational: Type.Optional(Type.Boolean()) })
export const FlightListBody = Type.Object({
  DepartCityCode: CityCode,
  ArriveCityCode: CityCode,
  DepartDate: DateSchema,
  CabinClass: Type.Optional(Type.Union([Cabin, Type.Literal('')])),
})
export const LowestFaresBody = Type.Object({ DepartCityCode: CityCode, ArriveCityCode: CityCode, StartDate: DateSchema, EndDate: DateSchema })
export const SeatListBody = Type.Object({ FlightNo: Type.String({ pattern: '^[A-Z0-9]{2}\\d{3,4}$' }), DepartDate: DateSchema, DepartCityCode: CityCode, ArriveCityCode: CityCode })

const Passenger = Type.Object({
  Name: Type.String({ minLength: 1, maxLength: 40 }),
  IdType: Type.Integer({ minimum: 1, maximum: 7, description: '1 身份证, 2 护照, 3 回乡证, 4 台胞证, 5 港澳通行证, 6 台湾通行证, 7 外国人永久居留身份证 (decision 0761)' }),
  IdNo: Type.String({ minLength: 5, maxLength: 18 }),
  Phone: Type.Union([PhoneSchema, Type.Literal('')]),
  MemberId: Type.Union([IdSchema, Type.Literal('')]),
  Nationality: Type.Optional(Type.String({ pattern: '^([A-Z]{2})?$' })),
})
export const CreateOrderBody = Type.Object({
  Segments: Type.Array(Type.Object({ FareId: Type.String({ minLength: 10, maxLength: 60 }), ExpectedPriceFen: FenSchema }), { minItems: 1, maxItems: 2 }),
  Passengers: Type.Array(Passenger, { minItems: 1, maxItems: 9 }),
  Contact: Type.Object({ Name: Type.String({ minLength: 1, maxLength: 30 }), Phone: PhoneSchema }),
  CostCenterName: Type.String({ maxLength: 50 }),
  ProjectName: Type.String({ maxLength: 50 }),
  CostCenterId: Type.Optional(Type.Union([IdSchema, Type.Literal('')])),
  ProjectId: Type.Optional(Type.Union([IdSchema, Type.Literal('')])),
  OverStandardReason: Type.String({ maxLength: 200 }),
  IsPrivate: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  TravelApplyNo: Type.Optional(Type.String({ pattern: '^TA\\d{8,20}$' })),
  JourneyBizNo: Type.Optional(Type.String({ maxLength: 64 })),
})
export const RefundBody = Type.Object({
  OrderNo: OrderNoBody.properties.OrderNo,
  Reason: Type.String({ maxLength: 200 }),
  Seqs: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 9 }), { minItems: 1, maxItems: 2 })),
  PassengerIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 9 }), { minItems: 1, maxItems: 9 })),
})

export type _Cities = Assert<Same<Static<typeof CitiesBody>, Api.GetFlightCitiesRequest>>
export type _List = Assert<Same<Static<typeof FlightListBody>, Api.QueryFlightListRequest>>
export type _LowestFares = Assert<Same<Static<typeof LowestFaresBody>, Api.QueryLowestFaresRequest>>
export type _Seats = Assert<Same<Static<typeof SeatListBody>, Api.QuerySeatListRequest>>
export type _Create = Assert<Same<Static<typeof CreateOrderBody>, Api.CreateFlightOrderRequest>>
export type _Refund = Assert<Same<Static<typeof RefundBody>, Api.RefundFlightOrderRequest>>

const Seq = Type.Integer({ minimum: 1, maximum: 9 })
const FareId = Type.String({ minLength: 10, maxLength: 60 })
/** The passengers (their Seq in the order detail) a refund or change is for; none: every one still ticketed (decisions 0790, 0791). */
const PassengerIds = Type.Optional(Type.Array(Seq, { minItems: 1, maxItems: 9 }))
export const RefundQuoteBody = Type.Object({
  OrderNo: OrderNoBody.properties.OrderNo,
  Seqs: Type.Optional(Type.Array(Seq, { minItems: 1, maxItems: 2 })),
  PassengerIds,
})
export const ChangeQuoteBody = Type.Object({ OrderNo: OrderNoBody.properties.OrderNo, Seq, FareId, PassengerIds })
export const ChangeOrderBody = Type.Object({ OrderNo: OrderNoBody.properties.OrderNo, Seq, FareId, ExpectedTotalFen: FenSchema, Reason: Type.String({ maxLength: 200 }), PassengerIds })
export const ModifyPassengerBody = Type.Object({ OrderNo: OrderNoBody.properties.OrderNo, PassengerSeq: Seq, Name: Type.String({ maxLength: 40 }), Reason: Type.String({ maxLength: 200 }) })
export const AcceptChangeBody = Type.Object({ OrderNo: OrderNoBody.properties.OrderNo, Seq })

export type _RefundQuote = Assert<Same<Static<typeof RefundQuoteBody>, Api.FlightRefundQuoteRequest>>
export type _ChangeQuote = Assert<Same<Static<typeof ChangeQuoteBody>, Api.FlightChangeQuoteRequest>>
export type _Change = Assert<Same<Static<typeof ChangeOrderBody>, Api.ChangeFlightOrderRequest>>
export type _Modify = Assert<Same<Static<typeof ModifyPassengerBody>, Api.ModifyFlightPassengerRequest>>
export type _Accept = Assert<Same<Static<typeof AcceptChangeBody>, Api.AcceptFlightChangeRequest>>

const OrderStatusSchema = Type.Unsafe<OrderStatus>(Type.String({ enum: [...ORDER_STATUSES] }))
export const RefundQuoteData = Type.Object({
  IsRefundable: Type.Boolean(), FeeFen: FenSchema, RefundFen: FenSchema, IsInvoluntary: Type.Boolean(), Description: Type.String(), Reasons: Type.Array(Type.String()),
  Tickets: Type.Optional(Type.Array(Type.Object({ PassengerSeq: Seq, Name: Type.String(), FeeFen: FenSchema, RefundFen: FenSchema }))),
})
export const RefundOrderData = Type.Object({ OrderNo: Type.String(), OrderStatus: OrderStatusSchema, FeeFen: FenSchema, RefundFen: FenSchema, RefundToText: Type.String() })
export type _RefundQuoteData = Assert<Same<Static<typeof RefundQuoteData>, Api.FlightRefundQuote>>
export type _RefundOrderData = Assert<Same<Static<typeof RefundOrderData>, Api.RefundFlightOrderData>>

export const ChangeQuoteData = Type.Object({
  IsAllowed: Type.Boolean(), Description: Type.String(), ChangeFeeFen: FenSchema, FareDifferenceFen: FenSchema, TotalFen: FenSchema, IsInvoluntary: Type.Boolean(),
  NewFlightNo: Type.String(), NewDepartTime: Type.String(), NewCabinName: Type.String(), NewPriceFen: FenSchema, Reasons: Type.Array(Type.String()),
  IsPersonalPay: Type.Optional(Type.Boolean()),
})
export const ChangeOrderData = Type.Object({
  OrderNo: Type.String(), Seq, FlightNo: Type.String(), DepartTime: Type.String(), ChargedFen: FenSchema, PayMethodText: Type.String(),
  PayOrderNo: Type.Optional(Type.String()), PayAmountFen: Type.Optional(FenSchema), ChangeOrderNo: Type.Optional(Type.String()),
})
export type _ChangeQuoteData = Assert<Same<Static<typeof ChangeQuoteData>, Api.FlightChangeQuote>>
export type _ChangeOrderData = Assert<Same<Static<typeof ChangeOrderData>, Api.ChangeFlightOrderData>>

// Answers (decision 0830): the Data of each route, asserted the same as its types/api type.
const FlightAirportData = Obj({ Code: Str, Name: Str, Terminals: Arr(Str), Pinyin: Opt(Str), Initials: Opt(Str), EnName: Opt(Str) })
const FlightCityData = Obj({ CityCode: Str, CityName: Str, Pinyin: Str, Initials: Opt(Str), EnName: Opt(Str), IsInternational: Bool, Country: Str, Continent: Str, Airports: Arr(FlightAirportData) })
export const GetFlightCitiesData = Obj({ Hot: Arr(FlightCityData), Cities: Arr(FlightCityData) })
export type _GetFlightCitiesData = Assert<Same<Static<typeof GetFlightCitiesData>, Api.GetFlightCitiesData>>
const FlightItemData = Obj({ FlightNo: Str, AirlineCode: Str, AirlineName: Str, AircraftType: Str, DepartAirportCode: Str, DepartAirportName: Str, DepartTerminal: Str, ArriveAirportCode: Str, ArriveAirportName: Str, ArriveTerminal: Str, DepartTime: Str, ArriveTime: Str, DurationMinutes: Int, CrossDays: Num, IsShared: Bool, OperatingFlightNo: Str, StopCity: Str, OnTimeRate: Num, LowestFareFen: Int, LowestDiscount: Num, LowestCabinClass: Lits(['Y', 'W', 'C', 'F'] as const), SeatsLeft: Num, DocumentArea: Lits(['domestic', 'hkmo', 'taiwan', 'international'] as const) })
export const QueryFlightListData = Obj({ Flights: Arr(FlightItemData) })
export type _QueryFlightListData = Assert<Same<Static<typeof QueryFlightListData>, Api.QueryFlightListData>>
const LowestFareDayData = Obj({ Date: Str, LowestFareFen: Nullable(Int) })
export const QueryLowestFaresData = Obj({ Days: Arr(LowestFareDayData) })
export type _QueryLowestFaresData = Assert<Same<Static<typeof QueryLowestFaresData>, Api.QueryLowestFaresData>>
const FlightFareData = Obj({ FareId: Str, CabinClass: Lits(['Y', 'W', 'C', 'F'] as const), CabinName: Str, BookingClass: Str, PriceFen: Int, FullPriceFen: Int, Discount: Num, TaxFen: Int, SeatsLeft: Num, BaggageKg: Num, Meal: Str, IsProtocol: Bool, Rules: FareRulesData, IsOverStandard: Bool, OverStandardText: Str, PolicyAction: Lits(['allow', 'requireReason', 'requireApproval', 'block'] as const) })
export const QuerySeatListData = Obj({ Flight: FlightItemData, Fares: Arr(FlightFareData), StandardText: Str })
export type _QuerySeatListData = Assert<Same<Static<typeof QuerySeatListData>, Api.QuerySeatListData>>
export const CreateFlightOrderData = Obj({ OrderNo: Str, OrderStatus: OrderStatusData, NeedApproval: Bool, PayAmountFen: Int })
export type _CreateFlightOrderData = Assert<Same<Static<typeof CreateFlightOrderData>, Api.CreateFlightOrderData>>
export const RefundFlightOrderData = Obj({ OrderNo: Str, OrderStatus: OrderStatusData, FeeFen: Int, RefundFen: Int, RefundToText: Str })
export type _RefundFlightOrderData = Assert<Same<Static<typeof RefundFlightOrderData>, Api.RefundFlightOrderData>>
export const ModifyFlightPassengerData = Obj({ OrderNo: Str, PassengerSeq: Int, Name: Str })
export type _ModifyFlightPassengerData = Assert<Same<Static<typeof ModifyFlightPassengerData>, Api.ModifyFlightPassengerData>>
export const AcceptFlightChangeData = Obj({ OrderNo: Str, Seq: Int, ChangeAccepted: Bool })
export type _AcceptFlightChangeData = Assert<Same<Static<typeof AcceptFlightChangeData>, Api.AcceptFlightChangeData>>
