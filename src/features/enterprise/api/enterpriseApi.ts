import type {
  BelongEnterprise,
  GetBelongEnterprisesData,
  GetLoginUserInfosData,
  UpdateCustomerEnterpriseLoginData,
  UpdateCustomerEnterpriseLoginRequest,
} from '@api/index'
import type { AcceptInvitationData } from '@api/invitations'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type { BelongEnterprise }

export type EnterpriseApi = {
  getBelongEnterprises(): Promise<BelongEnterprise[]>
  switchEnterprise(body: UpdateCustomerEnterpriseLoginRequest): Promise<UpdateCustomerEnterpriseLoginData>
  getLoginUserInfos(): Promise<GetLoginUserInfosData>
  /** The logged-in account accepts an invitation for its phone and joins that enterprise (decision 0576). */
  acceptInvitation(code: string, reqId: string): Promise<AcceptInvitationData>
}

export function createEnterpriseApi(request: RequestFn): EnterpriseApi {
  return {
    getBelongEnterprises: async () =>
      (await dataOf(request<GetBelongEnterprisesData>('common', 'api/Customer/GetBelongEnterprises', {}))).Enterprises ?? [],
    switchEnterprise: (body) =>
      dataOf(request<UpdateCustomerEnterpriseLoginData>('tripwise-m-api', 'member/updateCustomerEnterpriseLogin', body)),
    getLoginUserInfos: () => dataOf(request<GetLoginUserInfosData>('common', 'api/Customer/GetLoginUserInfos', {})),
    acceptInvitation: (code, reqId) =>
      dataOf(request<AcceptInvitationData>('tripwise-m-api', 'member/invitation/accept', { InvitationCode: code }, { loading: '加入中...', headers: { reqId } })),
  }
}
