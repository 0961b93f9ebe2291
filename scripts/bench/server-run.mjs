#!/usr/bin/env node
// `npm run bench:server [-- --quick] [-- --scale]`: only the bench's server figures (no H5 build, no browser):
// the loads next to bare Fastify, the hotel search next to its own SQL through `pg` and a raw PGlite, memory,
// and with --scale the growth run (scale-run.mjs). PostgreSQL: DATABASE_URL, else 127.0.0.1:5432/test.
// Writes docs/perf/server-latest.md and .json.
import { cpus, totalmem } from 'node:os'
import { ROOT, rssBytes, startSeededAppServer } from './processes.mjs'
import { startQuietGate } from './quiet-gate.mjs'
import { createReport, printTable } from './report.mjs'
import { measureGrowth } from './scale-run.mjs'
import { measureServer } from './server-figures.mjs'

const quick = process.argv.includes('--quick')
const scale = process.argv.includes('--scale')
process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test'
const started = Date.now()
const log = (text) => console.log(`[bench:server ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`)
const meta = { mode: quick ? 'quick server' : 'server', cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', memoryBytes: totalmem(), node: process.version, taroVersion: '—' }
const report = createReport(meta)

const gate = await startQuietGate({ budgetMs: quick ? 20_000 : 60_000 })
try {
  if (!process.argv.includes('--only-scale')) {
    log('starting the app server (embedded PGlite)')
    const app = await startSeededAppServer({ snapshot: true })
    try {
      await measureServer({ report, app, rssAfterStart: rssBytes(app.pid), gate, rounds: quick ? 2 : 4, seconds: quick ? 2 : 4, log })
    } finally {
      await app.stop()
    }
  }
  if (scale) await measureGrowth({ report, gate, seconds: quick ? 2 : 3, rounds: 2, log })
} finally {
  gate.stop()
  meta.quietGate = { tolerance: gate.tolerance, bestMs: gate.best, ...gate.stats }
}
const json = report.write(ROOT, (Date.now() - started) / 1000, 'server-latest')
printTable(json)
console.log(`\nbench:server: ${json.rows.length} figures in ${json.durationSeconds.toFixed(0)} s -> docs/perf/server-latest.md`)
