// The server cost floor (a child of the bench, `node --import tsx`, IPC): records every SQL statement one
// logged-in hotel search makes through the real app (app.inject on the same database as the measured
// server, with the same options), then replays that sequence straight through `pg` (a pool of the server's
// size) or a raw PGlite, from `connections` concurrent loops, for as long as the bench asks. A replayed
// sequence is one "request": its time is from the first statement sent to the last answer.
// Config (JSON in argv[2]): { databaseUrl? | dataDir?, token?, body, connections }.
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { build } from '../../server/src/app'
import { createDb, type Db, type Queryable } from '../../server/src/db/index'

type Config = { databaseUrl?: string; dataDir?: string; token?: string; body: unknown; connections: number; phone: string; password: string }
type Statement = { text: string; params: readonly unknown[] }

const config = JSON.parse(process.argv[2]) as Config

function recording(db: Db, into: { on: boolean; statements: Statement[] }): Db {
  const wrap = (target: Queryable): Queryable => ({
    query: (text, params = []) => {
      if (into.on) into.statements.push({ text, params })
      return target.query(text, params)
    },
    exec: (text) => {
      if (into.on) into.statements.push({ text, params: [] })
      return target.exec(text)
    },
  })
  return { ...db, ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) }
}

/** The statements of one warm search (the first one fills the catalogue cache and the nights). */
async function recordSearch(): Promise<Statement[]> {
  const base = await createDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir })
  const log = { on: false, statements: [] as Statement[] }
  const app = await build({ db: recording(base, log), seed: false, h5Dir: null, orderJobs: false, rateLimitMax: false, logger: false })
  try {
    let token = config.token
    if (!token) {
      const login = await app.inject({ method: 'POST', url: '/b2b/Customer/LoginV2', payload: { Phone: config.phone, Password: config.password } })
      token = (login.json() as { Data: { Token: string } }).Data.Token
    }
    const search = () => app.inject({ method: 'POST', url: '/hotel/api/hotel/info/SearchHotelList', headers: { token }, payload: config.body as object })
    await search()
    log.on = true
    const answer = (await search()).json() as { Code: string; Msg: string }
    log.on = false
    if (answer.Code !== '0000') throw new Error(`search failed: ${answer.Code} ${answer.Msg}`)
    return log.statements
  } finally {
    await app.close()
    await base.close()
  }
}

type Runner = (text: string, params: readonly unknown[]) => Promise<unknown>

async function openRaw(): Promise<{ run: Runner; close: () => Promise<void> }> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.connections })
    return { run: (text, params) => pool.query(text, params as unknown[]), close: () => pool.end() }
  }
  const lite = await PGlite.create(config.dataDir)
  return { run: (text, params) => (params.length > 0 ? lite.query(text, params as unknown[]) : lite.exec(text)), close: () => lite.close() }
}

const percentile = (sorted: Float64Array, share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]

async function replay(statements: Statement[], run: Runner, seconds: number) {
  const times: number[] = []
  let errors = 0
  const until = performance.now() + seconds * 1000
  const loop = async () => {
    while (performance.now() < until) {
      const start = performance.now()
      try {
        for (const statement of statements) await run(statement.text, statement.params)
      } catch {
        errors += 1
      }
      times.push(performance.now() - start)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: config.connections }, loop))
  const elapsed = (performance.now() - started) / 1000
  const sorted = Float64Array.from(times).sort()
  return {
    rps: times.length / elapsed,
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    sorted: [...sorted],
    requests: times.length,
    errors,
  }
}

async function main() {
  const statements = await recordSearch()
  const raw = await openRaw()
  process.send?.({ ready: true, statements: statements.map((s) => s.text.replace(/\s+/g, ' ').trim()) })
  process.on('message', (message: { seconds?: number; stop?: boolean }) => {
    if (message.stop) {
      void raw.close().then(() => process.exit(0))
      return
    }
    void replay(statements, raw.run, message.seconds ?? 1).then((result) => process.send?.({ result }))
  })
}

main().catch((error: unknown) => {
  console.error('sql-floor:', error)
  process.exit(1)
})
