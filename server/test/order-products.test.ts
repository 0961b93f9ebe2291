// @database-independent: the same on either database, so it runs once (server/test/run.mjs).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { COMMON_STATUSES, createOrderProducts, isStatusOf, type ProductExtension } from '../src/domains/orders/products'
import { ORDER_STATUSES } from '@domain/order/orderStatus'

const takeout = (extra: Partial<ProductExtension> = {}): ProductExtension => ({
  productType: 8,
  name: '外卖',
  ownStatuses: [],
  approvalKind: 'takeoutOrder',
  onSitePayMethod: 'personal',
  travellerCondition: () => 'false',
  lines: async () => new Map(),
  detail: async () => {
    throw new Error('not used here')
  },
  describeCancel: () => '',
  release: async () => undefined,
  confirm: async () => 'Confirmed',
  ...extra,
})

test('a product registers once, with a known type and only statuses of its own beyond the common ones', () => {
  const products = createOrderProducts()
  products.add(takeout())
  assert.equal(products.of(8).name, '外卖')
  assert.deepEqual(products.all().map((p) => p.productType), [8])
  assert.throws(() => products.add(takeout()), /registered twice/)
  assert.throws(() => createOrderProducts().add(takeout({ productType: 3 as never })), /unknown product type 3/)
  assert.throws(() => createOrderProducts().add(takeout({ ownStatuses: ['Confirmed'] })), /not a status of its own/)
  assert.throws(() => createOrderProducts().add(takeout({ ownStatuses: ['Delivered' as never] })), /not a status of its own/)
})

test('an order of a product no domain registered answers 4004', () => {
  const products = createOrderProducts()
  assert.throws(() => products.of(5), (error: { resultCode?: string; message?: string }) => error.resultCode === '4004' && error.message === '该类订单暂不支持')
})

test('the common statuses and the products\' own ones partition the state machine', () => {
  const takeoutProduct = takeout()
  const hotelLike = takeout({ productType: 1, ownStatuses: ['CheckedIn'] })
  assert.equal(isStatusOf(takeoutProduct, 'CheckedIn'), false)
  assert.equal(isStatusOf(hotelLike, 'CheckedIn'), true)
  for (const status of ORDER_STATUSES) assert.ok(COMMON_STATUSES.includes(status) || status === 'CheckedIn', status)
})

test('the running app has the hotel registered as product 1 with its own CheckedIn', async () => {
  const { build } = await import('../src/app')
  const app = await build({ h5Dir: null, orderJobs: false, seed: false })
  try {
    assert.deepEqual(app.orderProducts.of(1).name, '酒店')
    assert.deepEqual(app.orderProducts.of(1).ownStatuses, ['CheckedIn'])
  } finally {
    await app.close()
  }
})
