import type { Db, Queryable } from '../../db/types'
import { ENTERPRISE, MEMBER } from '../platform/public'

const SEED_NAME = 'travellers demo v1'
const SEED_LOCK = 140140

/** Colleagues without a demo login (password hash that never verifies): they fill the department tree. */
export const COLLEAGUES = [
  { accountId: 101, memberId: 10101, phone: '13800001011', name: '陈晓明', enterpriseId: ENTERPRISE.a, departmentId: 30003, no: 'XH0101' },
  { accountId: 102, memberId: 10102, phone: '13800001012', name: '吕思远', enterpriseId: ENTERPRISE.a, departmentId: 30004, no: 'XH0102' },
  { accountId: 103, memberId: 10103, phone: '13800001013', name: '欧阳娜娜', enterpriseId: ENTERPRISE.a, departmentId: 30002, no: 'XH0103' },
  { accountId: 104, memberId: 10104, phone: '13800001014', name: '孙建国', enterpriseId: ENTERPRISE.a, departmentId: 30006, no: 'XH0104' },
  { accountId: 105, memberId: 10105, phone: '13800001015', name: '周婷', enterpriseId: ENTERPRISE.a, departmentId: 30005, no: 'XH0105' },
  { accountId: 106, memberId: 10106, phone: '13900001016', name: '钱多多', enterpriseId: ENTERPRISE.b, departmentId: 30102, no: 'YS0106' },
] as const

const STANDARD: Record<number, { standard: number; flow: number }> = {
  [ENTERPRISE.a]: { standard: 33001, flow: 34001 },
  [ENTERPRISE.b]: { standard: 33101, flow: 34101 },
}

async function insertColleagues(tx: Queryable): Promise<void> {
  for (const person of COLLEAGUES) {
    const { standard, flow } = STANDARD[person.enterpriseId]
    await tx.query(`insert into accounts (id, phone, password_hash) values ($1, $2, '!no-login')`, [person.accountId, person.phone])
    await tx.query(
      `insert into members (id, account_id, enterprise_id, name, employee_no, travel_standard_id, approval_flow_id, can_book_hotel, can_book_flight, can_book_train, can_use_car)
       values ($1, $2, $3, $4, $5, $6, $7, true, true, true, true)`,
      [person.memberId, person.accountId, person.enterpriseId, person.name, person.no, standard, flow],
    )
    await tx.query('insert into member_departments (member_id, department_id, is_default) values ($1, $2, true)', [person.memberId, person.departmentId])
    await tx.query('update accounts set last_member_id = $2 where id = $1', [person.accountId, person.memberId])
  }
}

type SeedPassenger = { owner: number; enterpriseId: number; memberId: number | null; name: string; last: string; first: string; phone: string; documents: [number, string, string | null, string][] }

const PASSENGERS: SeedPassenger[] = [
  { owner: MEMBER.employee, enterpriseId: ENTERPRISE.a, memberId: MEMBER.approver, name: '李娜', last: 'LI', first: 'NA', phone: '13800000002', documents: [[1, '110101199003070054', null, 'CN']] },
  { owner: MEMBER.employee, enterpriseId: ENTERPRISE.a, memberId: null, name: '王小明', last: 'WANG', first: 'XIAOMING', phone: '13700000021', documents: [[1, '310101198805120183', null, 'CN'], [2, 'E87654321', '2031-05-11', 'CN']] },
  { owner: MEMBER.employee, enterpriseId: ENTERPRISE.a, memberId: null, name: '', last: 'SMITH', first: 'JOHN', phone: '', documents: [[2, '568912345', '2030-09-30', 'US'], [7, 'USA110086000123', '2029-12-31', 'US']] },
  { owner: MEMBER.employee, enterpriseId: ENTERPRISE.a, memberId: null, name: '陈家豪', last: 'CHAN', first: 'KAHO', phone: '', documents: [[3, 'H12345678', '2032-01-01', 'HK']] },
  { owner: MEMBER.employeeB, enterpriseId: ENTERPRISE.b, memberId: null, name: '赵敏', last: 'ZHAO', first: 'MIN', phone: '13700000031', documents: [[1, '440101199201010067', null, 'CN']] },
]

async function insertPassengers(tx: Queryable): Promise<void> {
  for (const p of PASSENGERS) await insertOne(tx, p)
}

async function insertOne(tx: Queryable, p: SeedPassenger): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into passengers (enterprise_id, owner_member_id, member_id, name, en_last_name, en_first_name, phone) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [p.enterpriseId, p.owner, p.memberId, p.name, p.last, p.first, p.phone],
  )
  for (const [type, no, expiry, nationality] of p.documents) {
    await tx.query('insert into passenger_documents (passenger_id, identity_type, identity_no, expiry_date, nationality) values ($1, $2, $3, $4, $5)', [rows[0].id, type, no, expiry, nationality])
  }
}

/** Colleagues for the department tree and the employees' frequent passengers, once. */
export async function seedPassengers(db: Db): Promise<boolean> {
  if ((await db.query('select 1 from seed_runs where name = $1', [SEED_NAME])).rowCount > 0) return false
  const present = await db.query('select 1 from members where id = $1', [MEMBER.employee])
  if (present.rowCount === 0) return false
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK])
    if ((await tx.query('select 1 from seed_runs where name = $1', [SEED_NAME])).rowCount > 0) return false
    await insertColleagues(tx)
    await insertPassengers(tx)
    await tx.query('insert into seed_runs (name) values ($1)', [SEED_NAME])
    return true
  })
}

const OWN_SEED_NAME = 'travellers own documents v1'

/**
 * The demo employee's own documents on file (本人 among 常用旅客: a passenger entry whose member is the owner), so his
 * train, 抢票 and flight forms are filled without typing the 18 digits (issue 34, decision 0720). Once.
 */
export async function seedOwnDocuments(db: Db): Promise<boolean> {
  if ((await db.query('select 1 from seed_runs where name = $1', [OWN_SEED_NAME])).rowCount > 0) return false
  const present = await db.query('select 1 from members where id = $1', [MEMBER.employee])
  if (present.rowCount === 0) return false
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK])
    if ((await tx.query('select 1 from seed_runs where name = $1', [OWN_SEED_NAME])).rowCount > 0) return false
    await insertOne(tx, OWN_DOCUMENTS)
    await tx.query('insert into seed_runs (name) values ($1)', [OWN_SEED_NAME])
    return true
  })
}

/** 张伟's own entry: 身份证 (GB 11643) and passport. */
export const OWN_DOCUMENTS: SeedPassenger = {
  owner: MEMBER.employee, enterpriseId: ENTERPRISE.a, memberId: MEMBER.employee, name: '张伟', last: 'ZHANG', first: 'WEI', phone: '13800000001',
  documents: [[1, '110108198503152371', null, 'CN'], [2, 'E10012345', '2033-06-30', 'CN']],
}
