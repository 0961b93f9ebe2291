import type {
  BelongEnterprise,
  GetBelongEnterprisesData,
  GetLoginUserInfosData,
  UpdateCustomerEnterpriseLoginData,
  UpdateCustomerEnterpriseLoginRequest,
} from '@api/index'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type { BelongEnterprise }

export type EnterpriseApi = {
  getBelongEnterprises(): Promise<BelongEnterprise[]>
  switchEnterprise(body: UpdateCustomerEnterpriseLoginRequest): Promise<UpdateCustomerEnterpriseLoginData>
  getLoginUserInfos(): Promise<GetLoginUserInfosData>
}

export function createEnterpriseApi(request: RequestFn): EnterpriseApi {
  return {
    getBelongEnterprises: async () =>
      (await dataOf(request<GetBelongEnterprisesData>('common', 'api/Customer/GetBelongEnterprises', {}))).Enterprises ?? [],
    switchEnterprise: (body) =>
      dataOf(request<UpdateCustomerEnterpriseLoginData>('tripwise-m-api', 'member/updateCustomerEnterpriseLogin', body)),
    getLoginUserInfos: () => dataOf(request<GetLoginUserInfosData>('common', 'api/Customer/GetLoginUserInfos', {})),
  }
}
