import type { Db } from '../../db/types'

/** The demo enterprise's open invitation (decision 0200): what its administrator hands new employees. */
export const DEMO_INVITATION = { code: 'XHZL-INVITE-2026', enterpriseId: 20001, maxUses: 1000, validDays: 365 } as const

export async function seedInvitations(db: Db): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into enterprise_invitations (code, enterprise_id, max_uses, expires_at)
     select $1, $2, $3, now() + make_interval(days => $4::int)
      where exists (select 1 from enterprises where id = $2)
     on conflict (code) do nothing`,
    [DEMO_INVITATION.code, DEMO_INVITATION.enterpriseId, DEMO_INVITATION.maxUses, DEMO_INVITATION.validDays],
  )
  return (rowCount ?? 0) > 0
}
