#!/usr/bin/env node
// Runs the server suite with node:test through tsx.
//   node server/test/run.mjs [name-filter...]             PGlite in memory (PostgreSQL when DATABASE_URL is set)
//   node server/test/run.mjs --db=both [name-filter...]   PGlite and PostgreSQL side by side (npm run test:server):
//                                                         DATABASE_URL, else the machine's 127.0.0.1:5432/test
//   --exact                                               the filters are whole file names
//   --concurrency=N                                       test processes at once on each database (default 2)
//   --record-durations                                    write each file's seconds to server/test/durations.json
// Every test file gets its own database, a copy of a template prepared once a run (server/test/template.ts): a
// PGlite data directory copied, or a PostgreSQL database made with CREATE DATABASE … TEMPLATE.
// Files run in batches: one process imports several files, each in a suite of its own (its before/after hooks
// and its database stay its own), so that Node, tsx, the server's modules and its compiled schemas load once a
// batch rather than once a file (about 2.5 s of CPU a file). The fuzz shares, long on their own, are a batch each;
// the other files are dealt by their measured seconds (server/test/durations.json, else their size) so that the
// batches weigh about the same, and node --test takes the batches longest first.
// Files marked `@database-independent` (they touch no database, or start their own embedded one) run once, on
// PGlite, when both databases run. Counts go to test-output/counts/server-<db>.json.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import pg from 'pg'
import { followNodeTest } from '../../scripts/test/node-test-output.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..', '..')
const args = process.argv.slice(2)
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const filters = args.filter((a) => !a.startsWith('--'))
// --exact: the filters are whole file names (npm run test:changed).
const exact = args.includes('--exact')
const which = option('db') ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite')
const INDEPENDENT = '@database-independent'
const recordDurations = args.includes('--record-durations')
const DURATIONS_FILE = join(here, 'durations.json')
const durations = existsSync(DURATIONS_FILE) ? JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) : {}
const weightOf = (name) => durations[name] ?? statSync(join(here, name)).size / 1000

const allFiles = readdirSync(here)
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => filters.length === 0 || filters.some((f) => (exact ? name === f : name.includes(f))))
if (allFiles.length === 0) {
  console.error('no test files matched')
  process.exit(1)
}
const independent = new Set(allFiles.filter((name) => readFileSync(join(here, name), 'utf8').includes(INDEPENDENT)))

const { DATABASE_URL, ...baseEnv } = process.env
const pgUrl = DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch (error) {
    const message = `PostgreSQL at ${url} unreachable (${error.message})`
    if (process.env.TEST_REQUIRE_PG || process.env.CI || which === 'postgres') {
      console.error(message)
      process.exit(1)
    }
    console.warn(`${message}: skipping the PostgreSQL run`)
    return false
  }
}

const runs = []
if (which === 'pglite' || which === 'both') runs.push({ key: 'pglite', label: 'PGlite', env: { ...baseEnv } })
if ((which === 'postgres' || which === 'both') && (await reachable(pgUrl))) {
  // The production guards (a statement cancelled after 15 s, a connection waited for 5 s) are times: on a loaded
  // machine 50 parallel bookings of the last seats queue on one row lock past them and some answer 服务繁忙 or
  // 请求处理超时 instead of 4009 (CI, 2026-11-28, load 20). The tests wait on the database instead; the guards'
  // answers are tested on their own (hardening.test.ts).
  runs.push({ key: 'postgres', label: 'PostgreSQL', env: { STATEMENT_TIMEOUT_MS: '300000', DB_CONNECT_TIMEOUT_MS: '300000', ...baseEnv, DATABASE_URL: pgUrl } })
}
for (const run of runs) {
  run.files = allFiles.filter((name) => !(runs.length > 1 && run.key === 'postgres' && independent.has(name)))
}

// Two workers a database on two cores: a file spends much of its time waiting on the other processes.
const concurrency = Number(option('concurrency') ?? Math.max(2, Math.min(4, availableParallelism())))
// In memory where the machine has a tmpfs: each file copies the PGlite template's data directory.
const scratch = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'tripwise-server-tests-'))
const prefixed = runs.length > 1

/**
 * Deals files into batches: a fuzz share alone; the rest longest first into the lightest of `count` batches.
 * Answers the batches heaviest first, each { files, weight }.
 */
