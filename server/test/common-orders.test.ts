import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ENTERPRISE, MEMBER, PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()

test('ValidateBudget: department default, cost centre and project; forbid and warn', async () => {
  const url = '/common/api/Budget/ValidateBudget'
  await assertAuthRequired(t, url, { Amount: 100, ProductType: 5 })
  const token = await t.login(PHONE.employee)
  const fits = await t.post(url, { Amount: 100_000, ProductType: 5 }, { token })
  assert.equal(fits.Code, '0000')
  assert.deepEqual([fits.Data.IsPass, fits.Data.IsOverBudget, fits.Data.ControlType], [true, false, 0])
  assert.equal(fits.Data.Budgets[0].DimensionName, '市场部')
  assert.equal(fits.Data.Budgets[0].RemainingAmount, 5_000_000 - 1_280_000)
  const overProject = await t.post(url, { Amount: 200_000, ProductType: 1, ProjectId: '32001' }, { token })
  assert.deepEqual([overProject.Data.IsPass, overProject.Data.IsOverBudget, overProject.Data.ControlType], [false, true, 2])
  const warnOnly = await t.post(url, { Amount: 30_000_000, ProductType: 5, DepartmentId: '30003', CostCenterId: '31002' }, { token })
  assert.deepEqual([warnOnly.Data.IsPass, warnOnly.Data.IsOverBudget, warnOnly.Data.ControlType], [true, true, 1])
  // Another enterprise's ids are not found.
  assert.equal((await t.post(url, { Amount: 1, ProductType: 5, DepartmentId: '30102' }, { token })).Code, '4004')
  assert.equal((await t.post(url, { Amount: 1, ProductType: 5, ProjectId: '32101' }, { token })).Msg, '项目不存在')
  assert.equal((await t.post(url, { Amount: 1, ProductType: 5, CostCenterId: '31101' }, { token })).Msg, '成本中心不存在')
  assert.equal((await t.post(url, { Amount: 1.5, ProductType: 5 }, { token })).Msg, '金额格式不正确')
  assert.equal((await t.post(url, { Amount: -1, ProductType: 5 }, { token })).Msg, '金额超出允许范围')
  assert.equal((await t.post(url, { Amount: 1, ProductType: 2 }, { token })).Msg, '产品类型格式不正确')
  assert.equal((await t.post(url, { Amount: 1, ProductType: 5, TravelDate: '2026-02-30' }, { token })).Msg, '出行日期格式不正确')
})

test('GetTripList: the member orders as trips; enterprise B sees only its own', async () => {
  const url = '/common/api/order/GetTripList'
  await assertAuthRequired(t, url)
  const answer = await t.post(url, {}, { token: await t.login(PHONE.employee) })
  assert.equal(answer.Code, '0000')
  assert.equal(answer.Data.Total, 2)
  assert.deepEqual(answer.Data.Trips.map((x: { ProductType: number }) => x.ProductType).sort(), [1, 5])
  const flight = answer.Data.Trips.find((x: { ProductType: number }) => x.ProductType === 5)
  // The demo trip's flight is a ticketed order of the simulated channel (decision 0402): its own time and fare.
  const { rows } = await t.app.db.query<{ amount_fen: number; start_time: Date }>('select amount_fen, start_time from orders where order_no = $1', [flight.OrderNo])
  assert.equal(flight.Amount, Number(rows[0].amount_fen))
  assert.ok(flight.Amount > 0)
  assert.equal(Date.parse(flight.StartTime), rows[0].start_time.getTime())
  const upcoming = await t.post(url, { TripScope: 1, PageSize: 1 }, { token: await t.login(PHONE.employee) })
  assert.deepEqual([upcoming.Data.Trips.length, upcoming.Data.Total], [1, 2])
  assert.equal((await t.post(url, { TripScope: 2 }, { token: await t.login(PHONE.employee) })).Data.Total, 0)
  const other = await t.post(url, {}, { token: await t.login(PHONE.employeeB) })
  assert.deepEqual(other.Data.Trips.map((x: { Title: string }) => x.Title), ['广州南 - 北京西 G80'])
  assert.equal((await t.post(url, { PageSize: 1000 }, { token: await t.login(PHONE.employee) })).Msg, '每页条数超出允许范围')
  // An approver without trips gets an empty list, not an error.
  const none = await t.post(url, {}, { token: await t.login(PHONE.approver) })
  assert.deepEqual([none.Code, none.Data.Trips], ['0000', []])
})

