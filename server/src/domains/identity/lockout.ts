import type { Queryable } from '../../db/types'

/** Failures in a row before the first lock; each further failure doubles the lock, up to the cap. */
export const LOCK_AFTER_FAILURES = 5
export const MAX_LOCK_MINUTES = 60

/** Minutes the phone is locked after `failures` wrong passwords in a row (0: not locked). */
export function lockMinutes(failures: number): number {
  if (failures < LOCK_AFTER_FAILURES) return 0
  return Math.min(2 ** (failures - LOCK_AFTER_FAILURES), MAX_LOCK_MINUTES)
}

function lockedMessage(minutes: number): string {
  return `密码错误次数过多，请${minutes}分钟后再试，或使用验证码登录、找回密码`
}

/** A password attempt: refused while the phone is locked, else its place in the run of failures. */
export type PasswordAttempt = { kind: 'locked'; minutes: number } | { kind: 'counted'; failures: number }

/** lockMinutes in SQL, for the failure count `n` (a SQL expression); $2 LOCK_AFTER_FAILURES, $3 MAX_LOCK_MINUTES. */
const lockUntil = (n: string) => `case when ${n} >= $2 then now() + make_interval(mins => least(power(2, ${n} - $2), $3)::int) end`

/**
 * Claims a password attempt before the password is checked (issue 31 item 11), in one statement: while the
 * phone is locked nothing is counted and the attempt is refused; otherwise it counts as a failure at once, and
 * the attempt that reaches LOCK_AFTER_FAILURES takes the lock for every attempt after it, before its own
 * (slow) password check. The row lock of the upsert orders parallel attempts, so a burst has at most
 * LOCK_AFTER_FAILURES passwords checked, and a right password behind the lock is refused like a wrong one.
 * A right password then ends the count (clearFailures).
 */
export async function claimPasswordAttempt(db: Queryable, phone: string): Promise<PasswordAttempt> {
  const { rows } = await db.query<{ failures: number }>(
    `insert into login_failures as f (phone, failures, locked_until) values ($1, 1, ${lockUntil('1')})
     on conflict (phone) do update set failures = f.failures + 1, updated_at = now(), locked_until = ${lockUntil('(f.failures + 1)')}
      where f.locked_until is null or f.locked_until <= now()
     returning failures`,
    [phone, LOCK_AFTER_FAILURES, MAX_LOCK_MINUTES],
  )
  if (rows[0]) return { kind: 'counted', failures: rows[0].failures }
  const locked = await db.query<{ minutes: number | null }>(
    'select ceil(extract(epoch from (locked_until - now())) / 60)::int as minutes from login_failures where phone = $1',
    [phone],
  )
  return { kind: 'locked', minutes: Math.max(1, locked.rows[0]?.minutes ?? 1) }
}

/** A successful login or a password reset by SMS ends the count and any lock. */
export async function clearFailures(db: Queryable, phone: string): Promise<void> {
  await db.query('delete from login_failures where phone = $1', [phone])
}

export { lockedMessage }
