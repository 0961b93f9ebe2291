// @database-independent: it starts its own embedded database whatever DATABASE_URL says, so it runs once (server/test/run.mjs).
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { fileURLToPath } from 'node:url'

// Production start (npm start): the server compiled to server/dist by scripts/build-server.mjs, run by plain
// node without a TypeScript loader, finds its domains, migrations and data files and answers /readyz.
const root = fileURLToPath(new URL('../../', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'travel-compiled-'))
after(() => {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(`${dataDir}-uploads`, { recursive: true, force: true })
})

test('the compiled server starts on plain node and answers /readyz and a domain call', async () => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, encoding: 'utf8' })
  assert.equal(built.status, 0, built.stderr)
  assert.equal(spawnSync(process.execPath, ['scripts/build-server.mjs', '--check'], { cwd: root }).status, 0, 'fresh after the build')

  const { DATABASE_URL: _ignored, NODE_OPTIONS: _loader, ...env } = process.env
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  try {
    const url = await new Promise<string>((resolve, reject) => {
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
    const ready = (await (await fetch(`${url}/readyz`)).json()) as { Code: string; Data: { Status: string } }
    assert.deepEqual([ready.Code, ready.Data.Status], ['0000', 'ready'])
    // A domain loaded from server/dist/domains, its migrations applied and its seed written.
    const login = await fetch(`${url}/b2b/Customer/LoginV2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Phone: '13800000004', Password: 'Travel@2026' }),
    })
    const session = (await login.json()) as { Code: string; Data: { Token: string } }
    assert.equal(session.Code, '0000')
    // Data files read through createRequire (travellers/nationalities.ts) from the compiled module.
    const answer = await fetch(`${url}/common/api/Passenger/GetNationalityList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: session.Data.Token },
      body: '{}',
    })
    const nationalities = (await answer.json()) as { Code: string; Data: { Nationalities: { Code: string; Name: string }[] } }
    assert.equal(nationalities.Code, '0000')
    assert.ok(nationalities.Data.Nationalities.some((n) => n.Code === 'CN' && n.Name === '中国'))
  } finally {
    child.kill('SIGTERM')
    assert.equal(await exited, 0, output)
  }
})
