import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { DEMO_PASSWORD, MEMBER, PHONE, assertAuthRequired, expireToken, setupFile } from './helper'

const t = setupFile()

describe('LoginV2', () => {
  test('password login answers the MemberInfo fields', async () => {
    const answer = await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.employee, Password: DEMO_PASSWORD }, { ip: t.ip() })
    assert.equal(answer.Code, '0000')
    assert.deepEqual(Object.keys(answer.Data).sort(), ['CustomerName', 'EnterpriseId', 'MemberId', 'MemberName', 'PlatId', 'Token'])
    assert.equal(answer.Data.MemberId, String(MEMBER.employee))
    assert.equal(answer.Data.MemberName, '张伟')
    assert.equal(answer.Data.EnterpriseId, '20001')
    assert.equal(answer.Data.PlatId, 1020)
    assert.match(answer.Data.Token, /^[0-9a-f]{64}$/)
  })

  test('the token is stored only as its hash', async () => {
    const token = await t.login(PHONE.employee)
    const { rows } = await t.app.db.query<{ n: number }>('select count(*)::int as n from sessions where token_hash = $1', [token])
    assert.equal(rows[0].n, 0)
  })

  test('wrong password and unknown phone answer the same 4001', async () => {
    const wrong = await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.employee, Password: 'nope1234' }, { ip: t.ip() })
    const unknown = await t.post('/b2b/Customer/LoginV2', { Phone: '13712345678', Password: 'nope1234' }, { ip: t.ip() })
    assert.deepEqual([wrong.Code, wrong.Msg], ['4001', '手机号或密码错误'])
    assert.deepEqual([unknown.Code, unknown.Msg], ['4001', '手机号或密码错误'])
  })

  test('bad bodies answer 4000 naming the field', async () => {
    assert.deepEqual(await t.post('/b2b/Customer/LoginV2', { Phone: '123', Password: 'x' }), { Code: '4000', Msg: '手机号格式不正确', Data: null })
    assert.equal((await t.post('/b2b/Customer/LoginV2', { Password: 'x' })).Msg, '请填写手机号')
    assert.equal((await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.employee })).Msg, '请输入密码或验证码')
    assert.equal((await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.employee, Password: 'a', VerifyCode: '123456' })).Code, '4000')
    assert.equal((await t.post('/b2b/Customer/LoginV2', [1, 2])).Code, '4000')
  })

  test('dossen sales log in on platform 1004', async () => {
    const answer = await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.dossenSale, Password: DEMO_PASSWORD }, { ip: t.ip() })
    assert.equal(answer.Data.PlatId, 1004)
    assert.equal(answer.Data.EnterpriseId, '20003')
  })

  test('SMS-code login', async () => {
    const ip = t.ip()
    assert.equal((await t.post('/b2b/Common/SendSmsCode', { Phone: PHONE.approver, Scene: 'login' }, { ip })).Code, '0000')
    const code = t.sms.lastCode(PHONE.approver, 'login')
    assert.equal((await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.approver, VerifyCode: code === '000000' ? '111111' : '000000' }, { ip })).Code, '4001')
    const answer = await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.approver, VerifyCode: code }, { ip })
    assert.equal(answer.Code, '0000')
    assert.equal(answer.Data.MemberId, String(MEMBER.approver))
    // A code works once.
    assert.equal((await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.approver, VerifyCode: code }, { ip })).Code, '4001')
  })

  test('more than 10 logins a minute for one phone and IP answer 4029', async () => {
    const ip = t.ip()
    const codes: string[] = []
    for (let i = 0; i < 11; i += 1) codes.push((await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.manager, VerifyCode: '123456' }, { ip })).Code)
    assert.deepEqual(codes.slice(0, 10), Array(10).fill('4001'))
    assert.equal(codes[10], '4029')
    // Another IP is not affected.
    assert.equal((await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.manager, Password: DEMO_PASSWORD }, { ip: t.ip() })).Code, '0000')
  })
})

