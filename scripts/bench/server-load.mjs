// Load on loopback with autocannon: a logged-in hotel search and the login call against the app's server,
// a bare Fastify hello world as the floor. Every figure comes from the same run as its floor.
import { fork } from 'node:child_process'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { ROOT, endWithBench } from './processes.mjs'
import { shanghaiDay, DEMO } from './app-pages.mjs'
import { median } from './stats.mjs'

const CONNECTIONS = 10

async function post(url, path, body, headers = {}) {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  return response.json()
}

export async function loginToken(url, phone = DEMO.phone) {
  const answer = await post(url, '/b2b/Customer/LoginV2', { Phone: phone, Password: DEMO.password }, { 'x-forwarded-for': '10.9.0.1' })
  if (answer.Code !== '0000') throw new Error(`login failed: ${answer.Code} ${answer.Msg}`)
  return answer.Data.Token
}

export const searchBody = () => ({ CityCode: '310100', ArrivalDate: shanghaiDay(2), DepartureDate: shanghaiDay(3), PageIndex: 1, PageSize: 20 })

/** Runs one load; an answer whose body does not start as `okPrefix` counts as an error. */
async function cannon(options, seconds, okPrefix = '{"Code":"0000"') {
  let refused = 0
  const onResponse = (_status, body) => {
    if (!String(body).startsWith(okPrefix)) refused += 1
  }
  const requests = (options.requests ?? [{}]).map((r) => ({ ...r, onResponse }))
  // autocannon's own histogram keeps whole milliseconds (a bare Fastify answers in ~0.2 ms, so 0); every
  // response time is taken here instead, with hrtime's resolution.
  const times = []
  const run = autocannon({ ...options, requests, connections: CONNECTIONS, duration: seconds })
  run.on('response', (_client, _status, _bytes, ms) => { times.push(ms) })
  const result = await run
  const sorted = Float64Array.from(times).sort()
  return {
    rps: result.requests.average,
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    sorted,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx + refused,
  }
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]

/** Every response time of all rounds together, sorted: a tail from all of them is steadier than a median of tails. */
const pooled = (runs) => {
  const all = new Float64Array(runs.reduce((n, r) => n + r.sorted.length, 0))
  let offset = 0
  for (const run of runs) {
    all.set(run.sorted, offset)
    offset += run.sorted.length
  }
  return all.sort()
}


/**
 * Runs every load in turn, `rounds` times (after one warm-up pass), so that each figure and its floor are
 * taken side by side under the same machine conditions; answers the median of each figure per load and the
 * median over rounds of each load's throughput and mean latency divided by the floor's in that round; p50 and
 * p99 from every response of all rounds, against the floor's likewise. `beforeLoad` is awaited before each
 * measured load (the quiet gate).
 */
export async function interleaved(loads, { rounds, seconds, floorName, afterRound = async () => undefined, beforeLoad = async () => undefined }) {
  for (const load of Object.values(loads)) await load(Math.max(1, Math.round(seconds / 2)))
  const samples = Object.fromEntries(Object.keys(loads).map((name) => [name, []]))
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, load] of Object.entries(loads)) {
      await beforeLoad()
      samples[name].push(await load(seconds))
    }
    await afterRound()
  }
  const floorRuns = samples[floorName]
  const paired = (runs, key) => median(runs.map((r, i) => r[key] / floorRuns[i][key]))
  const floorTimes = pooled(floorRuns)
  const floorP50 = percentile(floorTimes, 0.5)
  const floorP99 = percentile(floorTimes, 0.99)
  return Object.fromEntries(Object.entries(samples).map(([name, runs]) => {
    const times = pooled(runs)
    const p50 = percentile(times, 0.5)
    const p99 = percentile(times, 0.99)
    return [name, {
      rpsRatio: paired(runs, 'rps'),
      meanRatio: paired(runs, 'mean'),
      p50Ratio: p50 / floorP50,
      p99Ratio: p99 / floorP99,
      rps: median(runs.map((r) => r.rps)),
      mean: median(runs.map((r) => r.mean)),
      p50,
      p99,
      requests: runs.reduce((total, r) => total + r.requests, 0),
      errors: runs.reduce((total, r) => total + r.errors, 0),
      rounds,
      // Per round, without the response times (kept in latest.json).
      runs: runs.map(({ sorted, ...run }) => ({ ...run, responses: sorted.length })),
    }]
  }))
}

