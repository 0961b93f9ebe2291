import type { Queryable } from '../../db/types'
import type { Member } from '../../lib/caller'
import { newToken, sha256Hex } from '../../lib/crypto'

export const SESSION_DAYS = 30

/** Why a session ended; each answers 8001 with its own message. */
export type RevokeReason = 'logout' | 'replaced' | 'switched' | 'password_changed' | 'password_reset' | 'disabled'

export const ENDED_MESSAGES: Record<RevokeReason | 'expired', string> = {
  logout: '您已退出登录，请重新登录',
  replaced: '您的账号已在其他设备登录，请重新登录',
  switched: '您已切换企业，请重新登录',
  password_changed: '密码已修改，请重新登录',
  password_reset: '密码已重置，请重新登录',
  expired: '登录已过期，请重新登录',
  disabled: '账号已停用，请联系企业管理员',
}

export type SessionLookup =
  | { kind: 'valid'; member: Member }
  | { kind: 'unknown' }
  | { kind: 'ended'; reason: keyof typeof ENDED_MESSAGES }

type SessionRow = {
  session_id: number
  member_id: number
  account_id: number
  enterprise_id: number
  plat_id: number
  expired: boolean
  revoke_reason: RevokeReason | 'expired' | null
}

/**
 * One indexed row per request. Disabling a member, an account or an enterprise must end their sessions
 * (revokeSessionsOf, reason 'disabled'); login refuses disabled ones.
 */
export async function findSession(db: Queryable, token: string): Promise<SessionLookup> {
  const { rows } = await db.query<SessionRow>(
    `select id as session_id, member_id, account_id, enterprise_id, plat_id, expires_at <= now() as expired,
            case when revoked_at is null then null else coalesce(revoke_reason, 'logout') end as revoke_reason
       from sessions where token_hash = $1`,
    [sha256Hex(token)],
  )
  const row = rows[0]
  if (!row) return { kind: 'unknown' }
  if (row.revoke_reason) return { kind: 'ended', reason: row.revoke_reason }
  if (row.expired) return { kind: 'ended', reason: 'expired' }
  return {
    kind: 'valid',
    member: {
      memberId: row.member_id,
      accountId: row.account_id,
      enterpriseId: row.enterprise_id,
      sessionId: row.session_id,
      sessionPlatId: row.plat_id,
    },
  }
}

/**
 * Opens a session for the member; every live session of the member's account ends as 'replaced' (an expired one
 * as 'expired', so that its token keeps its own message), decision 0540: one person has one live session,
 * whatever PlatId the client claims, and a second login ends the first with 8001. The session's platform is the member's own (its enterprise's), the one the login answers. The account
 * row lock orders concurrent logins so that exactly one session survives, and the partial unique index
 * sessions_one_live_per_account holds it in the database. Call inside a transaction. Answers the token (only its
 * hash is stored).
 */
export async function openSession(tx: Queryable, input: { memberId: number; accountId: number; device?: Record<string, string> }): Promise<string> {
  await tx.query('select 1 from accounts where id = $1 for update', [input.accountId])
  await tx.query(
    `update sessions set revoked_at = now(), revoke_reason = case when expires_at <= now() then 'expired' else 'replaced' end
      where account_id = $1 and revoked_at is null`,
    [input.accountId],
  )
  const token = newToken()
  await tx.query(
    `insert into sessions (token_hash, member_id, account_id, enterprise_id, plat_id, expires_at, device)
     select $1, m.id, $3, m.enterprise_id, e.plat_id, now() + make_interval(days => $4::int), $5
       from members m join enterprises e on e.id = m.enterprise_id where m.id = $2 and m.account_id = $3`,
    [sha256Hex(token), input.memberId, input.accountId, SESSION_DAYS, JSON.stringify(input.device ?? {})],
  )
  await tx.query('update accounts set last_member_id = $2 where id = $1', [input.accountId, input.memberId])
  return token
}

export async function revokeSession(db: Queryable, sessionId: number, reason: RevokeReason): Promise<void> {
  await db.query('update sessions set revoked_at = now(), revoke_reason = $2 where id = $1 and revoked_at is null', [sessionId, reason])
}

/** Ends every session of an account, except `keepSessionId` when given. */
export async function revokeAccountSessions(db: Queryable, accountId: number, reason: RevokeReason, keepSessionId?: number): Promise<void> {
  await db.query(
    `update sessions set revoked_at = now(), revoke_reason = $2
      where account_id = $1 and revoked_at is null and id <> coalesce($3::bigint, -1)`,
    [accountId, reason, keepSessionId ?? null],
  )
}

/** Ends the sessions of a disabled member, account or enterprise. */
export async function revokeSessionsOf(db: Queryable, owner: { memberId?: number; accountId?: number; enterpriseId?: number }): Promise<void> {
  await db.query(
    `update sessions set revoked_at = now(), revoke_reason = 'disabled'
      where revoked_at is null and (member_id = $1 or account_id = $2 or enterprise_id = $3)`,
    [owner.memberId ?? -1, owner.accountId ?? -1, owner.enterpriseId ?? -1],
  )
}