describe('sessions', () => {
  test('no token 8000, unknown token 8000', async () => {
    assert.deepEqual(await t.post('/b2b/Customer/GetCustomerInfo'), { Code: '8000', Msg: '请先登录', Data: null })
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: 'f'.repeat(64) })).Code, '8000')
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: 'garbage' })).Code, '8000')
  })

  test('a newer login replaces the older token (8001), whatever PlatId either claims (decision 0540)', async () => {
    const first = await t.login(PHONE.finance)
    const other = await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.finance, Password: DEMO_PASSWORD }, { ip: t.ip(), headers: { PlatId: '1005' } })
    assert.equal(other.Data.PlatId, 1020)
    const ended = await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: first })
    assert.deepEqual([ended.Code, ended.Msg], ['8001', '您的账号已在其他设备登录，请重新登录'])
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: other.Data.Token })).Code, '0000')
    const last = await t.login(PHONE.finance)
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: other.Data.Token })).Code, '8001')
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: last })).Code, '0000')
  })

  test('LoginOut ends the session: the old token answers 8001', async () => {
    await assertAuthRequired(t, '/b2b/Customer/LoginOut')
    const token = await t.login(PHONE.employeeB)
    assert.deepEqual(await t.post('/b2b/Customer/LoginOut', {}, { token }), { Code: '0000', Msg: '成功', Data: null })
    const after = await t.post('/common/api/Customer/GetLoginUserInfos', {}, { token })
    assert.deepEqual([after.Code, after.Msg], ['8001', '您已退出登录，请重新登录'])
  })

  test('an expired token answers 8001', async () => {
    const token = await t.login(PHONE.employeeB)
    await expireToken(t.app, token)
    assert.deepEqual(await t.post('/b2b/Customer/GetCustomerInfo', {}, { token }), { Code: '8001', Msg: '登录已过期，请重新登录', Data: null })
  })

  test('a MemberId in headers or body is never trusted', async () => {
    const token = await t.login(PHONE.employeeB)
    const answer = await t.post('/b2b/Customer/GetCustomerInfo', { MemberId: String(MEMBER.employee), EnterpriseId: '20001' }, {
      token, headers: { MemberId: String(MEMBER.employee) },
    })
    assert.equal(answer.Data.MemberId, String(MEMBER.employeeB))
    assert.equal(answer.Data.EnterpriseName, '远山国际贸易有限公司')
  })
})

describe('profile and passwords', () => {
  test('GetCustomerInfo', async () => {
    await assertAuthRequired(t, '/b2b/Customer/GetCustomerInfo')
    const answer = await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: await t.login(PHONE.employee) })
    assert.equal(answer.Code, '0000')
    assert.equal(answer.Data.Phone, PHONE.employee)
    assert.equal(answer.Data.EnterpriseName, '星河智联科技有限公司')
    assert.deepEqual(answer.Data.Departments.map((d: { DepartmentName: string }) => d.DepartmentName), ['市场部', '销售部'])
    assert.equal(answer.Data.TravelStandardName, '普通员工差旅标准')
  })

  test('EditPassword: old password checked, policy enforced, no other session works after it', async () => {
    await assertAuthRequired(t, '/b2b/Customer/EditPassword', { OldPassword: 'x', NewPassword: 'abcd1234' })
    const phone = PHONE.dossenSale
    // One live session per person (decision 0540): the other device's session ended when this one logged in.
    const otherDevice = await t.login(phone)
    const current = (await t.post('/b2b/Customer/LoginV2', { Phone: phone, Password: DEMO_PASSWORD }, { ip: t.ip(), headers: { PlatId: '1020' } })).Data.Token
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: otherDevice })).Code, '8001')
    assert.equal((await t.post('/b2b/Customer/EditPassword', { OldPassword: 'wrong', NewPassword: 'abcd1234' }, { token: current })).Msg, '原密码错误')
    assert.equal((await t.post('/b2b/Customer/EditPassword', { OldPassword: DEMO_PASSWORD, NewPassword: 'short' }, { token: current })).Code, '4000')
    assert.equal((await t.post('/b2b/Customer/EditPassword', { OldPassword: DEMO_PASSWORD, NewPassword: 'onlyletters' }, { token: current })).Msg, '密码需为8-20位，且同时包含字母和数字')
    assert.equal((await t.post('/b2b/Customer/EditPassword', { OldPassword: DEMO_PASSWORD, NewPassword: 'Changed2026' }, { token: current })).Code, '0000')
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: current })).Code, '0000')
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: otherDevice })).Code, '8001')
    assert.equal((await t.post('/b2b/Customer/LoginV2', { Phone: phone, Password: 'Changed2026' }, { ip: t.ip() })).Code, '0000')
    await t.post('/b2b/Customer/EditPassword', { OldPassword: 'Changed2026', NewPassword: DEMO_PASSWORD }, { token: await t.login(phone).catch(() => current) })
  })
})

