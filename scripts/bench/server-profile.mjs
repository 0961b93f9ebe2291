// Where the server's own time goes during the hotel search (issue 22's server goal): the app server on the
// PostgreSQL schema the bench already seeded, started once more with V8's CPU profiler (--cpu-prof), loaded with
// the same search, then its profile's self time summed by what the code belongs to (a package, Node's own
// networking, the app's folders, the garbage collector) and by function.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { summarize } from './cpu-profile-summary.mjs'
import { ROOT, startAppServerOn } from './processes.mjs'
import { loadSearch, loginToken } from './server-load.mjs'

/** Waits until `file` exists (the profile is written by the server on a signal). */
async function appeared(file, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error('the server wrote no CPU profile')
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100))
  }
}

/**
 * Profiles the app server on `databaseUrl` (already migrated and seeded) under `seconds` of search load, after a
 * warm-up load of its own that the profile leaves out.
 */
export async function profileSearch({ databaseUrl, seconds }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cpu-prof-'))
  const file = join(dir, 'search.cpuprofile')
  try {
    const server = await startAppServerOn({ databaseUrl, nodeArgs: ['--import', join(ROOT, 'scripts/bench/cpu-profile-on-signal.mjs')], extraEnv: { BENCH_CPU_PROFILE: file } })
    let load
    try {
      const token = await loginToken(server.url)
      await loadSearch(server.url, token, Math.max(1, Math.round(seconds / 2)))
      server.signal('SIGTTIN')
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 200))
      load = await loadSearch(server.url, token, seconds)
      server.signal('SIGTTOU')
      await appeared(file)
    } finally {
      await server.stop()
    }
    return { load, ...summarize(JSON.parse(readFileSync(file, 'utf8')), ROOT) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Adds the profile's rows to `report`: each owner's self time against the whole busy time. */
export function reportProfile(report, result, { seconds }) {
  const section = 'Server profile: where the hotel search\'s server time goes (PostgreSQL)'
  const requests = result.load.requests ?? 0
  report.describe(section, `The app server on the bench's seeded PostgreSQL schema, started once more under V8's CPU profiler (--cpu-prof, a sample every 0.5 ms) and loaded with the same hotel search for ${seconds} s (10 connections, ${requests} requests). Self time of every sampled frame, summed by what the code belongs to; idle time left out. Value: ms of the server's busy time; reference: all of it; ratio: the share. The search's SQL runs in PostgreSQL's own processes and is not in this profile: what is here is the server's work around it (HTTP, routing, JSON, validation, auth, the pg driver, the app's code). The note of the top row lists the functions with the most self time.`)
  const top = result.functions.slice(0, 12).map(([name, ms]) => `${name} ${(ms / result.totalMs * 100).toFixed(1)}%`).join('; ')
  result.owners.slice(0, 14).forEach(([owner, ms], i) => {
    report.add(section, owner, ms, result.totalMs, 'ms', { referenceName: 'busy time', note: i === 0 ? `per request ${(result.totalMs / Math.max(1, requests)).toFixed(2)} ms of busy time; functions with the most self time: ${top}` : '' })
  })
}
