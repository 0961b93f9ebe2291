// The bench's server figures (section 5 and 6 of run.mjs, and all of server-run.mjs): every load next to the
// bare Fastify floor in interleaved rounds, the hotel search next to its own SQL replayed straight through
// `pg` / a raw PGlite (the server cost floor), and the servers' memory.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, peakRssBytes, rssBytes, startHelloServer, startSeededAppServer } from './processes.mjs'
import { freshPostgres, interleaved, loadHello, loadLogin, loadSearch, loginToken, startSqlFloor } from './server-load.mjs'
import { profileSearch, reportProfile } from './server-profile.mjs'
import { median } from './stats.mjs'

const autocannonVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules/autocannon/package.json'), 'utf8')).version
const FLOOR_GOAL = 0.7

/** `app`: the seeded PGlite server (started with `snapshot: true` for its SQL floor); `log(text)` prints progress. */
export async function measureServer({ report, app, rssAfterStart, gate, rounds, seconds, log }) {
  let hello, pg, pgServer, liteFloor, pgFloor
  try {
    hello = await startHelloServer()
    const helloRssStart = rssBytes(hello.pid)
    const token = await loginToken(app.url)
    pg = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : null
    pgServer = pg ? await startSeededAppServer({ databaseUrl: pg.url, beforeRestart: pg.settle }) : null
    const pgRssStart = pgServer ? rssBytes(pgServer.pid) : null
    const pgToken = pgServer ? await loginToken(pgServer.url) : null
    log('recording the search\'s SQL for the floors')
    liteFloor = app.snapshotDir ? await startSqlFloor({ dataDir: app.snapshotDir }) : null
    pgFloor = pgServer ? await startSqlFloor({ databaseUrl: pg.url, token: pgToken }) : null
    const loads = {
      hello: (s) => loadHello(hello.url, s),
      'hotel search (PGlite)': (s) => loadSearch(app.url, token, s),
      ...(liteFloor ? { 'search SQL (raw PGlite)': (s) => liteFloor.run(s) } : {}),
      'login (scrypt)': (s) => loadLogin(app.url, s),
      ...(pgServer ? { 'hotel search (PostgreSQL)': (s) => loadSearch(pgServer.url, pgToken, s) } : {}),
      ...(pgFloor ? { 'search SQL (pg)': (s) => pgFloor.run(s) } : {}),
    }
    const rssAfterRounds = { hello: [], app: [], pg: [] }
    const servers = [hello, app, pgServer].filter(Boolean)
    const readRss = async () => {
      await Promise.all(servers.map((server) => server.collectGarbage()))
      // V8 hands the pages a collection freed back to the system on a thread of its own, shortly after.
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 300))
      rssAfterRounds.hello.push(rssBytes(hello.pid))
      rssAfterRounds.app.push(rssBytes(app.pid))
      if (pgServer) rssAfterRounds.pg.push(rssBytes(pgServer.pid))
    }
    log(`server load (${rounds} interleaved rounds of ${seconds} s per call, after a warm-up)`)
    const results = await interleaved(loads, { rounds, seconds, floorName: 'hello', afterRound: readRss, beforeLoad: gate.settle })
    report.samples.load = Object.fromEntries(Object.entries(results).map(([name, r]) => [name, r.runs]))
    report.samples.rssAfterRounds = rssAfterRounds
    const floor = results.hello
    const section = 'Server on loopback (autocannon, 10 connections)'
    report.describe(section, `autocannon ${autocannonVersion} in the bench's process, 10 connections on 127.0.0.1, ${rounds} rounds of ${seconds} s per call taken in turn with the floor after a ${Math.max(1, Math.round(seconds / 2))} s warm-up each, each load after the quiet gate; latencies from every response's own time (autocannon's histogram keeps whole milliseconds). The app's servers run with RATE_LIMIT_MAX=0 (the per-IP limit off: all load comes from one address), LOG_LEVEL=warn and TRUST_PROXY=1; each login carries its own X-Forwarded-For address, so the per-phone login limit (10 a minute per phone and address) never answers 4029 — every login runs scrypt and writes a session. The search is a logged-in member's SearchHotelList (上海, 20 a page) with the token header the app sends.${pg ? ` PostgreSQL: a fresh schema on DATABASE_URL (${new URL(process.env.DATABASE_URL).host}), vacuumed, analyzed and checkpointed once the server has seeded it, dropped afterwards.` : ' DATABASE_URL not set: no PostgreSQL rows.'} The floor is a bare Fastify answering {"hello":"world"} to the same POST.`)
    for (const [name, result] of Object.entries(results)) {
      if (name === 'hello' || name.startsWith('search SQL')) continue
      const note = `median of ${result.rounds} rounds; ${result.errors ? `${result.errors} errors of ${result.requests}` : `${result.requests} requests, no errors`}`
      report.add(section, `${name} · throughput`, result.rps, floor.rps, 'req/s', { better: 'higher', referenceName: 'bare Fastify', note: `${note}; throughput and mean: medians over the rounds, ratios the median of each round's load / floor`, ratio: result.rpsRatio })
      report.add(section, `${name} · mean latency`, result.mean, floor.mean, 'ms', { referenceName: 'bare Fastify', ratio: result.meanRatio })
      report.add(section, `${name} · p50 latency`, result.p50, floor.p50, 'ms', { referenceName: 'bare Fastify', ratio: result.p50Ratio, note: 'p50 and p99 of every response of all rounds together' })
      report.add(section, `${name} · p99 latency`, result.p99, floor.p99, 'ms', { referenceName: 'bare Fastify', ratio: result.p99Ratio })
    }
    addCostFloor(report, results, { liteFloor, pgFloor, rounds, seconds })
    addMemory(report, { rounds, rssAfterStart, helloRssStart, pgRssStart, rssAfterRounds, app, hello, pgServer })
    if (pg) {
      // The measured servers stopped first: the profiled one has the machine to itself, as in the load rounds.
      await Promise.all([liteFloor?.stop(), pgFloor?.stop(), pgServer.stop()])
      liteFloor = pgFloor = pgServer = null
      log('server profile: the hotel search on PostgreSQL under V8\'s CPU profiler')
      await gate.settle()
      try {
        reportProfile(report, await profileSearch({ databaseUrl: pg.url, seconds }), { seconds })
      } catch (error) {
        log(`server profile failed, left out of the report: ${error.message}`)
      }
    }
  } finally {
    await liteFloor?.stop()
    await pgFloor?.stop()
    await pgServer?.stop()
    await pg?.drop()
    await hello?.stop()
  }
}

