import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const B = '/b2b/Scheme'

test('the hot questions and the categories; a category; a keyword', async () => {
  const token = await t.login(PHONE.employee)
  const hot = await t.post(`${B}/GetFaqList`, {}, { token })
  assert.equal(hot.Code, '0000')
  assert.ok(hot.Data.Items.every((i: { IsHot: boolean }) => i.IsHot))
  assert.deepEqual(hot.Data.Categories.map((c: { Name: string }) => c.Name), ['预订问题', '订单与退改', '发票与报销', '账户与积分'])
  const orders = await t.post(`${B}/GetFaqList`, { CategoryId: 2 }, { token })
  assert.equal(orders.Data.Items.length, 3)
  const search = await t.post(`${B}/GetFaqList`, { Keyword: ' 发票 ' }, { token })
  assert.ok(search.Data.Items.some((i: { FaqId: number }) => i.FaqId === 301))
  assert.equal((await t.post(`${B}/GetFaqList`, { Keyword: '100%_' }, { token })).Data.Items.length, 0)
})

test('a question with its answer and related ones; another platform\'s question is not there', async () => {
  const token = await t.login(PHONE.employee)
  const detail = await t.post(`${B}/GetFaqDetail`, { FaqId: 201 }, { token })
  assert.equal(detail.Data.CategoryName, '订单与退改')
  assert.match(detail.Data.Answer, /退改规则/)
  assert.deepEqual(detail.Data.Related.map((i: { FaqId: number }) => i.FaqId), [202, 203])
  assert.equal((await t.post(`${B}/GetFaqDetail`, { FaqId: 402 }, { token })).Code, '4004')
  const dossen = await t.login(PHONE.dossenSale)
  assert.equal((await t.post(`${B}/GetFaqDetail`, { FaqId: 402 }, { token: dossen })).Code, '0000')
  const counts = await t.post(`${B}/GetFaqList`, {}, { token: dossen })
  assert.equal(counts.Data.Categories.find((c: { Name: string }) => c.Name === '账户与积分').Count, 2)
})

test('bad bodies answer 4000', async () => {
  const token = await t.login(PHONE.employee)
  assert.equal((await t.post(`${B}/GetFaqDetail`, { FaqId: 'x' }, { token })).Code, '4000')
  assert.equal((await t.post(`${B}/GetFaqList`, { Keyword: '长'.repeat(31) }, { token })).Code, '4000')
  assert.equal((await t.post(`${B}/GetFaqList`, { CategoryId: 0 }, { token })).Code, '4000')
})

test('login is required', async () => {
  await assertAuthRequired(t, `${B}/GetFaqList`, {})
})
