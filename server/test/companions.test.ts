import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ENTERPRISE, MEMBER, PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const URL = '/common/api/order/GetTogetherList'

async function trip(orderNo: string, enterpriseId: number, memberId: number, name: string, city: string, startDays: number, endDays: number | null) {
  await t.app.db.query(
    `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name,
       title, arrival_city_name, start_time, end_time)
     values ($1, $2, $3, $3, $4, 1, 'confirmed', '已确认', $5, $6, now() + make_interval(days => $7::int),
       case when $8::int is null then null else now() + make_interval(days => $8::int) end)`,
    [orderNo, enterpriseId, memberId, name, `${city}酒店`, city, startDays, endDays],
  )
}

test('colleagues in the same city on overlapping days, never another enterprise\'s', async () => {
  const token = await t.login(PHONE.finance)
  assert.equal((await t.post(URL, {}, { token })).Code, '2000')
  await trip('TG-1', ENTERPRISE.a, MEMBER.finance, '王芳', '成都', 10, 12)
  await trip('TG-2', ENTERPRISE.a, MEMBER.manager, '刘强', '成都', 12, 14)
  await trip('TG-3', ENTERPRISE.a, MEMBER.approver, '李娜', '成都', 13, 15)
  await trip('TG-4', ENTERPRISE.b, MEMBER.employeeB, '赵磊', '成都', 11, 11)
  await trip('TG-5', ENTERPRISE.a, MEMBER.approver, '李娜', '重庆', 10, 12)
  await trip('TG-6', ENTERPRISE.a, MEMBER.finance, '王芳', '成都', -20, -18)
  const answer = await t.post(URL, {}, { token })
  assert.equal(answer.Code, '0000')
  assert.deepEqual(answer.Data.Trips.map((x: { OrderNo: string }) => x.OrderNo), ['TG-1'])
  assert.deepEqual(answer.Data.Trips[0].Companions.map((c: { MemberName: string }) => c.MemberName), ['刘强'])
  const other = await t.login(PHONE.employeeB)
  assert.equal((await t.post(URL, {}, { token: other })).Code, '2000')
})

test('login is required', async () => {
  await assertAuthRequired(t, URL, {})
})
