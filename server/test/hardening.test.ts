import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { DEMO_PASSWORD, PHONE, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const LOGIN = '/b2b/Customer/LoginV2'

describe('login lockout per phone (not per address)', () => {
  test('5 wrong passwords from 5 addresses lock the phone; the right one is refused while locked', async () => {
    const answers = []
    for (let i = 0; i < 5; i += 1) answers.push(await t.post(LOGIN, { Phone: PHONE.manager, Password: `guess-${i}-pass` }, { ip: t.ip() }))
    assert.deepEqual(answers.slice(0, 4).map((a) => a.Code), ['4001', '4001', '4001', '4001'])
    assert.equal(answers[4].Code, '4029')
    assert.match(answers[4].Msg, /^密码错误次数过多，请1分钟后再试/)
    const right = await t.post(LOGIN, { Phone: PHONE.manager, Password: DEMO_PASSWORD }, { ip: t.ip() })
    assert.equal(right.Code, '4029')
    // Another phone is not affected.
    assert.equal((await t.post(LOGIN, { Phone: PHONE.finance, Password: DEMO_PASSWORD }, { ip: t.ip() })).Code, '0000')
  })

  test('an unknown phone locks the same way (the lock says nothing about an account)', async () => {
    const codes = []
    for (let i = 0; i < 5; i += 1) codes.push((await t.post(LOGIN, { Phone: '13712340000', Password: `guess-${i}-pass` }, { ip: t.ip() })).Code)
    assert.deepEqual(codes, ['4001', '4001', '4001', '4001', '4029'])
  })

  test('a password reset by SMS unlocks the phone', async () => {
    const phone = PHONE.manager
    await t.post('/b2b/Common/SendSmsCode', { Phone: phone, Scene: 'resetPassword' }, { ip: t.ip() })
    const check = await t.post('/b2b/Customer/VerificationCodeCheck', { Phone: phone, VerifyCode: t.sms.lastCode(phone, 'resetPassword'), Scene: 'resetPassword' }, { ip: t.ip() })
    assert.equal(check.Code, '0000', check.Msg)
    const reset = await t.post('/b2b/Customer/ForgetPasswordSetPassword', { Phone: phone, Ticket: check.Data.Ticket, NewPassword: DEMO_PASSWORD }, { ip: t.ip() })
    assert.equal(reset.Code, '0000', reset.Msg)
    assert.equal((await t.post(LOGIN, { Phone: phone, Password: DEMO_PASSWORD }, { ip: t.ip() })).Code, '0000')
  })
})

describe('sessions: known platform ids only', () => {
  test('a made-up PlatId does not open a parallel session: the newer login still ends the older one', async () => {
    const first = await t.post(LOGIN, { Phone: PHONE.employee, Password: DEMO_PASSWORD }, { ip: t.ip() })
    const second = await t.post(LOGIN, { Phone: PHONE.employee, Password: DEMO_PASSWORD }, { ip: t.ip(), headers: { PlatId: '777777' } })
    assert.equal(second.Code, '0000')
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: first.Data.Token })).Code, '8001')
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: second.Data.Token })).Code, '0000')
  })
})

describe('reqId: the same request only', () => {
  test('a reused reqId with a different body answers 4009 instead of the first answer', async () => {
    const token = await t.login(PHONE.employee)
    const url = '/common/api/project/AddProject'
    const headers = { reqId: 'hardening-project-0001' }
    const first = await t.post(url, { ProjectName: '西南区渠道项目' }, { token, headers })
    assert.equal(first.Code, '0000', first.Msg)
    const same = await t.post(url, { ProjectName: '西南区渠道项目' }, { token, headers })
    assert.equal(same.Data.ProjectId, first.Data.ProjectId)
    const different = await t.post(url, { ProjectName: '东北区渠道项目' }, { token, headers })
    assert.deepEqual([different.Code, different.Msg], ['4009', '请求编号已用于另一笔内容不同的请求，请刷新后重新提交'])
  })
})

