import { randomBytes } from 'node:crypto'
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { maskPhone } from '@domain/identity/mask'
import { invalidInput } from '../../lib/errors'
import { issueCode } from './providers'

/** The simulated WeChat OAuth page (what wechatMp/getOAuthUrl points at while no real WeChat is configured). */
export const SIMULATED_WECHAT_AUTH = '/sso-sim/wechat/connect/oauth2/authorize'
const CONSENT = '/sso-sim/wechat/connect/oauth2/consent'

const RedirectUri = Type.String({ pattern: '^https?://', maxLength: 500 })
const State = Type.String({ maxLength: 40 })
const AuthQuery = Type.Object({ appid: Type.String({ minLength: 1, maxLength: 64 }), redirect_uri: RedirectUri, state: State }, { additionalProperties: true })
const ConsentQuery = Type.Object({ redirect_uri: RedirectUri, state: State, openid: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) })

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function assertOwnRedirect(request: FastifyRequest, redirectUri: string): URL {
  const target = new URL(redirectUri)
  const own = String(request.headers.host ?? '')
  if (target.host !== own && !['localhost', '127.0.0.1'].includes(target.hostname)) throw invalidInput('回调地址不属于本应用')
  return target
}

/**
 * The simulated WeChat OAuth (open.weixin.qq.com/connect/oauth2/authorize): the page offers the WeChat users
 * already bound to an account of this app and a new WeChat user; choosing one issues a single-use code
 * (5 minutes) and returns to redirect_uri with `code` and `state`, as WeChat does.
 */
export default async function wechatSimulatorRoutes(app: FastifyInstance) {
  const { db } = app
  const page = (summary: string, description: string) => ({ tags: ['sso-sim'], summary, description, security: [] })
  app.get<{ Querystring: Static<typeof AuthQuery> }>(SIMULATED_WECHAT_AUTH, {
    schema: { ...page('`?appid&redirect_uri&state` (what wechatMp/getOAuthUrl gives)', 'an HTML page: the WeChat user to continue as (simulated WeChat only)'), querystring: AuthQuery },
    config: { auth: 'public' },
  }, async (request, reply) => {
    const { redirect_uri: redirectUri, state } = request.query
    assertOwnRedirect(request, redirectUri)
    const { rows } = await db.query<{ subject: string; phone: string }>(
      `select b.subject, a.phone from sso_bindings b join accounts a on a.id = b.account_id where b.provider = 'wechat' and b.app_id = $1 order by b.subject limit 20`,
      [app.sso.wechat.appId],
    )
    const link = (openid: string, label: string) => {
      const query = new URLSearchParams({ redirect_uri: redirectUri, state, openid })
      return `<li><a class="wechat-user" href="${CONSENT}?${escapeHtml(query.toString())}">${escapeHtml(label)}</a></li>`
    }
    const bound = rows.map((r) => link(r.subject, `已绑定的微信用户 ${maskPhone(r.phone)}`)).join('')
    const fresh = link(`o${randomBytes(12).toString('base64url')}`, '新的微信用户')
    const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信授权（模拟）</title></head><body><h1>微信网页授权（模拟）</h1><p>选择以哪个微信身份继续：</p><ul>${bound}${fresh}</ul></body></html>`
    return reply.type('text/html; charset=utf-8').send(html)
  })

  app.get<{ Querystring: Static<typeof ConsentQuery> }>(CONSENT, {
    schema: { ...page('`?redirect_uri&state&openid`', '302 to redirect_uri with `code` (one use, 5 minutes) and `state`; another host 4000'), querystring: ConsentQuery },
    config: { auth: 'public' },
  }, async (request, reply) => {
    const { redirect_uri: redirectUri, state, openid } = request.query
    const target = assertOwnRedirect(request, redirectUri)
    const code = await issueCode(db, 'wechat', { subject: openid, corpId: '', mobile: '' })
    target.searchParams.set('code', code)
    target.searchParams.set('state', state)
    return reply.redirect(target.toString())
  })
}
