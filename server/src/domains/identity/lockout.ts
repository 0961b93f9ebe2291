import type { Queryable } from '../../db/types'
import { tooManyRequests } from '../../lib/errors'

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

/** Refuses a password attempt while the phone is locked (the lock is checked before the password). */
export async function assertNotLocked(db: Queryable, phone: string): Promise<void> {
  const { rows } = await db.query<{ minutes: number }>(
    `select ceil(extract(epoch from (locked_until - now())) / 60)::int as minutes
       from login_failures where phone = $1 and locked_until > now()`,
    [phone],
  )
  if (rows[0]) throw tooManyRequests(lockedMessage(Math.max(1, rows[0].minutes)))
}

/** Counts a wrong password; answers the lock it started in minutes (0 when none). */
export async function recordFailure(db: Queryable, phone: string): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `insert into login_failures as f (phone, failures) values ($1, 1)
     on conflict (phone) do update set failures = f.failures + 1, updated_at = now()
     returning failures`,
    [phone],
  )
  const minutes = lockMinutes(rows[0].failures)
  if (minutes > 0) {
    await db.query(`update login_failures set locked_until = now() + make_interval(mins => $2::int) where phone = $1`, [phone, minutes])
  }
  return minutes
}

/** A successful login or a password reset by SMS ends the count and any lock. */
export async function clearFailures(db: Queryable, phone: string): Promise<void> {
  await db.query('delete from login_failures where phone = $1', [phone])
}

export { lockedMessage }
