#!/usr/bin/env node
// npm test: every test of the project, as a graph of steps run side by side where they may (issue 30).
//   node scripts/test/all.mjs               every step
//   node scripts/test/all.mjs --only=a,b    only these steps (and none of their dependants)
//   node scripts/test/all.mjs --plan=<json> these steps instead (npm run test:changed); a step named as one of
//                                           npm test's reads its counts the same way
// Each step's output goes to test-output/steps/<step>.log; a step's tail is printed when it ends (the whole log
// when it fails). The run ends with a table of every step's wall time and counts (also written to
// test-output/steps/summary.md) and fails when any step failed. Steps are started as their needs are met and
// while the machine has room (a step's `cpu` is its share of a core; the sum stays under `CPU_BUDGET`); a step
// that restarts PostgreSQL (resilience) runs alone with respect to every step using PostgreSQL.
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, rmdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { STEPS } from './steps.mjs'

const root = new URL('../../', import.meta.url).pathname
const outDir = join(root, 'test-output', 'steps')
const countsDir = join(root, 'test-output', 'counts')
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',')
// One more than the cores: steps wait part of their time. More (twice the cores was tried) made the machine
// thrash: the PostgreSQL fuzz file ran 7 times slower than alone (decision 0520).
const CPU_BUDGET = Number(process.env.TEST_CPU_BUDGET ?? Math.max(1, availableParallelism()) + 1)

const plan = process.argv.find((a) => a.startsWith('--plan='))?.slice('--plan='.length)
const planned = plan && JSON.parse(plan).map((step) => ({ ...step, counts: STEPS.find((s) => s.name === step.name)?.counts }))
const steps = planned ? planned : only ? STEPS.filter((s) => only.includes(s.name)).map((s) => ({ ...s, needs: (s.needs ?? []).filter((n) => only.includes(n)) })) : STEPS
if (only && steps.length !== only.length) {
  console.error(`unknown step in --only: ${only.filter((n) => !STEPS.some((s) => s.name === n)).join(', ')}; steps: ${STEPS.map((s) => s.name).join(', ')}`)
  process.exit(2)
}
rmSync(outDir, { recursive: true, force: true })
rmSync(countsDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
mkdirSync(countsDir, { recursive: true })

/** The machine's busy and total CPU time so far (Linux /proc/stat; zeros elsewhere). */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
    const n = fields.map(Number)
    const total = n.reduce((a, b) => a + b, 0)
    return { busy: total - n[3] - n[4], total }
  } catch {
    return { busy: 0, total: 0 }
  }
}
/**
 * A step's CPU, all its processes counted: where the machine lets us (Linux, cgroup v1 cpuacct writable: root),
 * each step runs in a cgroup of its own, which also holds the processes that leave their parent (Chromium's
 * helpers, esbuild's service); elsewhere the step's shell `times` counts the processes it waited for.
 */
const CPUACCT = '/sys/fs/cgroup/cpuacct'
function cgroupFor(name) {
  const dir = join(CPUACCT, `tripwise-test-${process.pid}-${name}`)
  try {
    mkdirSync(dir)
    return dir
  } catch {
    return undefined
  }
}
const cgroupSeconds = (dir) => {
  try {
    return Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9
  } catch {
    return undefined
  }
}

/** The postmaster's pid: PostgreSQL's CPU is only comparable while the same server runs (resilience restarts it). */
function postmaster() {
  try {
    return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).find((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' && readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1] === '1'
      } catch {
        return false
      }
    })
  } catch {
    return undefined
  }
}

