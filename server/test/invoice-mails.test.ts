import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const MAIL = { Receiver: '王芳', Phone: '13800000003', Address: '上海市浦东新区世纪大道100号' }
let n = 0
const submit = (body: object, token: string) => t.post('/b2b/Customer/SubmitMailInfo', body, { token, headers: { reqId: `mail-${(n += 1)}` } })

test('mailing addresses: login, add (first is default), edit, delete, bad input, own only', async () => {
  await assertAuthRequired(t, '/b2b/Customer/GetMailList', {})
  const token = await t.login(PHONE.finance)
  assert.equal((await t.post('/b2b/Customer/GetMailList', {}, { token })).Code, '2000')
  const first = await submit(MAIL, token)
  assert.equal(first.Code, '0000', first.Msg)
  const second = await submit({ ...MAIL, Address: '北京市朝阳区建国路1号', IsDefault: true }, token)
  const list = await t.post('/b2b/Customer/GetMailList', {}, { token })
  assert.deepEqual(list.Data.Mails.map((m: { Address: string; IsDefault: boolean }) => [m.Address, m.IsDefault]), [['北京市朝阳区建国路1号', true], ['上海市浦东新区世纪大道100号', false]])
  assert.equal((await submit({ ...MAIL, MailId: first.Data.MailId, Receiver: '王芳芳' }, token)).Code, '0000')
  assert.equal((await t.post('/b2b/Customer/GetMailInfo', { MailId: first.Data.MailId }, { token })).Data.Receiver, '王芳芳')
  assert.equal((await submit({ ...MAIL, Phone: '123' }, token)).Msg, '手机号格式不正确')
  assert.equal((await submit({ ...MAIL, Receiver: ' ' }, token)).Msg, '请填写收件人')
  assert.equal((await submit({ ...MAIL, Address: '' }, token)).Msg, '请填写收件地址')
  for (const other of [PHONE.employee, PHONE.employeeB]) {
    const otherToken = await t.login(other)
    assert.equal((await t.post('/b2b/Customer/GetMailInfo', { MailId: second.Data.MailId }, { token: otherToken })).Code, '4004')
    assert.equal((await t.post('/b2b/Customer/DelMailInfo', { MailId: second.Data.MailId }, { token: otherToken })).Code, '4004')
    assert.equal((await submit({ ...MAIL, MailId: second.Data.MailId }, otherToken)).Code, '4004')
  }
  assert.equal((await t.post('/b2b/Customer/DelMailInfo', { MailId: second.Data.MailId }, { token })).Code, '0000')
  assert.equal((await t.post('/b2b/Customer/GetMailList', {}, { token })).Data.Mails.length, 1)
})
