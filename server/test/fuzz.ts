import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { InjectOptions } from 'fastify'
import { openSession } from '../src/domains/identity/sessions'
import { MEMBER, isPage, setupFile } from './helper'

/**
 * 150 random malformed bodies to every route (FUZZ_BODIES to change; 1,000 or more for a deep run): whatever
 * arrives, the answer is an envelope and never a 5xx. Deterministic (FUZZ_SEED) so a failure can be replayed.
 * The work grows with the number of routes (every domain adds some), so the test has its own generous time
 * limit rather than the suite's two minutes: a busy CI machine must not fail it.
 */
const BODIES = Number(process.env.FUZZ_BODIES ?? 150)
const FUZZ_TIMEOUT_MS = 30 * 60_000
const SEED = Number(process.env.FUZZ_SEED ?? 20261122)


function prng(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = Math.imul(state ^ (state >>> 15), 1 | state)
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

type Random = ReturnType<typeof prng>
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)]

const STRINGS = ['', ' ', '0', '-1', '1e309', 'null', 'true', '13800000001', '1380000000', '2026-02-30', '2026-13', '<script>alert(1)</script>',
  "' or 1=1 --", '%', '\u0000', '😀'.repeat(50), '中'.repeat(300), 'a'.repeat(5000), '../../etc/passwd', '{"a":1}', 'login', 'register', '10001', '20002',
  '0000-01-01', '0000-01', '9999-12-31', '-100000-01-01T00:00:00Z', '2147483648', '99999999999', 'NaN', 'Infinity', '1e309']

function randomValue(r: Random, depth = 0): unknown {
  const kind = Math.floor(r() * (depth > 3 ? 7 : 10))
  switch (kind) {
    case 0: return null
    case 1: return r() < 0.5
    case 2: return pick(r, [0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 5, 1020])
    case 3: return pick(r, STRINGS)
    case 4: return Math.floor(r() * 1e12).toString()
    case 5: return String.fromCharCode(...Array.from({ length: Math.floor(r() * 40) }, () => Math.floor(r() * 0xffff)))
    case 6: return pick(r, STRINGS).repeat(Math.floor(r() * 3) + 1)
    case 7: return Array.from({ length: Math.floor(r() * 5) }, () => randomValue(r, depth + 1))
    case 8: return { [pick(r, ['a', '__proto__', 'constructor', 'x'])]: randomValue(r, depth + 1) }
    default: return Object.fromEntries(Array.from({ length: Math.floor(r() * 4) }, () => [pick(r, STRINGS).slice(0, 20), randomValue(r, depth + 1)]))
  }
}

function encodeQuery(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%E0%A4%A' // a lone surrogate cannot be encoded: send a broken escape instead
  }
}

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth)
}

/** One malformed request for a route whose body fields are `keys`. */
function malformed(r: Random, keys: string[]): Pick<InjectOptions, 'payload' | 'headers'> {
  const json = { 'content-type': 'application/json' }
  const plausible = () => Object.fromEntries(keys.filter(() => r() < 0.7).map((k) => [k, randomValue(r)]))
  switch (Math.floor(r() * 12)) {
    case 0: return { payload: Buffer.from(Array.from({ length: Math.floor(r() * 200) }, () => Math.floor(r() * 256))), headers: json }
    case 1: { const text = JSON.stringify(plausible()); return { payload: text.slice(0, Math.floor(r() * text.length)), headers: json } }
    case 2: return { payload: JSON.stringify(randomValue(r)), headers: json }
    case 3: return { payload: JSON.stringify(plausible()), headers: json }
    case 4: return { payload: JSON.stringify({ ...plausible(), ...plausible() }), headers: json }
    case 5: return { payload: JSON.stringify(plausible()), headers: { 'content-type': pick(r, ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1', 'application/jsonx']) } }
    case 6: return { payload: nested(Math.floor(r() * 3000)), headers: json }
    case 7: return { payload: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"${pick(r, keys.length ? keys : ['a'])}":1}`, headers: json }
    case 8: return { payload: r() < 0.1 ? JSON.stringify({ [pick(r, keys.length ? keys : ['a'])]: 'x'.repeat(300_000) }) : '{"a":' + '1'.repeat(1000) + '}', headers: json }
    case 9: return { payload: pick(r, ['', ' ', 'null', '[]', '0', '"x"', 'true', '{', '}', '{"":}', '\ufeff{}', '{"a":1,}']), headers: json }
    case 10: return { payload: JSON.stringify(Object.fromEntries(keys.map((k) => [k, pick(r, [null, [], {}, -1, 'x'.repeat(500)])]))), headers: json }
    default: return { payload: JSON.stringify(plausible()), headers: { 'content-type': 'application/json', 'content-encoding': pick(r, ['gzip', 'br', 'identity']) } }
  }
}

/** Registers the fuzz test for one share of the routes (the suite runs two shares in parallel). */
export function fuzzShard(shard: number, shards: number) {
  const t = setupFile()
  test(`${BODIES} random malformed bodies to every route (share ${shard + 1}/${shards}): always an envelope, never a 5xx`, { timeout: FUZZ_TIMEOUT_MS }, async () => {
  const r = prng(SEED + shard)
  const routes = t.app.apiRoutes.filter((_, index) => index % shards === shard)
  const issue = () => t.app.db.transaction((tx) => openSession(tx, { memberId: MEMBER.employee, accountId: 1 }))
  let token = await issue()
  let requests = 0
  const codes = new Map<string, number>()
  for (const route of routes) {
    const routeStarted = Date.now()
    for (let i = 0; i < BODIES; i += 1) {
      const body = malformed(r, route.bodyKeys)
      const withToken = r() < 0.9
      const query = route.method === 'GET' ? `?${route.bodyKeys[0] ?? 'q'}=${encodeQuery(String(randomValue(r)))}&${pick(r, ['', 'x=1', 'month[]=1', '%zz'])}` : ''
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: route.url + query,
        ...(route.method === 'GET' ? {} : body),
        headers: { ...(route.method === 'GET' ? {} : body.headers), ...(withToken ? { token } : {}), reqId: `fuzz-${i}-${Math.floor(r() * 1e9)}` },
        remoteAddress: `10.99.${Math.floor(r() * 256)}.${Math.floor(r() * 256)}`,
      })
      requests += 1
      assert.ok(response.statusCode < 500, `${route.url} HTTP ${response.statusCode}: ${response.body.slice(0, 200)}`)
      // The simulated providers' own pages (DingTalk login, takeout menu) answer a page, not the envelope.
      if (isPage(response)) {
        assert.doesNotMatch(response.body, /at .+\.(ts|js):\d+/, `${route.url}: a stack trace leaked`)
        continue
      }
      const answer = response.json() as { Code: string; Msg: string; Data: unknown }
      assert.match(answer.Code, /^\d{4}$/, `${route.url}: ${response.body.slice(0, 200)}`)
      assert.equal(typeof answer.Msg, 'string')
      assert.ok('Data' in answer)
      assert.notEqual(answer.Code, '5000', route.url)
      codes.set(answer.Code, (codes.get(answer.Code) ?? 0) + 1)
      // Some routes end the session (LoginOut, enterprise switch, password change): take a new one.
      if (answer.Code === '8001') token = await issue()
    }
    if (process.env.FUZZ_TIMING) console.log(`${route.url}: ${Date.now() - routeStarted} ms`)
  }
  assert.equal(({} as Record<string, unknown>).polluted, undefined)
  assert.equal(requests, BODIES * routes.length)
  assert.ok((codes.get('4000') ?? 0) > requests / 2, 'most malformed bodies are refused as input errors')
  })
}
