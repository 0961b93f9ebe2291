// Starting and stopping the servers the bench measures, and reading their resident memory.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'

/** How long a server may take to start: 120 s, or BENCH_START_TIMEOUT_S on a machine other work slows down. */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_S ?? 120) * 1000

export const ROOT = resolve(import.meta.dirname, '../..')

/** Resident set size of a process in bytes now (VmRSS), or its peak so far (VmHWM). */
export function rssBytes(pid, which = 'VmRSS') {
  const match = new RegExp(`${which}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) * 1024 : NaN
}

export const peakRssBytes = (pid) => rssBytes(pid, 'VmHWM')

const GC_ON_SIGNAL = ['--expose-gc', '--import', join(ROOT, 'scripts/bench/gc-on-signal.mjs')]

/** Asks a server started with GC_ON_SIGNAL for a full garbage collection; resolves once it is done. */
function garbageCollector(child) {
  let waiting = []
  let seen = ''
  child.stdout.on('data', (chunk) => {
    seen = (seen + chunk).slice(-64)
    if (!seen.includes('bench-gc-done')) return
    seen = ''
    for (const resolvePromise of waiting) resolvePromise()
    waiting = []
  })
  return () => new Promise((resolvePromise, reject) => {
    waiting.push(resolvePromise)
    setTimeout(() => reject(new Error('a server did not answer the garbage collection signal in 10 s')), 10_000).unref()
    child.kill('SIGUSR2')
  })
}

function waitForLine(child, pattern, what) {
  return new Promise((resolvePromise, reject) => {
    let log = ''
    const timer = setTimeout(() => reject(new Error(`${what} did not start in ${START_TIMEOUT_MS / 1000} s:\n${log.slice(-2000)}`)), START_TIMEOUT_MS)
    const onData = (chunk) => {
      log += chunk
      const match = pattern.exec(log)
      if (match) {
        clearTimeout(timer)
        resolvePromise(match)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk) => { log += chunk })
    child.on('exit', (code) => reject(new Error(`${what} exited with ${code}:\n${log.slice(-2000)}`)))
  })
}

// Children still running when the bench exits (an error, Ctrl-C) are ended with it.
const running = new Map()
const otherPids = new Set()
process.once('exit', () => {
  for (const [child, afterExit] of running) {
    child.kill('SIGKILL')
    afterExit()
  }
  for (const pid of otherPids) {
    try { process.kill(pid, 'SIGKILL') } catch { /* already gone */ }
  }
})

/** A process started by a library (Lighthouse's Chromium) ended with the bench; answers how to forget it. */
export function endWithBench(pid) {
  otherPids.add(pid)
  return () => otherPids.delete(pid)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))

function stopper(child, afterExit = () => undefined) {
  running.set(child, afterExit)
  child.once('exit', () => { running.delete(child); afterExit() })
  return () => new Promise((resolvePromise) => {
    if (child.exitCode !== null) return resolvePromise()
    child.once('exit', () => resolvePromise())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
  })
}

/**
 * The app's server in one node process (node --import tsx, so its pid is the server's): embedded PGlite in
 * `dataDir`, or `databaseUrl`. TRUST_PROXY lets the load test give every login its own client address.
 */
export async function startAppServerOn({ databaseUrl, dataDir, nodeArgs = [], extraEnv = {} }, afterExit) {
  const port = await freePort()
  // Request logging off (warn) and the per-IP limit off (RATE_LIMIT_MAX=0): the load comes from one address
  // and measures the server, not its log or its flood guard. Login keeps its own per-phone limit.
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TRUST_PROXY: '1', RATE_LIMIT_MAX: '0', ...extraEnv }
  delete env.DATABASE_URL
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  else env.DATA_DIR = dataDir
  const child = spawn(process.execPath, [...GC_ON_SIGNAL, ...nodeArgs, '--import', 'tsx', 'server/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const stop = stopper(child, afterExit)
  const collectGarbage = garbageCollector(child)
  let log = ''
  child.stdout.on('data', (chunk) => { log += chunk })
  child.stderr.on('data', (chunk) => { log += chunk })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server exited:\n${log.slice(-2000)}`)
    if (Date.now() > deadline) throw new Error(`the app server did not start in ${START_TIMEOUT_MS / 1000} s:\n${log.slice(-2000)}`)
    const healthy = await fetch(`${url}/healthz`).then((r) => r.ok, () => false)
    if (healthy) break
    await new Promise((r) => setTimeout(r, 250))
  }
  return { url, pid: child.pid, stop, collectGarbage, signal: (name) => child.kill(name) }
}

/**
 * The app's server on a database it has already migrated and seeded: started once for that, stopped, then
 * started again, as a server restarts in production. Its memory after start is then not the seed's garbage.
 * `beforeRestart` runs in between (the PostgreSQL schema's vacuum). Without `databaseUrl`, embedded PGlite
 * in a fresh folder, removed when the server stops.
 */
export async function startSeededAppServer({ databaseUrl, beforeRestart = async () => undefined, snapshot = false } = {}) {
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'tripwise-bench-'))
  // PGlite: a copy of the seeded data folder for the SQL floor (sql-floor.ts), which cannot share the server's.
  const snapshotDir = dataDir && snapshot ? `${dataDir}-floor` : undefined
  const removeData = () => {
    for (const dir of [dataDir, snapshotDir]) if (dir) rmSync(dir, { recursive: true, force: true })
  }
  try {
    await (await startAppServerOn({ databaseUrl, dataDir })).stop()
    if (snapshotDir) cpSync(dataDir, snapshotDir, { recursive: true })
    await beforeRestart()
  } catch (error) {
    removeData()
    throw error
  }
  return { ...(await startAppServerOn({ databaseUrl, dataDir }, removeData)), snapshotDir }
}

function freePort() {
  return new Promise((resolvePromise) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePromise(port))
    })
  })
}

export async function startHelloServer() {
  const child = spawn(process.execPath, [...GC_ON_SIGNAL, join(ROOT, 'scripts/bench/hello-server.mjs')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  const stop = stopper(child)
  const collectGarbage = garbageCollector(child)
  const match = await waitForLine(child, /(http:\/\/[\d.:]+)/, 'the hello-world server')
  return { url: match[1], pid: child.pid, stop, collectGarbage }
}

/**
 * Two cores or more and taskset (util-linux): Lighthouse's Chromium gets a core of its own and the servers
 * and the bench share the other, so a page's tasks are not stretched by the server answering that page.
 */
export const canPin = () => cpus().length >= 2 && spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0

/** Sets the CPU affinity of every thread of `pid` (threads it starts later inherit it), e.g. '0' or '0-1'. */
export function pinTo(pid, cpuList) {
  const result = spawnSync('taskset', ['-a', '-cp', cpuList, String(pid)], { stdio: 'ignore' })
  if (result.status !== 0) throw new Error(`taskset -a -cp ${cpuList} ${pid} failed`)
}