describe('SMS codes, verification and registration', () => {
  test('SendSmsCode: bad body 4000, 5 a minute per phone and IP', async () => {
    assert.equal((await t.post('/b2b/Common/SendSmsCode', { Phone: PHONE.employee, Scene: 'other' })).Msg, '验证码类型格式不正确')
    assert.equal((await t.post('/b2b/Common/SendSmsCode', { Phone: 'abc', Scene: 'login' })).Msg, '手机号格式不正确')
    const ip = t.ip()
    const codes: string[] = []
    for (let i = 0; i < 6; i += 1) codes.push((await t.post('/b2b/Common/SendSmsCode', { Phone: '13600000000', Scene: 'register' }, { ip })).Code)
    assert.deepEqual(codes, ['0000', '0000', '0000', '0000', '0000', '4029'])
  })

  test('codes are stored hashed and expire after 5 minutes', async () => {
    await t.post('/b2b/Common/SendSmsCode', { Phone: '13600000001', Scene: 'register' }, { ip: t.ip() })
    const code = t.sms.lastCode('13600000001', 'register')
    const { rows } = await t.app.db.query<{ code_hash: string; ttl: number }>(
      `select code_hash, extract(epoch from (expires_at - created_at))::int as ttl from sms_codes where phone = '13600000001' order by id desc limit 1`,
    )
    assert.notEqual(rows[0].code_hash, code)
    assert.equal(rows[0].ttl, 300)
  })

  test('a login code is not sent to an unknown phone, and registering a known phone is a conflict', async () => {
    const before = t.sms.sent.length
    assert.equal((await t.post('/b2b/Common/SendSmsCode', { Phone: '13600000002', Scene: 'login' }, { ip: t.ip() })).Code, '0000')
    assert.equal(t.sms.sent.length, before)
    assert.equal((await t.post('/b2b/Common/SendSmsCode', { Phone: PHONE.employee, Scene: 'register' }, { ip: t.ip() })).Code, '4009')
  })

  test('VerificationCodeCheck: five wrong codes kill the code', async () => {
    const phone = '13600000003'
    await t.post('/b2b/Common/SendSmsCode', { Phone: phone, Scene: 'register' }, { ip: t.ip() })
    const code = t.sms.lastCode(phone, 'register')
    const wrong = code === '999999' ? '888888' : '999999'
    const messages: string[] = []
    for (let i = 0; i < 5; i += 1) messages.push((await t.post('/b2b/Customer/VerificationCodeCheck', { Phone: phone, VerifyCode: wrong, Scene: 'register' }, { ip: t.ip() })).Msg)
    assert.deepEqual(messages, ['验证码错误', '验证码错误', '验证码错误', '验证码错误', '验证码错误次数过多，请重新获取'])
    assert.equal((await t.post('/b2b/Customer/VerificationCodeCheck', { Phone: phone, VerifyCode: code, Scene: 'register' }, { ip: t.ip() })).Code, '4001')
    assert.equal((await t.post('/b2b/Customer/VerificationCodeCheck', { Phone: phone, VerifyCode: '12', Scene: 'register' })).Msg, '验证码为6位数字')
  })

  test('CheckPhoneIsRegister', async () => {
    assert.deepEqual((await t.post('/b2b/Customer/CheckPhoneIsRegister', { Phone: PHONE.employee })).Data, { IsRegister: true })
    assert.deepEqual((await t.post('/b2b/Customer/CheckPhoneIsRegister', { Phone: '13600000009' })).Data, { IsRegister: false })
    assert.equal((await t.post('/b2b/Customer/CheckPhoneIsRegister', { Phone: 1 })).Code, '4000')
  })

  test('register: code, ticket, account in the enterprise of the key, logged in', async () => {
    const phone = '13600000004'
    await t.post('/b2b/Common/SendSmsCode', { Phone: phone, Scene: 'register' }, { ip: t.ip() })
    const check = await t.post('/b2b/Customer/VerificationCodeCheck', { Phone: phone, VerifyCode: t.sms.lastCode(phone, 'register'), Scene: 'register' })
    assert.equal(check.Code, '0000')
    const body = { Phone: phone, Ticket: check.Data.Ticket, Password: 'Newbie2026', CustomerName: '孙悦', InvitationCode: 'xhzl-invite-2026' }
    assert.equal((await t.post('/b2b/Customer/RegisterCustomerInfo', { ...body, InvitationCode: 'NOPE' })).Msg, '邀请码无效或已过期，请联系企业管理员重新邀请')
    assert.equal((await t.post('/b2b/Customer/RegisterCustomerInfo', { ...body, EnterpriseKey: 'NOPE' })).Msg, '企业注册码与邀请企业不一致')
    assert.equal((await t.post('/b2b/Customer/RegisterCustomerInfo', { ...body, Password: 'short' })).Code, '4000')
    // 000 §5 name rule (issue 35): no leading or trailing middle dot, only Chinese characters and letters.
    for (const CustomerName of ['·赵六😀', '赵六·', '赵六1']) {
      const refused = await t.post('/b2b/Customer/RegisterCustomerInfo', { ...body, CustomerName })
      assert.deepEqual([refused.Code, refused.Msg], ['4000', '姓名只能包含中文或字母，且不能以·开头或结尾'], CustomerName)
    }
    const registered = await t.post('/b2b/Customer/RegisterCustomerInfo', body)
    assert.equal(registered.Code, '0000', registered.Msg)
    assert.equal(registered.Data.EnterpriseId, '20001')
    assert.equal(registered.Data.CustomerName, '孙悦')
    const info = await t.post('/common/api/Customer/GetLoginUserInfos', {}, { token: registered.Data.Token })
    assert.equal(info.Data.CompanyName, '星河智联科技有限公司')
    assert.equal(info.Data.CustomerDepartmentList.length, 1)
    // The ticket worked once.
    assert.equal((await t.post('/b2b/Customer/RegisterCustomerInfo', body)).Code, '4001')
  })

  test('register: the enterprise key alone joins nobody (issue 21); an invitation is needed', async () => {
    const phone = '13600000005'
    await t.post('/b2b/Common/SendSmsCode', { Phone: phone, Scene: 'register' }, { ip: t.ip() })
    const check = await t.post('/b2b/Customer/VerificationCodeCheck', { Phone: phone, VerifyCode: t.sms.lastCode(phone, 'register'), Scene: 'register' })
    const body = { Phone: phone, Ticket: check.Data.Ticket, Password: 'Newbie2026', CustomerName: '周游' }
    assert.deepEqual(await t.post('/b2b/Customer/RegisterCustomerInfo', { ...body, EnterpriseKey: 'xhzl2026' }), { Code: '4000', Msg: '请填写邀请码', Data: null })
    assert.equal((await t.post('/b2b/Customer/CheckPhoneIsRegister', { Phone: phone })).Data.IsRegister, false)
  })

  test('register: an invitation for one phone, used up or expired, is refused', async () => {
    const { rows } = await t.app.db.query<{ id: number }>(
      `insert into enterprise_invitations (code, enterprise_id, phone, max_uses, expires_at)
       values ('ONE-PHONE', 20001, '13600000006', 1, now() + interval '1 day'), ('GONE', 20001, null, 5, now() - interval '1 second')
       returning id`,
    )
    assert.equal(rows.length, 2)
    const register = async (phone: string, code: string) => {
      await t.post('/b2b/Common/SendSmsCode', { Phone: phone, Scene: 'register' }, { ip: t.ip() })
      const check = await t.post('/b2b/Customer/VerificationCodeCheck', { Phone: phone, VerifyCode: t.sms.lastCode(phone, 'register'), Scene: 'register' })
      return t.post('/b2b/Customer/RegisterCustomerInfo', { Phone: phone, Ticket: check.Data.Ticket, Password: 'Newbie2026', CustomerName: '吴桐', InvitationCode: code })
    }
    assert.equal((await register('13600000007', 'ONE-PHONE')).Code, '4001')
    assert.equal((await register('13600000007', 'GONE')).Code, '4001')
    assert.equal((await register('13600000006', 'ONE-PHONE')).Code, '0000')
    const used = await t.app.db.query<{ used_count: number }>(`select used_count from enterprise_invitations where code = 'ONE-PHONE'`)
    assert.equal(used.rows[0].used_count, 1)
  })

  test('forgotten password: ForgetPasswordCheck then ForgetPasswordSetPassword ends every session', async () => {
    const phone = PHONE.employeeB
    const token = await t.login(phone)
    assert.equal((await t.post('/b2b/Customer/ForgetPasswordCheck', { Phone: phone, VerifyCode: '123456' }, { ip: t.ip() })).Code, '4001')
    await t.post('/b2b/Common/SendSmsCode', { Phone: phone, Scene: 'resetPassword' }, { ip: t.ip() })
    const check = await t.post('/b2b/Customer/ForgetPasswordCheck', { Phone: phone, VerifyCode: t.sms.lastCode(phone, 'resetPassword') }, { ip: t.ip() })
    assert.equal(check.Code, '0000')
    assert.equal(check.Data.ExpireSeconds, 600)
    assert.equal((await t.post('/b2b/Customer/ForgetPasswordSetPassword', { Phone: phone, Ticket: check.Data.Ticket, NewPassword: 'abc' })).Code, '4000')
    assert.equal((await t.post('/b2b/Customer/ForgetPasswordSetPassword', { Phone: PHONE.employee, Ticket: check.Data.Ticket, NewPassword: 'Reset2026x' })).Code, '4001')
    assert.equal((await t.post('/b2b/Customer/ForgetPasswordSetPassword', { Phone: phone, Ticket: check.Data.Ticket, NewPassword: 'Reset2026x' })).Code, '0000')
    assert.deepEqual(await t.post('/b2b/Customer/GetCustomerInfo', {}, { token }), { Code: '8001', Msg: '密码已重置，请重新登录', Data: null })
    assert.equal((await t.post('/b2b/Customer/LoginV2', { Phone: phone, Password: 'Reset2026x' }, { ip: t.ip() })).Code, '0000')
  })
})

