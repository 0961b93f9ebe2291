import assert from 'node:assert/strict'
import { test } from 'node:test'
import { maskDocument, maskPhone } from '../src/domains/order-info/travellers'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const URL = '/common/api/order/GetTravelInformation'

test('the traveller of an order, for its traveller only; another enterprise\'s order is not there', async () => {
  const { rows } = await t.app.db.query<{ order_no: string }>(`select order_no from orders where traveller_name = '张伟' and product_type = 1 order by id limit 1`)
  const token = await t.login(PHONE.employee)
  const info = await t.post(URL, { OrderNo: rows[0].order_no }, { token })
  assert.equal(info.Code, '0000')
  assert.equal(info.Data.ProductType, 1)
  assert.equal(info.Data.Travellers[0].Name, '张伟')
  const other = await t.login(PHONE.employeeB)
  assert.equal((await t.post(URL, { OrderNo: rows[0].order_no }, { token: other })).Code, '4004')
  assert.equal((await t.post(URL, { OrderNo: 'NOPE-1' }, { token })).Code, '4004')
  assert.equal((await t.post(URL, { OrderNo: '订单' }, { token })).Code, '4000')
})

test('documents and phones are masked', () => {
  assert.equal(maskPhone('13800000001'), '138****0001')
  assert.equal(maskDocument('身份证', '110101199001011384'), '身份证 1101**********1384')
  assert.equal(maskDocument('护照', 'E1234567'), '护照 E****7')
  assert.equal(maskDocument('身份证', ''), '')
})

test('login is required', async () => {
  await assertAuthRequired(t, URL, { OrderNo: 'X1' })
})
