import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/travellers'
import { searchKeyOf } from './searchKeys'

type PassengerRow = { id: number; member_id: number | null; name: string; en_last_name: string; en_first_name: string; phone: string }
type DocumentRow = { passenger_id: number; identity_type: Api.PassengerDocumentType; identity_no: string; expiry_date: string | null; nationality: string }

async function withDocuments(db: Queryable, rows: PassengerRow[]): Promise<Api.Passenger[]> {
  if (rows.length === 0) return []
  const { rows: documents } = await db.query<DocumentRow>(
    `select passenger_id, identity_type, identity_no, to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, nationality
       from passenger_documents where passenger_id = any($1::int[]) order by identity_type`,
    [rows.map((row) => row.id)],
  )
  return rows.map((row) => ({
    PassengerId: String(row.id),
    Name: row.name,
    EnLastName: row.en_last_name,
    EnFirstName: row.en_first_name,
    Phone: row.phone,
    MemberId: row.member_id === null ? '' : String(row.member_id),
    Documents: documents
      .filter((document) => document.passenger_id === row.id)
      .map((document) => ({ IdentityType: document.identity_type, IdentityNo: document.identity_no, ExpiryDate: document.expiry_date ?? '', Nationality: document.nationality })),
  }))
}

const PASSENGER_COLUMNS = 'id, member_id, name, en_last_name, en_first_name, phone'

export async function findPassengers(db: Queryable, ownerMemberId: number, keyword: string): Promise<Api.Passenger[]> {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const { rows } = await db.query<PassengerRow>(
    `select ${PASSENGER_COLUMNS} from passengers
      where owner_member_id = $1 and ($2 = '' or name ilike $3 or (en_last_name || en_first_name) ilike $3 or phone like $3)
      order by id desc limit 200`,
    [ownerMemberId, keyword, like],
  )
  return withDocuments(db, rows)
}

/** The member's own passenger; undefined for another member's (or another enterprise's) id. */
export async function findPassenger(db: Queryable, ownerMemberId: number, passengerId: number): Promise<Api.Passenger | undefined> {
  const { rows } = await db.query<PassengerRow>(`select ${PASSENGER_COLUMNS} from passengers where id = $1 and owner_member_id = $2`, [passengerId, ownerMemberId])
  return (await withDocuments(db, rows))[0]
}

export type PassengerWrite = Omit<Api.MaintainPassengerRequest, 'PassengerId'>

export async function insertPassenger(db: Queryable, enterpriseId: number, ownerMemberId: number, memberId: number | null, body: PassengerWrite): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into passengers (enterprise_id, owner_member_id, member_id, name, en_last_name, en_first_name, phone)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [enterpriseId, ownerMemberId, memberId, body.Name.trim(), body.EnLastName.trim().toUpperCase(), body.EnFirstName.trim().toUpperCase(), body.Phone.trim()],
  )
  await replaceDocuments(db, rows[0].id, body.Documents)
  return rows[0].id
}

export async function updatePassenger(db: Queryable, passengerId: number, ownerMemberId: number, body: PassengerWrite): Promise<boolean> {
  const result = await db.query(
    `update passengers set name = $3, en_last_name = $4, en_first_name = $5, phone = $6, updated_at = now()
      where id = $1 and owner_member_id = $2`,
    [passengerId, ownerMemberId, body.Name.trim(), body.EnLastName.trim().toUpperCase(), body.EnFirstName.trim().toUpperCase(), body.Phone.trim()],
  )
  if (result.rowCount === 0) return false
  await replaceDocuments(db, passengerId, body.Documents)
  return true
}

async function replaceDocuments(db: Queryable, passengerId: number, documents: Api.PassengerDocument[]): Promise<void> {
  await db.query('delete from passenger_documents where passenger_id = $1', [passengerId])
  for (const document of documents) {
    await db.query(
      'insert into passenger_documents (passenger_id, identity_type, identity_no, expiry_date, nationality) values ($1, $2, $3, $4, $5)',
      [passengerId, document.IdentityType, document.IdentityNo.trim().toUpperCase(), document.ExpiryDate || null, document.Nationality],
    )
  }
}

