import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { DEMO_PASSWORD, PHONE, assertEnvelope, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const ID_NO = '11010519491231002X'
const PNG = (size: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, 7)])

async function upload(file: Buffer, token: string): Promise<string> {
  const boundary = '----account-extras'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="face.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const answer = assertEnvelope(await t.app.inject({ method: 'POST', url: '/tripwise-m-api/common/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token } }))
  assert.equal(answer.Code, '0000', answer.Msg)
  return answer.Data.Url
}

const expireCodes = (phone: string) => t.app.db.query(`update sms_codes set expires_at = now() - interval '1 second' where phone = $1`, [phone])

describe('change of the login mobile', () => {
  test('old phone code, then new phone code: the account logs in with the new phone only', async () => {
    const token = await t.login(PHONE.finance)
    const NEW = '13712340001'
    const sent = await t.post('/b2b/Customer/SendChangeMobileCode', { Target: 'old' }, { token })
    assert.deepEqual(sent.Data, { ExpireSeconds: 300, MaskedPhone: '138****0003' })
    const oldCode = t.sms.lastCode(PHONE.finance, 'changeMobileOld')
    assert.deepEqual(await t.post('/b2b/Customer/ChangeMobileCheckOld', { VerifyCode: oldCode === '000000' ? '111111' : '000000' }, { token }), { Code: '4001', Msg: '验证码错误', Data: null })
    const checked = await t.post('/b2b/Customer/ChangeMobileCheckOld', { VerifyCode: oldCode }, { token })
    assert.equal(checked.Code, '0000', checked.Msg)
    // The code is single use.
    assert.equal((await t.post('/b2b/Customer/ChangeMobileCheckOld', { VerifyCode: oldCode }, { token })).Msg, '验证码已失效，请重新获取')

    assert.equal((await t.post('/b2b/Customer/SendChangeMobileCode', { Target: 'new', NewPhone: PHONE.employee }, { token })).Code, '4009')
    assert.equal((await t.post('/b2b/Customer/SendChangeMobileCode', { Target: 'new', NewPhone: PHONE.finance }, { token })).Msg, '新手机号不能与当前手机号相同')
    assert.equal((await t.post('/b2b/Customer/SendChangeMobileCode', { Target: 'new' }, { token })).Msg, '请填写新手机号')
    assert.equal((await t.post('/b2b/Customer/SendChangeMobileCode', { Target: 'new', NewPhone: '123' }, { token })).Msg, '新手机号格式不正确')
    assert.equal((await t.post('/b2b/Customer/SendChangeMobileCode', { Target: 'new', NewPhone: NEW }, { token })).Code, '0000')
    const newCode = t.sms.lastCode(NEW, 'changeMobileNew')
    const body = { Ticket: checked.Data.Ticket, NewPhone: NEW, VerifyCode: newCode === '000000' ? '111111' : '000000' }
    assert.equal((await t.post('/b2b/Customer/ChangeMobile', body, { token })).Msg, '验证码错误')
    const headers = { reqId: randomUUID() }
    const changed = await t.post('/b2b/Customer/ChangeMobile', { ...body, VerifyCode: newCode }, { token, headers })
    assert.deepEqual(changed, { Code: '0000', Msg: '成功', Data: { Phone: NEW } })
    // A retry with the same reqId answers the first answer; the ticket is spent for anything else.
    assert.deepEqual((await t.post('/b2b/Customer/ChangeMobile', { ...body, VerifyCode: newCode }, { token, headers })).Data, { Phone: NEW })
    assert.equal((await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.finance, Password: DEMO_PASSWORD }, { ip: t.ip() })).Code, '4001')
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token })).Data.Phone, NEW)
    assert.equal((await t.post('/b2b/Customer/LoginV2', { Phone: NEW, Password: DEMO_PASSWORD }, { ip: t.ip() })).Code, '0000')
  })

  test('expired codes and tickets are refused; login is required', async () => {
    assert.equal((await t.post('/b2b/Customer/SendChangeMobileCode', { Target: 'old' })).Code, '8000')
    const token = await t.login(PHONE.approver)
    await t.post('/b2b/Customer/SendChangeMobileCode', { Target: 'old' }, { token })
    const code = t.sms.lastCode(PHONE.approver, 'changeMobileOld')
    await expireCodes(PHONE.approver)
    assert.equal((await t.post('/b2b/Customer/ChangeMobileCheckOld', { VerifyCode: code }, { token })).Msg, '验证码已失效，请重新获取')
    await t.post('/b2b/Customer/SendChangeMobileCode', { Target: 'old' }, { token })
    const ticket = (await t.post('/b2b/Customer/ChangeMobileCheckOld', { VerifyCode: t.sms.lastCode(PHONE.approver, 'changeMobileOld') }, { token })).Data.Ticket
    await t.post('/b2b/Customer/SendChangeMobileCode', { Target: 'new', NewPhone: '13712340002' }, { token })
    await t.app.db.query(`update verification_tickets set expires_at = now() - interval '1 second' where phone = $1`, [PHONE.approver])
    const answer = await t.post('/b2b/Customer/ChangeMobile', { Ticket: ticket, NewPhone: '13712340002', VerifyCode: t.sms.lastCode('13712340002', 'changeMobileNew') }, { token })
    assert.deepEqual([answer.Code, answer.Msg], ['4001', '验证已失效，请重新获取验证码'])
  })

  test("another account's ticket does not change this account", async () => {
    const tokenA = await t.login(PHONE.manager)
    await t.post('/b2b/Customer/SendChangeMobileCode', { Target: 'old' }, { token: tokenA })
    const ticket = (await t.post('/b2b/Customer/ChangeMobileCheckOld', { VerifyCode: t.sms.lastCode(PHONE.manager, 'changeMobileOld') }, { token: tokenA })).Data.Ticket
    const tokenB = await t.login(PHONE.employeeB)
    await t.post('/b2b/Customer/SendChangeMobileCode', { Target: 'new', NewPhone: '13712340003' }, { token: tokenB })
    const answer = await t.post('/b2b/Customer/ChangeMobile', { Ticket: ticket, NewPhone: '13712340003', VerifyCode: t.sms.lastCode('13712340003', 'changeMobileNew') }, { token: tokenB })
    assert.equal(answer.Code, '4001')
  })
})

