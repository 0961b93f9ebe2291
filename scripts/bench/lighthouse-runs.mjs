// Lighthouse (mobile emulation, simulated throttling, performance only) on Debian's Chromium. Each page is
// measured `runs` times, a first visit each time; the report keeps the median of every figure.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

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
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

const FIGURES = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']

/** One Lighthouse run; a run that could not compute every figure is retried (twice at most). */
export async function lighthouseOnce(url, port, attempt = 1) {
  // Lighthouse's storage reset (kept on: every run is a first visit with an empty HTTP cache) clears service
  // workers, Cache Storage and file systems but not localStorage, so a logged-in profile stays logged in.
  // Only the five metrics the performance score weighs: the same score, without the other audits' gathering.
  const flags = { port, output: 'json', logLevel: 'error', onlyAudits: [...FIGURES, 'speed-index'], disableFullPageScreenshot: true }
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
  }
}

/** The median of every figure over several runs of one page. */
export function medianOfRuns(results) {
  const pick = (key) => median(results.map((r) => r[key]))
  return { runs: results.length, score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') }
}

/**
 * Lighthouse on every page `runs` times, the pages taken in turn within each round (so a page and the floor
 * see the same machine conditions); medians per page. `pages`: [name, url, chrome port].
 */
export async function lighthouseRounds(pages, runs) {
  const samples = new Map(pages.map(([name]) => [name, []]))
  for (let round = 0; round < runs; round += 1) {
    for (const [name, url, port] of pages) samples.get(name).push(await lighthouseOnce(url, port))
  }
  return { medians: new Map([...samples].map(([name, results]) => [name, medianOfRuns(results)])), samples }
}

/** The mean without the lowest and the highest value (from 5 values on): one odd run does not move it. */
export function trimmedMean(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const kept = sorted.length >= 5 ? sorted.slice(1, -1) : sorted
  return kept.reduce((a, b) => a + b, 0) / kept.length
}

/**
 * page / floor for one figure, as the ratio of their trimmed means over the rounds: TBT varies by ~20% from
 * run to run, and a trimmed mean settles faster than a median. null when the floor is 0.
 */
export function roundsRatio(pageRuns, floorRuns, key) {
  const floor = trimmedMean(floorRuns.map((run) => run[key]))
  return floor ? trimmedMean(pageRuns.map((run) => run[key])) / floor : null
}
