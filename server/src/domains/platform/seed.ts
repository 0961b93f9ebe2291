import { hashPassword } from '../../lib/crypto'
import { addDays, shanghaiDate, shanghaiInstant } from '../../lib/time'
import type { Db, Queryable } from '../../db/types'
import { DEMO_PASSWORD, ENTERPRISE, MEMBER, PEOPLE } from './people'

const SEED_NAME = 'demo-world-v1'
const SEED_LOCK = 7_203_115

/**
 * Creates the demo world once (recorded in seed_runs): enterprise A with its organisation, budgets,
 * approval flow and people in every role; enterprise B (isolation); a dossen enterprise on platform 1004.
 * Safe to call on every start and from several processes at once.
 */
export async function seedDemoWorld(db: Db, now: Date = new Date()): Promise<boolean> {
  const done = await db.query('select 1 from seed_runs where name = $1', [SEED_NAME])
  if (done.rowCount > 0) return false
  // Hash outside the transaction: scrypt is slow on purpose.
  const hashes = await Promise.all(PEOPLE.map(() => hashPassword(DEMO_PASSWORD)))
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK])
    const again = await tx.query('select 1 from seed_runs where name = $1', [SEED_NAME])
    if (again.rowCount > 0) return false
    await insertEnterprises(tx, now)
    await insertOrganisation(tx)
    await insertPeople(tx, hashes)
    await insertBudgets(tx, now)
    await insertTripsAndApprovals(tx, now)
    await insertContent(tx)
    await tx.query('insert into seed_runs (name) values ($1)', [SEED_NAME])
    return true
  })
}

async function insertEnterprises(tx: Queryable, now: Date) {
  const today = shanghaiDate(now)
  const year = Number(today.slice(0, 4))
  const rows = [
    // id, name, short, key, plat, balance fen, hotel/flight advance days, contract end, bonus points, new expense
    [ENTERPRISE.a, '星河智联科技有限公司', '星河智联', 'XHZL2026', 1020, 12_860_050, 0, 3, `${year + 1}-12-31`, false, true],
    [ENTERPRISE.b, '远山国际贸易有限公司', '远山贸易', 'YSMY2026', 1020, 3_000_000, 1, 7, `${year + 1}-06-30`, false, false],
    [ENTERPRISE.dossen, '东呈酒店集团', '东呈', 'DOSSEN2026', 1004, 50_000_000, 0, 0, `${year + 2}-12-31`, true, false],
    [ENTERPRISE.dossenClient, '粤海会展服务有限公司', '粤海会展', 'YHHZ2026', 1004, 800_000, 0, 0, `${year}-01-31`, true, false],
  ] as const
  for (const [id, name, short, key, plat, balance, hotelDays, flightDays, contractEnd, points, newExpense] of rows) {
    await tx.query(
      `insert into enterprises (id, name, short_name, enterprise_key, plat_id, account_balance_fen, hotel_advance_day,
         flight_advance_day, contract_end_date, is_open_bonus_points, bonus_points_status, is_open_bonus_mall,
         bonus_points_use_car_limited, is_user_new_expense, is_upload_travel_business_certify, booking_method)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $10, false, $12, $13, 1)`,
      [id, name, short, key, plat, balance, hotelDays, flightDays, contractEnd, points, points ? 1 : 0, newExpense, id === ENTERPRISE.b],
    )
  }
  await tx.query(`update enterprises set dingtalk_corp_id = 'dingdemo20001', dingtalk_client_id = 'dingdemoclient20001' where id = $1`, [ENTERPRISE.a])
  await tx.query(`update enterprises set is_trial = true where id = $1`, [ENTERPRISE.dossenClient])
}

