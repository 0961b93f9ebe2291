import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const MINE = '/b2b/Customer/GetMyCostCenter'
const CENTRES = '/b2b/Customer/GetCostCenter'
const PROJECTS = '/common/api/project/GetProjectList'
const ADD = '/common/api/project/AddProject'
const REASONS = '/common/api/financeReason/GetFinanceReasonList'
const MODULES = '/common/api/enterpriseConfig/GetCostModules'
const CONFIG = '/common/api/enterpriseConfig/GetAppConfig'

test('cost centres: the member\'s own, and the enterprise\'s paged with the own first', async () => {
  for (const url of [MINE, REASONS, CONFIG]) await assertAuthRequired(t, url)
  const token = await t.login(PHONE.employee)
  const mine = await t.post(MINE, {}, { token })
  assert.deepEqual(mine.Data.CostCenters.map((c: { CostCenterName: string; IsDefault: boolean }) => [c.CostCenterName, c.IsDefault]), [['市场费用中心', true]])
  const first = await t.post(CENTRES, { PageIndex: 1, PageSize: 10 }, { token })
  assert.equal(first.Data.Total, 23)
  assert.equal(first.Data.CostCenters.length, 10)
  assert.equal(first.Data.CostCenters[0].CostCenterName, '市场费用中心')
  const last = await t.post(CENTRES, { PageIndex: 3, PageSize: 10 }, { token })
  assert.equal(last.Data.CostCenters.length, 3)
  const beyond = await t.post(CENTRES, { PageIndex: 9, PageSize: 10 }, { token })
  assert.deepEqual([beyond.Data.CostCenters.length, beyond.Data.Total], [0, 23])
  const ids = new Set([...first.Data.CostCenters, ...(await t.post(CENTRES, { PageIndex: 2, PageSize: 10 }, { token })).Data.CostCenters, ...last.Data.CostCenters].map((c: { CostCenterId: string }) => c.CostCenterId))
  assert.equal(ids.size, 23, 'pages do not overlap')
  const searched = await t.post(CENTRES, { Keyword: 'cc-rd', PageIndex: 1, PageSize: 10 }, { token })
  assert.deepEqual(searched.Data.CostCenters.map((c: { CostCenterName: string }) => c.CostCenterName), ['研发费用中心'])
  const other = await t.post(CENTRES, { PageIndex: 1, PageSize: 50 }, { token: await t.login(PHONE.employeeB) })
  assert.deepEqual(other.Data.CostCenters.map((c: { CostCenterName: string }) => c.CostCenterName), ['业务费用中心'])
  assert.equal((await t.post(CENTRES, { PageIndex: 1 }, { token })).Code, '4000')
  assert.equal((await t.post(CENTRES, { PageIndex: 1, PageSize: 10, Keyword: 'x'.repeat(31) }, { token })).Code, '4000')
})

test('projects: list, search, add (reqId once, taken name 4009), other enterprise apart', async () => {
  const token = await t.login(PHONE.employee)
  const list = await t.post(PROJECTS, { PageIndex: 1, PageSize: 20 }, { token })
  assert.equal(list.Data.Total, 5)
  const added = await t.post(ADD, { ProjectName: '年度客户大会' }, { token, headers: { reqId: 'costs-add-1' } })
  assert.equal(added.Code, '0000', added.Msg)
  assert.match(added.Data.ProjectCode, /^P-\d{4}$/)
  assert.equal((await t.post(ADD, { ProjectName: '年度客户大会' }, { token, headers: { reqId: 'costs-add-1' } })).Data.ProjectId, added.Data.ProjectId)
  const taken = await t.post(ADD, { ProjectName: '年度客户大会' }, { token, headers: { reqId: 'costs-add-2' } })
  assert.deepEqual([taken.Code, taken.Msg], ['4009', '项目名称或编码已存在'])
  assert.equal((await t.post(ADD, { ProjectName: '新项目', ProjectCode: 'p-east' }, { token, headers: { reqId: 'costs-add-3' } })).Code, '4009')
  assert.equal((await t.post(ADD, { ProjectName: '新项目', ProjectCode: 'P EAST' }, { token, headers: { reqId: 'costs-add-4' } })).Code, '4000')
  assert.equal((await t.post(ADD, { ProjectName: '   ' }, { token, headers: { reqId: 'costs-add-5' } })).Msg, '请填写项目名称')
  assert.equal((await t.post(ADD, {}, { token, headers: { reqId: 'costs-add-6' } })).Code, '4000')
  const found = await t.post(PROJECTS, { Keyword: '客户大会', PageIndex: 1, PageSize: 20 }, { token })
  assert.deepEqual(found.Data.Projects.map((p: { ProjectName: string }) => p.ProjectName), ['年度客户大会'])
  const other = await t.post(PROJECTS, { PageIndex: 1, PageSize: 20 }, { token: await t.login(PHONE.employeeB) })
  assert.deepEqual(other.Data.Projects.map((p: { ProjectName: string }) => p.ProjectName), ['广交会参展项目'])
})

test('reasons, cost modules and app config per enterprise', async () => {
  const a = await t.login(PHONE.employee)
  const b = await t.login(PHONE.employeeB)
  assert.equal((await t.post(REASONS, {}, { token: a })).Data.Reasons[0].ReasonName, '拜访客户')
  assert.deepEqual((await t.post(REASONS, {}, { token: b })).Data.Reasons.map((r: { ReasonName: string }) => r.ReasonName), ['业务洽谈', '展会参展'])
  const hotelA = await t.post(MODULES, { ProductType: 1 }, { token: a })
  assert.deepEqual(hotelA.Data.Modules.map((m: { Type: string; IsRequire: boolean }) => [m.Type, m.IsRequire]), [['costCenter', true], ['project', false], ['reason', false]])
  assert.equal(hotelA.Data.IsProjectCenterConfirm, false)
  const trainA = await t.post(MODULES, { ProductType: 6 }, { token: a })
  assert.deepEqual(trainA.Data.Modules.map((m: { Type: string; IsRequire: boolean }) => [m.Type, m.IsRequire]), [['costCenter', false], ['project', false]], 'defaults when none configured')
  const hotelB = await t.post(MODULES, { ProductType: 1 }, { token: b })
  assert.deepEqual(hotelB.Data.Modules.map((m: { Type: string; IsHide: boolean }) => [m.Type, m.IsHide]), [['project', false], ['costCenter', true]])
  assert.equal(hotelB.Data.IsProjectCenterConfirm, true)
  assert.equal((await t.post(MODULES, { ProductType: 2 }, { token: a })).Code, '4000')
  const configA = await t.post(CONFIG, {}, { token: a })
  assert.equal(configA.Code, '0000')
  assert.equal(configA.Data.openSavingBonus, true)
  assert.equal(configA.Data.hotelUpgradeRoomChecked, true)
  assert.equal(configA.Data.carServiceProvider, 'didi')
  const configB = await t.post(CONFIG, {}, { token: b })
  assert.deepEqual([configB.Data.openSavingBonus, configB.Data.isDynamicStandard, configB.Data.closeHomeBizTripTip], [false, true, true])
  assert.equal(Object.keys(configB.Data).length, 15)
})
