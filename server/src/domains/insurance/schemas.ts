import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/insurance'
import { Arr, Bool, Int, Lits, Nullable, Obj, Opt, Str } from '../../lib/data-schemas'
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

// ---------------------------------------------------------------- answers (Data)

const ProductCode = Lits<Api.InsuranceProductCode>(['FLIGHT_ACCIDENT', 'FLIGHT_DELAY', 'TRAIN_ACCIDENT'])
const ProductType = Lits<5 | 6>([5, 6])
const ClaimStatus = Lits<Api.ClaimStatus>(['Submitted', 'NeedMaterials', 'Reviewing', 'Approved', 'Paid', 'Rejected'])
const Policy = Obj({
  PolicyNo: Str, OrderNo: Str, ProductType, ProductCode, ProductName: Str, Insurer: Str, InsuredName: Str, LegText: Str, PremiumFen: Int, SumInsuredFen: Int,
  Coverage: Str, Status: Lits<Api.PolicyStatus>(['Active', 'Refunded', 'Expired']), StatusText: Str, StartsAt: Str, EndsAt: Str, CanClaim: Bool,
})
const ClaimSummaryFields = {
  ClaimNo: Str, Kind: Lits<Api.ClaimKind>(['accident', 'delay', 'baggage', 'other']), KindText: Str, AmountFen: Int, Status: ClaimStatus, StatusText: Str, CreatedAt: Str,
}
export const GetOrderPoliciesData = Obj({
  OrderNo: Str, OrderTitle: Str, Policies: Arr(Policy),
  Products: Arr(Obj({ Code: ProductCode, Name: Str, ProductType, PremiumFen: Int, SumInsuredFen: Int, Coverage: Str, Insurer: Str })),
  CanBuy: Bool, BuyNote: Str,
})
export type _GetOrderPoliciesData = Assert<Same<Static<typeof GetOrderPoliciesData>, Api.GetOrderPoliciesData>>
export const BuyPoliciesData = Obj({ OrderNo: Str, PolicyNos: Arr(Str), PremiumFen: Int })
export type _BuyPoliciesData = Assert<Same<Static<typeof BuyPoliciesData>, Api.BuyPoliciesData>>
export const RequestPoliciesData = Obj({
  OrderNo: Str,
  Requests: Arr(Obj({ ProductCode, ProductName: Str, Status: Lits<Api.InsuranceRequestStatus>(['Waiting', 'Bought', 'Failed']), StatusText: Str, Message: Str })),
})
export type _RequestPoliciesData = Assert<Same<Static<typeof RequestPoliciesData>, Api.RequestPoliciesData>>
export const PolicyDetailData = Obj({ Policy, Claims: Arr(Obj(ClaimSummaryFields)) })
export type _PolicyDetailData = Assert<Same<Static<typeof PolicyDetailData>, Api.PolicyDetailData>>
export const ApplyClaimData = Obj({ ClaimNo: Str, Status: ClaimStatus })
export type _ApplyClaimData = Assert<Same<Static<typeof ApplyClaimData>, Api.ApplyClaimData>>
export const SupplyClaimData = Obj({ ClaimNo: Str, Status: ClaimStatus })
export type _SupplyClaimData = Assert<Same<Static<typeof SupplyClaimData>, Api.SupplyClaimData>>
export const ClaimDetailData = Obj({
  ...ClaimSummaryFields,
  PolicyNo: Str, ProductName: Str, InsuredName: Str, Description: Str, Materials: Arr(Str), Events: Arr(Obj({ Status: ClaimStatus, Text: Str, At: Str })), CanSupply: Bool,
  InsurerNote: Opt(Str), ApprovedFen: Opt(Nullable(Int)),
})
export type _ClaimDetailData = Assert<Same<Static<typeof ClaimDetailData>, Api.ClaimDetailData>>
