// The report: one row per figure with its value, its reference (the floor or the budget) and the ratio,
// printed and written to docs/perf/latest.md and docs/perf/latest.json.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export function createReport(meta) {
  const rows = []
  /** Every run behind a median (Lighthouse rounds, load rounds, taps), kept in latest.json only. */
  const samples = {}
  /** A line under a section's heading: how its figures were taken. */
  const sections = {}
  return {
    rows,
    samples,
    describe(section, text) {
      sections[section] = text
    },
    /** value and reference in the same unit; `better` says which way is good ('lower' or 'higher'). */
    add(section, figure, value, reference, unit, { referenceName = 'floor', better = 'lower', note = '', ratio: given } = {}) {
      const ratio = given !== undefined ? given : reference && Number.isFinite(value) ? value / reference : null
      const why = reference === 0 ? `${referenceName} is 0${unit === 'ms' ? ' (below the tool\'s 1 ms resolution)' : ''}: no ratio` : ''
      rows.push({ section, figure, value, reference, referenceName, unit, ratio, better, note: [note, why].filter(Boolean).join('; ') })
    },
    /** `name`: latest (the full bench) or server-latest (scripts/bench/server-run.mjs). */
    write(root, durationSeconds, name = 'latest') {
      const json = { ...meta, finishedAt: new Date().toISOString(), durationSeconds, sections, rows, samples }
      mkdirSync(join(root, 'docs/perf'), { recursive: true })
      const latest = join(root, `docs/perf/${name}.json`)
      if (existsSync(latest)) renameSync(latest, join(root, `docs/perf/${name.replace('latest', 'previous')}.json`))
      writeFileSync(latest, `${JSON.stringify(json, null, 2)}\n`)
      writeFileSync(join(root, `docs/perf/${name}.md`), markdown(json))
      return json
    },
  }
}

export const formatRatio = (ratio) => (ratio === null ? '—' : `${ratio >= 0.1 ? ratio.toFixed(2) : ratio.toPrecision(2)}×`)

const formatValue = (value, unit) => {
  if (value === null || value === undefined || Number.isNaN(value)) return '—'
  if (unit === 'bytes') return value >= 1024 * 1024 ? `${(value / 1024 / 1024).toFixed(2)} MB` : `${(value / 1024).toFixed(1)} KB`
  if (unit === 'ms') return `${value.toFixed(value < 1 ? 2 : value < 100 ? 1 : 0)} ms`
  if (unit === 'req/s') return `${value.toFixed(0)} req/s`
  if (unit === 'score') return value.toFixed(0)
  if (unit === 'cls') return value.toFixed(3)
  return `${value.toFixed?.(0) ?? value} ${unit}`
}

const KB = 1024
const H5_PROFILE = 'the entry by module and what each page adds, written by this run: [entry-modules.md](entry-modules.md); [issue-22.md § H5 weight](issue-22.md#h5-weight)'
const LIGHTHOUSE_PROFILE = 'this report\'s [Lighthouse profile](#lighthouse-profile) (main-thread time by kind and by script, LCP by phase); [issue-22.md § Lighthouse](issue-22.md#lighthouse)'
/**
 * Issue 37's goals ("this issue" column; `beyond` is its next column), each judged from the report's own rows; a
 * goal missed names the profile that shows where the time or bytes go and what would remove them. A goal whose
 * rows this run did not take says so.
 */
const GOALS = [
  {
    goal: 'H5 JS+CSS before usable ≤ 1.8× the blank Taro app, every page (gzip); beyond: 1.5×',
    rows: (r) => r.section.startsWith('H5 weight') && r.figure.endsWith('· gzip'),
    met: (r) => r.ratio !== null && r.ratio <= 1.8,
    beyond: (r) => r.ratio !== null && r.ratio <= 1.5,
    profile: H5_PROFILE,
  },
  {
    goal: 'Lighthouse TBT (mobile, 4× CPU) ≤ 2.5× the blank app, every page; beyond: 1.5×',
    rows: (r) => r.section.startsWith('Lighthouse') && r.figure.endsWith('· TBT'),
    met: (r) => r.ratio !== null && r.ratio <= 2.5,
    beyond: (r) => r.ratio !== null && r.ratio <= 1.5,
    profile: LIGHTHOUSE_PROFILE,
  },
  {
    goal: 'Lighthouse score ≥ 0.85× the blank app\'s, every page; beyond: 0.95×',
    rows: (r) => r.section.startsWith('Lighthouse') && r.figure.endsWith('· performance score'),
    met: (r) => r.ratio !== null && r.ratio >= 0.85,
    beyond: (r) => r.ratio !== null && r.ratio >= 0.95,
    profile: LIGHTHOUSE_PROFILE,
  },
  {
    goal: 'weapp main package ≤ 1 MB with every route built; beyond: 800 KB',
    rows: (r) => r.section === 'Mini-program packages (weapp)' && r.figure === '(main)',
    met: (r) => Number.isFinite(r.value) && r.value <= 1024 * KB,
    beyond: (r) => Number.isFinite(r.value) && r.value <= 800 * KB,
    profile: '[weapp-main.md](weapp-main.md) (`node scripts/main-package-profile.mjs weapp --md --modules`)',
  },
  {
    goal: 'hotel search on PostgreSQL ≥ 0.7 of its own SQL (throughput); beyond: 0.8',
    rows: (r) => r.section.startsWith('Server cost floor') && r.figure.includes('(PostgreSQL)') && r.figure.endsWith('throughput vs its SQL'),
    met: (r) => r.ratio !== null && r.ratio >= 0.7,
    beyond: (r) => r.ratio !== null && r.ratio >= 0.8,
    profile: 'this report\'s [server profile](#server-profile-where-the-hotel-searchs-server-time-goes-postgresql) (the server\'s busy time by package and function); [server.md](server.md), [issue-22.md § Server](issue-22.md#1-server-the-hotel-search-priced-in-sql)',
  },
  {
    goal: 'growth: p99 within 1.5× of the small seed (issue 22)',
    rows: (r) => r.section.startsWith('Growth'),
    met: (r) => r.ratio !== null && r.ratio <= 1.5,
    profile: 'each call\'s p50 and throughput at both sizes in its note, the to-do count\'s plan at scale in latest.json (samples.growth.todoPlan); [server.md § 2](server.md)',
  },
]

