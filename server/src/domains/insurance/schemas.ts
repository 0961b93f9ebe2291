import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/insurance'
import type { Assert, Same } from '../../lib/type-check'

const OrderNo = Type.String({ pattern: '^[A-Z]\\d{8,24}$' })
const PolicyNo = Type.String({ pattern: '^P\\d{8,24}$' })
const ClaimNo = Type.String({ pattern: '^C\\d{8,24}$' })
const Code = Type.Union([Type.Literal('FLIGHT_ACCIDENT'), Type.Literal('FLIGHT_DELAY'), Type.Literal('TRAIN_ACCIDENT')])
const Kind = Type.Union([Type.Literal('accident'), Type.Literal('delay'), Type.Literal('baggage'), Type.Literal('other')])
const Materials = Type.Array(Type.String({ maxLength: 200 }), { maxItems: 9 })

export const OrderBody = Type.Object({ OrderNo })
export const BuyBody = Type.Object({ OrderNo, ProductCode: Code })
export const PolicyBody = Type.Object({ PolicyNo })
export const ApplyBody = Type.Object({ PolicyNo, Kind, AmountFen: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), Description: Type.String({ maxLength: 500 }), Materials })
export const SupplyBody = Type.Object({ ClaimNo, Materials, Note: Type.String({ maxLength: 200 }) })
export const ClaimBody = Type.Object({ ClaimNo })

export type _Order = Assert<Same<Static<typeof OrderBody>, Api.GetOrderPoliciesRequest>>
export type _Buy = Assert<Same<Static<typeof BuyBody>, Api.BuyPoliciesRequest>>
export type _Policy = Assert<Same<Static<typeof PolicyBody>, Api.GetPolicyDetailRequest>>
export type _Apply = Assert<Same<Static<typeof ApplyBody>, Api.ApplyClaimRequest>>
export type _Supply = Assert<Same<Static<typeof SupplyBody>, Api.SupplyClaimRequest>>
export type _Claim = Assert<Same<Static<typeof ClaimBody>, Api.GetClaimDetailRequest>>

export const RequestBody = Type.Object({ OrderNo, ProductCodes: Type.Array(Code, { minItems: 1, maxItems: 3, uniqueItems: true }) })
export type _Request = Assert<Same<Static<typeof RequestBody>, Api.RequestPoliciesRequest>>
