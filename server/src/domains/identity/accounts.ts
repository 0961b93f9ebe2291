import type { Queryable } from '../../db/types'
import { businessRule } from '../../lib/errors'
import type { MemberSession } from '../../../../types/api/b2b'

export type AccountRow = { id: number; phone: string; password_hash: string; status: string; last_member_id: number | null }

export async function findAccountByPhone(db: Queryable, phone: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(
    'select id, phone, password_hash, status, last_member_id from accounts where phone = $1',
    [phone],
  )
  return rows[0]
}

export async function findAccountById(db: Queryable, id: number): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>('select id, phone, password_hash, status, last_member_id from accounts where id = $1', [id])
  return rows[0]
}

export async function setPassword(db: Queryable, accountId: number, passwordHash: string): Promise<void> {
  await db.query('update accounts set password_hash = $2, password_changed_at = now() where id = $1', [accountId, passwordHash])
}

/** 8-20 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,20}$'

export function assertNewPassword(password: string): void {
  if (!new RegExp(PASSWORD_PATTERN).test(password)) throw businessRule('密码需为8-20位，且同时包含字母和数字')
}

export type SessionMemberRow = {
  member_id: number
  account_id: number
  enterprise_id: number
  name: string
  plat_id: number
}

/** The member an account logs in as: the last one used if still active, else its first active one. */
export async function loginMemberOf(db: Queryable, account: AccountRow): Promise<SessionMemberRow | undefined> {
  const { rows } = await db.query<SessionMemberRow>(
    `select m.id as member_id, m.account_id, m.enterprise_id, m.name, e.plat_id
       from members m join enterprises e on e.id = m.enterprise_id
      where m.account_id = $1 and m.status = 'active' and e.status = 'active'
      order by (m.id = $2) desc, m.id
      limit 1`,
    [account.id, account.last_member_id ?? -1],
  )
  return rows[0]
}

export async function memberOfAccountInEnterprise(db: Queryable, accountId: number, enterpriseId: number): Promise<SessionMemberRow | undefined> {
  const { rows } = await db.query<SessionMemberRow>(
    `select m.id as member_id, m.account_id, m.enterprise_id, m.name, e.plat_id
       from members m join enterprises e on e.id = m.enterprise_id
      where m.account_id = $1 and m.enterprise_id = $2 and m.status = 'active' and e.status = 'active'`,
    [accountId, enterpriseId],
  )
  return rows[0]
}

export function memberSession(member: SessionMemberRow, token: string): MemberSession {
  return {
    MemberId: String(member.member_id),
    Token: token,
    MemberName: member.name,
    EnterpriseId: String(member.enterprise_id),
    CustomerName: member.name,
    PlatId: member.plat_id,
  }
}

/** PlatId header (or body) as a platform id; the member's enterprise platform when absent or invalid. */
export function platIdFrom(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN
  return Number.isInteger(parsed) && parsed > 0 && parsed < 1_000_000 ? parsed : fallback
}