test('GetSearchTripList: keyword, type and dates; 2000 when nothing matches', async () => {
  const url = '/common/api/order/GetSearchTripList'
  await assertAuthRequired(t, url, { Keyword: '上海' })
  const token = await t.login(PHONE.employee)
  const flightNo = (await t.app.db.query<{ flight_no: string }>(`select s.flight_no from flight_order_segments s join orders o on o.id = s.order_id where o.order_no like 'F%0001'`)).rows[0].flight_no
  const found = await t.post(url, { Keyword: flightNo }, { token })
  assert.deepEqual([found.Code, found.Data.Trips.length], ['0000', 1])
  assert.equal((await t.post(url, { Keyword: '上海', ProductType: 1 }, { token })).Data.Trips[0].ProductType, 1)
  const none = await t.post(url, { Keyword: '广州南' }, { token })
  assert.deepEqual([none.Code, none.Data.Trips, none.Data.Total], ['2000', [], 0])
  assert.equal((await t.post(url, { Keyword: '%' }, { token })).Code, '2000')
  assert.equal((await t.post(url, { StartDate: '2026-13-01' }, { token })).Code, '4000')
  assert.equal((await t.post(url, { StartDate: '2026-05-02', EndDate: '2026-05-01' }, { token })).Msg, '开始日期不能晚于结束日期')
})

test('GetReadFlag and UpdateReadFlag: own orders only', async () => {
  await assertAuthRequired(t, '/common/api/order/GetReadFlag')
  await assertAuthRequired(t, '/common/api/order/UpdateReadFlag', { OrderNos: [] })
  const token = await t.login(PHONE.employee)
  const unread = (await t.post('/common/api/order/GetReadFlag', {}, { token })).Data
  assert.equal(unread.UnreadOrderNos.length, 2)
  assert.equal(unread.HasUnread, true)
  const bToken = await t.login(PHONE.employeeB)
  const bOrder = (await t.post('/common/api/order/GetReadFlag', {}, { token: bToken })).Data.UnreadOrderNos[0]
  assert.equal((await t.post('/common/api/order/UpdateReadFlag', { OrderNos: [bOrder] }, { token })).Code, '4004')
  assert.equal((await t.post('/common/api/order/GetReadFlag', {}, { token: bToken })).Data.UnreadOrderNos.length, 1)
  assert.deepEqual((await t.post('/common/api/order/UpdateReadFlag', { OrderNos: [unread.UnreadOrderNos[0]] }, { token })).Data, { UpdatedCount: 1 })
  assert.deepEqual((await t.post('/common/api/order/GetReadFlag', {}, { token })).Data.UnreadOrderNos, [unread.UnreadOrderNos[1]])
  // No numbers: every unread order of the member (the one left, and the demo trip's completed orders) is marked read.
  const all = (await t.post('/common/api/order/UpdateReadFlag', { OrderNos: [] }, { token })).Data
  assert.ok(all.UpdatedCount >= 1, `marked ${all.UpdatedCount}`)
  assert.deepEqual((await t.post('/common/api/order/GetReadFlag', {}, { token })).Data, { UnreadOrderNos: [], HasUnread: false })
  assert.equal((await t.post('/common/api/order/UpdateReadFlag', { OrderNos: 'x' }, { token })).Code, '4000')
})

test('GetErrorOrderCount: Data is a number of the member abnormal orders', async () => {
  await assertAuthRequired(t, '/common/api/order/GetErrorOrderCount')
  const token = await t.login(PHONE.finance)
  assert.deepEqual(await t.post('/common/api/order/GetErrorOrderCount', {}, { token }), { Code: '0000', Msg: '成功', Data: 0 })
  await t.app.db.query(
    `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name,
       is_error, title, start_time) values ('F-ERR-1', $1, $2, $2, '王芳', 5, 'ticketFailed', '出票失败', true, '出票失败订单', now())`,
    [ENTERPRISE.a, MEMBER.finance],
  )
  assert.equal((await t.post('/common/api/order/GetErrorOrderCount', {}, { token })).Data, 1)
  assert.equal((await t.post('/common/api/order/GetErrorOrderCount', {}, { token: await t.login(PHONE.employee) })).Data, 0)
  // An abnormal order is not a trip.
  assert.equal((await t.post('/common/api/order/GetTripList', {}, { token })).Data.Total, 0)
})

test('GetToDoApprovalSummary: pending approvals of the approver; 0 for others', async () => {
  const url = '/common/api/approval/GetToDoApprovalSummary'
  await assertAuthRequired(t, url)
  // What the approver's 审批 screen shows: pending order approvals and the 出差申请 waiting on them (the seeded one).
  const approver = await t.login(PHONE.approver)
  const listed = await t.post('/b2b/TMC/GetApprovalOrderList', { Tab: 'pending', PageIndex: 1, PageSize: 50 }, { token: approver })
  const applications = await t.post('/b2b/TravelApply/List', { Tab: 'pending', PageIndex: 1, PageSize: 1 }, { token: approver })
  assert.ok(applications.Data.Total >= 1, 'the seeded 出差申请 waits on the approver')
  const bills = await t.post('/b2b/CustomerBill/GetApprovalBillList', { Tab: 'pending', PageIndex: 1, PageSize: 1 }, { token: approver })
  const loans = await t.post('/b2b/CustomerBill/GetLoanBillList', { Tab: 'pending', PageIndex: 1, PageSize: 1 }, { token: approver })
  const summary = (await t.post(url, {}, { token: approver })).Data
  assert.equal(summary.Orders, listed.Data?.Total ?? 0)
  assert.equal(summary.TravelApplications + summary.DailyApplications, applications.Data.Total)
  assert.deepEqual([summary.Bills, summary.Loans], [bills.Data?.Total ?? 0, loans.Data?.Total ?? 0])
  assert.equal(summary.DataCount, summary.Orders + summary.TravelApplications + summary.DailyApplications + summary.Bills + summary.Loans + summary.Repayments)
  const none = { DataCount: 0, Orders: 0, TravelApplications: 0, DailyApplications: 0, Bills: 0, Loans: 0, Repayments: 0 }
  assert.deepEqual((await t.post(url, {}, { token: await t.login(PHONE.employee) })).Data, none)
  assert.deepEqual((await t.post(url, {}, { token: await t.login(PHONE.employeeB) })).Data, none)
})

