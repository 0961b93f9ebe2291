/**
 * Travel insurance bought with flight and train orders, and its claims (decision 0231). hotel-front-api
 * api/insurance/* (the spec puts the insurance claim calls there). Money in fen.
 */
import type { Fen, InstantString } from './envelope'

export type InsuranceProductCode = 'FLIGHT_ACCIDENT' | 'FLIGHT_DELAY' | 'TRAIN_ACCIDENT'

export type InsuranceProduct = {
  Code: InsuranceProductCode
  Name: string
  /** 5 flight, 6 train. */
  ProductType: 5 | 6
  /** Per passenger and leg. */
  PremiumFen: Fen
  SumInsuredFen: Fen
  Coverage: string
  Insurer: string
}

/** Active 保障中, Refunded 已退保 (its ticket refunded), Expired 已到期 (the trip over). */
export type PolicyStatus = 'Active' | 'Refunded' | 'Expired'

export type InsurancePolicy = {
  PolicyNo: string
  OrderNo: string
  ProductType: 5 | 6
  ProductCode: InsuranceProductCode
  ProductName: string
  Insurer: string
  InsuredName: string
  /** The leg insured: 'CA1301 北京→深圳'. */
  LegText: string
  PremiumFen: Fen
  SumInsuredFen: Fen
  Coverage: string
  Status: PolicyStatus
  StatusText: string
  StartsAt: InstantString
  EndsAt: InstantString
  CanClaim: boolean
}

/** POST hotel-front-api api/insurance/GetOrderPolicies: the order's policies and what can still be bought. */
export type GetOrderPoliciesRequest = { OrderNo: string }
export type GetOrderPoliciesData = { OrderNo: string; OrderTitle: string; Policies: InsurancePolicy[]; Products: InsuranceProduct[]; CanBuy: boolean; BuyNote: string }

/** POST api/insurance/BuyPolicies (reqId): one policy per passenger and leg, premium from the enterprise account. */
export type BuyPoliciesRequest = { OrderNo: string; ProductCode: InsuranceProductCode }
export type BuyPoliciesData = { OrderNo: string; PolicyNos: string[]; PremiumFen: Fen }

/** POST api/insurance/GetPolicyDetail. */
export type GetPolicyDetailRequest = { PolicyNo: string }
export type PolicyDetailData = { Policy: InsurancePolicy; Claims: ClaimSummary[] }

export type ClaimKind = 'accident' | 'delay' | 'baggage' | 'other'
/** Submitted 已提交, NeedMaterials 需补充材料, Reviewing 审核中, Approved 审核通过, Paid 已赔付, Rejected 已拒赔 (decision 0401). */
export type ClaimStatus = 'Submitted' | 'NeedMaterials' | 'Reviewing' | 'Approved' | 'Paid' | 'Rejected'
export type ClaimSummary = { ClaimNo: string; Kind: ClaimKind; KindText: string; AmountFen: Fen; Status: ClaimStatus; StatusText: string; CreatedAt: InstantString }

/** POST api/insurance/ApplyClaim (reqId): 理赔申请. Materials: uploaded image addresses (common/upload). */
export type ApplyClaimRequest = { PolicyNo: string; Kind: ClaimKind; AmountFen: Fen; Description: string; Materials: string[] }
export type ApplyClaimData = { ClaimNo: string; Status: ClaimStatus }

/** POST api/insurance/SupplyClaim (reqId): 补充材料. */
export type SupplyClaimRequest = { ClaimNo: string; Materials: string[]; Note: string }
export type SupplyClaimData = { ClaimNo: string; Status: ClaimStatus }

/** POST api/insurance/GetClaimDetail: 理赔进度. */
export type GetClaimDetailRequest = { ClaimNo: string }
export type ClaimEvent = { Status: ClaimStatus; Text: string; At: InstantString }
/** InsurerNote: what the insurer asks for (需补充材料) or why it refused (已拒赔), '' otherwise; ApprovedFen: the amount it agreed to pay. */
export type ClaimDetailData = ClaimSummary & {
  PolicyNo: string; ProductName: string; InsuredName: string; Description: string; Materials: string[]; Events: ClaimEvent[]; CanSupply: boolean
  InsurerNote?: string; ApprovedFen?: Fen | null
}

/**
 * POST hotel-front-api api/insurance/RequestPolicies (reqId idempotent, decision 0343): insurance chosen on a train or
 * flight order form, bought for every passenger and leg once the tickets are issued (premium from the enterprise
 * account, as BuyPolicies). Only the booker, only a business trip, only products of the order's type.
 */
export type RequestPoliciesRequest = { OrderNo: string; ProductCodes: InsuranceProductCode[] }
/** Waiting 待出票后投保, Bought 已投保, Failed 投保失败 (Message says why). */
export type InsuranceRequestStatus = 'Waiting' | 'Bought' | 'Failed'
export type InsuranceRequestItem = { ProductCode: InsuranceProductCode; ProductName: string; Status: InsuranceRequestStatus; StatusText: string; Message: string }
export type RequestPoliciesData = { OrderNo: string; Requests: InsuranceRequestItem[] }
