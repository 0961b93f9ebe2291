import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ENTERPRISE, MEMBER, PHONE, assertAuthRequired, setupFile } from './helper'
import { standardFor } from '../src/domains/policy/standardFor'

const t = setupFile()

test('我的差标: the employee\'s standards for every product in plain Chinese', async () => {
  const token = await t.login(PHONE.employee)
  const answer = await t.post('/b2b/Customer/QueryMyTravelStandard', {}, { token })
  assert.equal(answer.Code, '0000')
  assert.equal(answer.Data.Grade, 'employee')
  assert.deepEqual(answer.Data.Products.map((p: { Product: string }) => p.Product), ['hotel', 'train', 'flight', 'car', 'takeout'])
  const lines = Object.fromEntries(answer.Data.Products.map((p: { Product: string; Lines: string[] }) => [p.Product, p.Lines]))
  assert.equal(lines.hotel[0], '一线城市：每晚不超过¥600')
  assert.equal(lines.train[0], '席别：限二等座/硬座/软座')
  assert.equal(lines.flight[1], '折扣：不超过8折')
  assert.equal(lines.takeout[0], '每日餐饮：不超过¥100')
  assert.equal(answer.Data.Standards.hotel.whenExceeded, 'requireApproval')
})

test('a manager gets the manager lines; another enterprise its own standards', async () => {
  const manager = await t.post('/b2b/Customer/QueryMyTravelStandard', {}, { token: await t.login(PHONE.manager) })
  assert.equal(manager.Data.Grade, 'manager')
  assert.equal(manager.Data.Products[0].Lines[0], '一线城市：每晚不超过¥1200')
  const other = await t.post('/b2b/Customer/QueryMyTravelStandard', {}, { token: await t.login(PHONE.employeeB) })
  assert.equal(other.Data.Products[0].Lines[0], '一线城市：每晚不超过¥500')
  assert.equal(other.Data.Standards.hotel.whenExceeded, 'block')
})

test('over-standard reasons: the enterprise\'s own, per product', async () => {
  const token = await t.login(PHONE.employee)
  const hotel = await t.post('/b2b/Customer/GetOverStandardReasons', { Product: 'hotel' }, { token })
  assert.equal(hotel.Code, '0000')
  const texts = hotel.Data.Reasons.map((r: { Text: string }) => r.Text)
  assert.ok(texts.includes('协议酒店满房'))
  assert.ok(texts.includes('客户或会议指定'))
  assert.ok(!texts.includes('符合差标的席别无票'))
  const all = await t.post('/b2b/Customer/GetOverStandardReasons', {}, { token })
  assert.ok(all.Data.Reasons.every((r: { Text: string }) => !['协议酒店满房'].includes(r.Text)))
  const b = await t.post('/b2b/Customer/GetOverStandardReasons', { Product: 'hotel' }, { token: await t.login(PHONE.employeeB) })
  assert.deepEqual(b.Data.Reasons.map((r: { Text: string }) => r.Text), ['符合差标的选项已售罄', '领导同行'])
})

test('malformed bodies answer 4000; no token answers 8000', async () => {
  const token = await t.login(PHONE.employee)
  assert.equal((await t.post('/b2b/Customer/GetOverStandardReasons', { Product: 'ship' }, { token })).Code, '4000')
  await assertAuthRequired(t, '/b2b/Customer/QueryMyTravelStandard')
  await assertAuthRequired(t, '/b2b/Customer/GetOverStandardReasons')
})

test('standardFor: the member\'s grade and product standard; another enterprise\'s member refused', async () => {
  const hotel = await standardFor(t.app.db, { memberId: MEMBER.employee, enterpriseId: ENTERPRISE.a }, 'hotel', 1)
  assert.equal(hotel.grade, 'employee')
  assert.equal(hotel.standard?.nightlyCapFen[1].employee, 60000)
  const car = await standardFor(t.app.db, { memberId: MEMBER.dossenSale, enterpriseId: ENTERPRISE.dossen }, 'car')
  assert.equal(car.standard, null)
  await assert.rejects(standardFor(t.app.db, { memberId: MEMBER.employee, enterpriseId: ENTERPRISE.b }, 'train'), /员工不存在/)
})