describe('invitations', () => {
  test('a manager invites one phone; that phone registers into the enterprise; others may not invite', async () => {
    const manager = await t.login(PHONE.manager)
    const created = await t.post('/tripwise-m-api/member/invitation/create', { Phone: '13600000008', ValidDays: 3 }, { token: manager, headers: { reqId: 'invite-0001' } })
    assert.equal(created.Code, '0000', created.Msg)
    assert.match(created.Data.InvitationCode, /^[A-Z2-9]{10}$/)
    assert.equal(created.Data.MaxUses, 1)
    const employee = await t.login(PHONE.employee)
    assert.deepEqual(await t.post('/tripwise-m-api/member/invitation/create', {}, { token: employee, headers: { reqId: 'invite-0002' } }), { Code: '4003', Msg: '仅企业管理员可邀请员工', Data: null })
    assert.equal((await t.post('/tripwise-m-api/member/invitation/create', { MaxUses: 0 }, { token: manager, headers: { reqId: 'invite-0003' } })).Msg, '可用次数超出允许范围')
    const phone = '13600000008'
    await t.post('/b2b/Common/SendSmsCode', { Phone: phone, Scene: 'register' }, { ip: t.ip() })
    const check = await t.post('/b2b/Customer/VerificationCodeCheck', { Phone: phone, VerifyCode: t.sms.lastCode(phone, 'register'), Scene: 'register' })
    const registered = await t.post('/b2b/Customer/RegisterCustomerInfo', { Phone: phone, Ticket: check.Data.Ticket, Password: 'Newbie2026', CustomerName: '郑好', InvitationCode: created.Data.InvitationCode.toLowerCase() })
    assert.equal(registered.Code, '0000', registered.Msg)
    assert.equal(registered.Data.EnterpriseId, '20001')
  })
})
