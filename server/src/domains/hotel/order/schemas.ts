import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/hotel'
import type { Assert, Same } from '../../../lib/type-check'
import { DateSchema, IdSchema, PhoneSchema } from '../../../lib/schemas'
import { ProgramCodeSchema } from '../../bindings/public'

export const OrderNoSchema = Type.String({ pattern: '^[A-Z]\\d{8,24}$' })
const FenSchema = Type.Integer({ minimum: 0, maximum: 100_000_000_00 })

const Guest = Type.Object({
  RoomIndex: Type.Integer({ minimum: 0, maximum: 9 }),
  Name: Type.String({ minLength: 1, maxLength: 30 }),
  /** Optional for a guest: '' when not given. */
  Phone: Type.Union([PhoneSchema, Type.Literal('')]),
  MemberId: Type.Union([IdSchema, Type.Literal('')]),
})

const Card = Type.Object({
  CardNo: Type.String({ minLength: 1, maxLength: 30 }),
  Expiry: Type.String({ minLength: 1, maxLength: 7 }),
  HolderName: Type.String({ minLength: 1, maxLength: 30 }),
  HolderIdNo: Type.String({ minLength: 1, maxLength: 18 }),
  BankCode: Type.String({ minLength: 1, maxLength: 20 }),
})

export const CreateOrderBody = Type.Object({
  HotelId: IdSchema,
  RoomId: IdSchema,
  RatePlanId: IdSchema,
  ArrivalDate: DateSchema,
  DepartureDate: DateSchema,
  RoomCount: Type.Integer({ minimum: 1, maximum: 10 }),
  Guests: Type.Array(Guest, { minItems: 1, maxItems: 40 }),
  Contact: Type.Object({ Name: Type.String({ minLength: 1, maxLength: 30 }), Phone: PhoneSchema, Email: Type.Optional(Type.String({ maxLength: 100 })) }),
  ExpectedTotalFen: FenSchema,
  CostCenterId: Type.Optional(Type.Union([IdSchema, Type.Literal('')])),
  CostCenterName: Type.String({ maxLength: 50 }),
  ProjectId: Type.Optional(Type.Union([IdSchema, Type.Literal('')])),
  ProjectName: Type.String({ maxLength: 50 }),
  TripReasonId: Type.Optional(IdSchema),
  OverStandardReason: Type.String({ maxLength: 200 }),
  TravelApplyNo: Type.Optional(Type.String({ pattern: '^TA\\d{8,20}$' })),
  JourneyBizNo: Type.Optional(Type.String({ maxLength: 64 })),
  CardGuarantee: Type.Optional(Card),
  CouponId: Type.Optional(IdSchema),
  IsPrivate: Type.Union([Type.Literal(0), Type.Literal(1)]),
  Remark: Type.String({ maxLength: 200 }),
  SavingBonusRuleId: Type.Optional(IdSchema),
  MemberProgramCode: Type.Optional(ProgramCodeSchema),
})
export type _CreateOrder = Assert<Same<Static<typeof CreateOrderBody>, Api.CreateHotelOrderRequest>>

export const OrderNoBody = Type.Object({ OrderNo: OrderNoSchema })
export type _CancelRule = Assert<Same<Static<typeof OrderNoBody>, Api.GetCancelRuleRequest>>

export const CancelOrderBody = Type.Object({ OrderNo: OrderNoSchema, Reason: Type.String({ maxLength: 200 }) })
export type _CancelOrder = Assert<Same<Static<typeof CancelOrderBody>, Api.CancelHotelOrderRequest>>

export const EarlyDepartureBody = Type.Object({ OrderNo: OrderNoSchema, NewDepartureDate: DateSchema, Reason: Type.String({ maxLength: 200 }) })
export type _EarlyDeparture = Assert<Same<Static<typeof EarlyDepartureBody>, Api.ApplyEarlyDepartureRequest>>

export const InvoiceBody = Type.Object({
  OrderNo: OrderNoSchema,
  TitleType: Type.Union([Type.Literal('company'), Type.Literal('personal')]),
  Title: Type.String({ maxLength: 100 }),
  TaxNo: Type.String({ maxLength: 20 }),
  Email: Type.String({ maxLength: 100 }),
  AmountFen: FenSchema,
})
export type _Invoice = Assert<Same<Static<typeof InvoiceBody>, Api.ApplyHotelInvoiceRequest>>

export const CouponsBody = Type.Object({ HotelId: IdSchema, ArrivalDate: DateSchema, AmountFen: FenSchema })
export type _Coupons = Assert<Same<Static<typeof CouponsBody>, Api.GetUsableHotelCouponsRequest>>
