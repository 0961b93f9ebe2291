// Lighthouse (mobile emulation, simulated throttling, performance only) on Debian's Chromium. Each page is
// measured `runs` times, a first visit each time; the report keeps the median of every figure.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { endWithBench } from './processes.mjs'
import { lowerQuartile, median } from './stats.mjs'

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']


/**
 * A Chromium for Lighthouse; `prepare(page)` runs first over CDP (e.g. logging in). With `cpu`, Chromium and
 * every process it starts run on that core only (through a wrapper that execs taskset).
 */
export async function openChrome(prepare, { cpu } = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chrome-'))
  let chromePath = CHROME
  if (cpu !== undefined) {
    chromePath = join(userDataDir, 'chromium-on-one-core')
    writeFileSync(chromePath, `#!/bin/sh\nexec taskset -c ${cpu} '${CHROME}' "$@"\n`, { mode: 0o755 })
  }
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS, userDataDir })
  // A bench that fails midway would otherwise leave this Chromium running, and the next bench beside it.
  const forget = endWithBench(chrome.pid)
  if (prepare) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const context = browser.contexts()[0]
    const page = await context.newPage()
    await prepare(page)
    await page.close()
    await browser.close()
  }
  return {
    port: chrome.port,
    close: async () => {
      await chrome.kill()
      forget()
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

// Lighthouse waits 1 s after FCP and after load, and for 1 s without network or main-thread work, before it
// stops the trace; half of that is enough for these pages (their last request starts within 100 ms of the one
// before, their last long task ends before the network goes quiet) and a run takes 3.6 s instead of 4.8 s:
// the same figures (tried side by side, 8 runs each), more runs within the bench's ten minutes.
const SHORTER_WAITS = { pauseAfterFcpMs: 250, pauseAfterLoadMs: 250, networkQuietThresholdMs: 500, cpuQuietThresholdMs: 500 }

const FIGURES = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']

/** One Lighthouse run; a run that could not compute every figure is retried (twice at most). */
export async function lighthouseOnce(url, port, attempt = 1) {
  // Lighthouse's storage reset (kept on: every run is a first visit with an empty HTTP cache) clears service
  // workers, Cache Storage and file systems but not localStorage, so a logged-in profile stays logged in.
  // Only the five metrics the performance score weighs: the same score, without the other audits' gathering.
  const flags = { port, output: 'json', logLevel: 'error', onlyAudits: [...FIGURES, 'speed-index'], disableFullPageScreenshot: true, ...SHORTER_WAITS }
  const result = await lighthouse(url, flags, undefined)
  const audits = result.lhr.audits
  const failed = FIGURES.filter((id) => typeof audits[id]?.numericValue !== 'number')
  if (failed.length > 0 || result.lhr.runtimeError) {
    const why = result.lhr.runtimeError?.message ?? failed.map((id) => `${id}: ${audits[id]?.errorMessage ?? 'no value'}`).join('; ')
    if (attempt >= 3) throw new Error(`Lighthouse on ${url} failed ${attempt} times: ${why}`)
    console.warn(`[bench] Lighthouse on ${url} failed (${why}); again`)
    return lighthouseOnce(url, port, attempt + 1)
  }
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // Lighthouse's own measure of the machine, taken in the page's renderer just before it loads the page.
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  }
}

/**
 * The median of every figure over several runs of one page, but TBT's lower quartile: TBT sums how far each
 * long task passes 50 ms, so a task stretched by other machines adds to it in full and nothing shortens one;
 * its median moved up to 38% between two runs here, its lower quartile up to 12% (the same runs).
 */
export function summaryOfRuns(results) {
  const pick = (key, statistic = median) => statistic(results.map((r) => r[key]))
  return { runs: results.length, score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt', lowerQuartile), cls: pick('cls') }
}

/**
 * Lighthouse on every page `runs` times, the pages taken in turn within each round (so a page and the floor
 * see the same machine conditions); per page the medians (TBT: lower quartile, see summaryOfRuns). `pages`: [name, url, chrome port].
 *
 * A run whose BenchmarkIndex is under `slowMachine` of the best of the whole bench was taken while other
 * machines slowed this one (seen: 775–3,166 within a minute, and the blank app's TBT 158–345 ms with it; the
 * first run of a fresh Chromium is also slow): after the rounds, such runs are made again, twice at most and
 * while `retryBudgetMs` lasts; the runs they replace are kept in `retried`. The summaries are those of the runs
 * not slowed (the machine's two states are far apart: BenchmarkIndex ~3,000 or ~2,000 here, and login's TBT
 * 430–600 ms or 900–1,260 ms with them).
 */
export async function lighthouseRounds(pages, runs, { slowMachine = 0.85, retryBudgetMs = 40_000 } = {}) {
  const samples = new Map(pages.map(([name]) => [name, []]))
  let bestIndex = 0
  const measure = async (url, port) => {
    const run = await lighthouseOnce(url, port)
    bestIndex = Math.max(bestIndex, run.benchmarkIndex)
    return run
  }
  for (let round = 0; round < runs; round += 1) {
    for (const [name, url, port] of pages) samples.get(name).push(await measure(url, port))
  }
  const retried = []
  const started = Date.now()
  for (let pass = 0; pass < 2; pass += 1) {
    for (const [name, url, port] of pages) {
      const results = samples.get(name)
      for (let i = 0; i < results.length && Date.now() - started < retryBudgetMs; i += 1) {
        if (results[i].benchmarkIndex >= bestIndex * slowMachine) continue
        retried.push({ page: name, round: i, ...results[i] })
        results[i] = await measure(url, port)
      }
    }
  }
  const isFast = (run) => run.benchmarkIndex >= bestIndex * slowMachine
  const stillSlow = [...samples.values()].flat().filter((run) => !isFast(run)).length
  // The summaries leave out runs on the slowed machine, unless fewer than 3 runs of a page were not slowed.
  const kept = (results) => (results.filter(isFast).length >= 3 ? results.filter(isFast) : results)
  return { summaries: new Map([...samples].map(([name, results]) => [name, summaryOfRuns(kept(results))])), samples, retried, bestIndex, stillSlow }
}

const PROFILE_AUDITS = ['mainthread-work-breakdown', 'bootup-time', 'largest-contentful-paint-element', 'largest-contentful-paint', 'total-blocking-time']

/**
 * Where one page's time goes, from Lighthouse's own audits on the same settings as the scored runs: main-thread
 * time by kind and by script (both already multiplied by the simulated 4× CPU slowdown, as TBT is), and LCP cut
 * into its phases (time to first byte, load delay, load time, render delay) with the element that was the LCP.
 */
export async function lighthouseProfile(url, port) {
  const flags = { port, output: 'json', logLevel: 'error', onlyAudits: PROFILE_AUDITS, disableFullPageScreenshot: true, ...SHORTER_WAITS }
  const { lhr } = await lighthouse(url, flags, undefined)
  const audits = lhr.audits
  const byKind = Object.fromEntries((audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]))
  const scripts = (audits['bootup-time']?.details?.items ?? []).map((item) => ({ url: item.url, total: item.total, scripting: item.scripting, parse: item.scriptParseCompile }))
  const lcpItems = audits['largest-contentful-paint-element']?.details?.items ?? []
  const phaseTable = lcpItems.find((item) => item.type === 'table' && item.items?.some((row) => 'timing' in row))
  const lcpPhases = Object.fromEntries((phaseTable?.items ?? []).map((row) => [String(row.phase), row.timing]))
  const elementTable = lcpItems.find((item) => item.type === 'table' && item.items?.some((row) => row.node))
  const lcpElement = elementTable?.items?.[0]?.node?.snippet ?? elementTable?.items?.[0]?.node?.nodeLabel ?? ''
  return { byKind, scripts, lcpPhases, lcpElement, lcp: audits['largest-contentful-paint']?.numericValue, tbt: audits['total-blocking-time']?.numericValue }
}
