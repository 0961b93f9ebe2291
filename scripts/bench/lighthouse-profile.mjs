// The Lighthouse section's profile (issue 22): where each page's main-thread time and LCP go, next to the blank
// app's, from `runs` extra Lighthouse runs per page with the same settings and Chromiums as the scored runs.
import { basename } from 'node:path'
import { lighthouseProfile } from './lighthouse-runs.mjs'
import { median } from './stats.mjs'

const KINDS = [
  ['scriptEvaluation', 'script evaluation'],
  ['scriptParseCompile', 'script parse & compile'],
  ['styleLayout', 'style & layout'],
  ['paintCompositeRender', 'rendering'],
  ['parseHTML', 'HTML & CSS parsing'],
  ['garbageCollection', 'garbage collection'],
  ['other', 'other'],
]
const PHASES = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay']
export const PROFILE_SECTION = 'Lighthouse profile'

const ms = (value) => `${Math.round(value)} ms`
const scriptName = (url) => (url.startsWith('http') ? basename(new URL(url).pathname) || url : url)

/** Median per key over runs of `{ key: number }`, keys missing from a run counting 0. */
function medianOf(runs, keys) {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] ?? 0))]))
}

/** The scripts with the most main-thread time, summed per file over the runs then divided by the runs. */
function topScripts(runs, count) {
  const totals = new Map()
  for (const run of runs) for (const script of run.scripts) {
    const name = scriptName(script.url)
    const t = totals.get(name) ?? { total: 0, scripting: 0, parse: 0 }
    totals.set(name, { total: t.total + script.total, scripting: t.scripting + script.scripting, parse: t.parse + script.parse })
  }
  return [...totals].map(([name, t]) => ({ name, total: t.total / runs.length, scripting: t.scripting / runs.length, parse: t.parse / runs.length }))
    .sort((a, b) => b.total - a.total).slice(0, count)
}

/** `pages`: [name, url, chrome port], the blank app first. Adds the rows and answers the raw runs. */
export async function profilePages({ report, pages, runs }) {
  const profiles = new Map(pages.map(([name]) => [name, []]))
  for (let round = 0; round < runs; round += 1) {
    for (const [name, url, port] of pages) profiles.get(name).push(await lighthouseProfile(url, port))
  }
  const [blankName] = pages[0]
  const kinds = KINDS.map(([key]) => key)
  const blankKinds = medianOf(profiles.get(blankName).map((p) => p.byKind), kinds)
  const blankPhases = medianOf(profiles.get(blankName).map((p) => p.lcpPhases), PHASES)
  report.describe(PROFILE_SECTION, `Where the time behind the Lighthouse figures goes: ${runs} more Lighthouse run(s) of every page in the same Chromiums and settings, with the audits mainthread-work-breakdown (main-thread time by kind), bootup-time (by script) and largest-contentful-paint-element (LCP cut into time to first byte, load delay, load time and render delay). Main-thread times are Lighthouse's, already multiplied by the simulated 4× CPU slowdown as TBT is; values are medians of the runs, next to the blank app's in the same runs. The note of each page's script-evaluation row names the scripts that took the most main-thread time.`)
  for (const [name] of pages.slice(1)) {
    const mine = profiles.get(name)
    const byKind = medianOf(mine.map((p) => p.byKind), kinds)
    const total = kinds.reduce((sum, key) => sum + byKind[key], 0)
    const blankTotal = kinds.reduce((sum, key) => sum + blankKinds[key], 0)
    report.add(PROFILE_SECTION, `${name} · main thread, all`, total, blankTotal, 'ms', { referenceName: 'blank app', note: `TBT in these runs ${ms(median(mine.map((p) => p.tbt)))}, LCP ${ms(median(mine.map((p) => p.lcp)))}` })
    for (const [key, label] of KINDS) {
      if (byKind[key] < 1 && blankKinds[key] < 1) continue
      const scripts = key === 'scriptEvaluation' ? topScripts(mine, 5).map((s) => `${s.name} ${ms(s.total)} (evaluation ${ms(s.scripting)}, parse ${ms(s.parse)})`).join('; ') : ''
      report.add(PROFILE_SECTION, `${name} · ${label}`, byKind[key], blankKinds[key], 'ms', { referenceName: 'blank app', note: scripts ? `most main-thread time by script: ${scripts}` : '' })
    }
    const phases = medianOf(mine.map((p) => p.lcpPhases), PHASES)
    const element = mine.map((p) => p.lcpElement).find(Boolean) ?? ''
    for (const phase of PHASES) {
      report.add(PROFILE_SECTION, `${name} · LCP ${phase.toLowerCase()}`, phases[phase], blankPhases[phase], 'ms', { referenceName: 'blank app', note: phase === 'Render Delay' && element ? `LCP element: \`${element.replace(/\|/g, '\\|').slice(0, 120)}\`` : '' })
    }
  }
  return Object.fromEntries(profiles)
}