async function insertOrganisation(tx: Queryable) {
  await tx.exec(`
    insert into cost_centers (id, enterprise_id, code, name) values
      (31001, ${ENTERPRISE.a}, 'CC-MKT', '市场费用中心'),
      (31002, ${ENTERPRISE.a}, 'CC-RD', '研发费用中心'),
      (31003, ${ENTERPRISE.a}, 'CC-ADM', '管理费用中心'),
      (31101, ${ENTERPRISE.b}, 'CC-BIZ', '业务费用中心'),
      (31201, ${ENTERPRISE.dossen}, 'CC-SALES', '销售费用中心');
    insert into departments (id, enterprise_id, parent_id, name, cost_center_id, sort) values
      (30001, ${ENTERPRISE.a}, null, '总经办', 31003, 1),
      (30002, ${ENTERPRISE.a}, null, '市场部', 31001, 2),
      (30003, ${ENTERPRISE.a}, null, '研发中心', 31002, 3),
      (30004, ${ENTERPRISE.a}, 30003, '前端组', 31002, 4),
      (30005, ${ENTERPRISE.a}, null, '财务部', 31003, 5),
      (30006, ${ENTERPRISE.a}, null, '销售部', 31001, 6),
      (30101, ${ENTERPRISE.b}, null, '综合部', 31101, 1),
      (30102, ${ENTERPRISE.b}, null, '业务部', 31101, 2),
      (30201, ${ENTERPRISE.dossen}, null, '销售中心', 31201, 1),
      (30301, ${ENTERPRISE.dossenClient}, null, '行政部', null, 1);
    insert into projects (id, enterprise_id, code, name) values
      (32001, ${ENTERPRISE.a}, 'P-EAST', '华东区渠道拓展项目'),
      (32002, ${ENTERPRISE.a}, 'P-PLATFORM', '新一代商旅平台研发'),
      (32101, ${ENTERPRISE.b}, 'P-FAIR', '广交会参展项目');
    insert into travel_standards (id, enterprise_id, name, rules) values
      (33001, ${ENTERPRISE.a}, '普通员工差旅标准',
        '{"flight": {"cabins": ["Y"], "discountCap": 0.8}, "train": {"seats": ["二等座", "硬卧"]}, "hotel": {"nightlyCapFen": {"tier1": 60000, "tier2": 45000, "other": 35000}}}'),
      (33002, ${ENTERPRISE.a}, '管理层差旅标准',
        '{"flight": {"cabins": ["Y", "C"]}, "train": {"seats": ["一等座", "二等座", "软卧"]}, "hotel": {"nightlyCapFen": {"tier1": 120000, "tier2": 80000, "other": 60000}}}'),
      (33101, ${ENTERPRISE.b}, '员工差旅标准',
        '{"flight": {"cabins": ["Y"]}, "train": {"seats": ["二等座"]}, "hotel": {"nightlyCapFen": {"tier1": 50000, "tier2": 40000, "other": 30000}}}'),
      (33201, ${ENTERPRISE.dossen}, '销售差旅标准',
        '{"flight": {"cabins": ["Y"]}, "train": {"seats": ["二等座"]}, "hotel": {"nightlyCapFen": {"tier1": 50000, "tier2": 40000, "other": 30000}}}');
    insert into approval_flows (id, enterprise_id, name, steps, is_default) values
      (34001, ${ENTERPRISE.a}, '差旅审批流程',
        '[{"step": 1, "name": "部门负责人审批", "approverMemberIds": [${MEMBER.approver}]}, {"step": 2, "name": "财务审核", "approverMemberIds": [${MEMBER.finance}]}]', true),
      (34101, ${ENTERPRISE.b}, '出差审批', '[{"step": 1, "name": "主管审批", "approverMemberIds": [${MEMBER.approverB}]}]', true);
  `)
}

type Flags = Record<string, boolean>

const EMPLOYEE_FLAGS: Flags = {
  can_book_hotel: true,
  can_book_flight: true,
  can_book_train: true,
  can_use_car: true,
  can_use_car_temp: true,
  can_order_takeout: true,
}

const ROLE_FLAGS: Record<string, Flags> = {
  employee: EMPLOYEE_FLAGS,
  approver: { ...EMPLOYEE_FLAGS, is_approver: true, can_book_international_flight: true },
  finance: { ...EMPLOYEE_FLAGS, is_financial: true, has_subsidy_permission: true },
  manager: {
    ...EMPLOYEE_FLAGS,
    is_manage: true,
    is_approver: true,
    is_privilege_staff: true,
    can_book_international_flight: true,
    can_book_international_hotel: true,
    can_use_car_work: true,
  },
  dossenSale: { can_book_hotel: true, can_book_flight: true, can_book_train: true, can_use_car: true, is_dossen_sale: true },
}

