import assert from 'node:assert/strict'
import { test } from 'node:test'
import { MEMBER, PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const base = '/common/api/Customer'

test('GetMyDepartments: the member departments, default first, with cost centres', async () => {
  await assertAuthRequired(t, `${base}/GetMyDepartments`)
  const answer = await t.post(`${base}/GetMyDepartments`, {}, { token: await t.login(PHONE.employee) })
  assert.deepEqual(answer.Data.Departments, [
    { DepartmentId: '30002', DepartmentName: '市场部', ParentDepartmentId: '', IsDefault: true, CostCenterId: '31001', CostCenterName: '市场费用中心' },
    { DepartmentId: '30006', DepartmentName: '销售部', ParentDepartmentId: '', IsDefault: false, CostCenterId: '31001', CostCenterName: '市场费用中心' },
  ])
  const other = await t.post(`${base}/GetMyDepartments`, {}, { token: await t.login(PHONE.employeeB) })
  assert.deepEqual(other.Data.Departments.map((d: { DepartmentName: string }) => d.DepartmentName), ['综合部'])
})

test('GetCustomerBaseInfoList: colleagues only; another enterprise ids answer 4004', async () => {
  const body = { CustomerIds: [String(MEMBER.employee), String(MEMBER.approver)] }
  await assertAuthRequired(t, `${base}/GetCustomerBaseInfoList`, body)
  const token = await t.login(PHONE.employee)
  const answer = await t.post(`${base}/GetCustomerBaseInfoList`, body, { token })
  assert.equal(answer.Code, '0000')
  const [first, second] = answer.Data.CustomerBaseInfos
  assert.equal(first.Customer.CustomerPhone, PHONE.employee)
  assert.deepEqual(first.DepartmentInfoList.map((d: { DepartmentName: string }) => d.DepartmentName), ['市场部', '销售部'])
  assert.equal(second.Customer.CustomerName, '李娜')
  const foreign = await t.post(`${base}/GetCustomerBaseInfoList`, { CustomerIds: [String(MEMBER.employee), String(MEMBER.employeeB)] }, { token })
  assert.deepEqual([foreign.Code, foreign.Data], ['4004', null])
  assert.equal((await t.post(`${base}/GetCustomerBaseInfoList`, { CustomerIds: [] }, { token })).Msg, '请选择人员')
  assert.equal((await t.post(`${base}/GetCustomerBaseInfoList`, { CustomerIds: ['abc'] }, { token })).Msg, '人员格式不正确')
  assert.equal((await t.post(`${base}/GetCustomerBaseInfoList`, { CustomerIds: '10001' }, { token })).Code, '4000')
})

test('IsPrivilegeStaffs', async () => {
  await assertAuthRequired(t, `${base}/IsPrivilegeStaffs`)
  assert.deepEqual((await t.post(`${base}/IsPrivilegeStaffs`, {}, { token: await t.login(PHONE.manager) })).Data, { IsPrivilegeStaff: true })
  assert.deepEqual((await t.post(`${base}/IsPrivilegeStaffs`, {}, { token: await t.login(PHONE.employee) })).Data, { IsPrivilegeStaff: false })
})

test('LoginInit records the device and answers the enterprise settings', async () => {
  await assertAuthRequired(t, `${base}/LoginInit`)
  const token = await t.login(PHONE.employee)
  const answer = await t.post(`${base}/LoginInit`, { PhoneType: 'H5', MemberMac: 'dev-1', Version: '8.15.00' }, { token })
  assert.equal(answer.Data.EnterpriseKey, '', 'the key is the managers\' to hand out (decision 0270)')
  assert.equal(answer.Data.bookingMethod, 1)
  assert.equal(answer.Data.IsTravelBussiness, 1)
  const { rows } = await t.app.db.query<{ device: { PhoneType: string } }>(
    `select device from sessions where member_id = $1 and revoked_at is null order by id desc limit 1`, [MEMBER.employee],
  )
  assert.equal(rows[0].device.PhoneType, 'H5')
})

test('GetLoginUserInfos: every settings flag of foundations section 3, by role', async () => {
  await assertAuthRequired(t, `${base}/GetLoginUserInfos`)
  const employee = (await t.post(`${base}/GetLoginUserInfos`, {}, { token: await t.login(PHONE.employee) })).Data
  for (const key of [
    'IsApprover', 'IsTrial', 'IsManage', 'IsFinancial', 'IsPermittedUseCar', 'IsPermittedUseCarTemp', 'IsPermittedUseCarWork',
    'IsPermittedBookHotel', 'IsPermittedBookInternationalHotel', 'IsPermittedBookFlight', 'IsPermittedBookTrain',
    'IsPermittedBookInternationalFlight', 'IsUploadTravelBusinessCertify', 'AccountBalance', 'HotelAdvanceDay', 'FlightAdvanceDay',
    'IsExpiredContract', 'takeoutPeritted', 'isOpenBonusPoints', 'IsUserNewExpense', 'CompanyName', 'phone',
    'CustomerDepartmentList', 'bookingMethod', 'EnterpriseKey', 'isPrivilegeStaffs', 'BonusPointsEnterpriseStatus',
    'BonusPointsUseCarLimited', 'IsOpenBounusMall', 'Customers',
  ]) assert.ok(key in employee, `${key} is missing`)
  // The company's 账户余额 is for finance and admins only (issue 35): an employee gets null, finance the fen.
  assert.equal(employee.AccountBalance, null)
  const finance = (await t.post(`${base}/GetLoginUserInfos`, {}, { token: await t.login(PHONE.finance) })).Data
  assert.equal(finance.AccountBalance, 12_860_050)
  assert.ok(Number.isInteger(finance.AccountBalance))
  assert.equal(employee.IsApprover, false)
  assert.equal(employee.IsPermittedBookHotel, true)
  assert.equal(employee.takeoutPeritted, true)
  assert.equal(employee.IsUserNewExpense, true)
  assert.equal(employee.FlightAdvanceDay, 3)
  assert.equal(employee.IsExpiredContract, false)
  assert.equal(employee.CustomerDepartmentList[0].DepartmentName, '市场部')
  assert.equal((await t.post(`${base}/GetLoginUserInfos`, {}, { token: await t.login(PHONE.approver) })).Data.IsApprover, true)
  assert.equal((await t.post(`${base}/GetLoginUserInfos`, {}, { token: await t.login(PHONE.finance) })).Data.IsFinancial, true)
  const manager = (await t.post(`${base}/GetLoginUserInfos`, {}, { token: await t.login(PHONE.manager) })).Data
  assert.equal(manager.IsManage, true)
  assert.equal(manager.IsPermittedBookInternationalFlight, true)
  const dossen = (await t.post(`${base}/GetLoginUserInfos`, {}, { token: await t.login(PHONE.dossenSale) })).Data
  assert.equal(dossen.isDossenSale, true)
  assert.equal(dossen.PlatId, 1004)
  assert.equal(dossen.isOpenBonusPoints, true)
  assert.equal(dossen.Customers.length, 2)
})

test('GetBelongEnterprises and GetBelongEnterpriseCustomerInfos: the account enterprises only', async () => {
  await assertAuthRequired(t, `${base}/GetBelongEnterprises`)
  await assertAuthRequired(t, `${base}/GetBelongEnterpriseCustomerInfos`)
  const sales = await t.login(PHONE.dossenSale)
  const enterprises = (await t.post(`${base}/GetBelongEnterprises`, {}, { token: sales })).Data.Enterprises
  assert.deepEqual(enterprises, [
    { EnterpriseId: '20003', EnterpriseName: '东呈酒店集团', PlatId: 1004, IsCurrent: true },
    { EnterpriseId: '20004', EnterpriseName: '粤海会展服务有限公司', PlatId: 1004, IsCurrent: false },
  ])
  const customers = (await t.post(`${base}/GetBelongEnterpriseCustomerInfos`, {}, { token: sales })).Data.Customers
  assert.deepEqual(customers.map((c: { MemberId: string }) => c.MemberId), [String(MEMBER.dossenSale), String(MEMBER.dossenClient)])
  const single = (await t.post(`${base}/GetBelongEnterprises`, {}, { token: await t.login(PHONE.employeeB) })).Data.Enterprises
  assert.deepEqual(single.map((e: { EnterpriseId: string }) => e.EnterpriseId), ['20002'])
})

test('RegisterCustomerInfo: by key alone a request for the managers, once (reqId makes retries safe)', async () => {
  await assertAuthRequired(t, `${base}/RegisterCustomerInfo`, { EnterpriseKey: 'YSMY2026' })
  const token = await t.login(PHONE.approver)
  assert.equal((await t.post(`${base}/RegisterCustomerInfo`, { EnterpriseKey: 'NOPE' }, { token })).Code, '4004')
  assert.equal((await t.post(`${base}/RegisterCustomerInfo`, { EnterpriseKey: '' }, { token })).Msg, '请填写企业注册码')
  const headers = { reqId: 'join-request-0001' }
  const first = await t.post(`${base}/RegisterCustomerInfo`, { EnterpriseKey: 'YSMY2026' }, { token, headers })
  assert.equal(first.Code, '0000', first.Msg)
  assert.equal(first.Data.EnterpriseName, '远山国际贸易有限公司')
  assert.deepEqual([first.Data.Status, first.Data.MemberId], ['pending', ''])
  const retry = await t.post(`${base}/RegisterCustomerInfo`, { EnterpriseKey: 'YSMY2026' }, { token, headers })
  assert.deepEqual(retry, first)
  const again = await t.post(`${base}/RegisterCustomerInfo`, { EnterpriseKey: 'YSMY2026' }, { token, headers: { reqId: 'join-request-0002' } })
  assert.deepEqual([again.Code, again.Msg], ['4009', '已提交加入申请，请等待企业管理员审核'])
  const { rows } = await t.app.db.query<{ n: number }>(`select count(*)::int as n from members where account_id = 2`)
  assert.equal(rows[0].n, 1, 'the key alone joins nobody')
})
