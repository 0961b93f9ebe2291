/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { after, test } from 'node:test'
import pg from 'pg'
import { serverDatabase, spawnServer } from './spawned'

// Issue 31 item 14: SIGTERM with requests in flight. Every request the server accepted before the signal is
// answered in the envelope, new connections are refused, the database closes last, and the process exits 0
// (server.ts exits 1 when closing takes longer than 15 s), on PGlite and on PostgreSQL.
const database = await serverDatabase()
after(() => database.drop())

const LIST = '/tripwise-m-api/frequently/used/business/list'

/** Resolves when a new TCP connection to the port is refused (the listener is closed). */
function refused(port: number): Promise<void> {
  return new Promise((resolve) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        setImmediate(attempt)
      })
      socket.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve() : setImmediate(attempt)))
    }
    attempt()
  })
}

test('SIGTERM with 20 requests in flight: all 20 answer 0000, new connections are refused, exit 0', async (t) => {
  const server = spawnServer('server/src/server.ts', { ...database.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '0' })
  t.signal.addEventListener('abort', () => server.kill())
  let holder: pg.Client | undefined
  try {
    const url = (await server.waitFor(/ready: (http:\/\/[\d.:]+)/, 'the ready line'))[1]
    const port = Number(new URL(url).port)
    const login = (await (await fetch(`${url}/b2b/Customer/LoginV2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Phone: '13800000004', Password: 'Travel@2026' }),
    })).json()) as any
    assert.equal(login.Code, '0000')

    // On PostgreSQL the requests are held in their query until the signal has closed the listener: a lock on
    // the table they read. PGlite runs in the server's process: there they are in flight as they come.
    if (database.databaseUrl) {
      holder = new pg.Client({ connectionString: database.databaseUrl })
      await holder.connect()
      await holder.query('begin')
      await holder.query('lock table member_frequent_functions in access exclusive mode')
    }
    // fetch keeps its connections alive: what a browser or a load balancer does.
    const answers = Array.from({ length: 20 }, async () => {
      try {
        const response = await fetch(url + LIST, { method: 'POST', headers: { 'content-type': 'application/json', token: login.Data.Token }, body: '{}' })
        return `${response.status} ${(await response.text()).slice(0, 80)}`
      } catch (error) {
        return `failed: ${(error as { cause?: { code?: string } }).cause?.code ?? String(error)}`
      }
    })
    await server.waitForLines(new RegExp(`"url":"${LIST}".*"msg":"incoming request"`), 20)
    server.child.kill('SIGTERM')
    await server.waitFor(/SIGTERM: finishing in-flight requests/)
    await refused(port)
    if (holder) {
      await holder.query('rollback')
      await holder.end()
      holder = undefined
    }
    const results = await Promise.all(answers)
    assert.deepEqual(results.map((r) => r.slice(0, 21)), Array(20).fill('200 {"Code":"0000","M'), results.join('\n'))
    assert.equal(await server.exited, 0, server.output().slice(-3000))
    assert.doesNotMatch(server.output(), /longer than 15 s/)
  } finally {
    if (holder) await holder.end().catch(() => undefined)
    server.kill()
  }
})
