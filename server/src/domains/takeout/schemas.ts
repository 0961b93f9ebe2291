import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/takeout'
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
