import type { Db, Queryable } from '../../db/types'
import { addDays, shanghaiDate, shanghaiInstant } from '../../lib/time'
import { writeFlownFlight } from '../flight/public'
import { writeSeededStay } from '../hotel/public'
import { writeTakenTrain } from '../train/public'

const SEED_NAME = 'expense-world-v1'
const SUBSIDY_SEED = 'expense-subsidy-v1'
const ENTERPRISE_A = 20001
const EMPLOYEE = 10001
const APPROVER = 10002
const FINANCE = 10003
const SUBSIDY_COST_TYPE = 18008

/** Demo data: enterprise A's cost types and its bill approval levels (department head, then finance last). */
export async function seedExpenseWorld(db: Db): Promise<boolean> {
  if ((await db.query('select 1 from seed_runs where name = $1', [SEED_NAME])).rowCount > 0) return false
  const enterprise = await db.query('select 1 from enterprises where id = $1', [ENTERPRISE_A])
  if (enterprise.rowCount === 0) return false
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7203180)')
    if ((await tx.query('select 1 from seed_runs where name = $1', [SEED_NAME])).rowCount > 0) return false
    await tx.exec(`
      insert into expense_cost_types (id, enterprise_id, parent_id, name, sort) values
        (18001, ${ENTERPRISE_A}, null, '差旅费', 1),
        (18002, ${ENTERPRISE_A}, 18001, '交通费', 2),
        (18003, ${ENTERPRISE_A}, 18001, '住宿费', 3),
        (18004, ${ENTERPRISE_A}, 18001, '餐饮费', 4),
        (18005, ${ENTERPRISE_A}, null, '办公费', 5),
        (18006, ${ENTERPRISE_A}, null, '业务招待费', 6),
        (18007, ${ENTERPRISE_A}, null, '通讯费', 7);
      insert into expense_approval_levels (enterprise_id, level, name, approver_member_ids, min_amount_fen) values
        (${ENTERPRISE_A}, 1, '部门负责人审批', '{${APPROVER}}', 0),
        (${ENTERPRISE_A}, 2, '财务审核', '{${FINANCE}}', 0);
    `)
    await tx.query('insert into seed_runs (name) values ($1)', [SEED_NAME])
    return true
  })
}

/** What every enterprise records costs under: a parent and its children, in order (enterprise A's, decision 0180). */
export const DEFAULT_COST_TYPES: readonly { name: string; children?: readonly string[] }[] = [
  { name: '差旅费', children: ['交通费', '住宿费', '餐饮费'] },
  { name: '办公费' },
  { name: '业务招待费' },
  { name: '通讯费' },
]

/**
 * Gives every enterprise without cost types the default ones (issue 31, item 17: 远山贸易 had none, so its
 * employees could record no cost). Enterprises are made by the seed only; this step runs at every start, after
 * enterprise A's own (fixed ids 18001…), so an enterprise added later gets them too.
 */
export async function seedDefaultCostTypes(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7203181)')
    const { rows } = await tx.query<{ id: number }>(
      'select e.id from enterprises e where not exists (select 1 from expense_cost_types c where c.enterprise_id = e.id) order by e.id',
    )
    for (const { id } of rows) await addDefaultCostTypes(tx, id)
    return rows.length > 0
  })
}

export async function addDefaultCostTypes(tx: Queryable, enterpriseId: number): Promise<void> {
  let sort = 0
  for (const type of DEFAULT_COST_TYPES) {
    sort += 1
    const { rows } = await tx.query<{ id: number }>(
      'insert into expense_cost_types (enterprise_id, parent_id, name, sort) values ($1, null, $2, $3) returning id',
      [enterpriseId, type.name, sort],
    )
    for (const child of type.children ?? []) {
      sort += 1
      await tx.query('insert into expense_cost_types (enterprise_id, parent_id, name, sort) values ($1, $2, $3, $4)', [enterpriseId, rows[0].id, child, sort])
    }
  }
}

/**
 * Enterprise A's travel subsidy (decision 0251): per-diem by city tier and grade, cutoffs 12:00, the 出差补贴
 * cost type; 张伟 (13800000001) may claim subsidies and has a finished trip to 上海 under an approved
 * application: out by air in the afternoon ten days ago, a hotel for two nights, back by train.
 */
