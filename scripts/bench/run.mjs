#!/usr/bin/env node
// `npm run bench [-- --quick]`: what users feel, each figure next to its floor or budget, in one run.
// See docs/perf/README.md for how to read docs/perf/latest.md.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { chromium } from 'playwright-core'
import { BUDGET, packageSizes } from '../package-sizes.mjs'
import { PAGES, hotelListPath, logIn } from './app-pages.mjs'
import { blankApp } from './blank-app.mjs'
import { scrollThousand, tapToFirstCard, watchFirstCard } from './interaction.mjs'
import { profilePages } from './lighthouse-profile.mjs'
import { lighthouseRounds, openChrome } from './lighthouse-runs.mjs'
import { PHONE, pageWeight } from './page-weight.mjs'
import { ROOT, canPin, pinTo, rssBytes, startSeededAppServer } from './processes.mjs'
import { startQuietGate } from './quiet-gate.mjs'
import { createReport, drift, printTable } from './report.mjs'
import { measureGrowth } from './scale-run.mjs'
import { measureServer } from './server-figures.mjs'
import { median } from './stats.mjs'

const versionOf = (name) => JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version
const lighthouseVersion = versionOf('lighthouse')
const quick = process.argv.includes('--quick')
const LIGHTHOUSE_RUNS = quick ? 1 : 16
const LOAD_SECONDS = quick ? 2 : 4
const LOAD_ROUNDS = quick ? 2 : 5
const TAPS = quick ? 5 : 15
const PROFILE_RUNS = quick ? 1 : 3
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
// The PostgreSQL rows (the search next to its SQL, the growth run) on the machine's own PostgreSQL unless
// DATABASE_URL names another; `--no-postgres` leaves them out, as does a PostgreSQL that does not answer.
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test'
if (!process.env.DATABASE_URL && !process.argv.includes('--no-postgres')) {
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    process.env.DATABASE_URL = LOCAL_POSTGRES
  } catch {
    log(`no PostgreSQL at ${LOCAL_POSTGRES}: the PostgreSQL rows and the growth run are left out (set DATABASE_URL)`)
  } finally {
    await client.end().catch(() => {})
  }
}
// The growth run (a million orders) in every full run; with --quick only when asked (--scale).
const growth = Boolean(process.env.DATABASE_URL) && !process.argv.includes('--no-scale') && (!quick || process.argv.includes('--scale'))
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
const app = await startSeededAppServer({ snapshot: true })
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
  report.describe(weightSection, `Every JS and CSS file a fresh tab at a 390×844 phone viewport requests until the page shows its content (what it requests later, such as the next pages' code preloaded once the page has settled, is in the note and not counted), compressed here with gzip -9 and brotli q11. The floor is a blank Taro ${blank.taroVersion} React H5 app with the same compiler settings (${blankWeight.js} JS + ${blankWeight.css} CSS files, ${(blankWeight.raw / 1024).toFixed(0)} KB raw).`)
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
      report.add(weightSection, `${name} · ${kind}`, weight[kind], blankWeight[kind], 'bytes', { referenceName: 'blank Taro app', note: `${weight.js} JS + ${weight.css} CSS files, ${(weight.raw / 1024).toFixed(0)} KB raw${weight.later.files ? `; requested after the page was usable, not counted: ${weight.later.files} files, ${(weight.later.gzip / 1024).toFixed(1)} KB gzip (the next pages' code)` : ''}` })
    }
  }

  // The profile behind the weight figures: the entry by module and what each measured route adds (files).
  if (!quick) {
    const modules = spawnSync(process.execPath, ['scripts/bench/entry-modules.mjs', 'dist/h5', 'docs/perf/entry-modules.md'], { cwd: ROOT, encoding: 'utf8' })
    if (modules.status !== 0) log(`entry-modules.mjs failed: ${modules.stderr}`)
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
  // One login for both logged-in profiles: a member has one session per platform, so a second login through the
  // page would end the first profile's session and its page would show the login screen instead.
  let session
  const signIn = async (tab) => {
    if (!session) {
      await logIn(tab, app.url)
      session = await tab.evaluate(() => Object.entries(localStorage))
      return
    }
    await tab.goto(`${app.url}/pages/loginAndRegister/login/login?isindex=1`)
    await tab.evaluate((entries) => { for (const [key, value] of entries) localStorage.setItem(key, value) }, session)
    await tab.goto(`${app.url}/pages/index/index`)
    await tab.locator('.taro_page:visible .tab-bar').waitFor()
  }
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
    log(`Lighthouse profile (${PROFILE_RUNS} run(s) per page)`)
    report.samples.lighthouseProfile = await profilePages({ report, pages, runs: PROFILE_RUNS })
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
      report.add(`Mini-program packages (${target})`, name, size, name === '(main)' ? BUDGET.main : BUDGET.package, 'bytes', { referenceName: name === '(main)' ? 'budget 1 MB' : 'platform limit 2 MB' })
    }
    report.add(`Mini-program packages (${target})`, 'total', total, BUDGET.total, 'bytes', { referenceName: 'budget 8 MB' })
  }

  // 5 and 6. Server load, its SQL floor and memory: every load next to the bare Fastify floor, in interleaved rounds.
  await measureServer({ report, app, rssAfterStart, gate, rounds: LOAD_ROUNDS, seconds: LOAD_SECONDS, log })

  // 7. Growth: the same calls on a small seed and on a catalogue ×10 with a million orders (PostgreSQL).
  if (growth) await measureGrowth({ report, gate, seconds: quick ? 2 : 3, rounds: 2, log })
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
