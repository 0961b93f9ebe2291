import type {
  ApplyClaimData, ApplyClaimRequest, BuyPoliciesData, ClaimDetailData, GetOrderPoliciesData, InsuranceProductCode, PolicyDetailData, SupplyClaimData, SupplyClaimRequest,
} from '@api/insurance'
import type { UploadData } from '@api/tripwise-m-api'
import type { UploadFn } from '@/core/http/upload'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** hotel-front-api api/insurance/* (types/api/insurance.ts) and the image upload for claim materials. */
export type InsuranceApi = {
  orderPolicies(orderNo: string): Promise<GetOrderPoliciesData>
  buy(orderNo: string, productCode: InsuranceProductCode, reqId: string): Promise<BuyPoliciesData>
  policy(policyNo: string): Promise<PolicyDetailData>
  applyClaim(body: ApplyClaimRequest, reqId: string): Promise<ApplyClaimData>
  supplyClaim(body: SupplyClaimRequest, reqId: string): Promise<SupplyClaimData>
  claim(claimNo: string): Promise<ClaimDetailData>
  uploadImage(filePath: string): Promise<string>
}

export function createInsuranceApi(request: RequestFn, upload: UploadFn): InsuranceApi {
  const call = <T>(name: string, body: object, options = {}) => dataOf(request<T>('hotel-front-api', `api/insurance/${name}`, body, options))
  return {
    orderPolicies: (OrderNo) => call<GetOrderPoliciesData>('GetOrderPolicies', { OrderNo }),
    buy: (OrderNo, ProductCode, reqId) => call<BuyPoliciesData>('BuyPolicies', { OrderNo, ProductCode }, { headers: { reqId }, loading: '正在投保...' }),
    policy: (PolicyNo) => call<PolicyDetailData>('GetPolicyDetail', { PolicyNo }),
    applyClaim: (body, reqId) => call<ApplyClaimData>('ApplyClaim', body, { headers: { reqId }, loading: '正在提交...' }),
    supplyClaim: (body, reqId) => call<SupplyClaimData>('SupplyClaim', body, { headers: { reqId }, loading: '正在提交...' }),
    claim: (ClaimNo) => call<ClaimDetailData>('GetClaimDetail', { ClaimNo }),
    uploadImage: async (filePath) => (await dataOf(upload<UploadData>('tripwise-m-api', 'common/upload', filePath))).Url,
  }
}
