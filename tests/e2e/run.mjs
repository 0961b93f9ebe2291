#!/usr/bin/env node
// Browser tests: builds the H5 app if missing, starts the real server, and runs the tests in Chromium
// (playwright-core + Debian's chromium, or CHROMIUM_PATH) at a phone viewport. Screenshots go to test-output/e2e/.
//   node tests/e2e/run.mjs [word...]          the journeys tests/e2e/*.e2e.mjs (whose file name contains a word)
//   node tests/e2e/run.mjs --dir=tests/a11y   that folder's *.mjs tests (npm run test:a11y, test:offline)
//   node tests/e2e/run.mjs --all              journeys, accessibility check and offline journey (npm test)
//   --shards=N                                side by side on N servers (default: 1, 3 with --all)
//   --exact                                   the words are whole file names (npm run test:changed)
//   --record-durations                        write each file's (part's) seconds to tests/e2e/durations.json
// Each shard is a server of its own on its own copy of one seeded embedded database, with its own Chromium:
// a shard runs one test file at a time (the demo members sign in on each shard; a second sign-in of the same
// member would end the first's session), the longest files first (tests/e2e/durations.json). The accessibility
// check is cut into parts (tests/a11y/parts.mjs), and a journey file may be (`// @parts:`), that shards take like files. Counts go to test-output/counts/browser.json.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEST_BROWSER, ensureBrowser } from '../../scripts/browser-setup.mjs'
import { copyDataDir, seededDataDir, startAppServer } from '../../scripts/test/app-server.mjs'
import { followNodeTest } from '../../scripts/test/node-test-output.mjs'
import { A11Y_PARTS } from '../a11y/parts.mjs'

const CHROMIUM = TEST_BROWSER
const args = process.argv.slice(2)
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const all = args.includes('--all')
const filters = args.filter((a) => !a.startsWith('--'))
const exact = args.includes('--exact')

