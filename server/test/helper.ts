/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely; the shapes are checked by types/api on the server side */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, type TestContext } from 'node:test'
import { idCardCheckDigit } from '@domain/identity/idCard'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { build as buildApp, type AppOptions } from '../src/app'
import type { SmsGateway, SmsMessage } from '../src/domains/identity/sms'
import { DEMO_PASSWORD } from '../src/domains/platform/people'
import { copyOfTemplate } from './template'

// Every declared Data schema is checked against what the handler returned (server/src/lib/route.ts, decision 0830).
process.env.API_CONTRACT_CHECK = '1'

export { ENTERPRISE, MEMBER, DEMO_PASSWORD } from '../src/domains/platform/people'

/** The process and readiness probes: GET routes outside any module, answering with no body. */
export const PROBES: readonly string[] = ['/healthz', '/readyz']

/** An answer that is a page or script (the simulated providers' own pages), not the API envelope. */
export function isPage(response: LightMyRequestResponse): boolean {
  return /^text\/html|javascript/.test(String(response.headers['content-type'] ?? ''))
}

export const PHONE = {
  employee: '13800000001',
  approver: '13800000002',
  finance: '13800000003',
  manager: '13800000004',
  dossenSale: '13800000005',
  employeeB: '13900000001',
  approverB: '13900000002',
} as const

export type Envelope<T = any> = { Code: string; Msg: string; Data: T }

/** An SMS gateway that keeps the codes for the test to read. */
export class CapturingSms implements SmsGateway {
  readonly name = 'capture'
  readonly sent: SmsMessage[] = []
  async sendCode(message: SmsMessage) {
    this.sent.push(message)
  }
  lastCode(phone: string, scene: string): string {
    const found = [...this.sent].reverse().find((m) => m.phone === phone && m.scene === scene)
    assert.ok(found, `no code was sent to ${phone} for ${scene}`)
    return found.code
  }
}

export type TestApp = {
  app: FastifyInstance
  sms: CapturingSms
  /** POST JSON (or any payload) and parse the envelope; asserts the answer is an envelope and not a 5xx. */
  post<T = any>(url: string, body?: unknown, options?: { token?: string; headers?: Record<string, string>; ip?: string }): Promise<Envelope<T>>
  get<T = any>(url: string, options?: { token?: string }): Promise<Envelope<T>>
  /** Logs in with the demo password from a fresh IP (so login limits never interfere) and answers the token. */
  login(phone: string): Promise<string>
  /** A fresh client IP. */
  ip(): string
  close(): Promise<void>
}

let ipCounter = 0
const nextIp = () => {
  ipCounter += 1
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

export function assertEnvelope(response: LightMyRequestResponse): Envelope {
  assert.ok(response.statusCode < 500, `HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`)
  const body = response.json() as Envelope
  assert.equal(typeof body, 'object')
  assert.match(String(body.Code), /^\d{4}$/, `not an envelope: ${response.body.slice(0, 200)}`)
  assert.equal(typeof body.Msg, 'string')
  assert.ok('Data' in body, 'Data is missing')
  assert.doesNotMatch(response.body, /at .+\.(ts|js):\d+/, 'a stack trace leaked')
  return body
}

/**
 * A fresh database for a test file: a copy of the run's template (server/test/run.mjs prepares one: a PGlite
 * data directory copied, or a PostgreSQL database copied from it); else PGlite in memory, or a new
 * schema on DATABASE_URL, dropped afterwards.
 */
async function freshDatabase(): Promise<{ database: AppOptions['database']; drop(): Promise<void> }> {
  const copy = await copyOfTemplate()
  if (copy) return copy
  const url = process.env.DATABASE_URL
  if (!url) return { database: {}, drop: async () => undefined }
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(`create schema ${schema}`)
  await client.end()
  return {
    database: { databaseUrl: url, schema },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url })
      await dropper.connect()
      await dropper.query(`drop schema if exists ${schema} cascade`)
      await dropper.end()
    },
  }
}

/** Builds the app on a fresh database; `close()` closes it and drops the database. */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const sms = new CapturingSms()
  const fresh = await freshDatabase()
  const logger = process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false
  const app = await buildApp({ database: fresh.database, h5Dir: null, rateLimitMax: false, sms, logger, ...options })
  const inject = async (opts: InjectOptions) => assertEnvelope(await app.inject(opts))
  const testApp: TestApp = {
    app,
    sms,
    post: (url, body = {}, o = {}) =>
      inject({
        method: 'POST',
        url,
        payload: body as InjectOptions['payload'],
        headers: { ...(o.token ? { token: o.token } : {}), ...o.headers },
        remoteAddress: o.ip,
      }),
    get: (url, o = {}) => inject({ method: 'GET', url, headers: o.token ? { token: o.token } : {} }),
    async login(phone) {
      const answer = await testApp.post('/b2b/Customer/LoginV2', { Phone: phone, Password: DEMO_PASSWORD }, { ip: nextIp() })
      assert.equal(answer.Code, '0000', answer.Msg)
      return answer.Data.Token as string
    },
    ip: nextIp,
    async close() {
      await app.close()
      await fresh.drop()
    },
  }
  return testApp
}

/** One app per test file (a PGlite start costs about a second): set up before the file's tests, closed after. */
export function setupFile(options: Partial<AppOptions> = {}): TestApp {
  const holder = {} as TestApp
  before(async () => {
    Object.assign(holder, await createTestApp(options))
  })
  after(async () => {
    await holder.close?.()
  })
  return holder
}

/** A fresh app for one test (closed when the test ends). */
export async function build(t: TestContext, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const testApp = await createTestApp(options)
  t.after(() => testApp.close())
  return testApp
}

/** Ends a session as if it had expired. */
export async function expireToken(app: FastifyInstance, token: string): Promise<void> {
  const { sha256Hex } = await import('../src/lib/crypto')
  await app.db.query(`update sessions set expires_at = now() - interval '1 second' where token_hash = $1`, [sha256Hex(token)])
}

/** The three ways a route must refuse an anonymous or ended session. */
export async function assertAuthRequired(t: TestApp, url: string, body: unknown = {}) {
  assert.equal((await t.post(url, body)).Code, '8000', `${url} without token`)
  const loggedOut = await t.login(PHONE.finance)
  await t.post('/b2b/Customer/LoginOut', {}, { token: loggedOut })
  assert.equal((await t.post(url, body, { token: loggedOut })).Code, '8001', `${url} with a logged-out token`)
}

/**
 * 远山贸易's application flow (34101) with one step whose approver is `memberId`: the seeded 主管 钱芳
 * (MEMBER.approverB, decision 0566), or 赵磊 (MEMBER.employeeB) himself to see a request with no one else to
 * approve it refused (decision 0541).
 */
export async function setEnterpriseBApprover(t: TestApp, memberId: number): Promise<void> {
  await t.app.db.query(`update approval_flows set steps = $2 where id = $1`, [34101, JSON.stringify([{ step: 1, name: '主管审批', approverMemberIds: [memberId] }])])
}

/** A resident ID number that passes GB 11643 (decision 0602), from its first 17 digits. */
export const residentId = (first17: string): string => `${first17}${idCardCheckDigit(first17)}`
