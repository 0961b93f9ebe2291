import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const mine = '/tripwise-m-api/business-card/mine'
const search = '/tripwise-m-api/business-card-bank/search'

test('my card carries my own contacts in full', async () => {
  const token = await t.login(PHONE.employee)
  const card = await t.post(mine, {}, { token })
  assert.equal(card.Code, '0000', card.Msg)
  assert.deepEqual([card.Data.Name, card.Data.Phone], ['张伟', PHONE.employee])
  assert.ok(card.Data.EnterpriseName)
})

test('the card bank finds colleagues of my enterprise only, contacts masked for employees, in full for managers', async () => {
  const token = await t.login(PHONE.employee)
  const found = await t.post(search, { Keyword: '李', PageIndex: 1, PageSize: 20 }, { token })
  assert.equal(found.Code, '0000', found.Msg)
  const lina = found.Data.Items.find((c: { Name: string }) => c.Name === '李娜')
  assert.equal(lina.Phone, '138****0002')
  const all = await t.post(search, { Keyword: '', PageIndex: 1, PageSize: 50 }, { token })
  assert.ok(all.Data.Items.some((c: { Name: string; Phone: string }) => c.Name === '张伟' && c.Phone === PHONE.employee))
  assert.ok(!all.Data.Items.some((c: { Name: string }) => c.Name === '赵磊'), 'another enterprise is not searched')
  const manager = await t.login(PHONE.manager)
  const full = await t.post(search, { Keyword: '李娜', PageIndex: 1, PageSize: 20 }, { token: manager })
  assert.equal(full.Data.Items[0].Phone, PHONE.approver)
  assert.equal((await t.post(search, { Keyword: '赵磊', PageIndex: 1, PageSize: 20 }, { token })).Code, '2000')
  assert.equal((await t.post(search, { Keyword: '%', PageIndex: 1, PageSize: 20 }, { token })).Code, '2000')
})

test('bad bodies are refused; login is required', async () => {
  const token = await t.login(PHONE.employee)
  assert.equal((await t.post(search, { Keyword: '李', PageIndex: 0, PageSize: 20 }, { token })).Code, '4000')
  assert.equal((await t.post(search, { PageIndex: 1, PageSize: 20 }, { token })).Code, '4000')
  await assertAuthRequired(t, search, { Keyword: '', PageIndex: 1, PageSize: 10 })
  await assertAuthRequired(t, mine, {})
})
