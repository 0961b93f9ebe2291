import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()

test('the demo finished trip: afternoon flight out, afternoon train back, 上海 first-tier employee rate', async () => {
  const token = await t.login(PHONE.employee)
  const r = await t.post('/expensecontrol/Subsidy/GetMySubsidy', {}, { token })
  assert.equal(r.Code, '0000', r.Msg)
  assert.equal(r.Data.Trips.length, 1)
  assert.equal(r.Data.Trips[0].CityTier, 1)
  assert.equal(r.Data.Trips[0].DailyFen, 17000)
  // Departs 14:30 (after the 12:00 cutoff: half a day), two more days, back at 17:28 (a whole day): 2.5 days.
  assert.equal(r.Data.DayCount, 2.5)
  assert.equal(r.Data.AmountFen, 42500)
  assert.equal(r.Data.UnclaimedFen, 42500)
  assert.deepEqual(r.Data.Days.map((d: { Halves: number }) => d.Halves), [1, 2, 2])
})

test('claiming makes one 出差补贴 cost; a second claim finds nothing; deleting the cost frees the days', async () => {
  const token = await t.login(PHONE.employee)
  const claim = await t.post('/expensecontrol/Subsidy/ClaimSubsidy', {}, { token })
  assert.equal(claim.Code, '0000', claim.Msg)
  assert.equal(claim.Data.AmountFen, 42500)
  assert.equal(claim.Data.DayCount, 2.5)
  const costs = await t.post('/expensecontrol/Expense/GetCostList', {}, { token })
  const made = costs.Data.Items.find((c: { CostId: string }) => c.CostId === claim.Data.CostId)
  assert.equal(made.CostTypeName, '出差补贴')
  assert.equal((await t.post('/expensecontrol/Subsidy/ClaimSubsidy', {}, { token })).Code, '4001')
  const after = await t.post('/expensecontrol/Subsidy/GetMySubsidy', {}, { token })
  assert.equal(after.Data.UnclaimedFen, 0)
  assert.ok(after.Data.Days.every((d: { Claimed: boolean }) => d.Claimed))
  assert.equal((await t.post('/expensecontrol/Expense/DeleteCost', { CostId: claim.Data.CostId }, { token })).Code, '0000')
  assert.equal((await t.post('/expensecontrol/Subsidy/GetMySubsidy', {}, { token })).Data.UnclaimedFen, 42500)
})

test('concurrent claims pay the days once', async () => {
  const token = await t.login(PHONE.employee)
  const answers = await Promise.all([1, 2, 3].map(() => t.post('/expensecontrol/Subsidy/ClaimSubsidy', {}, { token })))
  assert.equal(answers.filter((a) => a.Code === '0000').length, 1)
})

test('without hasSubsidyPermission 4003; bad body 4000; another enterprise sees none of the trip', async () => {
  const approver = await t.login(PHONE.approver)
  assert.equal((await t.post('/expensecontrol/Subsidy/GetMySubsidy', {}, { token: approver })).Code, '4003')
  assert.equal((await t.post('/expensecontrol/Subsidy/ClaimSubsidy', {}, { token: approver })).Code, '4003')
  const employee = await t.login(PHONE.employee)
  assert.equal((await t.post('/expensecontrol/Subsidy/GetMySubsidy', { ApplyNo: 'not a number' }, { token: employee })).Code, '4000')
  assert.equal((await t.post('/expensecontrol/Subsidy/GetMySubsidy', { ApplyNo: 'TA2020010190000001' }, { token: employee })).Code, '4004')
  const finance = await t.login(PHONE.finance)
  const theirs = await t.post('/expensecontrol/Subsidy/GetMySubsidy', {}, { token: finance })
  assert.equal(theirs.Code, '0000', theirs.Msg)
  assert.equal(theirs.Data.Trips.length, 0)
  const outsider = await t.login(PHONE.employeeB)
  assert.equal((await t.post('/expensecontrol/Subsidy/GetMySubsidy', {}, { token: outsider })).Code, '4003')
  await assertAuthRequired(t, '/expensecontrol/Subsidy/GetMySubsidy')
})

test('another enterprise cannot import the orders', async () => {
  const employee = await t.login(PHONE.employee)
  const nos = (await t.post('/expensecontrol/Expense/GetImportableOrders', {}, { token: employee })).Data.Items.map((i: { OrderNo: string }) => i.OrderNo)
  const outsider = await t.login(PHONE.employeeB)
  assert.equal((await t.post('/expensecontrol/Expense/ImportOrders', { OrderNos: nos.slice(0, 1) }, { token: outsider })).Code, '4001')
})

test('account book import: the completed orders of the trip become costs once', async () => {
  const token = await t.login(PHONE.employee)
  const list = await t.post('/expensecontrol/Expense/GetImportableOrders', {}, { token })
  assert.equal(list.Code, '0000', list.Msg)
  const nos = list.Data.Items.map((i: { OrderNo: string }) => i.OrderNo)
  assert.equal(nos.length, 3)
  assert.deepEqual(list.Data.Items.map((i: { CostTypeName: string }) => i.CostTypeName).sort(), ['交通费', '交通费', '住宿费'])
  const imported = await t.post('/expensecontrol/Expense/ImportOrders', { OrderNos: nos }, { token })
  assert.equal(imported.Code, '0000', imported.Msg)
  assert.equal(imported.Data.CostIds.length, 3)
  assert.equal((await t.post('/expensecontrol/Expense/ImportOrders', { OrderNos: [nos[0]] }, { token })).Code, '4001')
  assert.equal((await t.post('/expensecontrol/Expense/GetImportableOrders', {}, { token })).Data.Items.length, 0)
  assert.equal((await t.post('/expensecontrol/Expense/ImportOrders', { OrderNos: [] }, { token })).Code, '4000')
})
