/**
 * npm run test:resilience: two server processes (Node's cluster module balancing one port) on one PostgreSQL
 * database; 10,000 mixed requests (logins, searches, bookings, payments, cancels) from 50 connections;
 * PostgreSQL restarted once and one server process killed with SIGKILL in the middle; then the database is
 * checked against what the clients were told. Prints the counts and fails when any of them is not 0.
 *
 * RESILIENCE_REQUESTS (10000), RESILIENCE_CONNECTIONS (50), RESILIENCE_PG (postgres://postgres@127.0.0.1:5432).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { checkDatabase } from './checks'
import { createLoad } from './load'

const REQUESTS = Number(process.env.RESILIENCE_REQUESTS ?? 10_000)
const CONNECTIONS = Number(process.env.RESILIENCE_CONNECTIONS ?? 50)
const PG_URL = process.env.RESILIENCE_PG ?? 'postgres://postgres@127.0.0.1:5432'
const PORT = 18_190 + (process.pid % 500)
const BASE = `http://127.0.0.1:${PORT}`
const DB_NAME = `resilience_${process.pid}`

const log = (msg: string) => console.log(`[resilience ${new Date().toISOString().slice(11, 19)}] ${msg}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: `${PG_URL}/postgres` })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

function startCluster(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cluster.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: `${PG_URL}/${DB_NAME}`,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      WORKERS: '2',
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: process.env.RESILIENCE_LOG ?? 'error',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk))
  return child
}

/** Both workers listening (the primary says so once the second has started after the first migrated). */
function clusterReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cluster did not start within ${timeoutMs / 1000} s`)), timeoutMs)
    const onData = (chunk: Buffer) => {
      if (!chunk.toString().includes('cluster ready')) return
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      resolve()
    }
    child.stdout?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the cluster exited with ${code}`)))
  })
}

async function waitReady(timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const answer = (await (await fetch(`${BASE}/readyz`)).json()) as { Code: string }
      if (answer.Code === '0000') return
    } catch {
      // not listening yet
    }
    await sleep(1000)
  }
  throw new Error(`the cluster was not ready within ${timeoutMs / 1000} s`)
}

/** The machine's PostgreSQL cluster, restarted as an operator would (Debian's pg_ctlcluster). */
function restartPostgres() {
  const line = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).trim().split('\n')[0]
  const [version, name] = line.split(/\s+/)
  execFileSync('pg_ctlcluster', [version, name, 'restart', '-m', 'fast'], { stdio: 'inherit' })
}

function workerPids(primary: ChildProcess): number[] {
  const out = execFileSync('pgrep', ['-P', String(primary.pid)], { encoding: 'utf8' })
  return out.trim().split('\n').filter(Boolean).map(Number)
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'resilience-'))
  await admin(`drop database if exists ${DB_NAME}`)
  await admin(`create database ${DB_NAME}`)
  const cluster = startCluster(dataDir)
  const started = clusterReady(cluster, 300_000)
  let failed = true
  try {
    await started
    await waitReady(60_000)
    log(`two workers ready on ${BASE}, database ${DB_NAME}`)
    const db = new pg.Pool({ connectionString: `${PG_URL}/${DB_NAME}`, max: 2 })
    db.on('error', () => undefined)
    const load = await createLoad({ base: BASE, db })
    log(`load: ${REQUESTS} requests from ${CONNECTIONS} connections over ${load.roomCount} room types`)

    const events = [
      {
        at: Math.round(REQUESTS * 0.3),
        name: 'restart PostgreSQL',
        run: () => restartPostgres(),
      },
      {
        at: Math.round(REQUESTS * 0.6),
        name: 'kill -9 one server process',
        run: () => {
          const [victim] = workerPids(cluster)
          process.kill(victim, 'SIGKILL')
          return `worker ${victim}`
        },
      },
    ]
    const result = await load.run({ total: REQUESTS, connections: CONNECTIONS, events, log })
    log(`load done in ${(result.ms / 1000).toFixed(1)} s; letting the order jobs settle`)
    await waitReady(120_000)
    // The order jobs run every 30 s: wait for one sweep after the load.
    await sleep(35_000)

    const db2 = new pg.Pool({ connectionString: `${PG_URL}/${DB_NAME}`, max: 2 })
    const checks = await checkDatabase(db2, load.acknowledged, load.initial)
    await db2.end().catch(() => undefined)
    await db.end().catch(() => undefined)

    const counts = {
      'requests sent': result.sent,
      'answers in the envelope': result.envelopes,
      'busy answers (5000, retried where a write)': result.busy,
      'connection errors (retried)': result.connectionErrors,
      'answers outside the envelope': result.nonEnvelope,
      'HTTP 5xx': result.http5xx,
      'acknowledged bookings': load.acknowledged.bookings.size,
      'acknowledged payments': load.acknowledged.payments.size,
      'acknowledged cancels': load.acknowledged.cancels.size,
      ...checks,
    }
    console.log('\nresilience report')
    for (const [name, value] of Object.entries(counts)) console.log(`  ${name.padEnd(46)} ${value}`)
    const mustBeZero = ['answers outside the envelope', 'HTTP 5xx', 'acknowledged writes missing', 'rooms oversold', 'room counts not reconciled', 'orders double-charged', 'orders double-refunded', 'enterprise balance off by (fen)', 'jobs run more than once']
    const bad = mustBeZero.filter((name) => (counts as Record<string, number>)[name] !== 0)
    if (load.acknowledged.bookings.size === 0 || load.acknowledged.payments.size === 0 || load.acknowledged.cancels.size === 0) bad.push('no acknowledged writes of some kind: the load did not exercise the server')
    if (bad.length > 0) {
      console.error(`\nFAILED: ${bad.join('; ')}`)
    } else {
      failed = false
      console.log('\nresilience: every count that must be 0 is 0')
    }
  } finally {
    cluster.kill('SIGTERM')
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        cluster.kill('SIGKILL')
        resolve(undefined)
      }, 20_000)
      cluster.once('exit', () => {
        clearTimeout(timer)
        resolve(undefined)
      })
    })
    await sleep(500)
    await admin(`drop database if exists ${DB_NAME} with (force)`).catch((error: Error) => log(`could not drop ${DB_NAME}: ${error.message}`))
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.exit(failed ? 1 : 0)
}

main().catch((error) => {
  console.error('resilience run failed:', error)
  process.exit(1)
})
