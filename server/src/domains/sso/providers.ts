import { randomBytes } from 'node:crypto'
import type { Queryable } from '../../db/types'
import { businessRule } from '../../lib/errors'

/** Who the provider says signed in: DingTalk gives the corp and the staff member's mobile, WeChat an openid. */
export type ExternalIdentity = { subject: string; corpId: string; mobile: string }

/**
 * A DingTalk or WeChat identity provider: turns the one-time code the client got (dd.getAuthCode, the OAuth
 * authCode of DingTalk's in-app browser, Taro.login) into who signed in. A real one calls the provider's API
 * (DingTalk `userAccessToken` + `contact/users/me`, WeChat `jscode2session`); the simulated one keeps its codes in
 * the database. A bad, expired or used code throws a 4001 with `expiredMessage`.
 */
export type IdentityProvider = {
  readonly kind: 'dingtalk' | 'wechat'
  readonly simulated: boolean
  /** WeChat: the mini-program's app id the openids belong to. */
  readonly appId: string
  exchange(code: string): Promise<ExternalIdentity>
}

export const CODE_TTL_SECONDS = 300
export const BIND_TICKET_TTL_SECONDS = 600

export const EXPIRED_MESSAGE: Record<'dingtalk' | 'wechat' | 'wechat-bind', string> = {
  dingtalk: '钉钉授权已失效，请重新进入',
  wechat: '微信授权已失效，请重新进入',
  'wechat-bind': '绑定已超时，请重新进入',
}

const newCode = () => randomBytes(18).toString('base64url')

/** Stores a single-use code for `kind` (the simulator's authorisation codes, WeChat bind tickets). */
export async function issueCode(db: Queryable, kind: keyof typeof EXPIRED_MESSAGE, identity: ExternalIdentity, ttlSeconds = CODE_TTL_SECONDS): Promise<string> {
  const code = newCode()
  await db.query(
    `insert into sso_codes (code, kind, subject, corp_id, mobile, expires_at) values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::int))`,
    [code, kind, identity.subject, identity.corpId, identity.mobile, ttlSeconds],
  )
  return code
}

/** Uses a code once: unknown, of another kind, expired or used before all answer the same 4001. */
export async function takeCode(db: Queryable, kind: keyof typeof EXPIRED_MESSAGE, code: string): Promise<ExternalIdentity> {
  const { rows } = await db.query<{ subject: string; corp_id: string; mobile: string }>(
    `update sso_codes set used_at = now() where code = $1 and kind = $2 and used_at is null and expires_at > now()
     returning subject, corp_id, mobile`,
    [code, kind],
  )
  if (!rows[0]) throw businessRule(EXPIRED_MESSAGE[kind])
  return { subject: rows[0].subject, corpId: rows[0].corp_id, mobile: rows[0].mobile }
}

/** The simulated provider: codes come from `issueCode` (the simulator's consent page, or a test). */
export function createSimulatedProvider(db: Queryable, kind: 'dingtalk' | 'wechat', appId = ''): IdentityProvider & { issue(identity: ExternalIdentity): Promise<string> } {
  return {
    kind,
    simulated: true,
    appId,
    exchange: (code) => takeCode(db, kind, code),
    issue: (identity) => issueCode(db, kind, identity),
  }
}
