import type { DDGetLoginUrlData, LoginV2Data } from '@api/index'
import type { DDLoginRequest, WechatBindMemberRequest, WechatMemberByCodeData, WechatOAuthUrlData, WechatUnbindMemberData } from '@api/sso'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** Sign-in from DingTalk and WeChat (decision 0272). */
export type SsoApi = {
  ddLoginUrl(redirectUri: string, enterpriseId: string): Promise<DDGetLoginUrlData>
  ddLogin(body: DDLoginRequest): Promise<LoginV2Data>
  wechatMemberByCode(code: string): Promise<WechatMemberByCodeData>
  wechatOAuthUrl(redirectUri: string): Promise<WechatOAuthUrlData>
  wechatBind(body: WechatBindMemberRequest): Promise<LoginV2Data>
  wechatUnbind(): Promise<WechatUnbindMemberData>
}

export function createSsoApi(request: RequestFn): SsoApi {
  const open = { needLogin: false }
  return {
    ddLoginUrl: (redirectUri, enterpriseId) => dataOf(request<DDGetLoginUrlData>('b2b', 'Common/DDGetLoginUrl', { RedirectUri: redirectUri, EnterpriseId: enterpriseId }, open)),
    // Every body carries the identity's EnterpriseId, '' before sign-in; DDLogin takes an enterprise id or none (the
    // dd mini-program opened from the workbench has only the corpId): send none rather than '' (refused as 企业格式不正确).
    ddLogin: ({ EnterpriseId, ...body }) => dataOf(request<LoginV2Data>('b2b', 'Customer/DDLogin', { ...body, EnterpriseId: EnterpriseId || undefined }, open)),
    wechatMemberByCode: (code) => dataOf(request<WechatMemberByCodeData>('tripwise-m-api', 'wechatMp/getMember-by-code', { code }, { ...open, method: 'GET' })),
    wechatOAuthUrl: (redirectUri) =>
      dataOf(request<WechatOAuthUrlData>('tripwise-m-api', 'wechatMp/getOAuthUrl', { RedirectUri: redirectUri }, { ...open, method: 'GET' })),
    wechatBind: (body) => dataOf(request<LoginV2Data>('tripwise-m-api', 'wechatMp/bindMember', body, open)),
    wechatUnbind: () => dataOf(request<WechatUnbindMemberData>('tripwise-m-api', 'wechatMp/unBindMember', {})),
  }
}