// Installs Chromium and the CJK font when missing and it can (root on Debian), else says what to install.
if (!ensureBrowser(CHROMIUM)) process.exit(1)
if (!existsSync('dist/h5/index.html')) {
  const build = spawnSync('node_modules/.bin/taro', ['build', '--type', 'h5'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Measured seconds of each job (its name: file, and part), the queue's order: the longest first, so that no long
// file starts last. `--record-durations` rewrites the file from this run; a job not in it weighs its file size.
const DURATIONS_FILE = 'tests/e2e/durations.json'
const durations = existsSync(DURATIONS_FILE) ? JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) : {}

/** A file's parts: `// @parts: a b c` runs it once a part with E2E_PART set (browser.mjs `inPart`); else whole. */
function partsOf(file) {
  const line = /^\/\/ @parts: (.+)$/m.exec(readFileSync(file, 'utf8'))
  return line ? line[1].trim().split(/\s+/) : undefined
}

/** The test files to run: { suite, name, file, env, weight }. */
function jobsOf(dir, suite) {
  const suffix = dir === 'tests/e2e' ? '.e2e.mjs' : '.mjs'
  return readdirSync(dir)
    .filter((f) => f.endsWith(suffix) && !f.endsWith('parts.mjs') && (filters.length === 0 || filters.some((word) => (exact ? f === word : f.includes(word)))))
    .flatMap((f) => {
      const file = join(dir, f)
      const parts = suite === 'a11y' ? A11Y_PARTS.map((p) => ({ name: p.name, env: { A11Y_PART: p.name } })) : partsOf(file)?.map((name) => ({ name, env: { E2E_PART: name } }))
      const whole = [{ name: f, env: {} }]
      return (parts?.map((p) => ({ name: `${f} ${p.name}`, env: p.env })) ?? whole).map((job) => ({ suite, file, ...job, weight: durations[job.name] ?? statSync(file).size / 1000 }))
    })
}
const dirArg = option('dir')
const jobs = all
  ? [...jobsOf('tests/a11y', 'a11y'), ...jobsOf('tests/offline', 'offline'), ...jobsOf('tests/e2e', 'e2e')]
  : jobsOf(dirArg ?? 'tests/e2e', dirArg ? dirArg.split('/').at(-1) : 'e2e')
if (jobs.length === 0) {
  console.error('no browser test files matched')
  process.exit(1)
}
jobs.sort((a, b) => b.weight - a.weight)
const shardCount = Math.max(1, Math.min(jobs.length, Number(option('shards') ?? (all ? 3 : 1))))

const scratch = mkdtempSync(join(tmpdir(), 'tripwise-browser-'))

const startServer = (name, dataDir) => startAppServer({ name, dataDir, scratch })

const results = []
const queue = [...jobs]
const prefixed = shardCount > 1

/** Runs one test file on a shard's server; its output is prefixed with the shard when several run. */
function runJob(shard, server, job) {
  const started = Date.now()
  const child = spawn(process.execPath, ['--test', '--test-reporter=spec', job.file], {
    env: { ...process.env, ...job.env, E2E_BASE_URL: server.base, E2E_SERVER_LOG: server.logFile, CHROMIUM_PATH: CHROMIUM, E2E_SHARD: String(shard), FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The spec reporter repeats each failure after its `✖ failing tests:` line: kept to be printed again at the end.
  const failing = []
  const totals = followNodeTest(child, {
    prefix: prefixed ? `[${shard}] ` : '',
    onLine: (line) => {
      if (failing.length > 0 || /^✖ failing tests:/.test(line)) failing.push(line)
    },
  })
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000
      const result = { ...job, shard, code, seconds, tests: totals.tests ?? 0, pass: totals.pass ?? 0, fail: (totals.fail ?? 0) + (totals.cancelled ?? 0), failing }
      console.log(`${prefixed ? `[${shard}] ` : ''}${code === 0 ? 'passed' : 'FAILED'} ${job.name} in ${seconds.toFixed(0)} s (${result.tests} tests)`)
      if (code !== 0) console.error(`--- shard ${shard} server log (tail) ---\n${server.logText().split('\n').slice(-40).join('\n')}`)
      resolve(result)
    })
  })
}

async function shard(n, seed) {
  const dataDir = join(scratch, `shard-${n}`)
  copyDataDir(seed, dataDir)
  const server = await startServer(`shard-${n}`, dataDir)
  try {
    for (let job = queue.shift(); job; job = queue.shift()) results.push(await runJob(n, server, job))
  } finally {
    await server.stop()
  }
}

const started = Date.now()
let status = 1
try {
  const seed = await seededDataDir(scratch)
  console.log(`browser tests: ${jobs.length} files on ${shardCount} shard(s), seeded database ready in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  await Promise.all(Array.from({ length: shardCount }, (_, n) => shard(n + 1, seed)))
  status = results.length === jobs.length && results.every((r) => r.code === 0) ? 0 : 1
} catch (error) {
  console.error(error)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

// Counts: tests by suite, and the accessibility check's page visits (each part writes its own).
const suites = ['e2e', 'a11y', 'offline'].map((name) => {
  const of = results.filter((r) => r.suite === name)
  if (of.length === 0) return undefined
  const visits = name === 'a11y' ? of.reduce((sum, r) => sum + (readA11yVisits(r.env.A11Y_PART) ?? 0), 0) : undefined
  return { name, files: new Set(of.map((r) => r.file)).size, tests: of.reduce((s, r) => s + r.tests, 0), fail: of.reduce((s, r) => s + r.fail, 0), seconds: of.reduce((s, r) => s + r.seconds, 0), visits }
}).filter(Boolean)
function readA11yVisits(part) {
  const file = join('test-output', 'counts', `a11y-${part}.json`)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).visits : undefined
}
mkdirSync(join('test-output', 'counts'), { recursive: true })
writeFileSync(join('test-output', 'counts', 'browser.json'), JSON.stringify({ shards: shardCount, seconds: (Date.now() - started) / 1000, suites, files: results.map(({ name, shard: s, seconds, tests, fail }) => ({ name, shard: s, seconds, tests, fail })) }, null, 2))
console.log(`browser tests finished in ${((Date.now() - started) / 1000).toFixed(0)} s on ${shardCount} shard(s): ${suites.map((s) => `${s.name} ${s.tests} tests${s.visits !== undefined ? ` (${s.visits} page visits)` : ''}${s.fail ? `, ${s.fail} failed` : ''}`).join('; ')}`)
for (const r of [...results].sort((a, b) => b.seconds - a.seconds).slice(0, 8)) console.log(`  ${r.seconds.toFixed(0).padStart(5)} s  shard ${r.shard}  ${r.name}`)
// The failures last, where the end of the log shows them: each failed file, and what its reporter said of it.
for (const r of results.filter((result) => result.code !== 0)) {
  console.error(`\nFAILED ${r.name} (shard ${r.shard}, ${r.fail} of ${r.tests} tests failed, exit ${r.code})`)
  console.error(r.failing.length > 0 ? r.failing.slice(0, 60).join('\n') : '(the reporter printed no failing test: the file exited on its own)')
}
const unrun = jobs.filter((job) => !results.some((r) => r.name === job.name))
if (unrun.length > 0) console.error(`not run: ${unrun.map((job) => job.name).join(', ')}`)
if (args.includes('--record-durations') && status === 0) {
  const measured = Object.fromEntries([...Object.entries(durations), ...results.map((r) => [r.name, Math.round(r.seconds)])].sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(measured, null, 2)}\n`)
}
process.exit(status)
