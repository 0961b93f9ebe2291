import assert from 'node:assert/strict'
import { test } from 'node:test'
import { MEMBER, PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const list = '/common/api/Coupon/GetMyCoupons'
const detail = '/common/api/Coupon/GetCouponDetail'

type Item = { CouponId: string; Name: string; Status: string; StatusText: string; ExpireDate: string; UsedOrderNo: string }

test('current coupons: usable ones of the caller, the soonest to expire first', async () => {
  await assertAuthRequired(t, list, { Tab: 'current' })
  const answer = await t.post(list, { Tab: 'current' }, { token: await t.login(PHONE.employee) })
  assert.equal(answer.Code, '0000', answer.Msg)
  const names = answer.Data.List.map((c: Item) => c.Name)
  assert.deepEqual(names, ['商旅新客立减50元', '酒店满300减30'])
  assert.ok(answer.Data.List.every((c: Item) => c.Status === 'usable' && c.StatusText === '可使用'))
  assert.equal(answer.Data.Total, 2)
  const paged = await t.post(list, { Tab: 'current', PageIndex: 2, PageSize: 1 }, { token: await t.login(PHONE.employee) })
  assert.deepEqual(paged.Data.List.map((c: Item) => c.Name), ['酒店满300减30'])
})

test('history: used and expired, newest first; a coupon taken by an order shows the order', async () => {
  const token = await t.login(PHONE.employee)
  const before = await t.post(list, { Tab: 'history' }, { token })
  assert.deepEqual(before.Data.List.map((c: Item) => [c.Name, c.Status]), [['周末酒店满800减80', 'expired'], ['秋季出行酒店券', 'expired']])
  const current = (await t.post(list, { Tab: 'current' }, { token })).Data.List as Item[]
  const { rows } = await t.app.db.query<{ id: number; order_no: string }>('select id, order_no from orders where enterprise_id = 20001 order by id limit 1')
  assert.ok(rows[0], 'the demo world has an order')
  await t.app.db.query('update hotel_coupons set used_order_id = $2 where id = $1', [Number(current[0].CouponId), rows[0].id])
  const after = await t.post(list, { Tab: 'history' }, { token })
  const used = after.Data.List.find((c: Item) => c.CouponId === current[0].CouponId)
  assert.deepEqual([used.Status, used.StatusText, used.UsedOrderNo], ['used', '已使用', rows[0].order_no])
  const shown = await t.post(detail, { CouponId: current[0].CouponId }, { token })
  assert.equal(shown.Data.UsedOrderNo, rows[0].order_no)
  await t.app.db.query('update hotel_coupons set used_order_id = null where id = $1', [Number(current[0].CouponId)])
})

test('detail: the rules of use; another member\'s or another enterprise\'s coupon 4004; bad bodies 4000', async () => {
  await assertAuthRequired(t, detail, { CouponId: '1' })
  const token = await t.login(PHONE.employee)
  const [first] = (await t.post(list, { Tab: 'current' }, { token })).Data.List as Item[]
  const shown = await t.post(detail, { CouponId: first.CouponId }, { token })
  assert.equal(shown.Code, '0000')
  assert.equal(shown.Data.Name, '商旅新客立减50元')
  assert.deepEqual(shown.Data.Rules.slice(0, 2), ['适用范围：酒店预订，仅限本人使用', '使用条件：无门槛'])

  const { rows } = await t.app.db.query<{ id: number; member_id: number }>('select id, member_id from hotel_coupons where member_id in ($1, $2)', [MEMBER.approver, MEMBER.employeeB])
  for (const row of rows) {
    assert.deepEqual(await t.post(detail, { CouponId: String(row.id) }, { token }), { Code: '4004', Msg: '优惠券不存在', Data: null })
  }
  assert.equal(rows.length, 2)
  assert.equal((await t.post(detail, { CouponId: 'abc' }, { token })).Msg, '优惠券格式不正确')
  assert.equal((await t.post(list, { Tab: 'all' }, { token })).Code, '4000')
  assert.equal((await t.post(list, {}, { token })).Code, '4000')
})

test('none: 2000 with an empty list', async () => {
  const answer = await t.post(list, { Tab: 'current' }, { token: await t.login(PHONE.finance) })
  assert.deepEqual(answer, { Code: '2000', Msg: '暂无可用优惠券', Data: { List: [], Total: 0 } })
})
