import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/sso'
import { get, post } from '../../lib/route'
import { EmptyBody, IdSchema, PhoneSchema } from '../../lib/schemas'
import type { Assert, Same } from '../../lib/type-check'
import * as service from './service'
import { originOf, wechatOAuthUrl } from './wechatOAuth'
import { Bool, MemberSessionData, Nullable, Obj, Str } from '../../lib/data-schemas'

/** Provider codes and tickets: letters, digits, - and _ (DingTalk's hex, WeChat's, base64url tickets). */
const Code = Type.String({ pattern: '^[A-Za-z0-9_-]{1,200}$' })
export const DDLoginBody = Type.Object({ AuthCode: Code, CorpId: Type.Optional(Type.String({ maxLength: 64 })), EnterpriseId: Type.Optional(IdSchema) })
export type _DDLogin = Assert<Same<Static<typeof DDLoginBody>, Api.DDLoginRequest>>
export const MemberByCodeQuery = Type.Object({ code: Code })
export type _MemberByCode = Assert<Same<Static<typeof MemberByCodeQuery>, Api.WechatMemberByCodeRequest>>
export const MemberTokenQuery = Type.Object({ BindTicket: Code })
export type _MemberToken = Assert<Same<Static<typeof MemberTokenQuery>, Api.WechatMemberTokenRequest>>
export const OAuthUrlQuery = Type.Object({ RedirectUri: Type.String({ pattern: '^https?://', maxLength: 500 }) })
export type _OAuthUrl = Assert<Same<Static<typeof OAuthUrlQuery>, Api.WechatOAuthUrlRequest>>
export const BindMemberBody = Type.Object({ BindTicket: Code, Phone: PhoneSchema, Password: Type.String({ minLength: 1, maxLength: 64 }) })
export type _BindMember = Assert<Same<Static<typeof BindMemberBody>, Api.WechatBindMemberRequest>>

const perIp = (prefix: string, max: number) => ({ max, timeWindow: 60_000, keyGenerator: (request: { ip: string }) => `${prefix}:${request.ip}` })

export const DDLoginData = MemberSessionData
export type _DDLoginData = Assert<Same<Static<typeof DDLoginData>, Api.DDLoginData>>
export const WechatMemberByCodeData = Obj({ IsBind: Bool, Session: Nullable(MemberSessionData), BindTicket: Str })
export type _WechatMemberByCodeData = Assert<Same<Static<typeof WechatMemberByCodeData>, Api.WechatMemberByCodeData>>
export const WechatOAuthUrlData = Obj({ AuthorizeUrl: Str })
export type _WechatOAuthUrlData = Assert<Same<Static<typeof WechatOAuthUrlData>, Api.WechatOAuthUrlData>>
export const WechatMemberTokenData = MemberSessionData
export const WechatBindMemberData = MemberSessionData
export const WechatUnbindMemberData = Obj({ Unbound: Bool })
export type _WechatUnbindMemberData = Assert<Same<Static<typeof WechatUnbindMemberData>, Api.WechatUnbindMemberData>>

/** Sign-in from DingTalk (b2b Customer/DDLogin) and WeChat (tripwise-m-api wechatMp/*), decision 0272. */
export default async function ssoRoutes(app: FastifyInstance) {
  const { db } = app

  post<typeof DDLoginBody, Api.DDLoginData>(app, { module: 'b2b', path: '/Customer/DDLogin' }, DDLoginBody, {
    doc: { body: '`{AuthCode, CorpId?, EnterpriseId?}` (dd.getAuthCode, or the OAuth authCode and state)', data: '`MemberSession`; used or expired code 4001, no DingTalk 4004, not staff 4003' },
    auth: 'public',
    rateLimit: perIp('ddLogin', 20),
    data: DDLoginData,
    handler: (request) => service.ddLogin(db, app.sso.dingtalk, request, request.body),
  })

  get<typeof MemberByCodeQuery, Api.WechatMemberByCodeData>(app, { module: 'tripwise-m-api', path: '/wechatMp/getMember-by-code' }, MemberByCodeQuery, {
    doc: { body: '`?code` (Taro.login)', data: '`{IsBind, Session, BindTicket}`; used or expired code 4001' },
    auth: 'public',
    rateLimit: perIp('wechatCode', 20),
    data: WechatMemberByCodeData,
    handler: (request) => service.wechatMemberByCode(db, app.sso.wechat, request, request.query.code),
  })

  get<typeof OAuthUrlQuery, Api.WechatOAuthUrlData>(app, { module: 'tripwise-m-api', path: '/wechatMp/getOAuthUrl' }, OAuthUrlQuery, {
    doc: { body: '`?RedirectUri` (this page, in WeChat\'s in-app browser)', data: '`{AuthorizeUrl}`: WeChat\'s OAuth page (the simulator\'s with the simulated provider), back with `code` and `state`' },
    auth: 'public',
    data: WechatOAuthUrlData,
    handler: async (request) => ({ AuthorizeUrl: wechatOAuthUrl(app.wechatAuthorizeUrl(originOf(request)), app.sso.wechat.appId, request.query.RedirectUri) }),
  })

  get<typeof MemberTokenQuery, Api.WechatMemberTokenData>(app, { module: 'tripwise-m-api', path: '/wechatMp/getMemberToken' }, MemberTokenQuery, {
    doc: { body: '`?BindTicket`', data: '`MemberSession` of the bound account; not bound 4004; used or expired ticket 4001' },
    auth: 'public',
    rateLimit: perIp('wechatToken', 20),
    data: WechatMemberTokenData,
    handler: (request) => service.wechatMemberToken(db, app.sso.wechat, request, request.query.BindTicket),
  })

  post<typeof BindMemberBody, Api.WechatBindMemberData>(app, { module: 'tripwise-m-api', path: '/wechatMp/bindMember' }, BindMemberBody, {
    doc: { body: '`{BindTicket, Phone, Password}`', data: '`MemberSession`; wrong password 4001 (the ticket stays usable), used or expired ticket 4001' },
    auth: 'public',
    rateLimit: perIp('wechatBind', 10),
    data: WechatBindMemberData,
    handler: (request) => service.wechatBindMember(db, app.sso.wechat, request, request.body),
  })

  post<typeof EmptyBody, Api.WechatUnbindMemberData>(app, { module: 'tripwise-m-api', path: '/wechatMp/unBindMember' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Unbound}`: the caller\'s account is no longer bound to WeChat' },
    data: WechatUnbindMemberData,
    handler: (request) => service.wechatUnbindMember(db, app.sso.wechat, request.caller()),
  })
}