function batchesOf(files, count) {
  const alone = files.filter((name) => name.startsWith('fuzz')).map((name) => ({ files: [name], weight: weightOf(name) }))
  const rest = files.filter((name) => !name.startsWith('fuzz')).sort((a, b) => weightOf(b) - weightOf(a))
  const dealt = Array.from({ length: Math.min(count, rest.length) }, () => ({ files: [], weight: 0 }))
  for (const name of rest) {
    const lightest = dealt.reduce((min, batch) => (batch.weight < min.weight ? batch : min))
    lightest.files.push(name)
    lightest.weight += weightOf(name)
  }
  return [...alone, ...dealt].sort((a, b) => b.weight - a.weight)
}

/** Writes a batch's entry: each file imported inside a suite named after it, so its hooks stay its own. */
function writeBatch(run, batch, index) {
  const entry = join(scratch, `${run.key}-batch-${String(index + 1).padStart(2, '0')}.mjs`)
  const suites = batch.files.map((name) => `describe(${JSON.stringify(name)}, async () => {\n  await import(${JSON.stringify(pathToFileURL(join(here, name)).href)})\n})`)
  writeFileSync(entry, `import { describe } from 'node:test'\n${suites.join('\n')}\n`)
  return entry
}

function tsx(script, scriptArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...scriptArgs], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.on('close', (code) => (code === 0 ? resolve(out.trim().split('\n').at(-1)) : reject(new Error(`${script} failed:\n${out}`))))
  })
}

/** Runs one database's files; resolves with its counts. The spec reporter's last lines carry the totals. */
async function runSuite(run) {
  const started = Date.now()
  const templateStarted = Date.now()
  const template = await tsx('server/test/prepare-template.ts', [join(scratch, `${run.key}-template`)], run.env)
  const templateSeconds = (Date.now() - templateStarted) / 1000
  run.env[run.key === 'postgres' ? 'TEST_PG_TEMPLATE' : 'TEST_PGLITE_TEMPLATE'] = template
  run.template = template
  console.log(`server tests (${run.label}): ${run.files.length} files, concurrency ${concurrency}, template ready in ${templateSeconds.toFixed(1)} s`)
  // About four batches a process: few enough to pay the start rarely, enough for the last ones to even out.
  const entries = batchesOf(run.files, concurrency * 4).map((batch, index) => writeBatch(run, batch, index))
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=spec', `--test-concurrency=${concurrency}`, '--test-timeout=1800000', ...entries],
    { cwd: root, env: { ...run.env, NODE_ENV: 'test', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  run.seconds = {}
  const totals = followNodeTest(child, {
    prefix: prefixed ? `[${run.label}] ` : '',
    onLine: (line) => {
      const file = /^\s*[✔✖] (\S+\.test\.ts) \(([\d.]+)ms\)$/.exec(line)
      if (file) run.seconds[file[1]] = Math.round(Number(file[2]) / 100) / 10
    },
  })
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000
      const counts = { database: run.label, files: run.files.length, tests: totals.tests ?? 0, pass: totals.pass ?? 0, fail: totals.fail ?? 0,
        cancelled: totals.cancelled ?? 0, skipped: totals.skipped ?? 0, seconds, templateSeconds, status: code }
      console.log(`server tests (${run.label}) finished in ${seconds.toFixed(1)} s: ${counts.files} files, ${counts.tests} tests, ${counts.pass} passed, ${counts.fail} failed`)
      mkdirSync(join(root, 'test-output', 'counts'), { recursive: true })
      writeFileSync(join(root, 'test-output', 'counts', `server-${run.key}.json`), JSON.stringify(counts, null, 2))
      resolve(counts)
    })
  })
}

let status = 0
try {
  const results = await Promise.all(runs.map((run) => runSuite(run).catch((error) => {
    console.error(`server tests (${run.label}) could not start: ${error.message}`)
    return { status: 1 }
  })))
  status = results.some((r) => r.status !== 0 || r.fail > 0 || r.cancelled > 0) ? 1 : 0
  if (recordDurations) {
    // A file's weight is its longer run of the two databases.
    const fresh = {}
    for (const run of runs) for (const [name, seconds] of Object.entries(run.seconds ?? {})) fresh[name] = Math.max(fresh[name] ?? 0, seconds)
    const measured = { ...durations, ...fresh }
    writeFileSync(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`)
  }
} finally {
  for (const run of runs) {
    if (run.key === 'postgres' && run.template) {
      try {
        await tsx('server/test/drop-template.ts', [run.template], run.env)
      } catch (error) {
        console.warn(error.message)
      }
    }
  }
  rmSync(scratch, { recursive: true, force: true })
}
process.exit(status)
