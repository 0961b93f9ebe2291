/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely; the shapes are checked by types/api on the server side */
// @database-independent: it starts its own embedded database whatever DATABASE_URL says, so it runs once (server/test/run.mjs).
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { fileURLToPath } from 'node:url'

// The real process: `tsx server/src/server.ts` on the embedded database in a data folder.
const root = fileURLToPath(new URL('../../', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'travel-data-'))
after(() => rmSync(dataDir, { recursive: true, force: true }))

type Running = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> }

async function start(): Promise<Running> {
  const { DATABASE_URL: _ignored, ...env } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    // A cap, not a timing: a fresh data directory is migrated and seeded first, which a loaded 2-core machine may take minutes over.
    const timer = setTimeout(() => reject(new Error(`no ready line in 600 s:\n${output}`)), 600_000)
    const check = () => {
      const match = /ready: (http:\/\/[\d.:]+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1])
      } else if (child.exitCode !== null) {
        clearTimeout(timer)
        reject(new Error(`server exited:\n${output}`))
      } else setTimeout(check, 50)
    }
    check()
  })
  return { child, url, output: () => output, exited }
}

async function call(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  return (await response.json()) as { Code: string; Msg: string; Data: any }
}

test('start, write, SIGTERM, restart: the acknowledged write and the session survive', async () => {
  const first = await start()
  const login = await call(first.url, '/b2b/Customer/LoginV2', { Phone: '13800000004', Password: 'Travel@2026' })
  assert.equal(login.Code, '0000')
  const token = login.Data.Token as string
  const added = await call(first.url, '/tripwise-m-api/frequently/used/business/add', { FunctionCode: 'invoice' }, token)
  assert.equal(added.Code, '0000')
  // The embedded SMS gateway writes the code to the log.
  assert.equal((await call(first.url, '/b2b/Common/SendSmsCode', { Phone: '13800000004', Scene: 'login' })).Code, '0000')
  first.child.kill('SIGTERM')
  assert.equal(await first.exited, 0)
  assert.match(first.output(), /【短信验证码】13800000004 login: \d{6}/)

  const second = await start()
  try {
    const list = await call(second.url, '/tripwise-m-api/frequently/used/business/list', {}, token)
    assert.equal(list.Code, '0000', list.Msg)
    assert.deepEqual(list.Data.Items.map((i: { FunctionCode: string }) => i.FunctionCode), ['invoice'])
    assert.doesNotMatch(second.output(), /demo world seeded/, 'the seed ran only once')
    const health = await fetch(`${second.url}/healthz`)
    assert.equal(health.status, 200)
  } finally {
    second.child.kill('SIGINT')
    assert.equal(await second.exited, 0)
  }
})