/** PostgreSQL's CPU so far (the machine's server: its processes and the ended ones it reaped), in seconds. */
function postgresSeconds() {
  try {
    const stat = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ').map(Number)
    const ticks = 100
    let total = 0
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let comm
      try {
        comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
      } catch {
        continue
      }
      if (comm !== 'postgres') continue
      const f = stat(pid)
      // after the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14)
      total += f[11] + f[12] + (f[1] === 1 ? f[13] + f[14] : 0)
    }
    return total / ticks
  } catch {
    return 0
  }
}
const postgresAtStart = postgresSeconds()
const postmasterAtStart = postmaster()
const cpuAtStart = cpuTimes()
const started = Date.now()
const since = () => ((Date.now() - started) / 1000).toFixed(0).padStart(5)
const state = new Map(steps.map((s) => [s.name, { status: 'waiting' }]))
const running = new Set()

function ready(step) {
  if (state.get(step.name).status !== 'waiting') return false
  if ((step.needs ?? []).some((n) => state.get(n).status !== 'passed')) return false
  const cpu = [...running].reduce((sum, s) => sum + (s.cpu ?? 1), 0)
  if (running.size > 0 && cpu + (step.cpu ?? 1) > CPU_BUDGET) return false
  const pg = (s) => s.postgres ?? 'none'
  if (pg(step) === 'exclusive' && [...running].some((s) => pg(s) !== 'none')) return false
  if (pg(step) !== 'none' && [...running].some((s) => pg(s) === 'exclusive')) return false
  // An exclusive step of higher priority waiting for PostgreSQL to be free holds back new users of PostgreSQL.
  const before = steps.slice(0, steps.indexOf(step))
  if (pg(step) === 'shared' && before.some((s) => pg(s) === 'exclusive' && state.get(s.name).status === 'waiting' && (s.needs ?? []).every((n) => state.get(n).status === 'passed'))) return false
  return true
}

function skipDependants() {
  let changed = true
  while (changed) {
    changed = false
    for (const step of steps) {
      const s = state.get(step.name)
      if (s.status === 'waiting' && (step.needs ?? []).some((n) => ['failed', 'skipped'].includes(state.get(n).status))) {
        s.status = 'skipped'
        changed = true
        console.log(`${since()}s  skip  ${step.name} (needs ${step.needs.join(', ')})`)
      }
    }
  }
}

function start(step) {
  const s = state.get(step.name)
  s.status = 'running'
  s.started = Date.now()
  running.add(step)
  const logFile = join(outDir, `${step.name}.log`)
  const log = createWriteStream(logFile)
  console.log(`${since()}s  start ${step.name}: ${step.cmd.join(' ')}`)
  // Under a shell whose `times` then writes the CPU the step's processes used (those it waited for: every
  // process the step starts and ends itself), for the table's cpu column.
  const timesFile = join(outDir, `${step.name}.times`)
  const group = cgroupFor(step.name)
  const enter = group ? 'echo $$ > "$STEP_CGROUP/cgroup.procs"; ' : ''
  const child = spawn('sh', ['-c', `${enter}"$@"; status=$?; times > "$STEP_TIMES_FILE"; exit $status`, 'sh', ...step.cmd], {
    cwd: root,
    env: { ...process.env, ...step.env, FORCE_COLOR: '0', TEST_STEP: step.name, STEP_TIMES_FILE: timesFile, ...(group ? { STEP_CGROUP: group } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  s.child = child
  child.stdout.pipe(log, { end: false })
  child.stderr.pipe(log, { end: false })
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      log.end(() => {
        running.delete(step)
        s.seconds = (Date.now() - s.started) / 1000
        s.status = code === 0 ? 'passed' : 'failed'
        s.cpu = (group && cgroupSeconds(group)) || cpuOf(timesFile)
        if (group) try { rmdirSync(group) } catch { /* a process of the step still runs in it */ }
        const text = readFileSync(logFile, 'utf8')
        try {
          s.counts = step.counts?.(text, countsDir) ?? ''
        } catch (error) {
          s.counts = `(counts unreadable: ${error.message})`
        }
        const lines = text.trimEnd().split('\n')
        const shown = s.status === 'passed' ? lines.slice(-(step.tail ?? 8)) : lines.slice(-400)
        console.log(`${since()}s  ${s.status === 'passed' ? 'pass ' : 'FAIL '} ${step.name} in ${s.seconds.toFixed(0)} s${signal ? ` (${signal})` : ''}${s.counts ? `: ${s.counts}` : ''}`)
        console.log(shown.map((l) => `        │ ${l}`).join('\n'))
        resolve()
      })
    })
  })
}

