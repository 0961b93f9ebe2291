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

test('consumption of a month: totals by product, the caller\'s orders only', async () => {
  const token = await t.login(PHONE.manager)
  const month = shanghaiDate().slice(0, 7)
  const before = await t.post('/common/api/order/GetConsumptionDetail', {}, { token })
  assert.equal(before.Data.Month, month)
  const insert = (no: string, member: number, enterprise: number, product: number, fen: number) =>
    t.app.db.query(
      `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name, title, amount_fen, start_time)
       values ($1, $2, $3, $3, '刘强', $4, 'done', '已完成', '测试订单', $5, now())`,
      [no, enterprise, member, product, fen],
    )
  await insert('CD-1', MEMBER.manager, ENTERPRISE.a, 1, 30000)
  await insert('CD-2', MEMBER.manager, ENTERPRISE.a, 1, 20000)
  await insert('CD-3', MEMBER.manager, ENTERPRISE.a, 6, 5530)
  await insert('CD-4', MEMBER.employeeB, ENTERPRISE.b, 6, 9999)
  const after = await t.post('/common/api/order/GetConsumptionDetail', { Month: month }, { token })
  assert.equal(after.Data.TotalFen - before.Data.TotalFen, 55530)
  const hotel = after.Data.ByProduct.find((p: { ProductType: number }) => p.ProductType === 1)
  assert.ok(hotel.Count >= 2)
  assert.ok(!after.Data.Items.some((i: { OrderNo: string }) => i.OrderNo === 'CD-4'))
  assert.equal((await t.post('/common/api/order/GetConsumptionDetail', { Month: '2001-01' }, { token })).Data.Items.length, 0)
  assert.equal((await t.post('/common/api/order/GetConsumptionDetail', { Month: '2026-13' }, { token })).Code, '4000')
})

test('login is required', async () => {
  await assertAuthRequired(t, '/common/api/order/GetConsumptionDetail', {})
})
