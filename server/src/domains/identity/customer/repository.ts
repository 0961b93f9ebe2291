import type { Queryable } from '../../../db/types'
import type { CustomerDepartment } from '../../../../../types/api/b2b'

export type CustomerInfoRow = {
  member_id: number
  name: string
  email: string
  gender: 0 | 1 | 2
  employee_no: string
  enterprise_id: number
  enterprise_name: string
  phone: string
  standard_name: string | null
}

export async function findCustomerInfo(db: Queryable, memberId: number): Promise<CustomerInfoRow | undefined> {
  const { rows } = await db.query<CustomerInfoRow>(
    `select m.id as member_id, m.name, m.email, m.gender, m.employee_no, m.enterprise_id, e.name as enterprise_name,
            a.phone, ts.name as standard_name
       from members m
       join enterprises e on e.id = m.enterprise_id
       join accounts a on a.id = m.account_id
       left join travel_standards ts on ts.id = m.travel_standard_id
      where m.id = $1`,
    [memberId],
  )
  return rows[0]
}

export async function findMemberDepartments(db: Queryable, memberId: number): Promise<CustomerDepartment[]> {
  const { rows } = await db.query<{ id: number; name: string; is_default: boolean }>(
    `select d.id, d.name, md.is_default from member_departments md join departments d on d.id = md.department_id
      where md.member_id = $1 order by md.is_default desc, d.sort, d.id`,
    [memberId],
  )
  return rows.map((r) => ({ DepartmentId: String(r.id), DepartmentName: r.name, IsDefault: r.is_default }))
}

export async function findActiveEnterpriseByKey(db: Queryable, key: string): Promise<{ id: number; name: string; plat_id: number } | undefined> {
  const { rows } = await db.query<{ id: number; name: string; plat_id: number }>(
    `select id, name, plat_id from enterprises where upper(enterprise_key) = upper($1) and status = 'active'`,
    [key.trim()],
  )
  return rows[0]
}

/** A new member of an enterprise with the everyday booking permissions, in its default department. */
export async function insertEmployee(
  tx: Queryable,
  input: { accountId: number; enterpriseId: number; name: string; email: string },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into members (account_id, enterprise_id, name, email, can_book_hotel, can_book_flight, can_book_train, can_use_car,
        travel_standard_id, approval_flow_id)
     values ($1, $2, $3, $4, true, true, true, true,
        (select id from travel_standards where enterprise_id = $2 order by id limit 1),
        (select id from approval_flows where enterprise_id = $2 and is_default limit 1))
     returning id`,
    [input.accountId, input.enterpriseId, input.name, input.email],
  )
  const memberId = rows[0].id
  await tx.query(
    `insert into member_departments (member_id, department_id, is_default)
     select $1, id, true from departments where enterprise_id = $2 and parent_id is null order by sort, id limit 1`,
    [memberId, input.enterpriseId],
  )
  return memberId
}

export async function insertAccount(tx: Queryable, phone: string, passwordHash: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'insert into accounts (phone, password_hash) values ($1, $2) on conflict (phone) do nothing returning id',
    [phone, passwordHash],
  )
  return rows[0]?.id ?? 0
}

/**
 * Uses one of an invitation: live, uses left, for this phone or for anyone. Answers the inviting enterprise
 * (active) or undefined. Row-locked, so that two registrations cannot both take the last use.
 */
export async function takeInvitation(
  tx: Queryable,
  code: string,
  phone: string,
): Promise<{ id: number; name: string; plat_id: number } | undefined> {
  const { rows } = await tx.query<{ id: number; name: string; plat_id: number }>(
    `update enterprise_invitations i set used_count = i.used_count + 1
       from enterprises e
      where i.id = (select id from enterprise_invitations
                     where upper(code) = upper($1) and expires_at > now() and used_count < max_uses
                       and (phone is null or phone = $2)
                     for update)
        and e.id = i.enterprise_id and e.status = 'active'
      returning e.id, e.name, e.plat_id`,
    [code.trim(), phone],
  )
  return rows[0]
}