/** CPU seconds (user + system) of a step's children, from the `times` its shell wrote; undefined when absent. */
function cpuOf(file) {
  if (!existsSync(file)) return undefined
  const children = readFileSync(file, 'utf8').trim().split('\n')[1] ?? ''
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, sec]) => Number(m) * 60 + Number(sec))
  return seconds.length === 2 ? seconds[0] + seconds[1] : undefined
}

const pending = new Set()
function schedule() {
  skipDependants()
  for (const step of steps) {
    if (ready(step)) {
      const done = start(step).then(() => {
        pending.delete(done)
        schedule()
      })
      pending.add(done)
    }
  }
}

const stopAll = () => {
  for (const { child } of state.values()) if (child && child.exitCode === null) try { process.kill(-child.pid, 'SIGTERM') } catch { /* gone */ }
}
process.on('SIGINT', () => { stopAll(); process.exit(130) })
process.on('SIGTERM', () => { stopAll(); process.exit(143) })

schedule()
while (pending.size > 0) await Promise.race(pending)
skipDependants()

const wall = (Date.now() - started) / 1000
const cpuAtEnd = cpuTimes()
const busy = cpuAtEnd.total > cpuAtStart.total ? (100 * (cpuAtEnd.busy - cpuAtStart.busy)) / (cpuAtEnd.total - cpuAtStart.total) : 0
const rows = steps.map((step) => {
  const s = state.get(step.name)
  const at = s.started ? ((s.started - started) / 1000).toFixed(0) : ''
  return `| ${step.name} | ${s.status} | ${at} | ${s.seconds ? s.seconds.toFixed(0) : ''} | ${s.cpu !== undefined ? s.cpu.toFixed(0) : ''} | ${s.counts ?? ''} |`
})
const cpuTotal = steps.reduce((sum, step) => sum + (state.get(step.name).cpu ?? 0), 0)
const machineBusy = cpuAtEnd.total > cpuAtStart.total ? ((cpuAtEnd.busy - cpuAtStart.busy) / 100) : 0
const postgres = postmaster() === postmasterAtStart ? postgresSeconds() - postgresAtStart : undefined
const table = [
  `${planned ? 'npm run test:changed' : 'npm test'}: ${wall.toFixed(0)} s wall on ${availableParallelism()} cores, machine busy ${busy.toFixed(0)}% (cpu budget ${CPU_BUDGET}), the steps' CPU ${cpuTotal.toFixed(0)} s`,
  postgres === undefined
    ? `CPU seconds: machine ${machineBusy.toFixed(0)}, the steps ${cpuTotal.toFixed(0)}, the rest (PostgreSQL, restarted during the run, and other processes) ${Math.max(0, machineBusy - cpuTotal).toFixed(0)}`
    : `CPU seconds: machine ${machineBusy.toFixed(0)}, the steps ${cpuTotal.toFixed(0)}, PostgreSQL ${postgres.toFixed(0)}, the rest (other processes of the machine) ${Math.max(0, machineBusy - cpuTotal - postgres).toFixed(0)}`,
  '',
  '| step | result | started at (s) | wall (s) | cpu (s) | counts |',
  '|---|---|---:|---:|---:|---|',
  ...rows,
].join('\n')
writeFileSync(join(outDir, 'summary.md'), `${table}\n`)
console.log(`\n${table}\n`)
const failed = steps.filter((s) => state.get(s.name).status !== 'passed')
if (failed.length > 0) {
  console.error(`failed or skipped: ${failed.map((s) => `${s.name} (${state.get(s.name).status})`).join(', ')}; logs in test-output/steps/`)
  process.exit(1)
}