describe('registration extras', () => {
  test('RegisterBenefits reads a live invitation without using it', async () => {
    const before = await t.app.db.query<{ used_count: number }>(`select used_count from enterprise_invitations where code = 'XHZL-INVITE-2026'`)
    const answer = await t.post('/b2b/Customer/RegisterBenefits', { InvitationCode: 'xhzl-invite-2026' })
    assert.equal(answer.Code, '0000', answer.Msg)
    assert.equal(answer.Data.EnterpriseName, '星河智联科技有限公司')
    assert.match(answer.Data.ValidUntil, /^\d{4}-\d{2}-\d{2}$/)
    assert.ok(answer.Data.Benefits.length >= 2)
    const after = await t.app.db.query<{ used_count: number }>(`select used_count from enterprise_invitations where code = 'XHZL-INVITE-2026'`)
    assert.equal(after.rows[0].used_count, before.rows[0].used_count)
    assert.deepEqual(await t.post('/b2b/Customer/RegisterBenefits', { InvitationCode: 'NOPE' }), { Code: '4001', Msg: '邀请链接无效或已过期，请联系企业管理员重新邀请', Data: null })
    assert.equal((await t.post('/b2b/Customer/RegisterBenefits', {})).Msg, '请填写邀请码')
  })

  test('HouseKeeperRegister: an application with the contact phone\'s code, once per enterprise', async () => {
    const ip = t.ip()
    const phone = '13712340010'
    assert.equal((await t.post('/b2b/Common/SendSmsCode', { Phone: phone, Scene: 'enterpriseRegister' }, { ip })).Code, '0000')
    const body = { EnterpriseName: '华住测试酒店管理有限公司', ContactName: '周敏', Phone: phone, VerifyCode: t.sms.lastCode(phone, 'enterpriseRegister'), CityName: '上海', StaffScale: '51-200' }
    assert.equal((await t.post('/b2b/Customer/HouseKeeperRegister', { ...body, StaffScale: '7' }, { ip })).Msg, '企业规模格式不正确')
    assert.equal((await t.post('/b2b/Customer/HouseKeeperRegister', { ...body, EnterpriseName: '' }, { ip })).Msg, '企业名称长度不能少于4位')
    const answer = await t.post('/b2b/Customer/HouseKeeperRegister', body, { ip })
    assert.equal(answer.Code, '0000', answer.Msg)
    assert.match(answer.Data.ApplicationNo, /^QY\d{14}$/)
    assert.equal(answer.Data.Status, 'pending')
    const { rows } = await t.app.db.query('select contact_name, staff_scale from enterprise_applications where application_no = $1', [answer.Data.ApplicationNo])
    assert.deepEqual(rows[0], { contact_name: '周敏', staff_scale: '51-200' })
    // The code was used; the same enterprise again is 4009.
    assert.equal((await t.post('/b2b/Customer/HouseKeeperRegister', body, { ip })).Code, '4009')
    await t.post('/b2b/Common/SendSmsCode', { Phone: phone, Scene: 'enterpriseRegister' }, { ip })
    const reused = await t.post('/b2b/Customer/HouseKeeperRegister', { ...body, EnterpriseName: '另一家测试企业有限公司', VerifyCode: body.VerifyCode === t.sms.lastCode(phone, 'enterpriseRegister') ? '000001' : body.VerifyCode }, { ip })
    assert.equal(reused.Code, '4001')
  })
})

