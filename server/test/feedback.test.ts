import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const base = '/tripwise-m-api/dmm/feedback'
const valid = { FeedbackType: 2, Content: '希望酒店列表支持按地铁站筛选', ImageUrls: [], ContactPhone: '13800000001' }

test('save stores the feedback and page lists only the caller’s own, newest first', async () => {
  const employee = await t.login(PHONE.employee)
  const other = await t.login(PHONE.approver)
  // The demo employee has one answered feedback already (seed).
  assert.equal((await t.post(`${base}/page`, { PageIndex: 1, PageSize: 10 }, { token: employee })).Data.Total, 1)
  const first = await t.post(`${base}/save`, valid, { token: employee })
  assert.equal(first.Code, '0000')
  assert.match(first.Data.FeedbackId, /^\d+$/)
  await t.post(`${base}/save`, { ...valid, FeedbackType: 1, Content: '订单 H2026 的退款进度没有更新', OrderNo: 'H2026', ProductType: 1 }, { token: employee })
  await t.post(`${base}/save`, { ...valid, ContactPhone: '13800000002' }, { token: other })
  const page = await t.post(`${base}/page`, { PageIndex: 1, PageSize: 10 }, { token: employee })
  assert.equal(page.Code, '0000')
  assert.equal(page.Data.Total, 3)
  assert.deepEqual(page.Data.Items.map((i: { OrderNo: string | null }) => i.OrderNo), ['H2026', null, null])
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

test('detail and schedule of one\'s own feedback; another member\'s reads as not there', async () => {
  const employee = await t.login(PHONE.employee)
  const saved = await t.post(`${base}/save`, valid, { token: employee })
  const id = saved.Data.FeedbackId
  const detail = await t.get(`${base}/detail/${id}`, { token: employee })
  assert.equal(detail.Code, '0000')
  assert.deepEqual([detail.Data.Status, detail.Data.ContactPhone, detail.Data.CanEvaluate, detail.Data.Evaluation], ['submitted', '13800000001', false, null])
  const schedule = await t.get(`${base}/schedule/list?FeedbackId=${id}`, { token: employee })
  assert.deepEqual(schedule.Data.Items.map((i: { Step: string }) => i.Step), ['submitted'])
  const stranger = await t.login(PHONE.employeeB)
  assert.equal((await t.get(`${base}/detail/${id}`, { token: stranger })).Code, '4004')
  assert.equal((await t.get(`${base}/schedule/list?FeedbackId=${id}`, { token: stranger })).Code, '4004')
  assert.equal((await t.get(`${base}/detail/abc`, { token: employee })).Code, '4000')
  assert.equal((await t.get(`${base}/schedule/list?FeedbackId=x`, { token: employee })).Code, '4000')
})

test('an answered feedback is evaluated once; an unanswered one not yet', async () => {
  const sale = await t.login(PHONE.dossenSale)
  const list = await t.post(`${base}/page`, { PageIndex: 1, PageSize: 10 }, { token: sale })
  const answered = list.Data.Items.find((i: { Status: string }) => i.Status === 'replied').FeedbackId
  const schedule = await t.get(`${base}/schedule/list?FeedbackId=${answered}`, { token: sale })
  assert.deepEqual(schedule.Data.Items.map((i: { Step: string }) => i.Step), ['submitted', 'handling', 'replied'])
  assert.equal((await t.post(`${base}/evaluation/save`, { FeedbackId: answered, Score: 6 }, { token: sale })).Code, '4000')
  const other = await t.login(PHONE.employee)
  assert.equal((await t.post(`${base}/evaluation/save`, { FeedbackId: answered, Score: 5 }, { token: other })).Code, '4004')
  const done = await t.post(`${base}/evaluation/save`, { FeedbackId: answered, Score: 5, Comment: '回复很快' }, { token: sale })
  assert.deepEqual(done.Data, { FeedbackId: answered, Score: 5 })
  assert.equal((await t.post(`${base}/evaluation/save`, { FeedbackId: answered, Score: 4 }, { token: sale })).Code, '4009')
  const detail = await t.get(`${base}/detail/${answered}`, { token: sale })
  assert.deepEqual([detail.Data.Evaluation.Score, detail.Data.Evaluation.Comment, detail.Data.CanEvaluate], [5, '回复很快', false])
  const fresh = await t.post(`${base}/save`, valid, { token: sale })
  const early = await t.post(`${base}/evaluation/save`, { FeedbackId: fresh.Data.FeedbackId, Score: 5 }, { token: sale })
  assert.deepEqual([early.Code, early.Msg], ['4001', '客服回复后才可评价'])
})
