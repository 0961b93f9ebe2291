import type { Queryable } from '../../db/types'
import type { Member } from '../../lib/caller'

/** A member's name ('' when there is none): the actor's name the history lines of bills and loans record. */
export async function memberName(db: Queryable, memberId: number): Promise<string> {
  const { rows } = await db.query<{ name: string }>('select name from members where id = $1', [memberId])
  return rows[0]?.name ?? ''
}

/** Whether the member holds the finance role (财务) in their enterprise: pays bills and loans, confirms repayments. */
export async function isFinancial(db: Queryable, member: Member): Promise<boolean> {
  const { rows } = await db.query<{ is_financial: boolean }>('select is_financial from members where id = $1 and enterprise_id = $2', [member.memberId, member.enterpriseId])
  return rows[0]?.is_financial ?? false
}