describe('requests the HTTP parser refuses are answered in the envelope', () => {
  let port = 0
  before(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as { port: number }).port
  })
  after(async () => {
    t.app.server.closeAllConnections?.()
  })

  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request))
      let data = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk) => (data += chunk))
      socket.on('end', () => resolve(data))
      socket.on('error', (error) => (data ? resolve(data) : reject(error)))
      socket.setTimeout(30_000, () => socket.destroy(new Error('no answer')))
    })
  }

  const cases: Array<[string, string, number]> = [
    ['bad chunked encoding', 'POST /b2b/Customer/LoginV2 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n', 400],
    ['Content-Length with Transfer-Encoding', 'POST /b2b/Customer/LoginV2 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n', 400],
    ['duplicate Content-Length', 'POST /b2b/Customer/LoginV2 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}', 400],
    ['a 20 KB header', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`, 431],
  ]
  for (const [name, request, status] of cases) {
    test(name, async () => {
      const answer = await raw(request)
      const [head, body] = answer.split('\r\n\r\n')
      assert.match(head, new RegExp(`^HTTP/1.1 ${status} `))
      const parsed = JSON.parse(body) as { Code: string; Msg: string; Data: null }
      assert.equal(parsed.Code, '4000')
      assert.match(parsed.Msg, /^请求/)
      assert.equal(parsed.Data, null)
    })
  }
})

describe('operations', () => {
  test('/readyz answers ready once the database answers and every migration is applied; every answer has a request id', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    assert.equal(ready.statusCode, 200)
    assert.deepEqual(ready.json(), { Code: '0000', Msg: '成功', Data: { Status: 'ready' } })
    assert.match(String(ready.headers['x-request-id']), /^[0-9a-f]{16}$/)
    const other = await t.app.inject({ method: 'GET', url: '/readyz' })
    assert.notEqual(other.headers['x-request-id'], ready.headers['x-request-id'])
  })

  test('/readyz answers 503 in the envelope when a migration is missing', async () => {
    const { rows } = await t.app.db.query<{ name: string }>('select name from schema_migrations order by name desc limit 1')
    await t.app.db.query('delete from schema_migrations where name = $1', [rows[0].name])
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/readyz' })
      assert.equal(answer.statusCode, 503)
      assert.equal(answer.json().Code, '5000')
    } finally {
      await t.app.db.query('insert into schema_migrations (name) values ($1)', [rows[0].name])
    }
  })
})

describe('several processes, database faults', () => {
  test('a job lease is held by one process per interval; it passes on when it expires', async () => {
    const { takeLease } = await import('../src/plugins/jobs')
    assert.equal(await takeLease(t.app.db, 'hardening job', 1, 'process-a'), true)
    assert.equal(await takeLease(t.app.db, 'hardening job', 1, 'process-b'), false)
    assert.equal(await takeLease(t.app.db, 'hardening job', 1, 'process-a'), true, 'the holder keeps it')
    await t.app.db.query(`update job_leases set until = now() - interval '1 second' where name = 'hardening job'`)
    assert.equal(await takeLease(t.app.db, 'hardening job', 1, 'process-b'), true)
  })

  test('database outages and cancelled queries are answered as clear busy messages', async () => {
    const { databaseTrouble } = await import('../src/plugins/envelope')
    assert.equal(databaseTrouble({ code: '57014', message: 'canceling statement due to statement timeout' }), '请求处理超时，请稍后再试')
    assert.equal(databaseTrouble({ code: '57P01', message: 'terminating connection due to administrator command' }), '系统繁忙，请稍后再试')
    assert.equal(databaseTrouble({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }), '系统繁忙，请稍后再试')
    assert.equal(databaseTrouble({ message: 'timeout exceeded when trying to connect' }), '系统繁忙，请稍后再试')
    assert.equal(databaseTrouble({ code: '23505', message: 'duplicate key' }), null)
  })
})
