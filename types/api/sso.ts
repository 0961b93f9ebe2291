import type { MemberSession } from './b2b'

/**
 * POST /b2b/Customer/DDLogin: sign in with a DingTalk code (decision 0272): the mini-program's dd.getAuthCode
 * (with the corpId) or the in-app browser's OAuth return (authCode, state = EnterpriseId). Answers the session
 * of the staff member in the enterprise that uses that DingTalk corp. Used or expired code 4001; the enterprise
 * has no DingTalk 4004; not an employee there 4003.
 */
export type DDLoginRequest = { AuthCode: string; CorpId?: string; EnterpriseId?: string }
export type DDLoginData = MemberSession

/**
 * GET /tripwise-m-api/wechatMp/getMember-by-code?code: the mini-program's Taro.login code. A bound WeChat signs in
 * at once (`IsBind`, `Session`); otherwise `BindTicket` (10 minutes, one use) lets bindMember bind it.
 */
export type WechatMemberByCodeRequest = { code: string }
export type WechatMemberByCodeData = { IsBind: boolean; Session: MemberSession | null; BindTicket: string }

/**
 * GET /tripwise-m-api/wechatMp/getOAuthUrl?RedirectUri: in WeChat's in-app browser, where to send the browser
 * for WeChat's OAuth (snsapi_base); WeChat returns to RedirectUri with `code` and `state` ('wechat'), and the
 * code goes to getMember-by-code. With the simulated provider the page is the server's own (decision 0380).
 */
export type WechatOAuthUrlRequest = { RedirectUri: string }
export type WechatOAuthUrlData = { AuthorizeUrl: string }

/** GET /tripwise-m-api/wechatMp/getMemberToken?BindTicket: the session of the account a ticket's WeChat is bound to. */
export type WechatMemberTokenRequest = { BindTicket: string }
export type WechatMemberTokenData = MemberSession

/** POST /tripwise-m-api/wechatMp/bindMember: binds the ticket's WeChat to the account (phone and password) and signs in. */
export type WechatBindMemberRequest = { BindTicket: string; Phone: string; Password: string }
export type WechatBindMemberData = MemberSession

/** POST /tripwise-m-api/wechatMp/unBindMember: the caller's account is no longer bound to any WeChat. */
export type WechatUnbindMemberData = { Unbound: boolean }
