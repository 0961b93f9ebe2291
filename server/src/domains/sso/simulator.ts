import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { maskPhone } from '@domain/identity/mask'
import { invalidInput } from '../../lib/errors'
import { issueCode } from './providers'

/** The paths of the simulated DingTalk login (what DDGetLoginUrl points at while no real DingTalk is configured). */
export const SIMULATED_DINGTALK_AUTH = '/sso-sim/dingtalk/oauth2/auth'
const CONSENT = '/sso-sim/dingtalk/oauth2/consent'

const RedirectUri = Type.String({ pattern: '^https?://', maxLength: 500 })
const AuthQuery = Type.Object({ redirect_uri: RedirectUri, state: Type.String({ maxLength: 40 }), corpId: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: true })
const ConsentQuery = Type.Object({ redirect_uri: RedirectUri, state: Type.String({ maxLength: 40 }), corpId: Type.String({ minLength: 1, maxLength: 64 }), mobile: Type.String({ pattern: '^1\\d{10}$' }) })

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Only back to the app itself (the host that asked, or a local development server): never an open redirect. */
function assertOwnRedirect(request: FastifyRequest, redirectUri: string): URL {
  const target = new URL(redirectUri)
  const own = String(request.headers.host ?? '')
  if (target.host !== own && !['localhost', '127.0.0.1'].includes(target.hostname)) throw invalidInput('回调地址不属于本应用')
  return target
}

/**
 * The simulated DingTalk OAuth pages: the consent page lists the corp's staff (the simulator's directory is the
 * enterprise's employees), choosing one issues a single-use code (5 minutes) and returns to redirect_uri with
 * `authCode` and `state`, as login.dingtalk.com does.
 */
export default async function simulatorRoutes(app: FastifyInstance) {
  const { db } = app
  const page = (summary: string, description: string) => ({ tags: ['sso-sim'], summary, description, security: [] })
  app.get<{ Querystring: Static<typeof AuthQuery> }>(SIMULATED_DINGTALK_AUTH, {
    schema: { ...page('`?redirect_uri&state&corpId` (what DDGetLoginUrl gives)', 'an HTML page: the corp\'s staff to sign in as (simulated DingTalk only)'), querystring: AuthQuery },
    config: { auth: 'public' },
  }, async (request, reply) => {
    const { redirect_uri: redirectUri, state, corpId } = request.query
    assertOwnRedirect(request, redirectUri)
    const { rows } = await db.query<{ name: string; phone: string }>(
      `select m.name, a.phone from members m join accounts a on a.id = m.account_id join enterprises e on e.id = m.enterprise_id
        where e.dingtalk_corp_id = $1 and m.status = 'active' order by m.id limit 50`,
      [corpId],
    )
    const links = rows
      .map((r) => {
        const query = new URLSearchParams({ redirect_uri: redirectUri, state, corpId, mobile: r.phone })
        return `<li><a class="staff" href="${CONSENT}?${escapeHtml(query.toString())}">${escapeHtml(r.name)} ${maskPhone(r.phone)}</a></li>`
      })
      .join('')
    const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>钉钉登录（模拟）</title></head><body><h1>钉钉授权登录（模拟）</h1><p>选择以钉钉身份登录差旅应用：</p><ul>${links || '<li>该组织暂无成员</li>'}</ul></body></html>`
    return reply.type('text/html; charset=utf-8').send(html)
  })

  app.get<{ Querystring: Static<typeof ConsentQuery> }>(CONSENT, {
    schema: { ...page('`?redirect_uri&state&corpId&mobile`', '302 to redirect_uri with `authCode` (one use, 5 minutes) and `state`; another host 4000'), querystring: ConsentQuery },
    config: { auth: 'public' },
  }, async (request, reply) => {
    const { redirect_uri: redirectUri, state, corpId, mobile } = request.query
    const target = assertOwnRedirect(request, redirectUri)
    const code = await issueCode(db, 'dingtalk', { subject: `dd-${mobile}`, corpId, mobile })
    target.searchParams.set('authCode', code)
    target.searchParams.set('state', state)
    return reply.redirect(target.toString())
  })
}
