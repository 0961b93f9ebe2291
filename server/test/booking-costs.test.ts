/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { ENTERPRISE, PHONE, setupFile } from './helper'
import { F, day, economyFare, withReq } from './flight-fixtures'

// Issue 15 / decision 0480: flight, car and takeout bookings are charged to a cost centre and project picked by id,
// checked against the product's cost modules and the budget, and (flight, 差旅用车) may hang off a travel application.
const t = setupFile({ orderJobs: false })
const CAR = '/car/api'
const W = '/waimai/takeout'
const START = { Name: '上海虹桥站东出口网约车上车点', Address: '闵行区申贵路1500号', CityCode: '310100', Longitude: 121.322384, Latitude: 31.1941 }
const END = { Name: '人民广场', Address: '黄浦区人民大道', CityCode: '310100', Longitude: 121.4737, Latitude: 31.2304 }
const ADDRESS = { Contact: '张伟', Phone: '13800000001', Address: '上海市黄浦区人民大道200号 8楼', CityName: '上海' }
const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string
const today = () => day(0)

/** A cost centre of enterprise A that no seeded budget names, one of enterprise B, and a project of B. */
async function ids() {
  const { rows: ours } = await t.app.db.query<{ id: number; name: string }>(`select id, name from cost_centers where enterprise_id = $1 and code = 'CC-HR'`, [ENTERPRISE.a])
  const { rows: theirs } = await t.app.db.query<{ id: number }>('select id from cost_centers where enterprise_id = $1 order by id limit 1', [ENTERPRISE.b])
  const { rows: theirProject } = await t.app.db.query<{ id: number }>('select id from projects where enterprise_id = $1 order by id limit 1', [ENTERPRISE.b])
  const { rows: ourProject } = await t.app.db.query<{ id: number; name: string }>(`select id, name from projects where enterprise_id = $1 and code = 'P-ERP'`, [ENTERPRISE.a])
  return { ours: ours[0], theirs: theirs[0]?.id, theirProject: theirProject[0]?.id, ourProject: ourProject[0] }
}

/** A budget on the cost centre for the year of `date`: `remainingFen` left, control 1 (needs approval) or 2 (blocked). */
async function budgetOn(costCenterId: number, date: string, remainingFen: number, control: 1 | 2) {
  await t.app.db.query(
    `insert into budgets (enterprise_id, name, dimension_type, dimension_id, period, amount_fen, used_fen, control_type)
     values ($1, '人力资源费用中心预算', 'costCenter', $2, $3, $4, 0, $5)
     on conflict (enterprise_id, dimension_type, dimension_id, period) do update set amount_fen = excluded.amount_fen, used_fen = 0, control_type = excluded.control_type`,
    [ENTERPRISE.a, costCenterId, date.slice(0, 4), remainingFen, control],
  )
}

async function dropBudgets(costCenterId: number) {
  await t.app.db.query(`delete from budgets where dimension_type = 'costCenter' and dimension_id = $1`, [costCenterId])
}