export async function seedSubsidyWorld(db: Db): Promise<boolean> {
  if ((await db.query('select 1 from enterprises where id = $1', [ENTERPRISE_A])).rowCount === 0) return false
  return db.transaction(async (tx) => {
    const inserted = await tx.query('insert into seed_runs (name) values ($1) on conflict do nothing returning name', [SUBSIDY_SEED])
    if (inserted.rowCount === 0) return false
    await tx.exec(`
      insert into expense_cost_types (id, enterprise_id, parent_id, name, sort) values (${SUBSIDY_COST_TYPE}, ${ENTERPRISE_A}, 18001, '出差补贴', 8)
        on conflict (id) do nothing;
      insert into expense_subsidy_settings (enterprise_id, depart_after, return_before, cost_type_id) values (${ENTERPRISE_A}, '12:00', '12:00', ${SUBSIDY_COST_TYPE})
        on conflict (enterprise_id) do nothing;
      insert into expense_subsidy_rates (enterprise_id, city_tier, grade, meal_fen, transport_fen, communication_fen) values
        (${ENTERPRISE_A}, 1, 'employee', 10000, 5000, 2000), (${ENTERPRISE_A}, 1, 'manager', 15000, 8000, 3000),
        (${ENTERPRISE_A}, 2, 'employee', 8000, 4000, 2000), (${ENTERPRISE_A}, 2, 'manager', 12000, 6000, 3000),
        (${ENTERPRISE_A}, 3, '*', 6000, 3000, 1000)
        on conflict do nothing;
      update members set has_subsidy_permission = true where id = ${EMPLOYEE};
    `)
    await seedCompletedTrip(tx)
    return true
  })
}

async function seedCompletedTrip(tx: Queryable) {
  const start = addDays(shanghaiDate(), -10)
  const end = addDays(start, 2)
  const applyNo = `TA${start.replaceAll('-', '')}90000001`
  const made = await tx.query(
    `insert into travel_applications (apply_no, enterprise_id, applicant_member_id, reason, depart_city, cities, start_date, end_date, products,
        budget_fen, travellers, status, submitted_at, decided_at)
     values ($1, $2, $3, '上海客户项目验收', '北京', '{上海}', $4, $5, '{flight,hotel,train}', 500000, $6, 'approved', $7, $7)
     on conflict (apply_no) do nothing`,
    [applyNo, ENTERPRISE_A, EMPLOYEE, start, end, JSON.stringify([{ memberId: EMPLOYEE, name: '张伟' }]), shanghaiInstant(addDays(start, -3), '10:00')],
  )
  if (made.rowCount === 0) return
  // The enterprise account paid the flight and the hotel; 张伟 bought the train home on his own 12306 account and paid
  // it himself (decisions 0393, 0560): his reimbursement owes him the train and the subsidy, not the flight and hotel.
  const orders = [
    { no: `F${start.replaceAll('-', '')}8001`, type: 5, title: '北京 - 上海 MU5102', description: '东方航空 MU5102 经济舱', from: '北京首都国际机场T2', to: '上海虹桥国际机场T2', fen: 128000, day: start, at: '14:30', until: '16:45', tax: 10569, paidBy: 'enterprise' },
    { no: `H${start.replaceAll('-', '')}8002`, type: 1, title: '上海陆家嘴全季酒店', description: '高级大床房 2晚', from: '', to: '上海陆家嘴全季酒店', fen: 96000, day: start, at: '18:00', until: null, tax: 5434, paidBy: 'enterprise' },
    { no: `T${end.replaceAll('-', '')}8003`, type: 6, title: '上海虹桥 - 北京南 G6', description: 'G6 二等座 03车12F', from: '上海虹桥站', to: '北京南站', fen: 66200, day: end, at: '13:00', until: '17:28', tax: 5466, paidBy: 'personal' },
  ]
  for (const o of orders) {
    await tx.query(
      `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name,
          is_trip, amount_fen, pay_amount_fen, paid_fen, pay_method, title, description, departure_name, arrival_name, arrival_city_code,
          arrival_city_name, start_time, end_time, travel_apply_no)
       values ($1, $2, $3, $3, '张伟', $4, 'Completed', '已完成', false, $5, $5, $5, $13, $6, $7, $8, $9, '310100', '上海', $10, $11, $12)
       on conflict (order_no) do nothing`,
      [o.no, ENTERPRISE_A, EMPLOYEE, o.type, o.fen, o.title, o.description, o.from, o.to, shanghaiInstant(o.day, o.at),
        o.until ? shanghaiInstant(o.day, o.until) : shanghaiInstant(end, '12:00'), applyNo, o.paidBy],
    )
    await seedOrderInvoice(tx, o.no, o.fen, o.tax, o.until ? o.day : end)
  }
  await writeTripParts(tx, orders[0].no, orders[1].no, orders[2].no)
}

/**
 * The finished trip's orders are whole orders of their products (issue 31, item 16; decision 0566): each product
 * writes its own part (flight segment and ticket, hotel stay and guest, train seat and ticket), paid from the
 * enterprise account and completed, so 订单中心 shows their amounts and their details open.
 */
