import assert from 'node:assert/strict'
import { test } from 'node:test'
import { notFound } from '../src/lib/errors'
import { ENTERPRISE, MEMBER, PHONE, setupFile } from './helper'

// Its own app: every product code has its domain now, so takeout (8) is withdrawn here to stand for one without.
const t = setupFile()

function withdraw(productType: number) {
  const registry = t.app.orderProducts
  const of = registry.of.bind(registry)
  const all = registry.all.bind(registry)
  registry.of = ((type: number) => {
    if (type === productType) throw notFound('该类订单暂不支持')
    return of(type)
  }) as typeof registry.of
  registry.all = () => all().filter((p) => p.productType !== productType)
}

test('an order of a product no domain registered answers 4004 in the cashier', async () => {
  withdraw(8)
  const token = await t.login(PHONE.employee)
  const orderNo = `C2026120${Math.floor(Math.random() * 1e8)}`
  await t.app.db.query(
    `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name, title, start_time)
     values ($1, $2, $3, $3, '张伟', 8, 'PendingPayment', '', '外卖', now())`,
    [orderNo, ENTERPRISE.a, MEMBER.employee],
  )
  const answer = await t.post('/b2b/Pay/GetPayInfo', { OrderNo: orderNo }, { token })
  assert.deepEqual([answer.Code, answer.Msg], ['4004', '该类订单暂不支持'])
})
