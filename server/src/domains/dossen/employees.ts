import { randomBytes } from 'node:crypto'
import type { Queryable } from '../../db/types'
import { conflict } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import type * as Api from '../../../../types/api/dossen'
import { issueInvitation } from '../invitations/public'

/** How long an invitation to an existing account stays open. */
const INVITATION_DAYS = 7

const mask = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`

export async function listEnterprises(db: Queryable, ids: number[]): Promise<Api.DossenEnterprise[]> {
  const { rows } = await db.query<{ id: number; name: string; count: number; since: string | null; is_trial: boolean; created_at: Date }>(
    `select e.id, e.name, e.is_trial, e.created_at, min(s.since)::text as since,
            (select count(*)::int from members m where m.enterprise_id = e.id and m.status = 'active') as count
       from enterprises e left join dossen_sale_enterprises s on s.enterprise_id = e.id
      where e.id = any($1::int[]) group by e.id order by e.id`,
    [ids],
  )
  return rows.map((r) => ({ EnterpriseId: r.id, Name: r.name, EmployeeCount: r.count, Since: r.since ?? shanghaiIso(new Date(r.created_at)).slice(0, 10), IsTrial: r.is_trial }))
}

export async function listEmployees(db: Queryable, body: Api.DossenEmployeesRequest): Promise<Api.DossenEmployeesData> {
  const { rows: enterprise } = await db.query<{ name: string }>('select name from enterprises where id = $1', [body.EnterpriseId])
  const { rows } = await db.query<{ id: number; name: string; phone: string; status: 'active' | 'disabled'; created_at: Date; total: number }>(
    `select m.id, m.name, a.phone, m.status, m.created_at, count(*) over ()::int as total
       from members m join accounts a on a.id = m.account_id
      where m.enterprise_id = $1 order by m.created_at desc, m.id desc limit $2 offset $3`,
    [body.EnterpriseId, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  return {
    EnterpriseName: enterprise[0]?.name ?? '',
    Total: rows[0]?.total ?? 0,
    Items: rows.map((r) => ({ MemberId: r.id, Name: r.name, Phone: mask(r.phone), Status: r.status, JoinedAt: shanghaiIso(new Date(r.created_at)) })),
  }
}

/**
 * Adds an employee to the enterprise: a phone without an account gets one whose password never verifies (the
 * employee sets it with 忘记密码 by SMS); a phone already employed there is 4009. A phone that already has an
 * account is someone else's to decide (decision 0576): it gets an invitation for that phone, which its owner
 * accepts after logging in; nobody is attached to an enterprise without their consent.
 */
export async function addEmployee(tx: Queryable, saleMemberId: number, body: Api.DossenAddEmployeeRequest): Promise<Api.DossenAddEmployeeData> {
  const { rows: accounts } = await tx.query<{ id: number }>('select id from accounts where phone = $1 for update', [body.Phone])
  const existingAccount = accounts[0]?.id
  if (existingAccount !== undefined) {
    const { rows: existing } = await tx.query('select 1 from members where account_id = $1 and enterprise_id = $2', [existingAccount, body.EnterpriseId])
    if (existing.length > 0) throw conflict('该手机号已是本企业员工')
    const invitation = await issueInvitation(tx, { enterpriseId: body.EnterpriseId, phone: body.Phone, maxUses: 1, validDays: INVITATION_DAYS, createdBy: saleMemberId })
    return { MemberId: 0, IsNewAccount: false, IsInvited: true, InvitationCode: invitation.InvitationCode, ExpiresAt: invitation.ExpiresAt }
  }
  const { rows: made } = await tx.query<{ id: number }>('insert into accounts (phone, password_hash) values ($1, $2) returning id', [body.Phone, `unset$${randomBytes(16).toString('hex')}`])
  const accountId = made[0].id
  const { rows } = await tx.query<{ id: number }>(
    `insert into members (account_id, enterprise_id, name, can_book_hotel, can_book_flight, can_book_train) values ($1, $2, $3, true, true, true) returning id`,
    [accountId, body.EnterpriseId, body.Name.trim()],
  )
  await tx.query(
    `insert into member_departments (member_id, department_id, is_default)
     select $1, id, true from departments where enterprise_id = $2 and parent_id is null order by id limit 1`,
    [rows[0].id, body.EnterpriseId],
  )
  return { MemberId: rows[0].id, IsNewAccount: true, IsInvited: false, InvitationCode: '', ExpiresAt: '' }
}
