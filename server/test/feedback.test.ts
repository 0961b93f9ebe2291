import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const base = '/tripwise-m-api/dmm/feedback'
const valid = { FeedbackType: 2, Content: '希望酒店列表支持按地铁站筛选', ImageUrls: [], ContactPhone: '13800000001' }

test('save stores the feedback and page lists only the caller’s own, newest first', async () => {
  const employee = await t.login(PHONE.employee)
  const other = await t.login(PHONE.approver)
  assert.equal((await t.post(`${base}/page`, { PageIndex: 1, PageSize: 10 }, { token: employee })).Code, '2000')
  const first = await t.post(`${base}/save`, valid, { token: employee })
  assert.equal(first.Code, '0000')
  assert.match(first.Data.FeedbackId, /^\d+$/)
  await t.post(`${base}/save`, { ...valid, FeedbackType: 1, Content: '订单 H2026 的退款进度没有更新', OrderNo: 'H2026', ProductType: 1 }, { token: employee })
  await t.post(`${base}/save`, { ...valid, ContactPhone: '13800000002' }, { token: other })
  const page = await t.post(`${base}/page`, { PageIndex: 1, PageSize: 10 }, { token: employee })
  assert.equal(page.Code, '0000')
  assert.equal(page.Data.Total, 2)
  assert.deepEqual(page.Data.Items.map((i: { OrderNo: string | null }) => i.OrderNo), ['H2026', null])
  assert.equal(page.Data.Items[0].Status, 'submitted')
})

test('the same reqId saves once', async () => {
  const token = await t.login(PHONE.finance)
  const headers = { reqId: 'feedback-retry-1' }
  const a = await t.post(`${base}/save`, valid, { token, headers })
  const b = await t.post(`${base}/save`, valid, { token, headers })
  assert.equal(a.Data.FeedbackId, b.Data.FeedbackId)
  assert.equal((await t.post(`${base}/page`, { PageIndex: 1, PageSize: 10 }, { token })).Data.Total, 1)
})

test('bad bodies answer 4000 and keep nothing', async () => {
  const token = await t.login(PHONE.manager)
  for (const body of [
    { ...valid, Content: '太短' },
    { ...valid, Content: '长'.repeat(501) },
    { ...valid, FeedbackType: 4 },
    { ...valid, ContactPhone: '12345' },
    { ...valid, ImageUrls: ['https://example.com/a.png'] },
    { ...valid, ProductType: 2 },
  ]) {
    assert.equal((await t.post(`${base}/save`, body, { token })).Code, '4000', JSON.stringify(body).slice(0, 60))
  }
  assert.equal((await t.post(`${base}/page`, { PageIndex: 1, PageSize: 10 }, { token })).Code, '2000')
})

test('login is required', async () => {
  await assertAuthRequired(t, `${base}/save`, valid)
  await assertAuthRequired(t, `${base}/page`, { PageIndex: 1, PageSize: 10 })
})
