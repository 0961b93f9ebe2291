import { catalogueRows } from './supplier/catalogue'
import type { Db, Queryable } from '../../db/types'
import { addDays, shanghaiDate } from '../../lib/time'
import { ENTERPRISE, MEMBER } from '../platform/public'
import { recordSeededPayment, type SeededPaidOrder } from '../orders/public'

const SEEDED_GUEST_PHONE = '13800000001'

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

/**
 * The demo enterprises' hotel policy as data: order approval flows and saving-bonus rules (the travel
 * standards are the policy domain's). Enterprise A sends over-standard
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
    const flows = await tx.query<{ id: number; enterprise_id: number }>(
      `insert into order_approval_flows (enterprise_id, product_type, name, applies_when) values
         ($1, 1, '酒店超标审批', 'overStandard'), ($2, 1, '酒店预订审批', 'always') returning id, enterprise_id`,
      [ENTERPRISE.a, ENTERPRISE.b],
    )
    const flowOf = (enterpriseId: number) => flows.rows.find((f) => f.enterprise_id === enterpriseId)?.id
    await tx.query(
      `insert into order_approval_levels (flow_id, level, name, approver_member_ids, min_amount_fen) values
         ($1, 1, '部门负责人审批', $2, 0), ($1, 2, '财务审核', $3, 300000), ($4, 1, '主管审批', $5, 0)`,
      [flowOf(ENTERPRISE.a), [MEMBER.approver], [MEMBER.finance], flowOf(ENTERPRISE.b), [MEMBER.approverB]],
    )
    await linkSeededHotelStay(tx)
    await tx.query(
      `insert into hotel_saving_bonus_rules (enterprise_id, name, reward_permille, max_reward_fen, description, is_default, sort) values
         ($1, '节省返还30%', 300, 5000, '入住价格低于差标时，节省金额的30%返还至个人积分账户，每晚最高¥50。', true, 1),
         ($1, '不参与节省返还', 0, 0, '本次预订不参与节省返还。', false, 2),
         ($2, '节省返还20%', 200, 3000, '入住价格低于差标时，节省金额的20%返还至个人积分账户，每晚最高¥30。', true, 1)`,
      [ENTERPRISE.a, ENTERPRISE.dossen],
    )
  })
}

/**
 * The demo world's hotel trip (H…0002, seeded before hotels existed) becomes a real hotel order of the
 * catalogue, paid from the enterprise account and confirmed, so its trip opens a full order detail.
 */
async function linkSeededHotelStay(tx: Queryable) {
  const { rows: orders } = await tx.query<{ id: number; order_no: string; amount_fen: number }>(
    `select id, order_no, amount_fen from orders where enterprise_id = $1 and product_type = 1 and status = 'confirmed' and order_no like 'H%'`,
    [ENTERPRISE.a],
  )
  for (const order of orders) await writeSeededStay(tx, { id: order.id, order_no: order.order_no, amountFen: order.amount_fen, bookerMemberId: MEMBER.employee, bookerName: '张伟' })
}

/**
 * The hotel part of a seeded hotel order of 张伟 (its orders row written by another domain's seed: the demo trip
 * ahead, or the finished trip behind the demo reimbursement, decision 0566): a Shanghai catalogue hotel for the
 * order's nights at its amount, 张伟 the guest, paid from the enterprise account; a stay whose departure day has
 * passed is completed, one ahead confirmed. Answers false when no catalogue hotel fits or the part exists.
 */
export async function writeSeededStay(tx: Queryable, order: SeededPaidOrder): Promise<boolean> {
  if ((await tx.query('select 1 from hotel_orders where order_id = $1', [order.id])).rowCount > 0) return false
  const { rows: dates } = await tx.query<{ start: string; end: string; is_over: boolean }>(
    `select (start_time at time zone 'Asia/Shanghai')::date::text as start, (end_time at time zone 'Asia/Shanghai')::date::text as end,
            (end_time at time zone 'Asia/Shanghai')::date < (now() at time zone 'Asia/Shanghai')::date as is_over
       from orders where id = $1`,
    [order.id],
  )
  const { rows: hotels } = await tx.query<{
    id: number; name: string; address: string; phone: string; lat: number; lon: number; room_id: number; room_name: string; bed_type: string; plan_id: number; plan_name: string
  }>(
    `select h.id, h.name, h.address, h.phone, h.lat, h.lon, r.id as room_id, r.name as room_name, r.bed_type, p.id as plan_id, p.name as plan_name
       from hotels h join hotel_rooms r on r.hotel_id = h.id join hotel_rate_plans p on p.room_id = r.id
      where h.city_code = '310100' and p.cancel_type = 1 and p.pay_type = 2 and p.breakfast_count = 0
      order by (h.brand_id = 6) desc, h.sort, r.id, p.sort limit 1`,
  )
  const hotel = hotels[0]
  const stay = dates[0]
  if (!hotel || !stay) return false
  const nights = Math.max(1, Math.round((Date.parse(stay.end) - Date.parse(stay.start)) / 86_400_000))
  const nightly = Array.from({ length: nights }, (_, i) => Math.floor(order.amountFen / nights) + (i < order.amountFen % nights ? 1 : 0))
  const [status, statusName] = stay.is_over ? ['Completed', '已完成'] : ['Confirmed', '已确认']
  await tx.query(
    `update orders set status = $8, status_name = $9, title = $2, description = $3, arrival_name = $4, amount_fen = $5, pay_amount_fen = $5,
       pay_method = 'enterprise', paid_fen = $5, cancel_type = 1, free_cancel_until = ($6::date - 1 + time '18:00') at time zone 'Asia/Shanghai',
       penalty_fen = $7, need_approval = false, is_private = false where id = $1`,
    [order.id, hotel.name, `${hotel.room_name} 1间 ${nights}晚`, hotel.address, order.amountFen, stay.start, nightly[0], status, statusName],
  )
  await tx.query(
    `insert into hotel_orders (order_id, hotel_id, room_id, rate_plan_id, hotel_name, hotel_address, hotel_phone, lat, lon, room_name, rate_plan_name,
       bed_type, breakfast_count, check_in_time, check_out_time, city_code, city_tier, staff_role, arrival_date, departure_date, nights, room_count,
       nightly_prices_fen, total_fen, pay_type, contact_name, contact_phone, is_over_standard, cap_fen, avg_nightly_fen, policy_action,
       hotel_confirm_no)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 0, '14:00', '12:00', '310100', 1, 'employee', $13, $14, $15, 1, $16, $17, 2,
       $20, $21, false, 60000, $18, 'allow', $19)`,
    [order.id, hotel.id, hotel.room_id, hotel.plan_id, hotel.name, hotel.address, hotel.phone, hotel.lat, hotel.lon, hotel.room_name, hotel.plan_name,
      hotel.bed_type, stay.start, stay.end, nights, JSON.stringify(nightly), order.amountFen, Math.round(order.amountFen / nights), `HC${order.order_no.slice(1)}`,
      order.bookerName, SEEDED_GUEST_PHONE],
  )
  await tx.query(`insert into hotel_order_guests (order_id, room_index, name, phone, member_id) values ($1, 0, $2, $3, $4)`, [order.id, order.bookerName, SEEDED_GUEST_PHONE, order.bookerMemberId])
  await recordSeededPayment(tx, order, '', stay.is_over ? '离店，订单完成' : null)
  return true
}
