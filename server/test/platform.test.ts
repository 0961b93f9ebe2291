import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { describe, test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { PHONE, setupFile } from './helper'

// A stand-in for the built H5 app, with an inline script like Taro's.
const h5Dir = mkdtempSync(join(tmpdir(), 'h5-'))
mkdirSync(join(h5Dir, 'js'))
writeFileSync(join(h5Dir, 'index.html'), '<!DOCTYPE html><html><head><script>window.__rem = 1</script></head><body><div id="app"></div><script src="/js/app.js"></script></body></html>')
writeFileSync(join(h5Dir, 'js', 'app.js'), 'console.log("app")')
// The production build writes .br and .gz beside its text files.
const bundle = `console.log(${JSON.stringify('出差'.repeat(2000))})`
writeFileSync(join(h5Dir, 'js', 'vendors.js'), bundle)
writeFileSync(join(h5Dir, 'js', 'vendors.js.br'), brotliCompressSync(bundle))
writeFileSync(join(h5Dir, 'js', 'vendors.js.gz'), gzipSync(bundle))

const t = setupFile({ h5Dir, rateLimitMax: 20 })

describe('serving the H5 app', () => {
  test('index.html at / and for history routes; files as they are', async () => {
    for (const url of ['/', '/pages/index/index', '/pages/product3.0/hotel/index/index?cityCode=310100', '/pages/loginAndRegister/login/login']) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: t.ip() })
      assert.equal(response.statusCode, 200, url)
      assert.match(response.body, /<div id="app">/, url)
      assert.equal(response.headers['cache-control'], 'no-cache')
    }
    const js = await t.app.inject({ method: 'GET', url: '/js/app.js', remoteAddress: t.ip() })
    assert.equal(js.statusCode, 200)
    assert.match(js.headers['content-type'] as string, /javascript/)
    const missing = await t.app.inject({ method: 'GET', url: '/js/missing.js', remoteAddress: t.ip() })
    assert.equal(missing.statusCode, 404)
  })

  test('the build\'s precompressed files go to clients that accept them; others get the plain file', async () => {
    const get = (encoding?: string) => t.app.inject({ method: 'GET', url: '/js/vendors.js', remoteAddress: t.ip(), headers: encoding ? { 'accept-encoding': encoding } : {} })
    const br = await get('gzip, deflate, br')
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(br.headers.vary as string, /accept-encoding/i)
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), bundle)
    assert.ok(br.rawPayload.length < bundle.length / 10)
    assert.equal((await get('gzip')).headers['content-encoding'], 'gzip')
    const plain = await get()
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.body, bundle)
  })

  test('security headers; the CSP allows exactly the inline script of index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', remoteAddress: t.ip() })
    const csp = response.headers['content-security-policy'] as string
    assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    assert.equal(response.headers['x-content-type-options'], 'nosniff')
    // Only the own origin and the configured service hosts over https: no blanket https: source.
    assert.match(csp, /img-src 'self' data: blob: https:\/\/\*\.amap\.com/)
    assert.match(csp, /frame-src 'self' https:\/\/\*\.amap\.com/)
    assert.doesNotMatch(csp, /https:(;|\s|$)/)
  })
})

describe('compressed answers', () => {
  test('JSON over 1 KB is compressed for clients that accept it, byte for byte the same envelope', async () => {
    const headers = { 'content-type': 'application/json', token: await t.login(PHONE.employee) }
    const body = { CityCode: '310100', ArrivalDate: addDays(shanghaiDate(), 1), DepartureDate: addDays(shanghaiDate(), 2), PageIndex: 1, PageSize: 20 }
    const ask = (encoding?: string) => t.app.inject({ method: 'POST', url: '/hotel/api/hotel/info/SearchHotelList', payload: body, remoteAddress: t.ip(), headers: encoding ? { ...headers, 'accept-encoding': encoding } : headers })
    const plain = await ask()
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.json().Code, '0000')
    const br = await ask('br, gzip')
    assert.equal(br.headers['content-encoding'], 'br')
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 3)
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), plain.json())
    const small = await t.app.inject({ method: 'POST', url: '/b2b/Customer/Nope', remoteAddress: t.ip(), headers: { 'accept-encoding': 'br' } })
    assert.equal(small.headers['content-encoding'], undefined, 'answers under 1 KB are sent as they are')
  })
})

