import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const B = '/common/api/bindAccount'
let n = 0
const reqId = () => ({ reqId: `bind-test-${String((n += 1)).padStart(6, '0')}` })

test('lists every platform and programme, binds a platform, refuses a wrong password later, unbinds', async () => {
  const token = await t.login(PHONE.employee)
  const empty = await t.post(`${B}/GetBindList`, {}, { token })
  assert.equal(empty.Code, '0000')
  assert.deepEqual(empty.Data.Platforms.map((p: { PlatformName: string }) => p.PlatformName), ['携程商旅', '同程商旅', '美团企业版', '飞猪商旅'])
  assert.ok(empty.Data.Memberships.every((m: { IsBound: boolean }) => !m.IsBound))

  const bound = await t.post(`${B}/BindPlatform`, { PlatformCode: 'ctrip', Account: '13812345678', Password: 'secret1' }, { token, headers: reqId() })
  assert.equal(bound.Code, '0000', bound.Msg)
  assert.deepEqual([bound.Data.IsBound, bound.Data.Account], [true, '138****5678'])
  const again = await t.post(`${B}/BindPlatform`, { PlatformCode: 'ctrip', Account: '13812345678', Password: 'secret1' }, { token, headers: reqId() })
  assert.deepEqual([again.Code, again.Msg], ['4009', '已绑定携程商旅账号，请先解绑'])

  // Another member of another enterprise cannot take the same platform account.
  const other = await t.login(PHONE.employeeB)
  assert.equal((await t.post(`${B}/BindPlatform`, { PlatformCode: 'ctrip', Account: '13812345678', Password: 'secret1' }, { token: other, headers: reqId() })).Msg, '该账号已被其他用户绑定')
  assert.equal((await t.post(`${B}/GetBindList`, {}, { token: other })).Data.Platforms[0].IsBound, false)
  assert.equal((await t.post(`${B}/UnbindPlatform`, { PlatformCode: 'ctrip' }, { token: other, headers: reqId() })).Code, '4004')

  assert.equal((await t.post(`${B}/UnbindPlatform`, { PlatformCode: 'ctrip' }, { token, headers: reqId() })).Data.Unbound, true)
  // The platform remembers the account's password: a different one is refused and nothing is kept.
  const wrong = await t.post(`${B}/BindPlatform`, { PlatformCode: 'ctrip', Account: '13812345678', Password: 'other12' }, { token, headers: reqId() })
  assert.deepEqual([wrong.Code, wrong.Msg], ['4001', '携程商旅账号或密码错误'])
  assert.equal((await t.post(`${B}/GetBindList`, {}, { token })).Data.Platforms[0].IsBound, false)
})

test('the same reqId binds once', async () => {
  const token = await t.login(PHONE.approver)
  const headers = reqId()
  const body = { PlatformCode: 'ly', Account: 'lina@corp.cn', Password: 'secret1' }
  const first = await t.post(`${B}/BindPlatform`, body, { token, headers })
  const second = await t.post(`${B}/BindPlatform`, body, { token, headers })
  assert.equal(first.Code, '0000', first.Msg)
  assert.deepEqual(second, first)
  assert.equal(first.Data.Account, 'l***@corp.cn')
})

test('binds a membership card of the member, level from the programme', async () => {
  const token = await t.login(PHONE.finance)
  const card = await t.post(`${B}/BindMember`, { ProgramCode: 'CA', CardNo: '0012 3456 7891', HolderName: '王芳' }, { token, headers: reqId() })
  assert.equal(card.Code, '0000', card.Msg)
  assert.equal(card.Data.CardNo, '0012 **** 7891')
  assert.ok(['普卡', '银卡', '金卡', '白金卡'].includes(card.Data.LevelName))
  const list = await t.post(`${B}/GetBindList`, {}, { token })
  assert.equal(list.Data.Memberships.find((m: { ProgramCode: string }) => m.ProgramCode === 'CA').IsBound, true)
  const other = await t.login(PHONE.manager)
  assert.equal((await t.post(`${B}/BindMember`, { ProgramCode: 'CA', CardNo: '001234567891', HolderName: '刘强' }, { token: other, headers: reqId() })).Msg, '该会员卡已被其他用户绑定')
  assert.equal((await t.post(`${B}/UnbindMember`, { ProgramCode: 'CA' }, { token, headers: reqId() })).Data.Unbound, true)
  assert.equal((await t.post(`${B}/UnbindMember`, { ProgramCode: 'CA' }, { token, headers: reqId() })).Code, '4004')
})

test('bad cards, another holder, unknown cards and bad bodies are refused with a clear message', async () => {
  const token = await t.login(PHONE.manager)
  const short = await t.post(`${B}/BindMember`, { ProgramCode: 'CA', CardNo: '12345', HolderName: '刘强' }, { token, headers: reqId() })
  assert.deepEqual([short.Code, short.Msg], ['4000', '国航凤凰知音卡号应为12位数字'])
  const holder = await t.post(`${B}/BindMember`, { ProgramCode: 'huazhu', CardNo: '12345678', HolderName: '张伟' }, { token, headers: reqId() })
  assert.deepEqual([holder.Code, holder.Msg], ['4001', '持卡人须为本人，姓名与账号实名不一致'])
  const unknown = await t.post(`${B}/BindMember`, { ProgramCode: 'huazhu', CardNo: '12340000', HolderName: '刘强' }, { token, headers: reqId() })
  assert.deepEqual([unknown.Code, unknown.Msg], ['4001', '华住会未查询到该会员卡，请核对卡号'])
  const account = await t.post(`${B}/BindPlatform`, { PlatformCode: 'meituan', Account: 'liuqiang', Password: 'secret1' }, { token, headers: reqId() })
  assert.deepEqual([account.Code, account.Msg], ['4000', '平台账号应为手机号或邮箱'])
  const password = await t.post(`${B}/BindPlatform`, { PlatformCode: 'meituan', Account: '13800000004', Password: '123' }, { token, headers: reqId() })
  assert.deepEqual([password.Code, password.Msg], ['4000', '密码应为6-20位'])
  assert.equal((await t.post(`${B}/BindPlatform`, { PlatformCode: 'qunar', Account: '13800000004', Password: 'secret1' }, { token, headers: reqId() })).Code, '4000')
  assert.equal((await t.post(`${B}/BindMember`, { ProgramCode: 'CA' }, { token, headers: reqId() })).Code, '4000')
  assert.ok((await t.post(`${B}/GetBindList`, {}, { token })).Data.Memberships.every((m: { IsBound: boolean }) => !m.IsBound))
})

test('login is required', async () => {
  await assertAuthRequired(t, `${B}/GetBindList`, {})
})