function addCostFloor(report, results, { liteFloor, pgFloor, rounds, seconds }) {
  const section = 'Server cost floor: the hotel search next to its own SQL'
  const statements = (pgFloor ?? liteFloor)?.statements ?? []
  report.describe(section, `The statements one warm, logged-in SearchHotelList makes (recorded through the real app with app.inject on the same database and options as the measured server, the second of two searches): ${statements.length} statements — ${statements.map((s) => `\`${s.length > 90 ? `${s.slice(0, 87)}…` : s}\``).join('; ')}. They are replayed in order, with the recorded parameters, by 10 concurrent loops for ${seconds} s in each of the ${rounds} rounds, interleaved with the loads above: on PostgreSQL through a \`pg\` pool of 10 connections (the server's pool size) from a process of their own; on PGlite through a raw PGlite in a process of its own, on a copy of the server's seeded data folder (one PGlite cannot share its folder). One replayed sequence counts as one request. The ratio is the server's throughput over its SQL's (median of each round's); goal ≥ ${FLOOR_GOAL}: the server's own work (HTTP, JSON, validation, auth, pricing in JS) costs at most 30% of the database's.`)
  const pairs = [['hotel search (PGlite)', 'search SQL (raw PGlite)', liteFloor], ['hotel search (PostgreSQL)', 'search SQL (pg)', pgFloor]]
  for (const [serverName, sqlName, floor] of pairs) {
    if (!floor) continue
    const server = results[serverName]
    const sql = results[sqlName]
    const ratio = median(server.runs.map((run, i) => run.rps / sql.runs[i].rps))
    const met = ratio >= FLOOR_GOAL ? `goal ≥ ${FLOOR_GOAL} met` : `goal ≥ ${FLOOR_GOAL} missed`
    report.add(section, `${serverName} · throughput vs its SQL`, server.rps, sql.rps, 'req/s', { better: 'higher', referenceName: sqlName, ratio, note: `${met}; ratio: median of each round's server / SQL; per-round ratios ${server.runs.map((run, i) => (run.rps / sql.runs[i].rps).toFixed(2)).join(', ')}; SQL ${sql.errors ? `${sql.errors} errors` : 'no errors'}` })
    report.add(section, `${serverName} · p99 vs its SQL`, server.p99, sql.p99, 'ms', { referenceName: sqlName, note: `SQL p50 ${sql.p50.toFixed(2)} ms, server p50 ${server.p50.toFixed(2)} ms` })
  }
}

function addMemory(report, { rounds, rssAfterStart, helloRssStart, pgRssStart, rssAfterRounds, app, hello, pgServer }) {
  report.describe('Server memory (RSS)', 'VmRSS from /proc/<pid>/status of the server process itself (node --import tsx server/src/server.ts); the floor is the bare Fastify process of the load test. Each app server is started once to migrate and seed its database, stopped and started again (a restart, as in production), so its memory after start holds no seed garbage. After each load round the bench asks every server for a full garbage collection (node --expose-gc with a SIGUSR2 handler only the bench preloads) and reads VmRSS 0.3 s later: the memory a server keeps, not the garbage V8 had not yet collected when the round ended (which made this figure move 25% between runs). The peak (VmHWM) is in each note without a ratio: where V8 sizes its heap during the first seconds of load, it moved 25–30% between identical runs.')
  const helloAfter = median(rssAfterRounds.hello)
  const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`
  const afterNote = (pid) => `median of ${rounds} reads, one after each load round and a full garbage collection; peak (VmHWM) over the server's life ${mb(peakRssBytes(pid))}, bare Fastify's ${mb(peakRssBytes(hello.pid))}`
  report.add('Server memory (RSS)', 'after start (PGlite)', rssAfterStart, helloRssStart, 'bytes', { referenceName: 'bare Fastify', note: 'the embedded PostgreSQL (WASM) lives in the server process' })
  report.add('Server memory (RSS)', 'after the load (PGlite)', median(rssAfterRounds.app), helloAfter, 'bytes', { referenceName: 'bare Fastify', note: afterNote(app.pid) })
  if (pgServer) {
    report.add('Server memory (RSS)', 'after start (PostgreSQL)', pgRssStart, helloRssStart, 'bytes', { referenceName: 'bare Fastify', note: 'the database runs in its own server' })
    report.add('Server memory (RSS)', 'after the load (PostgreSQL)', median(rssAfterRounds.pg), helloAfter, 'bytes', { referenceName: 'bare Fastify', note: afterNote(pgServer.pid) })
  }
}
