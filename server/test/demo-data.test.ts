/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'
import { findRate, newReqId, orderBody, prepaidFree } from './hotel-fixtures'

// Issue 31 items 16 and 17: the demo's own data answers as live data would.
const t = setupFile()

test('the seeded completed trip orders show their amounts in 订单中心 and their details answer', async () => {
  const token = await t.login(PHONE.employee)
  const list = await t.post('/b2b/Order/GetOrderList', { Tab: 'completed', PageIndex: 1, PageSize: 50 }, { token })
  assert.equal(list.Code, '0000', list.Msg)
  const seeded = list.Data.Orders.filter((o: any) => /^[FHT]\d{8}800[123]$/.test(o.OrderNo))
  assert.deepEqual(seeded.map((o: any) => [o.OrderNo[0], o.TotalFen]).sort(), [['F', 128000], ['H', 96000], ['T', 66200]])
  const detailUrl: Record<string, string> = { F: '/b2b/Flight/GetOrderDetail', H: '/b2b/Order/GetHotelOrderDetail', T: '/b2b/TrainTicket/GetOrderDetail' }
  for (const order of seeded) {
    const detail = await t.post(detailUrl[order.OrderNo[0]], { OrderNo: order.OrderNo }, { token })
    assert.equal(detail.Code, '0000', `${order.OrderNo}: ${detail.Code} ${detail.Msg}`)
  }
})

test('the second enterprise has cost types, and its employee records a cost', async () => {
  const token = await t.login(PHONE.employeeB)
  const types = await t.post('/expensecontrol/Expense/GetCostTypeList', {}, { token })
  assert.equal(types.Code, '0000', types.Msg)
  const names = types.Data.Items.map((i: any) => i.Name)
  for (const name of ['差旅费', '交通费', '住宿费', '餐饮费', '办公费', '业务招待费', '通讯费']) assert.ok(names.includes(name), `${name} in ${names}`)
  const transport = types.Data.Items.find((i: any) => i.Name === '交通费')
  const saved = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: transport.CostTypeId, AmountFen: 4200, CostDate: '2026-11-20', CityName: '广州', Remark: '打车', Attachments: [] }, { token })
  assert.equal(saved.Code, '0000', saved.Msg)
  // Every enterprise gets the default cost types, not only the demo's two.
  const { rows } = await t.app.db.query<{ n: number }>('select count(*)::int as n from enterprises e where not exists (select 1 from expense_cost_types c where c.enterprise_id = e.id)')
  assert.equal(rows[0].n, 0)
})

test('远山贸易 has a 主管: 赵磊\'s hotel booking waits in her 待我审批, and she approves it', async () => {
  const employee = await t.login(PHONE.employeeB)
  const rate = await findRate(t.app, { daysAhead: 1, accept: (r) => prepaidFree(r) && r.avgFen <= 50000 })
  const created = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate, {}, { name: '赵磊', phone: '13900000001', memberId: '10006' }), { token: employee, headers: { reqId: newReqId() } })
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.OrderStatus, 'PendingApproval')
  const approver = await t.login(PHONE.approverB)
  const pending = await t.post('/b2b/TMC/GetApprovalOrderList', { Tab: 'pending', PageIndex: 1, PageSize: 10 }, { token: approver })
  const item = pending.Data.Items.find((i: any) => i.OrderNo === created.Data.OrderNo)
  assert.ok(item, 'in 钱芳\'s 待我审批')
  assert.equal(item.CurrentStepName, '主管审批')
  const approved = await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: item.ApprovalNo, Comment: '同意' }, { token: approver, headers: { reqId: newReqId() } })
  assert.deepEqual([approved.Code, approved.Data?.OrderStatus], ['0000', 'PendingPayment'], approved.Msg)

  const applied = await t.post('/b2b/TravelApply/Create', { Reason: '广交会布展', DepartCity: '广州', Cities: ['北京'], StartDate: rate.arrivalDate, EndDate: rate.departureDate, Products: ['hotel'], BudgetFen: 200000, Submit: true }, { token: employee, headers: { reqId: newReqId() } })
  assert.deepEqual([applied.Code, applied.Data?.Status], ['0000', 'pending'], applied.Msg)
})
