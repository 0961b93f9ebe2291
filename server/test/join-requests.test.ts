import assert from 'node:assert/strict'
import { test } from 'node:test'
import { MEMBER, PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const join = '/common/api/Customer/RegisterCustomerInfo'
const page = '/tripwise-m-api/member/joinRequest/page'
const decide = '/tripwise-m-api/member/joinRequest/decide'
const rotate = '/tripwise-m-api/member/enterprise/rotateKey'
let n = 0
const reqId = () => ({ reqId: `join-test-${String((n += 1)).padStart(6, '0')}` })

test('joining by key alone waits for a manager of that enterprise, who approves it', async () => {
  await assertAuthRequired(t, page, {})
  await assertAuthRequired(t, decide, { RequestId: '1', Approve: true })
  const outsider = await t.login(PHONE.employeeB)
  const asked = await t.post(join, { EnterpriseKey: 'xhzl2026', CustomerName: '赵磊' }, { token: outsider, headers: reqId() })
  assert.equal(asked.Code, '0000', asked.Msg)
  assert.deepEqual([asked.Data.Status, asked.Data.MemberId, asked.Data.EnterpriseId], ['pending', '', '20001'])
  // Not a member yet: switching there is refused.
  const early = await t.post('/tripwise-m-api/member/updateCustomerEnterpriseLogin', { EnterpriseId: '20001' }, { token: outsider })
  assert.equal(early.Code, '4003')

  // Only managers see and decide the to-do.
  assert.equal((await t.post(page, {}, { token: await t.login(PHONE.employee) })).Msg, '仅企业管理员可操作')
  const manager = await t.login(PHONE.manager)
  const list = await t.post(page, {}, { token: manager })
  assert.equal(list.Code, '0000')
  const mine = list.Data.List.find((r: { RequestId: string }) => r.RequestId === asked.Data.RequestId)
  assert.deepEqual([mine.CustomerName, mine.Phone, mine.Status], ['赵磊', PHONE.employeeB, 'pending'])
  assert.equal((await t.post(decide, { RequestId: asked.Data.RequestId, Approve: true }, { token: await t.login(PHONE.employee), headers: reqId() })).Code, '4003')
  assert.equal((await t.post(decide, { RequestId: 'abc', Approve: true }, { token: manager, headers: reqId() })).Code, '4000')

  const approved = await t.post(decide, { RequestId: asked.Data.RequestId, Approve: true }, { token: manager, headers: reqId() })
  assert.equal(approved.Code, '0000', approved.Msg)
  assert.equal(approved.Data.Status, 'approved')
  assert.equal((await t.post(decide, { RequestId: asked.Data.RequestId, Approve: false }, { token: manager, headers: reqId() })).Msg, '该申请已处理')
  const switched = await t.post('/tripwise-m-api/member/updateCustomerEnterpriseLogin', { EnterpriseId: '20001' }, { token: outsider })
  assert.equal(switched.Code, '0000', switched.Msg)
  assert.equal(switched.Data.MemberId, approved.Data.MemberId)
})

test('a manager cannot decide another enterprise\'s request; a rejected request joins nobody', async () => {
  const approver = await t.login(PHONE.approver)
  const asked = await t.post(join, { EnterpriseKey: 'YSMY2026' }, { token: approver, headers: reqId() })
  assert.equal(asked.Data.Status, 'pending')
  const manager = await t.login(PHONE.manager)
  assert.deepEqual(await t.post(decide, { RequestId: asked.Data.RequestId, Approve: true }, { token: manager, headers: reqId() }), {
    Code: '4004', Msg: '加入申请不存在', Data: null,
  })
  const { rows } = await t.app.db.query<{ n: number }>('select count(*)::int as n from members where account_id = 2')
  assert.equal(rows[0].n, 1)
})

test('with an invitation of that enterprise the account joins at once; another enterprise\'s invitation is refused', async () => {
  const manager = await t.login(PHONE.manager)
  const invitation = await t.post('/tripwise-m-api/member/invitation/create', { Phone: PHONE.dossenSale }, { token: manager, headers: reqId() })
  assert.equal(invitation.Code, '0000', invitation.Msg)
  const sales = await t.login(PHONE.dossenSale)
  const wrong = await t.post(join, { EnterpriseKey: 'YSMY2026', InvitationCode: invitation.Data.InvitationCode }, { token: sales, headers: reqId() })
  assert.deepEqual([wrong.Code, wrong.Msg], ['4001', '邀请码无效或已过期，请联系企业管理员重新邀请'])
  const joined = await t.post(join, { EnterpriseKey: 'XHZL2026', InvitationCode: invitation.Data.InvitationCode }, { token: sales, headers: reqId() })
  assert.equal(joined.Code, '0000', joined.Msg)
  assert.equal(joined.Data.Status, 'joined')
  assert.match(joined.Data.MemberId, /^\d+$/)
})

test('colleagues\' phones and e-mails are masked except for managers and one\'s own; the key is shown to managers only', async () => {
  const body = { CustomerIds: [String(MEMBER.employee), String(MEMBER.approver)] }
  const seen = (await t.post('/common/api/Customer/GetCustomerBaseInfoList', body, { token: await t.login(PHONE.employee) })).Data.CustomerBaseInfos
  assert.equal(seen[0].Customer.CustomerPhone, PHONE.employee)
  assert.equal(seen[1].Customer.CustomerPhone, '138****0002')
  assert.equal(seen[1].Customer.Email, 'l***@xinghe.example')
  const byManager = (await t.post('/common/api/Customer/GetCustomerBaseInfoList', body, { token: await t.login(PHONE.manager) })).Data.CustomerBaseInfos
  assert.equal(byManager[1].Customer.CustomerPhone, PHONE.approver)

  const info = '/tripwise-m-api/member/getEnterpriseInfo'
  assert.equal((await t.post(info, {}, { token: await t.login(PHONE.employee) })).Data.EnterpriseKey, '')
  assert.equal((await t.post(info, {}, { token: await t.login(PHONE.manager) })).Data.EnterpriseKey, 'XHZL2026')
  assert.equal((await t.post('/common/api/Customer/GetLoginUserInfos', {}, { token: await t.login(PHONE.employee) })).Data.EnterpriseKey, '')
})

test('a manager rotates the key: the old one stops working', async () => {
  assert.equal((await t.post(rotate, {}, { token: await t.login(PHONE.employee), headers: reqId() })).Code, '4003')
  const rotated = await t.post(rotate, {}, { token: await t.login(PHONE.manager), headers: reqId() })
  assert.equal(rotated.Code, '0000')
  assert.match(rotated.Data.EnterpriseKey, /^[A-Z2-9]{12}$/)
  const finance = await t.login(PHONE.employeeB)
  assert.equal((await t.post(join, { EnterpriseKey: 'XHZL2026' }, { token: finance, headers: reqId() })).Msg, '企业注册码无效')
})