describe('student/teacher verification', () => {
  test('verified by the simulated registry, with the member\'s own name and upload', async () => {
    const token = await t.login(PHONE.employee)
    assert.equal((await t.post('/tripwise-m-api/universities/authentication/info', {}, { token })).Data.Status, 'none')
    assert.ok((await t.post('/tripwise-m-api/universities/schools', { Keyword: '交通' }, { token })).Data.Schools.includes('上海交通大学'))
    const url = await upload(PNG(64), token)
    const year = Number(new Date().getFullYear())
    const body = { Role: 'student', Name: '张伟', School: '上海交通大学', Number: '518030910001', EnrollYear: year - 1, CardImageUrl: url }
    assert.equal((await t.post('/tripwise-m-api/universities/authentication/submit', { ...body, Name: '李四' }, { token })).Msg, '姓名须与账号实名一致')
    assert.equal((await t.post('/tripwise-m-api/universities/authentication/submit', { ...body, CardImageUrl: '/tripwise-m-api/common/file/' + 'a'.repeat(32) }, { token })).Msg, '请上传学生证或教师证照片')
    const rejected = await t.post('/tripwise-m-api/universities/authentication/submit', { ...body, School: '不存在大学' }, { token, headers: { reqId: randomUUID() } })
    assert.deepEqual([rejected.Data.Status, rejected.Data.Reason], ['rejected', '未查询到该学校，请选择学信网收录的学校'])
    const verified = await t.post('/tripwise-m-api/universities/authentication/submit', body, { token, headers: { reqId: randomUUID() } })
    assert.equal(verified.Data.Status, 'verified')
    assert.equal(verified.Data.ValidUntil, `${year + 3}-08-31`)
    assert.equal((await t.post('/tripwise-m-api/universities/authentication/submit', body, { token, headers: { reqId: randomUUID() } })).Msg, '您已完成认证，无需重复提交')
    // Another member sees nothing of it, and cannot use this member's upload.
    const other = await t.login(PHONE.employeeB)
    assert.equal((await t.post('/tripwise-m-api/universities/authentication/info', {}, { token: other })).Data.Status, 'none')
    assert.equal((await t.post('/tripwise-m-api/universities/authentication/submit', { ...body, Name: '赵磊' }, { token: other })).Msg, '请上传学生证或教师证照片')
  })
})

describe('facial verification', () => {
  test('start, one photo, result; single use and owner only', async () => {
    const token = await t.login(PHONE.dossenSale)
    const { rows } = await t.app.db.query<{ name: string }>(`select m.name from members m join accounts a on a.id = m.account_id where a.phone = $1 limit 1`, [PHONE.dossenSale])
    const name = rows[0].name
    assert.equal((await t.post('/tripwise-m-api/face/verify/start', { Scene: 'self', Name: '别人', IdNo: ID_NO }, { token })).Msg, '姓名须与账号实名一致')
    assert.equal((await t.post('/tripwise-m-api/face/verify/start', { Scene: 'self', Name: name, IdNo: '123' }, { token })).Msg, '身份证号格式不正确')
    assert.equal((await t.post('/tripwise-m-api/face/verify/start', { Scene: 'newUser', Name: '孙悦', IdNo: ID_NO }, { token })).Msg, '请填写手机号')
    const started = await t.post('/tripwise-m-api/face/verify/start', { Scene: 'self', Name: name, IdNo: ID_NO.toLowerCase() }, { token })
    assert.equal(started.Code, '0000', started.Msg)
    const small = await upload(PNG(64), token)
    const tooSmall = await t.post('/tripwise-m-api/face/verify/submit', { VerifyId: started.Data.VerifyId, PhotoUrl: small }, { token })
    assert.deepEqual([tooSmall.Data.Status, tooSmall.Data.Reason], ['failed', '照片不清晰，请在光线充足处正对镜头重新拍摄'])
    const photo = await upload(PNG(4096), token)
    assert.equal((await t.post('/tripwise-m-api/face/verify/submit', { VerifyId: started.Data.VerifyId, PhotoUrl: photo }, { token })).Msg, '该核验已完成，请重新开始')

    const again = await t.post('/tripwise-m-api/face/verify/start', { Scene: 'newUser', Name: '孙悦', IdNo: ID_NO, Phone: '13712340020' }, { token })
    const other = await t.login(PHONE.employee)
    assert.equal((await t.post('/tripwise-m-api/face/verify/result', { VerifyId: again.Data.VerifyId }, { token: other })).Code, '4004')
    const passed = await t.post('/tripwise-m-api/face/verify/submit', { VerifyId: again.Data.VerifyId, PhotoUrl: photo }, { token })
    assert.equal(passed.Data.Status, 'passed')
    assert.ok(passed.Data.Score >= 80 && passed.Data.Score < 100)
    assert.equal(passed.Data.MaskedIdNo, '110***********002X')
    const { rows: kept } = await t.app.db.query('select id_no from face_verifications where verify_id = $1', [again.Data.VerifyId])
    assert.equal(kept[0].id_no, null)

    const late = await t.post('/tripwise-m-api/face/verify/start', { Scene: 'self', Name: name, IdNo: '440304199001011284' }, { token })
    await t.app.db.query(`update face_verifications set expires_at = now() - interval '1 second' where verify_id = $1`, [late.Data.VerifyId])
    assert.equal((await t.post('/tripwise-m-api/face/verify/result', { VerifyId: late.Data.VerifyId }, { token })).Data.Status, 'expired')
    assert.equal((await t.post('/tripwise-m-api/face/verify/submit', { VerifyId: late.Data.VerifyId, PhotoUrl: photo }, { token })).Msg, '核验已超时，请重新开始')
  })
})