const MEMBER_DETAILS: Record<number, { departments: number[]; standard: number | null; flow: number | null; email: string; gender: 0 | 1 | 2; no: string }> = {
  [MEMBER.employee]: { departments: [30002, 30006], standard: 33001, flow: 34001, email: 'zhangwei@xinghe.example', gender: 1, no: 'XH0001' },
  [MEMBER.approver]: { departments: [30002], standard: 33002, flow: 34001, email: 'lina@xinghe.example', gender: 2, no: 'XH0002' },
  [MEMBER.finance]: { departments: [30005], standard: 33001, flow: 34001, email: 'wangfang@xinghe.example', gender: 2, no: 'XH0003' },
  [MEMBER.manager]: { departments: [30001], standard: 33002, flow: null, email: 'liuqiang@xinghe.example', gender: 1, no: 'XH0004' },
  [MEMBER.dossenSale]: { departments: [30201], standard: 33201, flow: null, email: 'chenjing@dossen.example', gender: 2, no: 'DC0005' },
  [MEMBER.employeeB]: { departments: [30101], standard: 33101, flow: 34101, email: 'zhaolei@yuanshan.example', gender: 1, no: 'YS0001' },
  [MEMBER.approverB]: { departments: [30101], standard: 33101, flow: 34101, email: 'qianfang@yuanshan.example', gender: 2, no: 'YS0002' },
  [MEMBER.dossenClient]: { departments: [30301], standard: null, flow: null, email: 'chenjing@yuehai.example', gender: 2, no: 'YH0001' },
}

async function insertPeople(tx: Queryable, hashes: string[]) {
  for (const [index, person] of PEOPLE.entries()) {
    await tx.query('insert into accounts (id, phone, password_hash) values ($1, $2, $3)', [person.accountId, person.phone, hashes[index]])
    for (const member of person.members) {
      const details = MEMBER_DETAILS[member.memberId]
      const flags = ROLE_FLAGS[member.role]
      const columns = Object.keys(flags)
      await tx.query(
        `insert into members (id, account_id, enterprise_id, name, email, gender, employee_no, travel_standard_id, approval_flow_id
           ${columns.map((c) => `, ${c}`).join('')})
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9 ${columns.map((_, i) => `, $${i + 10}`).join('')})`,
        [member.memberId, person.accountId, member.enterpriseId, person.name, details.email, details.gender, details.no,
          details.standard, details.flow, ...columns.map((c) => flags[c])],
      )
      for (const [i, departmentId] of details.departments.entries()) {
        await tx.query('insert into member_departments (member_id, department_id, is_default) values ($1, $2, $3)', [member.memberId, departmentId, i === 0])
      }
    }
    await tx.query('update accounts set last_member_id = $2 where id = $1', [person.accountId, person.members[0].memberId])
  }
}

async function insertBudgets(tx: Queryable, now: Date) {
  const year = shanghaiDate(now).slice(0, 4)
  await tx.query(
    `insert into budgets (id, enterprise_id, name, dimension_type, dimension_id, period, amount_fen, used_fen, control_type) values
       (36001, $1, '市场部年度差旅预算', 'department', 30002, $3, 5000000, 1280000, 2),
       (36002, $1, '研发费用中心年度预算', 'costCenter', 31002, $3, 20000000, 0, 1),
       (36003, $1, '华东区渠道拓展项目预算', 'project', 32001, $3, 3000000, 2900000, 2),
       (36101, $2, '业务部年度差旅预算', 'department', 30102, $3, 1000000, 0, 2)`,
    [ENTERPRISE.a, ENTERPRISE.b, year],
  )
}