async function writeTripParts(tx: Queryable, flightNo: string, hotelNo: string, trainNo: string) {
  const { rows } = await tx.query<{ id: number; order_no: string; amount_fen: number }>('select id, order_no, amount_fen from orders where order_no = any($1::text[])', [[flightNo, hotelNo, trainNo]])
  const idOf = (no: string) => rows.find((r) => r.order_no === no)
  const flight = idOf(flightNo)
  const hotel = idOf(hotelNo)
  const train = idOf(trainNo)
  if (flight) {
    await writeFlownFlight(tx, flight.id, {
      flightNo: 'MU5102', airlineName: '东方航空', cabinName: '经济舱', bookingClass: 'Y', taxFen: 5000,
      from: { cityCode: 'BJS', cityName: '北京', airportName: '首都国际机场', terminal: 'T2' },
      to: { cityCode: 'SHA', cityName: '上海', airportName: '虹桥国际机场', terminal: 'T2' },
    })
  }
  if (hotel) await writeSeededStay(tx, { id: hotel.id, order_no: hotel.order_no, amountFen: hotel.amount_fen, bookerMemberId: EMPLOYEE, bookerName: '张伟' })
  if (train) {
    await writeTakenTrain(tx, train.id, {
      trainNo: 'G6', seatCode: 'O', seatName: '二等座', seatNo: '03车12F',
      from: { code: 'AOH', name: '上海虹桥', leg: 0 }, to: { code: 'VNP', name: '北京南', leg: 1 },
      traveller: { memberId: EMPLOYEE, name: '张伟', idNo: '110101199001011384', phone: '13800000001' },
    })
  }
}

const MANAGER = 10004
const JOURNEY_SEED = 'expense-subsidy-journey-v1'

/**
 * Subsidy v3's demo (decision 0321): 刘强 (13800000004, manager grade) may claim subsidies and has a finished trip
 * to 杭州 (second tier) under an approved application: out by train in the afternoon six days ago, back by train
 * in the morning four days ago.
 */
export async function seedSubsidyJourney(db: Db): Promise<boolean> {
  if ((await db.query('select 1 from enterprises where id = $1', [ENTERPRISE_A])).rowCount === 0) return false
  return db.transaction(async (tx) => {
    const inserted = await tx.query('insert into seed_runs (name) values ($1) on conflict do nothing returning name', [JOURNEY_SEED])
    if (inserted.rowCount === 0) return false
    await tx.query('update members set has_subsidy_permission = true where id = $1', [MANAGER])
    const start = addDays(shanghaiDate(), -6)
    const end = addDays(start, 2)
    const applyNo = `TA${start.replaceAll('-', '')}90000002`
    const made = await tx.query(
      `insert into travel_applications (apply_no, enterprise_id, applicant_member_id, reason, depart_city, cities, start_date, end_date, products,
          budget_fen, travellers, status, submitted_at, decided_at)
       values ($1, $2, $3, '杭州分公司项目评审', '北京', '{杭州}', $4, $5, '{train,hotel}', 300000, $6, 'approved', $7, $7)
       on conflict (apply_no) do nothing`,
      [applyNo, ENTERPRISE_A, MANAGER, start, end, JSON.stringify([{ memberId: MANAGER, name: '刘强' }]), shanghaiInstant(addDays(start, -2), '09:00')],
    )
    if (made.rowCount === 0) return true
    const trains = [
      { no: `T${start.replaceAll('-', '')}8101`, title: '北京南 - 杭州东 G39', from: '北京南站', to: '杭州东站', day: start, at: '15:00', until: '19:40', fen: 62650 },
      { no: `T${end.replaceAll('-', '')}8102`, title: '杭州东 - 北京南 G40', from: '杭州东站', to: '北京南站', day: end, at: '09:00', until: '13:40', fen: 62650 },
    ]
    for (const o of trains) {
      await tx.query(
        `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name,
            is_trip, amount_fen, pay_amount_fen, paid_fen, pay_method, title, description, departure_name, arrival_name, arrival_city_code,
            arrival_city_name, start_time, end_time, travel_apply_no)
         values ($1, $2, $3, $3, '刘强', 6, 'Completed', '已完成', false, $4, $4, $4, 'enterprise', $5, '二等座', $6, $7, '330100', '杭州', $8, $9, $10)
         on conflict (order_no) do nothing`,
        [o.no, ENTERPRISE_A, MANAGER, o.fen, o.title, o.from, o.to, shanghaiInstant(o.day, o.at), shanghaiInstant(o.day, o.until), applyNo],
      )
    }
    return true
  })
}

/** The 全电发票 (电子发票(普通发票), no code) the carrier or hotel issued for a demo order (decision 0361). */
async function seedOrderInvoice(tx: Queryable, orderNo: string, totalFen: number, taxFen: number, day: string) {
  const invoiceNo = `${day.slice(2, 4)}31${orderNo.replace(/\D/g, '').slice(-16).padStart(16, '0')}`
  await tx.query(
    `insert into order_invoices (enterprise_id, order_id, type_code, type_name, invoice_no, invoice_date, amount_fen, tax_fen, total_fen)
     select o.enterprise_id, o.id, '32', '电子发票(普通发票)', $2, $3, $4, $5, $6 from orders o where o.order_no = $1
     on conflict (invoice_code, invoice_no) do nothing`,
    [orderNo, invoiceNo, day, totalFen - taxFen, taxFen, totalFen],
  )
}
