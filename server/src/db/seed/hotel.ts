import { catalogueRows } from '../../suppliers/hotel/catalogue'
import type { Db, Queryable } from '../types'
import { addDays, shanghaiDate } from '../../lib/time'
import { ENTERPRISE, MEMBER } from './people'

const CATALOGUE_RUN = 'hotel-catalogue-v1'
const HOTEL_WORLD_RUN = 'hotel-world-v1'
const HOTEL_SEED_LOCK = 7_203_116
const CHUNK_ROWS = 400

/** Inserts rows in multi-row VALUES statements of at most CHUNK_ROWS rows. */
async function insertRows(tx: Queryable, table: string, rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS)
    const width = chunk[0].length
    const values = chunk.map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`)
    await tx.query(`insert into ${table} values ${values.join(', ')}`, chunk.flat())
  }
}

async function once(db: Db, name: string, fn: (tx: Queryable) => Promise<void>): Promise<boolean> {
  const done = await db.query('select 1 from seed_runs where name = $1', [name])
  if (done.rowCount > 0) return false
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [HOTEL_SEED_LOCK])
    if ((await tx.query('select 1 from seed_runs where name = $1', [name])).rowCount > 0) return false
    await fn(tx)
    await tx.query('insert into seed_runs (name) values ($1)', [name])
    return true
  })
}

/** The simulated hotel channel's catalogue: supplier data every database needs, demo world or not. */
export function seedHotelCatalogue(db: Db, now: Date = new Date()): Promise<boolean> {
  return once(db, CATALOGUE_RUN, async (tx) => {
    const rows = catalogueRows(now)
    for (const table of ['hotel_cities', 'hotel_brands', 'hotel_business_districts', 'hotels', 'hotel_rooms', 'hotel_rate_plans', 'hotel_reviews']) {
      await insertRows(tx, table, rows[table])
    }
  })
}

const standard = (caps: [number, number][], whenExceeded: string) =>
  JSON.stringify({
    nightlyCapFen: Object.fromEntries(caps.map(([employee, manager], i) => [String(i + 1), { employee, manager }])),
    whenExceeded,
  })

/**
 * The demo enterprises' hotel policy as data: travel standards (caps by city tier and role, and what
 * happens over them), order approval flows and saving-bonus rules. Enterprise A sends over-standard
 * bookings to its department head, and those over ¥3,000 on to finance; enterprise B blocks over-standard
 * rates and has every order approved by its manager.
 */
export function seedHotelWorld(db: Db, now: Date = new Date()): Promise<boolean> {
  const today = shanghaiDate(now)
  return once(db, HOTEL_WORLD_RUN, async (tx) => {
    await tx.query(
      `insert into hotel_coupons (member_id, name, discount_fen, threshold_fen, expire_date) values
         ($1, '酒店满300减30', 3000, 30000, $2), ($1, '商旅新客立减50元', 5000, 0, $3), ($1, '周末酒店满800减80', 8000, 80000, $4)`,
      [MEMBER.employee, addDays(today, 90), addDays(today, 30), addDays(today, -1)],
    )
    await tx.query(
      `insert into hotel_travel_standards (enterprise_id, standard) values ($1, $2), ($3, $4), ($5, $6), ($7, $8)`,
      [
        ENTERPRISE.a, standard([[60000, 120000], [45000, 80000], [35000, 60000]], 'requireApproval'),
        ENTERPRISE.b, standard([[50000, 50000], [40000, 40000], [30000, 30000]], 'block'),
        ENTERPRISE.dossen, standard([[50000, 80000], [40000, 60000], [30000, 45000]], 'requireReason'),
        ENTERPRISE.dossenClient, standard([[45000, 45000], [35000, 35000], [30000, 30000]], 'allow'),
      ],
    )
    const flows = await tx.query<{ id: number; enterprise_id: number }>(
      `insert into order_approval_flows (enterprise_id, product_type, name, applies_when) values
         ($1, 1, '酒店超标审批', 'overStandard'), ($2, 1, '酒店预订审批', 'always') returning id, enterprise_id`,
      [ENTERPRISE.a, ENTERPRISE.b],
    )
    const flowOf = (enterpriseId: number) => flows.rows.find((f) => f.enterprise_id === enterpriseId)?.id
    await tx.query(
      `insert into order_approval_levels (flow_id, level, name, approver_member_ids, min_amount_fen) values
         ($1, 1, '部门负责人审批', $2, 0), ($1, 2, '财务审核', $3, 300000), ($4, 1, '主管审批', $5, 0)`,
      [flowOf(ENTERPRISE.a), [MEMBER.approver], [MEMBER.finance], flowOf(ENTERPRISE.b), [MEMBER.employeeB]],
    )
    await tx.query(
      `insert into hotel_saving_bonus_rules (enterprise_id, name, reward_permille, max_reward_fen, description, is_default, sort) values
         ($1, '节省返还30%', 300, 5000, '入住价格低于差标时，节省金额的30%返还至个人积分账户，每晚最高¥50。', true, 1),
         ($1, '不参与节省返还', 0, 0, '本次预订不参与节省返还。', false, 2),
         ($2, '节省返还20%', 200, 3000, '入住价格低于差标时，节省金额的20%返还至个人积分账户，每晚最高¥30。', true, 1)`,
      [ENTERPRISE.a, ENTERPRISE.dossen],
    )
  })
}
