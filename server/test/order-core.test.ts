/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { ProductExtension } from '../src/domains/orders/products'
import { sweepOrders } from '../src/domains/orders/sweep'
import { ENTERPRISE, MEMBER, PHONE, setupFile } from './helper'

const t = setupFile()

/** A product the core has never heard of, standing in for the registered takeout (8) the way a domain would register it. */
const released: number[] = []
const takeout: ProductExtension = {
  productType: 8,
  name: '外卖',
  ownStatuses: [],
  approvalKind: 'takeoutOrder',
  onSitePayMethod: 'personal',
  travellerCondition: () => 'false',
  lines: async (_db, ids) => new Map(ids.map((id) => [id, { title: '午餐', subtitle: '2份', startDate: '2026-12-01', endDate: '2026-12-01', totalFen: 6800, amountFen: 6800, isOverStandard: false }])),
  detail: async () => {
    throw new Error('not asked here')
  },
  describeCancel: () => '出餐前可免费取消',
  release: async (_tx, order) => {
    released.push(order.id)
  },
  confirm: async () => 'Confirmed',
}

function standIn(product: ProductExtension) {
  const registry = t.app.orderProducts
  const of = registry.of.bind(registry)
  const all = registry.all.bind(registry)
  registry.of = ((type: number) => (type === product.productType ? product : of(type))) as typeof registry.of
  registry.all = () => all().map((p) => (p.productType === product.productType ? product : p))
}

async function insertTakeout(status: string, payDeadlineSql: string): Promise<{ id: number; orderNo: string }> {
  const orderNo = `W2026120${Math.floor(Math.random() * 1e8)}`
  const { rows } = await t.app.db.query<{ id: number }>(
    `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name, title,
       start_time, pay_amount_fen, pay_deadline)
     values ($1, $2, $3, $3, '张伟', 8, $4, '', '午餐', now(), 6800, ${payDeadlineSql}) returning id`,
    [orderNo, ENTERPRISE.a, MEMBER.employee, status],
  )
  return { id: rows[0].id, orderNo }
}

test('the order core serves a product it does not know through its extension: order centre, cashier, unpaid jobs', async () => {
  standIn(takeout)
  const token = await t.login(PHONE.employee)
  const late = await insertTakeout('PendingPayment', `now() - interval '1 minute'`)
  const open = await insertTakeout('PendingPayment', `now() + interval '10 minutes'`)

  const list = await t.post('/b2b/Order/GetOrderList', { Tab: 'pendingPayment', ProductType: 8, PageIndex: 1, PageSize: 10 }, { token })
  assert.equal(list.Code, '0000', list.Msg)
  assert.deepEqual(list.Data.Orders.map((o: any) => [o.OrderNo, o.ProductType, o.Title, o.Subtitle, o.TotalFen]).sort(), [
    [late.orderNo, 8, '午餐', '2份', 6800], [open.orderNo, 8, '午餐', '2份', 6800],
  ].sort())

  const cashier = await t.post('/b2b/Pay/GetPayInfo', { OrderNo: open.orderNo }, { token })
  assert.deepEqual([cashier.Code, cashier.Data.ProductType, cashier.Data.Title, cashier.Data.AmountFen, cashier.Data.IsPayable], ['0000', 8, '午餐', 6800, true])

  await sweepOrders({ db: t.app.db, products: t.app.orderProducts, gateway: t.app.paymentGateway })
  const { rows } = await t.app.db.query<{ order_no: string; status: string }>('select order_no, status from orders where id = any($1::bigint[]) order by id', [[late.id, open.id]])
  assert.deepEqual(rows.map((r) => r.status), ['Cancelled', 'PendingPayment'])
  assert.deepEqual(released, [late.id], 'the product releases what the unpaid order held')
})

test('a product cannot enter a status that is neither common nor its own', async () => {
  const token = await t.login(PHONE.employee)
  const order = await insertTakeout('Confirmed', 'null')
  // Confirmed -> checkIn is the hotel's own status: the core refuses it for takeout.
  const { transition, SYSTEM_ACTOR } = await import('../src/domains/orders/transitions')
  await assert.rejects(
    t.app.db.transaction((tx) => transition(tx, t.app.orderProducts.of(8), { id: order.id, status: 'Confirmed' }, 'checkIn', SYSTEM_ACTOR)),
    /外卖订单不支持已入住/,
  )
  assert.equal((await t.post('/b2b/Pay/GetPayInfo', { OrderNo: order.orderNo }, { token })).Data.IsPayable, false)
})