describe('unknown paths and bad requests', () => {
  test('unknown API paths answer 4004 接口不存在, whatever the method', async () => {
    for (const [method, url] of [['POST', '/b2b/Customer/Nope'], ['GET', '/common/api/x'], ['GET', '/b2b/Customer/LoginV2'], ['PUT', '/tripwise-m-api/a/b'], ['POST', '/car/api/guide/Nope']] as const) {
      const response = await t.app.inject({ method, url, remoteAddress: t.ip() })
      assert.equal(response.statusCode, 200, `${method} ${url}`)
      assert.deepEqual(response.json(), { Code: '4004', Msg: '接口不存在', Data: null })
    }
  })

  test('unknown non-API POST answers HTTP 404 with an envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/pages/index/index', remoteAddress: t.ip() })
    assert.equal(response.statusCode, 404)
    assert.equal(response.json().Code, '4004')
  })

  test('malformed JSON, wrong content type, non-object and huge bodies answer 4000', async () => {
    const url = '/b2b/Customer/LoginV2'
    const cases: [string, string, string][] = [
      ['application/json', '{"Phone":', '请求体不是合法的 JSON'],
      ['application/json', '{"__proto__": {"x": 1}}', '请求体不是合法的 JSON'],
      ['application/x-www-form-urlencoded', 'Phone=1', '请求格式错误，请以 application/json 提交'],
      ['text/plain', 'hello', '请求体必须是 JSON 对象'],
      ['application/json', '"just a string"', '请求体必须是 JSON 对象'],
      ['application/json', 'null', '请求体必须是 JSON 对象'],
      ['application/json', JSON.stringify({ Phone: 'x'.repeat(400_000) }), '请求内容过大'],
    ]
    for (const [type, payload, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type }, remoteAddress: t.ip() })
      assert.equal(response.statusCode, 200, `${type} ${payload.slice(0, 30)}`)
      assert.deepEqual(response.json(), { Code: '4000', Msg: message, Data: null }, `${type} ${payload.slice(0, 30)}`)
    }
  })

  test('a POST without a body is an empty body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/b2b/Common/GetSystemTime', remoteAddress: t.ip() })
    assert.equal(response.json().Code, '0000')
    const empty = await t.app.inject({ method: 'POST', url: '/b2b/Common/GetSystemTime', payload: '', headers: { 'content-type': 'application/json' }, remoteAddress: t.ip() })
    assert.equal(empty.json().Code, '0000')
  })

  test('an unexpected failure answers 5000 without details and is logged', async () => {
    const token = await t.login(PHONE.employee)
    const original = t.app.db.query
    t.app.db.query = (async (sql: string, params?: readonly unknown[]) => {
      if (sql.includes('from member_departments md')) throw new Error('disk on fire at /secret/path.ts:12')
      return original.call(t.app.db, sql, params)
    }) as typeof original
    try {
      const response = await t.app.inject({ method: 'POST', url: '/common/api/Customer/GetMyDepartments', headers: { token }, payload: {}, remoteAddress: t.ip() })
      assert.equal(response.statusCode, 200)
      assert.deepEqual(response.json(), { Code: '5000', Msg: '系统繁忙，请稍后再试', Data: null })
      assert.doesNotMatch(response.body, /fire|secret/)
    } finally {
      t.app.db.query = original
    }
  })
})

test('healthz', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/healthz' })
  assert.equal(response.statusCode, 200)
  assert.equal(response.json().Data.Status, 'ok')
})

test('the per-IP limit answers 4029 beyond its maximum', async () => {
  const ip = t.ip()
  const codes: string[] = []
  for (let i = 0; i < 22; i += 1) codes.push((await t.post('/b2b/Common/GetSystemTime', {}, { ip })).Code)
  assert.deepEqual(codes.slice(0, 20), Array(20).fill('0000'))
  assert.deepEqual(codes.slice(20), ['4029', '4029'])
  const response = await t.app.inject({ method: 'POST', url: '/b2b/Common/GetSystemTime', payload: {}, remoteAddress: ip })
  assert.equal(response.json().Msg, '操作过于频繁，请稍后再试')
  assert.ok(response.headers['retry-after'])
  assert.equal((await t.post('/b2b/Common/GetSystemTime', {}, { ip: t.ip() })).Code, '0000')
})

describe('idempotency (reqId)', () => {
  const url = '/tripwise-m-api/frequently/used/business/add'

  test('a failed first answer is not kept: a corrected retry with the same reqId runs', async () => {
    const token = await t.login(PHONE.approver)
    const headers = { reqId: 'retry-after-fix-01' }
    assert.equal((await t.post(url, { FunctionCode: 'nope' }, { token, headers, ip: t.ip() })).Code, '4004')
    assert.equal((await t.post(url, { FunctionCode: 'invoice' }, { token, headers, ip: t.ip() })).Code, '0000')
  })

  test('a reqId in flight answers 4009; the same reqId on another route is refused', async () => {
    const token = await t.login(PHONE.approver)
    await t.app.db.query(`insert into idempotency_keys (member_id, req_id, route) values (10002, 'in-flight-000001', $1)`, [url])
    assert.deepEqual(await t.post(url, { FunctionCode: 'coupon' }, { token, headers: { reqId: 'in-flight-000001' }, ip: t.ip() }), {
      Code: '4009', Msg: '请求正在处理中，请勿重复提交', Data: null,
    })
    await t.post(url, { FunctionCode: 'coupon' }, { token, headers: { reqId: 'first-route-0001' }, ip: t.ip() })
    const other = await t.post('/common/api/Customer/RegisterCustomerInfo', { EnterpriseKey: 'YSMY2026' }, { token, headers: { reqId: 'first-route-0001' }, ip: t.ip() })
    assert.deepEqual([other.Code, other.Msg], ['4009', '请求编号重复'])
  })

  test('the same reqId of another member is independent', async () => {
    const headers = { reqId: 'shared-request-01' }
    assert.equal((await t.post(url, { FunctionCode: 'coupon' }, { token: await t.login(PHONE.finance), headers, ip: t.ip() })).Code, '0000')
    assert.equal((await t.post(url, { FunctionCode: 'coupon' }, { token: await t.login(PHONE.employee), headers, ip: t.ip() })).Code, '0000')
  })
})
