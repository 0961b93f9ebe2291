import type { GetOverStandardReasonsData, PolicyProduct, QueryMyTravelStandardData } from '@api/policy'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** b2b Customer/QueryMyTravelStandard and GetOverStandardReasons (types/api/policy.ts). */
export type PolicyApi = {
  myStandard(): Promise<QueryMyTravelStandardData>
  overReasons(product?: PolicyProduct): Promise<GetOverStandardReasonsData>
}

export function createPolicyApi(request: RequestFn): PolicyApi {
  return {
    myStandard: () => dataOf(request<QueryMyTravelStandardData>('b2b', 'Customer/QueryMyTravelStandard', {})),
    overReasons: (product) => dataOf(request<GetOverStandardReasonsData>('b2b', 'Customer/GetOverStandardReasons', product ? { Product: product } : {})),
  }
}
