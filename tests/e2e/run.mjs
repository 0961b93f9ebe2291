#!/usr/bin/env node
// End-to-end tests: builds the H5 app if missing, starts the real server on a fresh embedded database,
// and runs tests/e2e/*.e2e.mjs in Chromium (playwright-core + /usr/bin/chromium) at a phone viewport.
// Screenshots go to test-output/e2e/.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureBrowser } from '../../scripts/browser-setup.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Installs Chromium and the CJK font when missing and it can (root on Debian), else says what to install.
if (!ensureBrowser(CHROMIUM)) process.exit(1)
if (!existsSync('dist/h5/index.html')) {
  const build = spawnSync('node_modules/.bin/taro', ['build', '--type', 'h5'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = 18000 + Math.floor(Math.random() * 1000)
const dataDir = mkdtempSync(join(tmpdir(), 'tripwise-e2e-'))
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }
delete env.DATABASE_URL
// The server writes its log straight to a file (the journeys read SMS codes from it, decision 0202): a pipe
// would only be drained after spawnSync below returns, and a full pipe would stall the server.
const serverLogFile = join(dataDir, 'server.log')
const logFd = openSync(serverLogFile, 'a')
const server = spawn('node_modules/.bin/tsx', ['server/src/server.ts'], { env, stdio: ['ignore', logFd, logFd] })
const serverLogText = () => readFileSync(serverLogFile, 'utf8')

const base = `http://127.0.0.1:${port}`
async function waitForServer() {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`server did not start:\n${serverLogText()}`)
}

let status = 1
try {
  await waitForServer()
  // `node tests/e2e/run.mjs account` runs only the journeys whose file name contains a given word.
  // `--dir=tests/a11y` runs that folder's *.mjs tests instead (npm run test:a11y).
  const dirArg = process.argv.find((a) => a.startsWith('--dir='))
  const dir = dirArg ? dirArg.slice('--dir='.length) : 'tests/e2e'
  const suffix = dirArg ? '.mjs' : '.e2e.mjs'
  const filters = process.argv.slice(2).filter((a) => !a.startsWith('--dir='))
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(suffix) && (filters.length === 0 || filters.some((word) => f.includes(word))))
    .map((f) => join(dir, f))
  const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: base, E2E_SERVER_LOG: serverLogFile, CHROMIUM_PATH: CHROMIUM },
  })
  status = run.status ?? 1
  if (status !== 0) console.error(`--- server log (tail) ---\n${serverLogText().split('\n').slice(-40).join('\n')}`)
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  closeSync(logFd)
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(status)
