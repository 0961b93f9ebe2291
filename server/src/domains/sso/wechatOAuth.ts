import type { FastifyRequest } from 'fastify'

/** The state WeChat's OAuth return carries: tells the sign-in page the `code` is WeChat's (not DingTalk's). */
export const WECHAT_OAUTH_STATE = 'wechat'

/** This server's origin as the caller reached it. */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.headers.host ?? 'localhost'}`

/** WeChat's OAuth address (snsapi_base: the openid, no consent screen in real WeChat). */
export function wechatOAuthUrl(authorizeBase: string, appId: string, redirectUri: string): string {
  const query = new URLSearchParams({ appid: appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base', state: WECHAT_OAUTH_STATE })
  return `${authorizeBase}?${query.toString()}#wechat_redirect`
}