/** The hotel search of a logged-in member (checks it answers 0000 first). */
export async function loadSearch(url, token, seconds) {
  const check = await post(url, '/hotel/api/hotel/info/SearchHotelList', searchBody(), { token })
  if (check.Code !== '0000') throw new Error(`search failed: ${check.Code} ${check.Msg}`)
  return cannon({ url: `${url}/hotel/api/hotel/info/SearchHotelList`, method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(searchBody()) }, seconds)
}

/** Any logged-in call (checks it answers 0000 first). */
export async function loadCall(url, path, body, token, seconds) {
  const check = await post(url, path, body, { token })
  if (check.Code !== '0000') throw new Error(`${path} failed: ${check.Code} ${check.Msg}`)
  return cannon({ url: `${url}${path}`, method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body) }, seconds)
}

/** Logs in as another demo member than the search's, whose session each login would otherwise replace. */
const LOGIN_PHONE = '13800000004'

/** The login call (scrypt on purpose); each request comes from its own client address so no limit applies. */
export async function loadLogin(url, seconds) {
  let counter = 0
  return cannon({
    url: `${url}/b2b/Customer/LoginV2`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Phone: LOGIN_PHONE, Password: DEMO.password }),
    requests: [{
      setupRequest(request) {
        counter += 1
        return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}` } }
      },
    }],
  }, seconds)
}

export async function loadHello(url, seconds) {
  return cannon({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(searchBody()) }, seconds, '{"hello":"world"}')
}

/**
 * A fresh schema on the PostgreSQL database of `baseUrl` for one run, like server/test/helper.ts: the server
 * gets a URL whose `options` set its search_path there. Dropped by `drop`.
 */
export async function freshPostgres(baseUrl) {
  const schema = `tripwise_bench_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    // Schemas an interrupted bench left behind over an hour ago (the name carries its start time).
    const { rows } = await admin.query(`select nspname from pg_namespace where nspname like 'tripwise\\_bench\\_%'`)
    const stale = rows.map((row) => row.nspname).filter((name) => Date.now() - parseInt(name.slice('tripwise_bench_'.length), 36) > 3_600_000)
    for (const name of stale) await admin.query(`drop schema if exists ${name} cascade`)
    await admin.query(`create schema ${schema}`)
  } finally {
    await admin.end()
  }
  const url = new URL(baseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    url: url.toString(),
    schema,
    /** Vacuums and analyzes the schema's tables once the server has migrated and seeded them (a database that
     * has been running a while is in that state; just after the seed, autovacuum would run during the load). */
    settle: async () => {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      try {
        const { rows } = await client.query('select tablename from pg_tables where schemaname = $1', [schema])
        if (rows.length > 0) await client.query(`vacuum (analyze) ${rows.map((row) => `${schema}."${row.tablename}"`).join(', ')}`)
        // The seed's dirty pages written out now rather than by a checkpoint in the middle of the load
        // (CHECKPOINT needs a superuser or pg_checkpoint; without it the load may meet one).
        await client.query('checkpoint').catch(() => undefined)
      } finally {
        await client.end()
      }
    },
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      try {
        await client.query(`drop schema if exists ${schema} cascade`)
      } finally {
        await client.end()
      }
    },
  }
}

/**
 * The SQL floor of the hotel search (sql-floor.ts in a child process): the statements one search makes,
 * replayed straight through `pg` on `databaseUrl` or a raw PGlite on `dataDir` (a copy of the server's).
 * `run(seconds)` answers the same shape as a load; `statements` lists what is replayed.
 */
export async function startSqlFloor({ databaseUrl, dataDir, token }) {
  const config = { databaseUrl, dataDir, token, body: searchBody(), connections: CONNECTIONS, phone: DEMO.phone, password: DEMO.password }
  const child = fork(join(ROOT, 'scripts/bench/sql-floor.ts'), [JSON.stringify(config)], { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const forget = endWithBench(child.pid)
  const next = () => new Promise((resolvePromise, reject) => {
    const onExit = (code) => reject(new Error(`the SQL floor exited (${code})`))
    child.once('exit', onExit)
    child.once('message', (message) => {
      child.off('exit', onExit)
      resolvePromise(message)
    })
  })
  const { statements } = await next()
  return {
    statements,
    async run(seconds) {
      const answer = next()
      child.send({ seconds })
      const { result } = await answer
      return { ...result, sorted: Float64Array.from(result.sorted) }
    },
    async stop() {
      const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise))
      child.send({ stop: true })
      await exited
      forget()
    },
  }
}