export function goalLines(json) {
  const lines = ['## Issue 37 goals', '', '| goal | figures | met? | beyond? | where the time or bytes go |', '|---|---|---|---|---|']
  for (const { goal, rows, met, beyond, profile } of GOALS) {
    const mine = json.rows.filter(rows)
    const taken = mine.filter((r) => Number.isFinite(r.value))
    if (taken.length === 0) {
      lines.push(`| ${goal} | not measured in this run | — | — | ${profile} |`)
      continue
    }
    const missed = taken.filter((r) => !met(r))
    const short = beyond ? taken.filter((r) => !beyond(r)) : []
    const figures = taken.map((r) => `${r.figure} ${r.ratio !== null && !(r.unit === 'bytes' && r.referenceName !== 'blank Taro app') ? formatRatio(r.ratio) : formatValue(r.value, r.unit)}`).join('; ')
    const beyondCell = beyond ? (short.length === 0 ? 'met' : `not yet (${short.length} of ${taken.length})`) : '—'
    lines.push(`| ${goal} | ${figures} | ${missed.length === 0 ? 'met' : `**missed** (${missed.length} of ${taken.length})`} | ${beyondCell} | ${missed.length === 0 ? '' : profile} |`)
  }
  return lines
}

export function markdown(json) {
  const lines = [
    '# Performance report (`npm run bench`)',
    '',
    `- Date: ${json.finishedAt} (${json.mode} run, ${json.durationSeconds.toFixed(0)} s)`,
    `- Machine: ${json.cpus} × ${json.cpuModel}, ${(json.memoryBytes / 1024 ** 3).toFixed(1)} GiB, Node ${json.node}, Taro ${json.taroVersion}`,
    ...(json.blankKey ? [`- Blank Taro app (the H5 floor): ${json.blankRebuilt ? `rebuilt in this run (${(json.blankBuildMs / 1000).toFixed(0)} s)` : 'not rebuilt, reused from'} node_modules/.cache/bench-blank/${json.blankKey}`] : []),
    ...(json.quietGate ? [`- Quiet gate: before each of the ${json.quietGate.settles} server loads, every core's ${json.quietGate.bestMs.map((ms) => `${ms.toFixed(1)} ms`).join(' / ')} probe loop had to be within ${Math.round((json.quietGate.tolerance - 1) * 100)}% of its best; ${(json.quietGate.waitedMs / 1000).toFixed(1)} s spent there, ${json.quietGate.gaveUp} time(s) it went ahead without (time limit)`] : []),
    '',
    'Every figure is measured in the same run as its reference; ratio = value / reference (for the floor:',
    'how many times the blank app or bare server; for a budget: the share used). How to read it:',
    '[README.md](README.md).',
    '',
    ...goalLines(json),
    '',
  ]
  let section = ''
  for (const row of json.rows) {
    if (row.section !== section) {
      section = row.section
      lines.push('', `## ${section}`, '')
      if (json.sections?.[section]) lines.push(json.sections[section], '')
      lines.push('| figure | value | reference | ratio | note |', '|---|---:|---:|---:|---|')
    }
    const ratio = formatRatio(row.ratio)
    lines.push(`| ${row.figure} | ${formatValue(row.value, row.unit)} | ${formatValue(row.reference, row.unit)} (${row.referenceName}) | ${ratio} | ${row.note} |`)
  }
  return `${lines.join('\n')}\n`
}

export function printTable(json) {
  const width = Math.max(...json.rows.map((r) => `${r.section} · ${r.figure}`.length))
  console.log(`\n${'figure'.padEnd(width)}  ${'value'.padStart(12)}  ${'reference'.padStart(12)}  ratio`)
  for (const row of json.rows) {
    const ratio = formatRatio(row.ratio)
    console.log(`${`${row.section} · ${row.figure}`.padEnd(width)}  ${formatValue(row.value, row.unit).padStart(12)}  ${formatValue(row.reference, row.unit).padStart(12)}  ${ratio}`)
  }
}

/** How far each ratio moved since the previous report (docs/perf/previous.json), largest first. */
export function drift(root, json) {
  const previousFile = join(root, 'docs/perf/previous.json')
  if (!existsSync(previousFile)) return []
  const previous = JSON.parse(readFileSync(previousFile, 'utf8'))
  const before = new Map(previous.rows.map((r) => [`${r.section} · ${r.figure}`, r.ratio]))
  return json.rows
    .filter((r) => r.ratio && before.get(`${r.section} · ${r.figure}`))
    .map((r) => {
      const old = before.get(`${r.section} · ${r.figure}`)
      return { figure: `${r.section} · ${r.figure}`, before: old, now: r.ratio, change: r.ratio / old - 1 }
    })
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change))
}
