import type { GetCustomerInfoData, GetLoginUserInfosData, LoginOutData, LoginV2Data, LoginV2Request, SendSmsCodeData, SendSmsCodeRequest } from '@api/index'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type LoginApi = {
  loginV2(body: LoginV2Request): Promise<LoginV2Data>
  sendSmsCode(body: SendSmsCodeRequest): Promise<SendSmsCodeData>
  getLoginUserInfos(): Promise<GetLoginUserInfosData>
}

export type AccountApi = LoginApi & {
  loginOut(): Promise<LoginOutData>
}

export function createAccountApi(request: RequestFn): AccountApi {
  return {
    loginV2: (body) => dataOf(request<LoginV2Data>('b2b', 'Customer/LoginV2', body, { needLogin: false })),
    sendSmsCode: (body) => dataOf(request<SendSmsCodeData>('b2b', 'Common/SendSmsCode', body, { needLogin: false })),
    getLoginUserInfos: () => dataOf(request<GetLoginUserInfosData>('common', 'api/Customer/GetLoginUserInfos', {})),
    loginOut: () => dataOf(request<LoginOutData>('b2b', 'Customer/LoginOut', {})),
  }
}

/** b2b Customer/GetCustomerInfo: the member's own details (个人资料). */
export function createProfileApi(request: RequestFn): { getCustomerInfo(): Promise<GetCustomerInfoData> } {
  return { getCustomerInfo: () => dataOf(request<GetCustomerInfoData>('b2b', 'Customer/GetCustomerInfo', {})) }
}