/** An approved travel application of the employee to 上海 over the next days for the products given. */
async function approvedApplication(employee: string, products: string[]): Promise<string> {
  const approver = await t.login(PHONE.approver)
  const created = await t.post('/b2b/TravelApply/Create', {
    Reason: '拜访上海客户', DepartCity: '北京', Cities: ['上海'], StartDate: today(), EndDate: day(20), Products: products, BudgetFen: 800000, Submit: true,
  }, withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  const approved = await t.post('/b2b/TravelApply/Approve', { ApplyNo: created.Data.ApplyNo, Comment: '同意' }, withReq(approver))
  assert.equal(approved.Code, '0000', approved.Msg)
  return created.Data.ApplyNo
}

async function withSetting<T>(sql: string, undo: string, run: () => Promise<T>): Promise<T> {
  await t.app.db.query(sql, [ENTERPRISE.a])
  try {
    return await run()
  } finally {
    await t.app.db.query(undo, [ENTERPRISE.a])
  }
}

const flightBody = (fare: any, extra: object = {}) => ({
  Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
  Passengers: [{ Name: '张三', IdType: 1, IdNo: '110101199001011384', Phone: '13800000001', MemberId: '' }],
  Contact: { Name: '张三', Phone: '13800000001' },
  CostCenterName: '',
  ProjectName: '',
  OverStandardReason: '',
  ...extra,
})

test('flight: cost centre and project by id (another enterprise\'s refused), the flight cost modules, malformed ids', async () => {
  const token = await t.login(PHONE.employee)
  const { ours, theirs, theirProject, ourProject } = await ids()
  const fare = await economyFare(t, token, 'BJS', 'SHA', 9)
  const theirCentre = await t.post(F('CreateOrder'), flightBody(fare, { CostCenterId: String(theirs) }), withReq(token))
  assert.deepEqual([theirCentre.Code, theirCentre.Msg], ['4000', '成本中心不存在'])
  const theirs2 = await t.post(F('CreateOrder'), flightBody(fare, { ProjectId: String(theirProject) }), withReq(token))
  assert.deepEqual([theirs2.Code, theirs2.Msg], ['4000', '项目不存在'])
  assert.equal((await t.post(F('CreateOrder'), flightBody(fare, { CostCenterId: 'abc' }), withReq(token))).Code, '4000')
  assert.equal((await t.post(F('CreateOrder'), flightBody(fare, { TravelApplyNo: 'X1' }), withReq(token))).Code, '4000')

  await t.app.db.query(`insert into enterprise_cost_modules (enterprise_id, product_type, sort, model_name, type, is_require, is_hide, placeholder)
    values ($1, 5, 1, '成本中心', 'costCenter', true, false, '请选择成本中心'), ($1, 5, 2, '项目', 'project', false, false, '请选择项目')`, [ENTERPRISE.a])
  try {
    const missing = await t.post(F('CreateOrder'), flightBody(fare), withReq(token))
    assert.deepEqual([missing.Code, missing.Msg], ['4000', '请选择成本中心'])
    const privately = await t.post(F('CreateOrder'), flightBody(fare, { IsPrivate: 1 }), withReq(token))
    assert.equal(privately.Code, '0000', `a private booking is not charged: ${privately.Msg}`)
    const created = await t.post(F('CreateOrder'), flightBody(fare, { CostCenterId: String(ours.id), CostCenterName: '随便写', ProjectId: String(ourProject.id) }), withReq(token))
    assert.equal(created.Code, '0000', created.Msg)
    const { rows } = await t.app.db.query<any>(
      'select f.cost_center_id, f.cost_center_name, f.project_id, f.project_name from flight_orders f join orders o on o.id = f.order_id where o.order_no = $1',
      [created.Data.OrderNo],
    )
    assert.deepEqual(rows[0], { cost_center_id: ours.id, cost_center_name: ours.name, project_id: ourProject.id, project_name: ourProject.name })
    const detail = await t.post(F('GetOrderDetail'), { OrderNo: created.Data.OrderNo }, { token })
    assert.equal(JSON.stringify(detail.Data).includes(ours.name), true, 'the detail names the cost centre')
  } finally {
    await t.app.db.query('delete from enterprise_cost_modules where enterprise_id = $1 and product_type = 5', [ENTERPRISE.a])
  }
})

test('flight: over a forbidding budget refused, over a warning one goes to approval, under an approved application no second approval', async () => {
  const token = await t.login(PHONE.employee)
  const { ours } = await ids()
  const fare = await economyFare(t, token, 'BJS', 'SHA', 10)
  const date = day(10)
  try {
    await budgetOn(ours.id, date, 100, 2)
    const blocked = await t.post(F('CreateOrder'), flightBody(fare, { CostCenterId: String(ours.id) }), withReq(token))
    assert.deepEqual([blocked.Code, blocked.Msg], ['4001', '超出人力资源费用中心预算，不允许预订'])
    const budget = await t.post('/common/api/Budget/ValidateBudget', { Amount: fare.PriceFen, ProductType: 5, CostCenterId: String(ours.id), TravelDate: date }, { token })
    assert.equal(budget.Data.IsPass, false)

    await budgetOn(ours.id, date, 100, 1)
    const warned = await t.post(F('CreateOrder'), flightBody(fare, { CostCenterId: String(ours.id) }), withReq(token))
    assert.equal(warned.Code, '0000', warned.Msg)
    assert.deepEqual([warned.Data.NeedApproval, warned.Data.OrderStatus], [true, 'PendingApproval'])

    const hotelOnly = await approvedApplication(token, ['hotel'])
    const notCovered = await t.post(F('CreateOrder'), flightBody(fare, { CostCenterId: String(ours.id), TravelApplyNo: hotelOnly }), withReq(token))
    assert.deepEqual([notCovered.Code, notCovered.Msg], ['4001', '出差申请不包含该产品'])
    const applyNo = await approvedApplication(token, ['hotel', 'flight'])
    const outsider = await t.login(PHONE.employeeB)
    const outsiderFare = await economyFare(t, outsider, 'BJS', 'SHA', 10)
    assert.equal((await t.post(F('CreateOrder'), flightBody(outsiderFare, { TravelApplyNo: applyNo }), withReq(outsider))).Code, '4004')
    const under = await t.post(F('CreateOrder'), flightBody(fare, { CostCenterId: String(ours.id), TravelApplyNo: applyNo }), withReq(token))
    assert.equal(under.Code, '0000', under.Msg)
    assert.deepEqual([under.Data.NeedApproval, under.Data.OrderStatus], [false, 'PendingPayment'])
    const { rows } = await t.app.db.query<{ travel_apply_no: string }>('select travel_apply_no from orders where order_no = $1', [under.Data.OrderNo])
    assert.equal(rows[0].travel_apply_no, applyNo)
    const detail = await t.post(F('GetOrderDetail'), { OrderNo: under.Data.OrderNo }, { token })
    assert.equal(detail.Data.TravelApplyNo, applyNo, 'the flight order says the application it was booked under (issue 34)')
    const elsewhere = await economyFare(t, token, 'BJS', 'SZX', 10)
    const otherCity = await t.post(F('CreateOrder'), flightBody(elsewhere, { TravelApplyNo: applyNo }), withReq(token))
    assert.deepEqual([otherCity.Code, otherCity.Msg], ['4001', '出差申请的城市不包含深圳'])
  } finally {
    await dropBudgets(ours.id)
  }
})

test('flight: needTravelFormVuex and externalNeedTravelBill ask for an application', async () => {
  const token = await t.login(PHONE.employee)
  const fare = await economyFare(t, token, 'BJS', 'SHA', 11)
  await withSetting('update travel_apply_settings set need_travel_form = true where enterprise_id = $1', 'update travel_apply_settings set need_travel_form = false where enterprise_id = $1', async () => {
    const refused = await t.post(F('CreateOrder'), flightBody(fare), withReq(token))
    assert.deepEqual([refused.Code, refused.Msg], ['4000', '请选择出差申请单'])
    assert.equal((await t.post(F('CreateOrder'), flightBody(fare, { IsPrivate: 1 }), withReq(token))).Code, '0000')
  })
  await withSetting('update enterprise_app_config set external_need_travel_bill = true where enterprise_id = $1', 'update enterprise_app_config set external_need_travel_bill = false where enterprise_id = $1', async () => {
    const external = await t.post(F('CreateOrder'), flightBody(fare, { JourneyBizNo: 'J20260101' }), withReq(token))
    assert.equal(external.Code, '4000')
    assert.match(external.Msg, /出差申请/)
    assert.equal((await t.post(F('CreateOrder'), flightBody(fare), withReq(token))).Code, '0000')
  })
})

/** Enterprise A's car standard without time windows, so that the tests do not depend on the hour. */
async function allDayCars() {
  await t.app.db.query(`update policy_standards set standard = jsonb_set(standard, '{timeWindows}', '[]'::jsonb) where enterprise_id = $1 and product = 'car'`, [ENTERPRISE.a])
}

async function callCar(token: string, extra: Record<string, unknown> = {}) {
  const useType = (extra.UseType as number | undefined) ?? 1
  const price = await t.post(`${CAR}/order/QueryPrice`, { UseType: useType, Start: START, End: END, DepartTime: null }, { token })
  assert.equal(price.Code, '0000', price.Msg)
  const body = { UseType: 1, CarType: 1, Start: START, End: END, DepartTime: null, ReasonCode: '3', Reason: '', PassengerPhone: '', EstimateFen: price.Data.PriceList[0].EstimateFen, ...extra }
  return t.post(`${CAR}/order/SubmitOrderNew`, body, { token, headers: { reqId: randomUUID() } })
}

test('car: cost centre by id, another enterprise\'s refused, the budget blocks or asks approval, malformed ids', async () => {
  await allDayCars()
  const token = await t.login(PHONE.employee)
  const { ours, theirs, theirProject } = await ids()
  assert.deepEqual(Object.values(await callCar(token, { CostCenterId: String(theirs) })).slice(0, 2), ['4000', '成本中心不存在'])
  assert.deepEqual(Object.values(await callCar(token, { ProjectId: String(theirProject) })).slice(0, 2), ['4000', '项目不存在'])
  assert.equal((await callCar(token, { CostCenterId: '1.5' })).Code, '4000')
  try {
    await budgetOn(ours.id, today(), 100, 2)
    const blocked = await callCar(token, { CostCenterId: String(ours.id) })
    assert.deepEqual([blocked.Code, blocked.Msg], ['4001', '超出人力资源费用中心预算，不允许预订'])
    await budgetOn(ours.id, today(), 100, 1)
    const warned = await callCar(token, { CostCenterId: String(ours.id), CostCenterName: '' })
    assert.equal(warned.Code, '0000', warned.Msg)
    assert.deepEqual([warned.Data.NeedApproval, warned.Data.OrderStatus], [true, 'PendingApproval'])
    const { rows } = await t.app.db.query<{ cost_center_name: string }>('select c.cost_center_name from car_orders c join orders o on o.id = c.order_id where o.order_no = $1', [warned.Data.OrderNo])
    assert.equal(rows[0].cost_center_name, ours.name)
  } finally {
    await dropBudgets(ours.id)
  }
})

test('car: 差旅用车 (送机) under an approved application needs no approval; 立即用车 cannot hang off one; needTravelFormVuex asks only 差旅用车', async () => {
  await allDayCars()
  const token = await t.login(PHONE.employee)
  const { ours } = await ids()
  const applyNo = await approvedApplication(token, ['hotel', 'car'])
  try {
    await budgetOn(ours.id, today(), 100, 1)
    const immediate = await callCar(token, { CostCenterId: String(ours.id), TravelApplyNo: applyNo })
    assert.deepEqual([immediate.Code, immediate.Msg], ['4000', '立即用车不能关联出差申请'])
    const dropOff = await callCar(token, { UseType: 4, CostCenterId: String(ours.id), TravelApplyNo: applyNo })
    assert.equal(dropOff.Code, '0000', dropOff.Msg)
    assert.equal(dropOff.Data.NeedApproval, false)
    const { rows } = await t.app.db.query<{ travel_apply_no: string }>('select travel_apply_no from orders where order_no = $1', [dropOff.Data.OrderNo])
    assert.equal(rows[0].travel_apply_no, applyNo)
    const trainOnly = await approvedApplication(token, ['train'])
    assert.deepEqual(Object.values(await callCar(token, { UseType: 4, TravelApplyNo: trainOnly })).slice(0, 2), ['4001', '出差申请不包含该产品'])
  } finally {
    await dropBudgets(ours.id)
  }
  await withSetting('update travel_apply_settings set need_travel_form = true where enterprise_id = $1', 'update travel_apply_settings set need_travel_form = false where enterprise_id = $1', async () => {
    const refused = await callCar(token, { UseType: 4 })
    assert.deepEqual([refused.Code, refused.Msg], ['4000', '请选择出差申请单'])
    const immediate = await callCar(token)
    assert.equal(immediate.Code, '0000', `立即用车 needs no application: ${immediate.Msg}`)
  })
})

test('takeout: the presave carries the cost centre (another enterprise\'s refused, required module checked); checkout checks the budget', async () => {
  const token = await t.login(PHONE.employee)
  const { ours, theirs } = await ids()
  const presave = (extra: Record<string, unknown> = {}) => t.post(`${W}/Presave`, { Address: ADDRESS, ReasonCode: '', Reason: '', Remark: '', ...extra }, { token, headers: { reqId: randomUUID() } })
  assert.deepEqual(Object.values(await presave({ CostCenterId: String(theirs) })).slice(0, 2), ['4000', '成本中心不存在'])
  assert.equal((await presave({ ProjectId: 'x' })).Code, '4000')
  await t.app.db.query(`insert into enterprise_cost_modules (enterprise_id, product_type, sort, model_name, type, is_require, is_hide, placeholder)
    values ($1, 8, 1, '成本中心', 'costCenter', true, false, '请选择成本中心')`, [ENTERPRISE.a])
  const { rows: flow } = await t.app.db.query<{ id: number }>(
    `insert into order_approval_flows (enterprise_id, product_type, name, applies_when) values ($1, 8, '外卖超预算审批', 'overStandard') returning id`, [ENTERPRISE.a],
  )
  const { rows: approver } = await t.app.db.query<{ id: number }>(`select m.id from members m join accounts a on a.id = m.account_id where a.phone = $1 and m.enterprise_id = $2`, [PHONE.approver, ENTERPRISE.a])
  await t.app.db.query(`insert into order_approval_levels (flow_id, level, name, approver_member_ids, min_amount_fen) values ($1, 1, '部门负责人审批', $2, 0)`, [flow[0].id, [approver[0].id]])
  try {
    assert.deepEqual(Object.values(await presave()).slice(0, 2), ['4000', '请选择成本中心'])
    await budgetOn(ours.id, today(), 100, 2)
    const blockedSheet = await presave({ CostCenterId: String(ours.id) })
    assert.equal(blockedSheet.Code, '0000', blockedSheet.Msg)
    const blocked = await t.post('/waimai/provider/checkout', { Token: tokenOf(blockedSheet.Data.DetailUrl), Items: [{ DishId: 'd1', Count: 1 }] })
    assert.deepEqual([blocked.Code, blocked.Msg], ['4001', '超出人力资源费用中心预算，不允许预订'])
    await budgetOn(ours.id, today(), 100, 1)
    const ordered = await t.post('/waimai/provider/checkout', { Token: tokenOf(blockedSheet.Data.DetailUrl), Items: [{ DishId: 'd1', Count: 1 }] })
    assert.equal(ordered.Code, '0000', ordered.Msg)
    const detail = await t.post(`${W}/GetOrderDetail`, { OrderNo: ordered.Data.OrderNo }, { token })
    assert.equal(detail.Code, '0000', detail.Msg)
    assert.deepEqual([detail.Data.Status, detail.Data.CostCenterName], ['PendingApproval', ours.name])
    const approverToken = await t.login(PHONE.approver)
    const seen = await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: ordered.Data.OrderNo }, { token: approverToken })
    assert.equal(seen.Code, '0000', seen.Msg)
    const approved = await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: seen.Data.ApprovalNo, Comment: '同意' }, { token: approverToken, headers: { reqId: randomUUID() } })
    assert.equal(approved.Code, '0000', approved.Msg)
    assert.equal((await t.post(`${W}/GetOrderDetail`, { OrderNo: ordered.Data.OrderNo }, { token })).Data.Status, 'Confirmed', 'approved: the provider has it')
    await budgetOn(ours.id, today(), 1_000_000, 1)
    const fine = await presave({ CostCenterId: String(ours.id) })
    const within = await t.post('/waimai/provider/checkout', { Token: tokenOf(fine.Data.DetailUrl), Items: [{ DishId: 'd1', Count: 1 }] })
    assert.equal(within.Code, '0000', within.Msg)
    const confirmed = await t.post(`${W}/GetOrderDetail`, { OrderNo: within.Data.OrderNo }, { token })
    assert.equal(confirmed.Data.Status, 'Confirmed')
  } finally {
    await dropBudgets(ours.id)
    await t.app.db.query('delete from enterprise_cost_modules where enterprise_id = $1 and product_type = 8', [ENTERPRISE.a])
    await t.app.db.query('delete from order_approval_levels where flow_id = $1', [flow[0].id])
    await t.app.db.query('delete from order_approval_flows where id = $1', [flow[0].id])
  }
})

