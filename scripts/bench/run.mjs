#!/usr/bin/env node
// `npm run bench [-- --quick]`: what users feel, each figure next to its floor or budget, in one run.
// See docs/perf/README.md for how to read docs/perf/latest.md.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { BUDGET, packageSizes } from '../package-sizes.mjs'
import { PAGES, hotelListPath, logIn } from './app-pages.mjs'
import { blankApp } from './blank-app.mjs'
import { scrollThousand, tapToFirstCard, watchFirstCard } from './interaction.mjs'
import { lighthouseRounds, openChrome } from './lighthouse-runs.mjs'
import { PHONE, pageWeight } from './page-weight.mjs'
import { ROOT, canPin, peakRssBytes, pinTo, rssBytes, startHelloServer, startSeededAppServer } from './processes.mjs'
import { startQuietGate } from './quiet-gate.mjs'
import { createReport, drift, printTable } from './report.mjs'
import { freshPostgres, interleaved, loadHello, loadLogin, loadSearch, loginToken } from './server-load.mjs'
import { median } from './stats.mjs'

const versionOf = (name) => JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version
const lighthouseVersion = versionOf('lighthouse')
const autocannonVersion = versionOf('autocannon')
const quick = process.argv.includes('--quick')
const LIGHTHOUSE_RUNS = quick ? 1 : 16
const LOAD_SECONDS = quick ? 2 : 4
const LOAD_ROUNDS = quick ? 2 : 5
const TAPS = quick ? 5 : 15
const TAP_WARM_UPS = 2
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const started = Date.now()
const log = (text) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`)

function ensureBuild(target, marker) {
  if (existsSync(join(ROOT, marker))) return
  log(`building ${target} (dist missing)`)
  const build = spawnSync('npm', ['run', '-s', `build:${target}`], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) throw new Error(`build:${target} failed`)
}

if (!existsSync(CHROME)) {
  console.error(`bench: ${CHROME} not found. Install it: apt-get install -y chromium fonts-noto-cjk`)
  process.exit(1)
}
ensureBuild('h5', 'dist/h5/index.html')
// --quick reuses the mini-program builds it finds and never builds them (a build takes minutes).
const miniTargets = ['weapp', 'dd'].filter((target) => {
  if (!quick) ensureBuild(target, `dist/${target}/app.json`)
  return existsSync(join(ROOT, `dist/${target}/app.json`))
})
log('blank Taro app (the floor)')
const blank = blankApp()
log(blank.rebuilt ? `blank app built in ${(blank.buildMs / 1000).toFixed(0)} s` : `blank app reused (node_modules/.cache/bench-blank/${blank.key})`)
const taroVersion = blank.taroVersion
const meta = {
  mode: quick ? 'quick' : 'full',
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? '',
  memoryBytes: totalmem(),
  node: process.version,
  taroVersion,
  blankRebuilt: blank.rebuilt,
  blankKey: blank.key,
  blankBuildMs: blank.buildMs,
}
const report = createReport(meta)

const { serveStatic } = await import('./static-server.mjs')
const blankServer = await serveStatic(blank.dist)
log('starting the app server (embedded PGlite)')
const app = await startSeededAppServer()
const rssAfterStart = rssBytes(app.pid)
const browser = await chromium.launch({ executablePath: CHROME, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const pinned = canPin()
const gate = await startQuietGate({ cores: pinned ? cpus().map((_, core) => core) : [undefined], budgetMs: quick ? 20_000 : 90_000 })

try {
  // 1. H5 weight
  log('H5 weight')
  const weightSection = 'H5 weight (JS + CSS before usable)'
  const blankContext = await browser.newContext(PHONE)
  const blankWeight = await pageWeight(await blankContext.newPage(), blankServer.url, async (page) => { await page.getByText('Hello world!').waitFor() })
  await blankContext.close()
  report.describe(weightSection, `Every JS and CSS response of a fresh tab at a 390×844 phone viewport until the network is idle and the page shows its content, compressed here with gzip -9 and brotli q11. The floor is a blank Taro ${blank.taroVersion} React H5 app with the same compiler settings (${blankWeight.js} JS + ${blankWeight.css} CSS files, ${(blankWeight.raw / 1024).toFixed(0)} KB raw).`)
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  let isLoggedIn = false
  for (const [name, path, needsLogin, ready] of PAGES) {
    if (needsLogin && !isLoggedIn) {
      await logIn(page, app.url)
      isLoggedIn = true
    }
    // A fresh tab per page: nothing comes from the memory cache of the previous one.
    const tab = await context.newPage()
    const weight = await pageWeight(tab, `${app.url}${path}`, ready)
    await tab.close()
    for (const kind of ['gzip', 'brotli']) {
      report.add(weightSection, `${name} · ${kind}`, weight[kind], blankWeight[kind], 'bytes', { referenceName: 'blank Taro app', note: `${weight.js} JS + ${weight.css} CSS files, ${(weight.raw / 1024).toFixed(0)} KB raw` })
    }
  }

  // 3. Interaction (before Lighthouse, on the same logged-in context)
  log('interaction: tap to first card, scrolling 1,000 results')
  const interactionPage = await context.newPage()
  await watchFirstCard(interactionPage)
  for (let i = 0; i < TAP_WARM_UPS; i += 1) await tapToFirstCard(interactionPage, app.url)
  const taps = []
  for (let i = 0; i < TAPS; i += 1) taps.push(await tapToFirstCard(interactionPage, app.url))
  report.samples.taps = taps
  const section3 = 'Interaction (Chromium, phone viewport)'
  report.describe(section3, 'Chromium through Playwright on the real server (PGlite), logged in, no CPU throttling. Tap: from the click on 查询酒店 on the hotel search page to the frame after the first `.hotel-card` enters the DOM. Scroll: the list answer is replaced in the browser (page.route) by 1,000 generated hotels, then wheel-scrolled to the last one while a PerformanceObserver collects long tasks and requestAnimationFrame the frame intervals.')
  report.add(section3, 'tap 查询酒店 → first hotel card painted', median(taps.map((t) => t.tapToCardMs)), median(taps.map((t) => t.tapToResponseMs)), 'ms', {
    referenceName: 'tap → SearchHotelList answer',
    ratio: median(taps.map((t) => t.tapToCardMs / t.tapToResponseMs)),
    note: `medians of ${taps.length} taps after ${TAP_WARM_UPS} warm-ups; ratio: median of each tap's card / answer, i.e. the rendering overhead over waiting for the server`,
  })
  const scroll = await scrollThousand(interactionPage, app.url, hotelListPath())
  report.samples.scroll = scroll
  const scrolled = `${scroll.reachedEnd ? 'wheel-scrolled to result 1,000' : 'did NOT reach result 1,000'} in ${(scroll.scrollMs / 1000).toFixed(1)} s, ${scroll.cardsInDom} cards in the DOM (windowed); the SearchHotelList answer is replaced in the browser by 1,000 generated hotels`
  report.add(section3, 'long tasks > 50 ms while scrolling 1,000 results (count)', scroll.longTaskCount, 0, 'tasks', { referenceName: 'budget', note: scrolled })
  report.add(section3, 'time in long tasks while scrolling', scroll.longTaskTotalMs, scroll.scrollMs, 'ms', { referenceName: 'scroll time', note: `longest task ${scroll.longTaskMaxMs.toFixed(0)} ms; ratio: the share of the scroll spent in long tasks` })
  report.add(section3, 'mean frame interval while scrolling', scroll.meanFrameMs, 1000 / 60, 'ms', { referenceName: 'one frame at 60 Hz', note: `${scroll.frames} frames, ${scroll.framesOver50Ms} over 50 ms` })
  await interactionPage.close()
  await context.close()

  // 2. Lighthouse
  log(`Lighthouse (${LIGHTHOUSE_RUNS} run(s) per page)`)
  // Chromium on core 1, the servers (the blank app's is in this process) on core 0: see canPin.
  if (pinned) for (const pid of [process.pid, app.pid]) pinTo(pid, '0')
  const chromeCpu = pinned ? { cpu: 1 } : {}
  // Every page in a Chromium profile of its own: a profile shared with the login page made the blank app's
  // simulated FCP jump between 0.6 and 1.6 s from one round to the next.
  const signIn = (tab) => logIn(tab, app.url)
  const chromes = {
    blank: await openChrome(undefined, chromeCpu),
    login: await openChrome(undefined, chromeCpu),
    home: await openChrome(signIn, chromeCpu),
    'hotel list': await openChrome(signIn, chromeCpu),
  }
  try {
    const pages = [
      ['blank', blankServer.url, chromes.blank.port],
      ['login', `${app.url}/pages/loginAndRegister/login/login?isindex=1`, chromes.login.port],
      ['home', `${app.url}/pages/index/index`, chromes.home.port],
      ['hotel list', `${app.url}${hotelListPath()}`, chromes['hotel list'].port],
    ]
    const { summaries, samples, retried, bestIndex, stillSlow } = await lighthouseRounds(pages, LIGHTHOUSE_RUNS)
    report.samples.lighthouse = Object.fromEntries(samples)
    report.samples.lighthouseRetried = retried
    const floor = summaries.get('blank')
    const section = 'Lighthouse (mobile, simulated throttling)'
    report.describe(section, `Lighthouse ${lighthouseVersion} (node API) driving ${CHROME} (--headless=new), default mobile settings: a 412×823 phone screen, simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU slowdown; the trace stops after half Lighthouse's default quiet waits (0.25 s after FCP and load, 0.5 s without network or main-thread work), which gives the same figures in 3.6 s a run instead of 4.8. Every run is a first visit (Lighthouse empties the HTTP cache; localStorage, which holds the login, stays). Every page has a Chromium profile of its own; home's and hotel list's are logged in through the login page first. Both servers send text files in brotli to a client that accepts it (the app's server the build's precompressed .br files, the blank app's server the same q11 brotli made on first request); the blank app has no stylesheet, so its simulated FCP comes with the HTML. The pages and the blank app are taken in turn in each of ${LIGHTHOUSE_RUNS} round(s), Lighthouse's BenchmarkIndex (best ${bestIndex.toFixed(0)} in this run) is taken in the page's renderer before each page load: a run whose index was under 85% of the best was taken while other machines slowed this one (or was a fresh Chromium's first) and was made again after the rounds (${retried.length} run(s) made again; the runs replaced are in latest.json under samples.lighthouseRetried); ${stillSlow} run(s) were still slow when the 40 s for that ran out and are left out (all runs are in latest.json). Score, FCP, LCP and CLS: medians; TBT: the lower quartile (a quarter of the runs lower), since a task stretched by other machines adds to TBT in full and nothing shortens one.${pinned ? ' Chromium and every process it starts run on core 1 only (taskset), the servers on core 0: the observed tasks Lighthouse multiplies by 4 are then not stretched by the server answering the page, which made TBT vary 4× from run to run; one core for the whole browser also makes every task longer than on an idle desktop, so TBT is higher than on a machine with cores to spare.' : ' Chromium was not pinned to a core (fewer than 2 cores or no taskset): TBT varies much more from run to run.'}`)
    for (const [name] of pages.slice(1)) {
      const lh = summaries.get(name)
      const vsBlank = { referenceName: 'blank app' }
      const how = `medians of the ${lh.runs} first visits (of ${samples.get(name).length}) not slowed by other machines; the blank app's of ${floor.runs}`
      report.add(section, `${name} · performance score`, lh.score, floor.score, 'score', { better: 'higher', ...vsBlank, note: how })
      report.add(section, `${name} · FCP`, lh.fcp, floor.fcp, 'ms', vsBlank)
      report.add(section, `${name} · LCP`, lh.lcp, floor.lcp, 'ms', vsBlank)
      report.add(section, `${name} · TBT`, lh.tbt, floor.tbt, 'ms', { ...vsBlank, note: 'lower quartile of the same runs, both' })
      report.add(section, `${name} · CLS`, lh.cls, floor.cls, 'cls', vsBlank)
    }
  } finally {
    for (const chrome of Object.values(chromes)) await chrome.close()
    if (pinned) for (const pid of [process.pid, app.pid]) pinTo(pid, `0-${cpus().length - 1}`)
  }

  // 4. Mini-program packages
  log('mini-program packages')
  for (const target of ['weapp', 'dd'].filter((t) => !miniTargets.includes(t))) {
    report.add(`Mini-program packages (${target})`, 'total', NaN, BUDGET.total, 'bytes', { referenceName: 'budget 8 MB', note: `not measured: dist/${target} missing and --quick does not build it (run the full bench)` })
  }
  for (const target of miniTargets) {
    const sizes = packageSizes(target, join(ROOT, 'dist'))
    const total = [...sizes.values()].reduce((a, b) => a + b, 0)
    for (const [name, size] of sizes) {
      report.add(`Mini-program packages (${target})`, name, size, name === '(main)' ? BUDGET.main : BUDGET.package, 'bytes', { referenceName: name === '(main)' ? 'budget 1.25 MB' : 'platform limit 2 MB' })
    }
    report.add(`Mini-program packages (${target})`, 'total', total, BUDGET.total, 'bytes', { referenceName: 'budget 8 MB' })
  }

  // 5 and 6. Server load and memory: every load next to the bare Fastify floor, in interleaved rounds.
  log(`server load (${LOAD_ROUNDS} interleaved rounds of ${LOAD_SECONDS} s per call, after a warm-up)`)
  let hello, pg, pgServer
  try {
    hello = await startHelloServer()
    const helloRssStart = rssBytes(hello.pid)
    const token = await loginToken(app.url)
    pg = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : null
    pgServer = pg ? await startSeededAppServer({ databaseUrl: pg.url, beforeRestart: pg.settle }) : null
    const pgRssStart = pgServer ? rssBytes(pgServer.pid) : null
    const pgToken = pgServer ? await loginToken(pgServer.url) : null
    const loads = {
      hello: (seconds) => loadHello(hello.url, seconds),
      'hotel search (PGlite)': (seconds) => loadSearch(app.url, token, seconds),
      'login (scrypt)': (seconds) => loadLogin(app.url, seconds),
      ...(pgServer ? { 'hotel search (PostgreSQL)': (seconds) => loadSearch(pgServer.url, pgToken, seconds) } : {}),
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
    const results = await interleaved(loads, { rounds: LOAD_ROUNDS, seconds: LOAD_SECONDS, floorName: 'hello', afterRound: readRss, beforeLoad: gate.settle })
    report.samples.load = Object.fromEntries(Object.entries(results).map(([name, r]) => [name, r.runs]))
    report.samples.rssAfterRounds = rssAfterRounds
    const floor = results.hello
    const section = 'Server on loopback (autocannon, 10 connections)'
    report.describe(section, `autocannon ${autocannonVersion} in the bench's process, 10 connections on 127.0.0.1, ${LOAD_ROUNDS} rounds of ${LOAD_SECONDS} s per call taken in turn with the floor after a ${Math.max(1, Math.round(LOAD_SECONDS / 2))} s warm-up each, each load after the quiet gate; latencies from every response's own time (autocannon's histogram keeps whole milliseconds). The app's servers run with RATE_LIMIT_MAX=0 (the per-IP limit off: all load comes from one address), LOG_LEVEL=warn and TRUST_PROXY=1; each login carries its own X-Forwarded-For address, so the per-phone login limit (10 a minute per phone and address) never answers 4029 — every login runs scrypt and writes a session. The search is a logged-in member's SearchHotelList (上海, 20 a page) with the token header the app sends.${pg ? ` PostgreSQL: a fresh schema on DATABASE_URL (${new URL(process.env.DATABASE_URL).host}), vacuumed, analyzed and checkpointed once the server has seeded it, dropped afterwards.` : ' DATABASE_URL not set: no PostgreSQL rows.'} The floor is a bare Fastify answering {"hello":"world"} to the same POST.`)
    for (const [name, result] of Object.entries(results)) {
      if (name === 'hello') continue
      const note = `median of ${result.rounds} rounds; ${result.errors ? `${result.errors} errors of ${result.requests}` : `${result.requests} requests, no errors`}`
      report.add(section, `${name} · throughput`, result.rps, floor.rps, 'req/s', { better: 'higher', referenceName: 'bare Fastify', note: `${note}; throughput and mean: medians over the rounds, ratios the median of each round's load / floor`, ratio: result.rpsRatio })
      report.add(section, `${name} · mean latency`, result.mean, floor.mean, 'ms', { referenceName: 'bare Fastify', ratio: result.meanRatio })
      report.add(section, `${name} · p50 latency`, result.p50, floor.p50, 'ms', { referenceName: 'bare Fastify', ratio: result.p50Ratio, note: 'p50 and p99 of every response of all rounds together' })
      report.add(section, `${name} · p99 latency`, result.p99, floor.p99, 'ms', { referenceName: 'bare Fastify', ratio: result.p99Ratio })
    }
    report.describe('Server memory (RSS)', `VmRSS from /proc/<pid>/status of the server process itself (node --import tsx server/src/server.ts); the floor is the bare Fastify process of the load test. Each app server is started once to migrate and seed its database, stopped and started again (a restart, as in production), so its memory after start holds no seed garbage. After each load round the bench asks every server for a full garbage collection (node --expose-gc with a SIGUSR2 handler only the bench preloads) and reads VmRSS 0.3 s later: the memory a server keeps, not the garbage V8 had not yet collected when the round ended (which made this figure move 25% between runs). The peak (VmHWM) is in each note without a ratio: where V8 sizes its heap during the first seconds of load, it moved 25–30% between identical runs.`)
    const helloAfter = median(rssAfterRounds.hello)
    const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`
    const afterNote = (pid) => `median of ${LOAD_ROUNDS} reads, one after each load round and a full garbage collection; peak (VmHWM) over the server's life ${mb(peakRssBytes(pid))}, bare Fastify's ${mb(peakRssBytes(hello.pid))}`
    report.add('Server memory (RSS)', 'after start (PGlite)', rssAfterStart, helloRssStart, 'bytes', { referenceName: 'bare Fastify', note: 'the embedded PostgreSQL (WASM) lives in the server process' })
    report.add('Server memory (RSS)', 'after the load (PGlite)', median(rssAfterRounds.app), helloAfter, 'bytes', { referenceName: 'bare Fastify', note: afterNote(app.pid) })
    if (pgServer) {
      report.add('Server memory (RSS)', 'after start (PostgreSQL)', pgRssStart, helloRssStart, 'bytes', { referenceName: 'bare Fastify', note: 'the database runs in its own server' })
      report.add('Server memory (RSS)', 'after the load (PostgreSQL)', median(rssAfterRounds.pg), helloAfter, 'bytes', { referenceName: 'bare Fastify', note: afterNote(pgServer.pid) })
    } else {
      log('DATABASE_URL not set: the PostgreSQL search is skipped')
    }
  } finally {
    await pgServer?.stop()
    await pg?.drop()
    await hello?.stop()
  }
} finally {
  gate.stop()
  meta.quietGate = { tolerance: gate.tolerance, bestMs: gate.best, ...gate.stats }
  await browser.close()
  await app.stop()
  await blankServer.close()
}

const json = report.write(ROOT, (Date.now() - started) / 1000)
printTable(json)
const moved = drift(ROOT, json)
if (moved.length > 0) {
  const within = moved.filter((d) => Math.abs(d.change) <= 0.15).length
  console.log(`\nratios against the previous report (docs/perf/previous.json): ${within} of ${moved.length} within 15%`)
  for (const d of moved.slice(0, 8)) console.log(`  ${(d.change * 100).toFixed(1).padStart(6)}%  ${d.figure}  (${d.before.toPrecision(3)} -> ${d.now.toPrecision(3)})`)
}
console.log(`\nbench: ${json.rows.length} figures in ${json.durationSeconds.toFixed(0)} s -> docs/perf/latest.md, docs/perf/latest.json`)
