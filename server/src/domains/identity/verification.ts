import { randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../../db/types'
import { newSmsCode, newToken, sameSecret, sha256Hex } from '../../lib/crypto'
import { businessRule } from '../../lib/errors'
import type { VerificationScene } from '../../../../types/api/b2b'

export const CODE_TTL_SECONDS = 300
export const CODE_MAX_ATTEMPTS = 5
export const TICKET_TTL_SECONDS = 600

const codeHash = (phone: string, scene: string, code: string, salt: string) => sha256Hex(`${salt}:${phone}:${scene}:${code}`)

/** Stores a new code (hashed, salted) for the phone and scene; earlier unused codes stop working. */
export async function issueCode(db: Db, phone: string, scene: VerificationScene): Promise<string> {
  const code = newSmsCode()
  const salt = randomBytes(12).toString('hex')
  await db.transaction(async (tx) => {
    await tx.query(
      `update sms_codes set consumed_at = now() where phone = $1 and scene = $2 and consumed_at is null`,
      [phone, scene],
    )
    await tx.query(
      `insert into sms_codes (phone, scene, code_hash, salt, expires_at)
       values ($1, $2, $3, $4, now() + make_interval(secs => $5::int))`,
      [phone, scene, codeHash(phone, scene, code, salt), salt, CODE_TTL_SECONDS],
    )
  })
  return code
}

type CodeOutcome = 'ok' | 'missing' | 'exhausted' | 'wrong'

/**
 * Checks and consumes the latest code of the phone and scene. A wrong code counts an attempt (kept even
 * though the call fails); after 5 the code is dead.
 */
export async function consumeCode(db: Db, phone: string, scene: VerificationScene, code: string): Promise<void> {
  const outcome = await db.transaction(async (tx): Promise<CodeOutcome> => {
    const { rows } = await tx.query<{ id: number; code_hash: string; salt: string; attempts: number }>(
      `select id, code_hash, salt, attempts from sms_codes
        where phone = $1 and scene = $2 and consumed_at is null and expires_at > now()
        order by created_at desc, id desc limit 1 for update`,
      [phone, scene],
    )
    const row = rows[0]
    if (!row) return 'missing'
    if (row.attempts >= CODE_MAX_ATTEMPTS) return 'exhausted'
    if (!sameSecret(codeHash(phone, scene, code, row.salt), row.code_hash)) {
      await tx.query('update sms_codes set attempts = attempts + 1 where id = $1', [row.id])
      return row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'wrong'
    }
    await tx.query('update sms_codes set consumed_at = now() where id = $1', [row.id])
    return 'ok'
  })
  if (outcome === 'missing') throw businessRule('验证码已失效，请重新获取')
  if (outcome === 'exhausted') throw businessRule('验证码错误次数过多，请重新获取')
  if (outcome === 'wrong') throw businessRule('验证码错误')
}

/** A one-time proof that the phone passed a code check for a scene. */
export async function issueTicket(db: Queryable, phone: string, scene: VerificationScene): Promise<string> {
  const ticket = newToken()
  await db.query(
    `insert into verification_tickets (ticket_hash, phone, scene, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4::int))`,
    [sha256Hex(ticket), phone, scene, TICKET_TTL_SECONDS],
  )
  return ticket
}

/** Consumes a ticket inside the caller's transaction, so that a failed write leaves it usable. */
export async function consumeTicket(tx: Queryable, phone: string, scene: VerificationScene, ticket: string): Promise<void> {
  const { rowCount } = await tx.query(
    `update verification_tickets set consumed_at = now()
      where ticket_hash = $1 and phone = $2 and scene = $3 and consumed_at is null and expires_at > now()`,
    [sha256Hex(ticket), phone, scene],
  )
  if (rowCount === 0) throw businessRule('验证已失效，请重新获取验证码')
}