test('train: over a forbidding budget refused; with room left it books', async () => {
  const token = await t.login(PHONE.employee)
  const { ours } = await ids()
  const date = day(9)
  const list = await t.post('/b2b/TrainTicket/QueryTrainList', { From: '北京', To: '上海', Date: date, OnlyHighSpeed: 1 }, { token })
  const train = list.Data.Trains.find((x: any) => x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining >= 1))
  const seat = train.Seats.find((s: any) => s.SeatCode === 'O')
  const body = {
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
    Passengers: [{ Name: '张伟', IdNo: '110101199001011384', Phone: '', MemberId: '' }], Contact: { Name: '张伟', Phone: '13800000001' },
    ExpectedTotalFen: seat.PriceFen, OverStandardReason: '', CostCenterId: String(ours.id),
  }
  try {
    await budgetOn(ours.id, date, 100, 2)
    const blocked = await t.post('/b2b/TrainTicket/CreateOrder', body, withReq(token))
    assert.deepEqual([blocked.Code, blocked.Msg], ['4001', '超出人力资源费用中心预算，不允许预订'])
    await budgetOn(ours.id, date, 10_000_000, 2)
    const fits = await t.post('/b2b/TrainTicket/CreateOrder', body, withReq(token))
    assert.equal(fits.Code, '0000', fits.Msg)
  } finally {
    await dropBudgets(ours.id)
  }
})