export async function deletePassenger(db: Queryable, passengerId: number, ownerMemberId: number): Promise<boolean> {
  const result = await db.query('delete from passengers where id = $1 and owner_member_id = $2', [passengerId, ownerMemberId])
  return result.rowCount > 0
}

export async function knownNationalities(db: Queryable, codes: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ code: string }>('select code from nationalities where code = any($1::text[])', [codes])
  return new Set(rows.map((row) => row.code))
}

/** A colleague of the enterprise with this phone (a frequent passenger who is one is linked to them). */
export async function colleagueByPhone(db: Queryable, enterpriseId: number, phone: string): Promise<number | null> {
  if (!phone) return null
  const { rows } = await db.query<{ id: number }>(
    `select m.id from members m join accounts a on a.id = m.account_id where m.enterprise_id = $1 and a.phone = $2 and m.status = 'active' limit 1`,
    [enterpriseId, phone],
  )
  return rows[0]?.id ?? null
}

// ---------------------------------------------------------------- colleagues and departments

export async function departmentTree(db: Queryable, enterpriseId: number): Promise<Api.DepartmentNode[]> {
  const { rows } = await db.query<{ id: number; name: string; parent_id: number | null; member_count: number }>(
    `select d.id, d.name, d.parent_id,
            (select count(*)::int from member_departments md join members m on m.id = md.member_id
              where md.department_id = d.id and m.status = 'active') as member_count
       from departments d where d.enterprise_id = $1 order by d.sort, d.id`,
    [enterpriseId],
  )
  return rows.map((row) => ({
    DepartmentId: String(row.id),
    DepartmentName: row.name,
    ParentDepartmentId: row.parent_id === null ? '' : String(row.parent_id),
    MemberCount: row.member_count,
  }))
}

export async function departmentExists(db: Queryable, enterpriseId: number, departmentId: number): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from departments where id = $1 and enterprise_id = $2', [departmentId, enterpriseId])
  return rowCount > 0
}

/** Makes search keys for the enterprise's members who have none or were renamed since. */
export async function refreshSearchKeys(db: Queryable, enterpriseId: number): Promise<void> {
  const { rows } = await db.query<{ id: number; name: string }>(
    `select m.id, m.name from members m left join member_search_keys k on k.member_id = m.id
      where m.enterprise_id = $1 and (k.member_id is null or k.name <> m.name)`,
    [enterpriseId],
  )
  for (const row of rows) {
    await db.query(
      `insert into member_search_keys (member_id, name, search_key) values ($1, $2, $3)
       on conflict (member_id) do update set name = excluded.name, search_key = excluded.search_key`,
      [row.id, row.name, searchKeyOf(row.name)],
    )
  }
}

type ColleagueRow = { id: number; name: string; phone: string; employee_no: string; department_name: string | null; total: number }

export async function searchColleagues(
  db: Queryable,
  enterpriseId: number,
  filter: { departmentId?: number; keyword: string },
  page: { index: number; size: number },
): Promise<{ rows: ColleagueRow[]; total: number }> {
  const keyword = filter.keyword.toLowerCase().replace(/[\s·•・.]/g, '')
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const { rows } = await db.query<ColleagueRow>(
    `select m.id, m.name, a.phone, m.employee_no,
            (select d.name from member_departments md join departments d on d.id = md.department_id
              where md.member_id = m.id order by md.is_default desc, d.sort limit 1) as department_name,
            count(*) over ()::int as total
       from members m
       join accounts a on a.id = m.account_id
       left join member_search_keys k on k.member_id = m.id
      where m.enterprise_id = $1 and m.status = 'active'
        and ($2::int is null or exists (select 1 from member_departments md where md.member_id = m.id and md.department_id = $2))
        and ($3 = '' or k.search_key like $4 or lower(m.employee_no) like $4)
      order by k.search_key, m.id
      limit $5 offset $6`,
    [enterpriseId, filter.departmentId ?? null, keyword, like, page.size, (page.index - 1) * page.size],
  )
  return { rows, total: rows[0]?.total ?? 0 }
}
