import { randomInt } from 'node:crypto'
import type { Queryable } from '../../db/types'
import { shanghaiIso } from '../../lib/time'

/** No 0/O, 1/I/L: read aloud or typed from a message without mistakes. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const newCode = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('')

export type IssuedInvitation = { InvitationCode: string; ExpiresAt: string; MaxUses: number }

/** An invitation to join the enterprise (decision 0200): for one phone or anyone with the code, `maxUses` times within `validDays`. */
export async function issueInvitation(
  tx: Queryable, input: { enterpriseId: number; phone: string | null; maxUses: number; validDays: number; createdBy: number },
): Promise<IssuedInvitation> {
  const { rows } = await tx.query<{ code: string; expires_at: Date }>(
    `insert into enterprise_invitations (code, enterprise_id, phone, max_uses, expires_at, created_by)
     values ($1, $2, $3, $4, now() + make_interval(days => $5::int), $6) returning code, expires_at`,
    [newCode(), input.enterpriseId, input.phone, input.maxUses, input.validDays, input.createdBy],
  )
  return { InvitationCode: rows[0].code, ExpiresAt: shanghaiIso(new Date(rows[0].expires_at)), MaxUses: input.maxUses }
}
