import assert from 'node:assert/strict'
import { test } from 'node:test'
import { shanghaiDate } from '../src/lib/time'
import { ENTERPRISE, MEMBER, PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()

test('the approval rules of the caller\'s enterprise only', async () => {
  const a = await t.post('/common/api/Customer/GetMyApprovalRules', {}, { token: await t.login(PHONE.employee) })
  assert.equal(a.Code, '0000')
  const b = await t.post('/common/api/Customer/GetMyApprovalRules', {}, { token: await t.login(PHONE.employeeB) })
  const { rows } = await t.app.db.query<{ e: number; n: number }>('select enterprise_id as e, count(*)::int as n from order_approval_flows group by enterprise_id')
  const count = (e: number) => rows.find((r) => r.e === e)?.n ?? 0
  assert.equal(a.Data.Rules.length, count(ENTERPRISE.a))
  assert.equal(b.Data.Rules.length, count(ENTERPRISE.b))
  for (const rule of a.Data.Rules) for (const level of rule.Levels) assert.ok(Array.isArray(level.ApproverNames))
})

test('consumption of a month: what was paid less what was refunded, by product, the caller\'s orders only', async () => {
  const token = await t.login(PHONE.manager)
  const month = shanghaiDate().slice(0, 7)
  const before = await t.post('/common/api/order/GetConsumptionDetail', {}, { token })
  assert.equal(before.Data.Month, month)
  const insert = (no: string, member: number, enterprise: number, product: number, fen: number, paid: number, refunded = 0, status = 'done', statusName = '已完成') =>
    t.app.db.query(
      `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name, title, amount_fen, paid_fen, refunded_fen, start_time)
       values ($1, $2, $3, $3, '刘强', $4, $6, $7, '测试订单', $5, $8, $9, now())`,
      [no, enterprise, member, product, fen, status, statusName, paid, refunded],
    )
  await insert('CD-1', MEMBER.manager, ENTERPRISE.a, 1, 30000, 30000)
  // Issue 31 item 5: a refunded order counted at full value, a rejected never-paid one counted at all.
  await insert('CD-2', MEMBER.manager, ENTERPRISE.a, 1, 20000, 20000, 20000, 'Cancelled', '已退款')
  await insert('CD-3', MEMBER.manager, ENTERPRISE.a, 6, 5530, 5530, 1000, 'done', '部分退票')
  await insert('CD-5', MEMBER.manager, ENTERPRISE.a, 5, 159000, 0, 0, 'Rejected', '审批驳回')
  await insert('CD-4', MEMBER.employeeB, ENTERPRISE.b, 6, 9999, 9999)
  const after = await t.post('/common/api/order/GetConsumptionDetail', { Month: month }, { token })
  assert.equal(after.Data.TotalFen - before.Data.TotalFen, 30000 + 0 + 4530)
  const item = (no: string) => after.Data.Items.find((i: { OrderNo: string }) => i.OrderNo === no)
  assert.equal(item('CD-1').AmountFen, 30000)
  assert.equal(item('CD-2').AmountFen, 0, 'refunded in full: nothing spent')
  assert.equal(item('CD-3').AmountFen, 4530, 'paid less refunded')
  assert.equal(item('CD-5'), undefined, 'never paid: not spending')
  assert.equal(item('CD-4'), undefined, 'another enterprise\'s member')
  const byProduct = (type: number, data: { ByProduct: { ProductType: number; AmountFen: number }[] }) => data.ByProduct.find((p) => p.ProductType === type)?.AmountFen ?? 0
  assert.equal(byProduct(1, after.Data) - byProduct(1, before.Data), 30000)
  assert.equal(byProduct(5, after.Data) - byProduct(5, before.Data), 0)
  assert.equal(after.Data.TotalFen, after.Data.Items.reduce((sum: number, i: { AmountFen: number }) => sum + i.AmountFen, 0), 'the total is the sum of the items')
  assert.equal((await t.post('/common/api/order/GetConsumptionDetail', { Month: '2001-01' }, { token })).Data.Items.length, 0)
  assert.equal((await t.post('/common/api/order/GetConsumptionDetail', { Month: '2026-13' }, { token })).Code, '4000')
})

test('消费明细 by department (decision 0710): the admin sees every order of the enterprise by the traveller\'s department; an employee is refused', async () => {
  const manager = await t.login(PHONE.manager)
  const month = shanghaiDate().slice(0, 7)
  const insert = (no: string, member: number, fen: number) =>
    t.app.db.query(
      `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name, title, amount_fen, paid_fen, refunded_fen, start_time)
       values ($1, $2, $3, $3, '某人', 1, 'done', '已完成', '部门订单', $4, $4, 0, now())`,
      [no, ENTERPRISE.a, member, fen],
    )
  const before = await t.post('/common/api/order/GetConsumptionDetail', { Month: month, Scope: 'enterprise' }, { token: manager })
  assert.equal(before.Code, '0000', before.Msg)
  await insert('DP-1', MEMBER.employee, 12300)
  await insert('DP-2', MEMBER.finance, 4500)
  const after = await t.post('/common/api/order/GetConsumptionDetail', { Month: month, Scope: 'enterprise' }, { token: manager })
  const dept = (data: { ByDepartment: { DepartmentName: string; AmountFen: number }[] }, name: string) => data.ByDepartment.find((d) => d.DepartmentName === name)?.AmountFen ?? 0
  assert.equal(dept(after.Data, '市场部') - dept(before.Data, '市场部'), 12300)
  assert.equal(dept(after.Data, '财务部') - dept(before.Data, '财务部'), 4500)
  assert.ok(after.Data.Items.some((i: { OrderNo: string }) => i.OrderNo === 'DP-2'), 'another member\'s order is in the enterprise view')
  assert.equal(after.Data.ByDepartment.reduce((sum: number, d: { AmountFen: number }) => sum + d.AmountFen, 0), after.Data.TotalFen)
  const mine = await t.post('/common/api/order/GetConsumptionDetail', { Month: month }, { token: manager })
  assert.equal(mine.Data.ByDepartment, undefined)
  assert.ok(!mine.Data.Items.some((i: { OrderNo: string }) => i.OrderNo === 'DP-2'), 'the manager\'s own view keeps to their orders')
  const refused = await t.post('/common/api/order/GetConsumptionDetail', { Month: month, Scope: 'enterprise' }, { token: await t.login(PHONE.employee) })
  assert.deepEqual([refused.Code, refused.Msg], ['4003', '仅企业管理员和财务人员可以查看部门消费'])
})

test('login is required', async () => {
  await assertAuthRequired(t, '/common/api/order/GetConsumptionDetail', {})
})