test('GetApprovalOrderList filters by product: each product lists exactly its own approvals (issue 34)', async () => {
  const employee = await t.login(PHONE.employee)
  const day = new Date(Date.now() + 8 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10)
  const flights = await t.post('/b2b/Flight/QueryFlightList', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: day }, { token: employee })
  let fare: { FareId: string; PriceFen: number } | undefined
  for (const flight of flights.Data.Flights) {
    const seats = await t.post('/b2b/Flight/QuerySeatList', { FlightNo: flight.FlightNo, DepartDate: day, DepartCityCode: 'BJS', ArriveCityCode: 'SHA' }, { token: employee })
    fare = seats.Data.Fares.find((f: { IsOverStandard: boolean; SeatsLeft: number }) => f.IsOverStandard && f.SeatsLeft > 0)
    if (fare) break
  }
  assert.ok(fare, 'an over-standard fare')
  const booked = await t.post('/b2b/Flight/CreateOrder', {
    Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }], Passengers: [{ Name: '张三', IdType: 1, IdNo: '110101199001015553', Phone: '13800000001', MemberId: '' }],
    Contact: { Name: '张三', Phone: '13800000001' }, CostCenterName: '', ProjectName: '', OverStandardReason: '客户要求',
  }, { token: employee, headers: { reqId: `approval-filter-${Date.now()}` } })
  assert.equal(booked.Data?.OrderStatus, 'PendingApproval', booked.Msg)
  const approver = await t.login(PHONE.approver)
  for (const Tab of ['pending', 'mine'] as const) {
    const token = Tab === 'mine' ? employee : approver
    const all = await t.post('/b2b/TMC/GetApprovalOrderList', { Tab, PageIndex: 1, PageSize: 50 }, { token })
    const items: { ApprovalNo: string; ProductType: number }[] = all.Data?.Items ?? []
    assert.ok(items.some((i) => i.ProductType === 5), 'the flight approval is listed')
    for (const ProductType of [1, 5, 6, 7, 8]) {
      const only = await t.post('/b2b/TMC/GetApprovalOrderList', { Tab, PageIndex: 1, PageSize: 50, ProductType }, { token })
      assert.ok(['0000', '2000'].includes(only.Code), `${only.Code} ${only.Msg}`)
      const expected = items.filter((i) => i.ProductType === ProductType).map((i) => i.ApprovalNo)
      assert.deepEqual((only.Data?.Items ?? []).map((i: { ApprovalNo: string }) => i.ApprovalNo), expected, `${Tab} product ${ProductType}`)
      assert.equal(only.Data?.Total ?? 0, expected.length)
    }
  }
})

test('GetBonusPointsStatus: the enterprise switches', async () => {
  const url = '/common/api/bonusPoints/GetBonusPointsStatus'
  await assertAuthRequired(t, url)
  assert.deepEqual((await t.post(url, {}, { token: await t.login(PHONE.dossenSale) })).Data, {
    IsOpenBonusPoints: true, BonusPointsEnterpriseStatus: 1, BonusPointsUseCarLimited: false, IsOpenBounusMall: true,
  })
  assert.deepEqual((await t.post(url, {}, { token: await t.login(PHONE.employee) })).Data, {
    IsOpenBonusPoints: false, BonusPointsEnterpriseStatus: 0, BonusPointsUseCarLimited: false, IsOpenBounusMall: false,
  })
})

test('GetExternalOrderInfos: a journey of the enterprise, masked; another enterprise gets 4004', async () => {
  const url = '/common/api/travelBusinessOrder/GetExternalOrderInfos'
  await assertAuthRequired(t, url, { journeyBizNo: 'JBN202611000001' })
  const answer = await t.post(url, { journeyBizNo: 'JBN202611000001' }, { token: await t.login(PHONE.approver) })
  assert.equal(answer.Code, '0000')
  assert.equal(answer.Data.DepartCityName, '北京')
  assert.deepEqual(answer.Data.ExternalOrderTravelPassengers[0], {
    Name: '张伟', Phone: '138****0001', IdentityType: 1, IdentityNo: '1101**********1384', MemberId: String(MEMBER.employee),
  })
  assert.equal(answer.Data.ExternalOrderTravelPassengers[1].MemberId, '')
  assert.equal((await t.post(url, { journeyBizNo: 'JBN202611000001' }, { token: await t.login(PHONE.employeeB) })).Code, '4004')
  assert.equal((await t.post(url, {}, { token: await t.login(PHONE.employee) })).Msg, '请填写行程单号')
})
