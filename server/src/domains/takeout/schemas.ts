import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/takeout'
import type { OverAction } from '@domain/policy/verdict'
import { Arr, Bool, Int, Lits, Nullable, Obj, Str } from '../../lib/data-schemas'
import type { Assert, Same } from '../../lib/type-check'
import { IdSchema, PhoneSchema } from '../../lib/schemas'

export const EmptyBody = Type.Object({})

export const ValidStandardBody = Type.Object({ AmountFen: Type.Integer({ minimum: 1, maximum: 10_000_000 }) })
export type _Valid = Assert<Same<Static<typeof ValidStandardBody>, Api.TakeoutValidStandardRequest>>

const Address = Type.Object({
  Contact: Type.String({ minLength: 1, maxLength: 30 }),
  Phone: PhoneSchema,
  Address: Type.String({ minLength: 1, maxLength: 120 }),
  CityName: Type.String({ maxLength: 30 }),
})

export const PresaveBody = Type.Object({
  Address,
  ReasonCode: Type.String({ maxLength: 4 }),
  Reason: Type.String({ maxLength: 200 }),
  Remark: Type.String({ maxLength: 200 }),
  CostCenterId: Type.Optional(Type.Union([IdSchema, Type.Literal('')])),
  CostCenterName: Type.Optional(Type.String({ maxLength: 50 })),
  ProjectId: Type.Optional(Type.Union([IdSchema, Type.Literal('')])),
  ProjectName: Type.Optional(Type.String({ maxLength: 50 })),
})
export type _Presave = Assert<Same<Static<typeof PresaveBody>, Api.TakeoutPresaveRequest>>

export const PreOrderBody = Type.Object({ PreOrderNo: Type.String({ pattern: '^WP\\d{8,24}$' }) })
export type _PreOrder = Assert<Same<Static<typeof PreOrderBody>, Api.TakeoutPreOrderRequest>>

export const OrderNoBody = Type.Object({ OrderNo: Type.String({ pattern: '^W\\d{8,24}$' }) })
export type _OrderNo = Assert<Same<Static<typeof OrderNoBody>, Api.TakeoutOrderDetailRequest>>

export const CheckoutBody = Type.Object({
  Token: Type.String({ minLength: 1, maxLength: 64 }),
  Items: Type.Array(Type.Object({ DishId: Type.String({ maxLength: 10 }), Count: Type.Integer({ minimum: 1, maximum: 20 }) }), { minItems: 1, maxItems: 30 }),
})
export type _Checkout = Assert<Same<Static<typeof CheckoutBody>, Api.TakeoutCheckoutRequest>>

export const MenuQuery = Type.Object({ token: Type.String({ maxLength: 64 }) })

// ---------------------------------------------------------------- answers (Data)

const OverActionData = Lits<OverAction>(['allow', 'requireReason', 'requireApproval', 'block'])
export const TakeoutBookingInfoData = Obj({
  Date: Str, GradeName: Str, CapFen: Nullable(Int), SpentTodayFen: Int, RemainingFen: Nullable(Int), Rule: Str, WhenExceeded: Nullable(OverActionData),
  Addresses: Arr(Obj({ Contact: Str, Phone: Str, Address: Str, CityName: Str })), CanOrder: Bool,
})
export type _TakeoutBookingInfoData = Assert<Same<Static<typeof TakeoutBookingInfoData>, Api.TakeoutBookingInfoData>>
export const TakeoutOverReasonsData = Obj({ Reasons: Arr(Obj({ Code: Str, Text: Str })) })
export type _TakeoutOverReasonsData = Assert<Same<Static<typeof TakeoutOverReasonsData>, Api.TakeoutOverReasonsData>>
export const TakeoutValidStandardData = Obj({ IsOverStandard: Bool, Action: OverActionData, Rule: Str, RemainingFen: Nullable(Int) })
export type _TakeoutValidStandardData = Assert<Same<Static<typeof TakeoutValidStandardData>, Api.TakeoutValidStandardData>>
export const TakeoutPresaveData = Obj({ PreOrderNo: Str, DetailUrl: Str })
export type _TakeoutPresaveData = Assert<Same<Static<typeof TakeoutPresaveData>, Api.TakeoutPresaveData>>
export const TakeoutDetailUrlData = Obj({ PreOrderNo: Str, DetailUrl: Str, Status: Lits<Api.TakeoutDetailUrlData['Status']>(['open', 'ordered']), OrderNo: Str, AmountFen: Int })
export type _TakeoutDetailUrlData = Assert<Same<Static<typeof TakeoutDetailUrlData>, Api.TakeoutDetailUrlData>>
export const TakeoutCheckoutData = Obj({ OrderNo: Str, AmountFen: Int, IsOverStandard: Bool })
export type _TakeoutCheckoutData = Assert<Same<Static<typeof TakeoutCheckoutData>, Api.TakeoutCheckoutData>>
