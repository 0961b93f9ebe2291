import type { Container } from '@/core/platform/container'

/**
 * What the sign-in page (`loginAndRegister/redirectPage`) does for where it runs and what it was given
 * (decision 0272): finish DingTalk's OAuth return (authCode, or TmpAuthCode, with state = EnterpriseId); start it
 * in DingTalk's in-app browser (DDGetLoginUrl); dd.getAuthCode in the DingTalk mini-program; Taro.login in
 * WeChat's; in WeChat's in-app browser its OAuth (wechatMp/getOAuthUrl) and the `code` it returns with
 * (getMember-by-code, decision 0380); anywhere else the password login.
 */
export type SsoStep =
  | { kind: 'exchangeDingTalk'; code: string; enterpriseId: string; corpId: string }
  | { kind: 'dingTalkOAuth'; enterpriseId: string }
  | { kind: 'ddAuthCode'; corpId: string }
  | { kind: 'wechatCode' }
  | { kind: 'wechatOAuth' }
  | { kind: 'exchangeWechat'; code: string }
  | { kind: 'passwordLogin' }
  | { kind: 'unavailable'; message: string }

export const FROM_WORKBENCH = '请从企业钉钉工作台进入应用'

const CODE_KEYS = ['authCode', 'TmpAuthCode', 'code']

/** The address without the provider's one-time code: 重新登录 after a used code starts the provider's login again. */
export function withoutCodes(query: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !CODE_KEYS.includes(key)))
}

const pick = (query: Record<string, string | undefined>, ...keys: string[]) => keys.map((k) => (query[k] ?? '').trim()).find((v) => v !== '') ?? ''

export function ssoStep(container: Container, query: Record<string, string | undefined>, knownEnterpriseId = ''): SsoStep {
  const code = pick(query, ...CODE_KEYS)
  if (container === 'h5-wechat') return code ? { kind: 'exchangeWechat', code } : { kind: 'wechatOAuth' }
  const enterpriseId = pick(query, 'state', 'EnterpriseId') || knownEnterpriseId
  const corpId = pick(query, 'corpId', 'corpid')
  if (code) return { kind: 'exchangeDingTalk', code, enterpriseId: /^\d+$/.test(enterpriseId) ? enterpriseId : '', corpId }
  switch (container) {
    case 'h5-dingtalk':
      return /^\d+$/.test(enterpriseId) ? { kind: 'dingTalkOAuth', enterpriseId } : { kind: 'unavailable', message: FROM_WORKBENCH }
    case 'dd':
      return corpId ? { kind: 'ddAuthCode', corpId } : { kind: 'unavailable', message: FROM_WORKBENCH }
    case 'weapp':
      return { kind: 'wechatCode' }
    default:
      return { kind: 'passwordLogin' }
  }
}