async function insertTripsAndApprovals(tx: Queryable, now: Date) {
  const today = shanghaiDate(now)
  const flightDay = addDays(today, 7)
  const order = `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type,
      status, status_name, amount_fen, title, description, departure_name, arrival_name, arrival_city_code, arrival_city_name,
      start_time, end_time)
    values ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`
  const compact = flightDay.replaceAll('-', '')
  await tx.query(order, [`F${compact}0001`, ENTERPRISE.a, MEMBER.employee, '张伟', 5, 'ticketed', '已出票', 128000,
    '北京 - 上海 CA1831', '中国国际航空 CA1831 经济舱', '北京首都国际机场T3', '上海虹桥国际机场T2', '310100', '上海',
    shanghaiInstant(flightDay, '09:00'), shanghaiInstant(flightDay, '11:15')])
  await tx.query(order, [`H${compact}0002`, ENTERPRISE.a, MEMBER.employee, '张伟', 1, 'confirmed', '已确认', 91600,
    '全季酒店(上海虹桥枢纽店)', `高级大床房 2晚 ${flightDay} 入住`, '', '上海市闵行区', '310100', '上海',
    shanghaiInstant(flightDay, '14:00'), shanghaiInstant(addDays(flightDay, 2), '12:00')])
  await tx.query(order, [`T${compact}0003`, ENTERPRISE.b, MEMBER.employeeB, '赵磊', 6, 'ticketed', '已出票', 55300,
    '广州南 - 北京西 G80', 'G80 二等座 08车12F', '广州南站', '北京西站', '110100', '北京',
    shanghaiInstant(addDays(today, 3), '10:00'), shanghaiInstant(addDays(today, 3), '17:58')])

  await tx.query(
    `insert into approvals (id, enterprise_id, applicant_member_id, flow_id, kind, title, amount_fen) values
       (35001, $1, $2, 34001, 'travelApply', '出差申请：北京 - 上海 客户拜访', 300000)`,
    [ENTERPRISE.a, MEMBER.employee],
  )
  await tx.query(
    `insert into approval_tasks (approval_id, enterprise_id, approver_member_id, step) values (35001, $1, $2, 1)`,
    [ENTERPRISE.a, MEMBER.approver],
  )
  await tx.query(
    `insert into external_journeys (enterprise_id, member_id, journey_biz_no, source, product_type, depart_city_name,
       arrive_city_name, start_date, end_date, reason, passengers)
     values ($1, $2, 'JBN202611000001', '差旅平台', 5, '北京', '上海', $3, $4, '客户拜访', $5)`,
    [ENTERPRISE.a, MEMBER.employee, flightDay, addDays(flightDay, 2), JSON.stringify([
      { name: '张伟', phone: '13800000001', identityType: 1, identityNo: '110101199001011384', memberId: MEMBER.employee },
      { name: '周敏', phone: '13700000009', identityType: 1, identityNo: '310104199205052395', memberId: null },
    ])],
  )
  await tx.query(
    `insert into member_frequent_functions (member_id, function_code, sort) values
       ($1, 'hotel', 1), ($1, 'flight', 2), ($1, 'train', 3), ($1, 'trips', 4), ($1, 'tripApply', 5)`,
    [MEMBER.employee],
  )
}

async function insertContent(tx: Queryable) {
  await tx.exec(`
    insert into banners (plat_id, enterprise_id, title, image_url, link_url, sort) values
      (1020, null, '企业差旅 一站管理', '/server-assets/banners/travel.svg', '/pages/index3.0/introduction', 1),
      (1020, null, '酒店协议价 低至 8 折', '/server-assets/banners/hotel.svg', '/pages/product3.0/hotel/index/index', 2),
      (1020, null, '出差申请 在线审批', '/server-assets/banners/approval.svg', '/pages/bill/travelApply/create', 3),
      (1004, null, '东呈会员 商旅专享', '/server-assets/banners/dossen.svg', '/pages/product3.0/hotel/index/index', 1),
      (null, ${ENTERPRISE.a}, '星河智联 差旅制度 2026 版', '/server-assets/banners/policy.svg', '', 0);
    insert into public_config (key, value, description) values
      ('OnlineServiceAppKey', 'demo-online-service-app-key', '在线客服应用 key'),
      ('CustomerServiceTeam', 'cs-team-default', '在线客服分组'),
      ('CustomerServiceTeam1004', 'cs-team-dossen', '东呈平台在线客服分组'),
      ('InternationalAirTicketCustomerServiceTeam', 'cs-team-international-air', '国际机票客服分组'),
      ('InternationalAirTicketCustomerServiceTeam1004', 'cs-team-dossen-international-air', '东呈平台国际机票客服分组');
    -- The app asks for the group suffixed by its platform id first: every platform has both keys, those
    -- without a group of their own pointing at the shared one (a 4004 there left 在线客服 without a group).
    insert into public_config (key, value, description)
      select k.key || p.plat_id, k.value, k.description || '（平台 ' || p.plat_id || '）'
        from platforms p cross join (values
          ('CustomerServiceTeam', 'cs-team-default', '在线客服分组'),
          ('InternationalAirTicketCustomerServiceTeam', 'cs-team-international-air', '国际机票客服分组')) as k (key, value, description)
      on conflict (key) do nothing;
  `)
}
