// These machines share their physical cores with others: now and then every core runs 30–50% slower for
// seconds to minutes (seen: bare Fastify 61k req/s in one run, 35–47k in the next; Lighthouse's
// BenchmarkIndex 775–3,166 within a minute). Before each measurement the gate times a fixed loop on every
// core and waits, within a time budget, until each core is back within `tolerance` of its best time so far.
import { spawn } from 'node:child_process'

// A fixed loop, optimised before the first timing (a loop left to on-stack replacement took 22 or 104 ms
// depending on when V8 optimised it): ~14 ms on a quiet core here, within ±2% from one timing to the next.
const PROBE = `function spin(n) { let x = 0; for (let i = 0; i < n; i += 1) x = (x * 31 + i) | 0; return x }
for (let i = 0; i < 200; i += 1) spin(1e5)
process.on('message', () => {
  const start = process.hrtime.bigint()
  const x = spin(3e6)
  process.send({ ms: Number(process.hrtime.bigint() - start) / 1e6, x })
})`

function startProbe(core) {
  const command = core === undefined ? [process.execPath, '-e', PROBE] : ['taskset', '-c', String(core), process.execPath, '-e', PROBE]
  const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  let pending = null
  child.on('message', (answer) => pending?.resolve(answer.ms))
  child.on('exit', (code) => pending?.reject(new Error(`the quiet gate's probe exited (${code})`)))
  const time = () => new Promise((resolve, reject) => {
    pending = { resolve, reject }
    child.send('go')
  })
  return { time, stop: () => child.kill() }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `cores`: the cores to watch (undefined: one unpinned probe). `settle()` answers how long it waited;
 * waiting stops after `maxWaitMs` per call and `budgetMs` in all, and the measurement goes ahead.
 */
export async function startQuietGate({ cores = [undefined], tolerance = 1.15, maxWaitMs = 15_000, budgetMs = 90_000 } = {}) {
  const probes = cores.map(startProbe)
  const best = cores.map(() => Infinity)
  // Two back-to-back timings per core, the faster kept: one preempted timing does not count as noise.
  const check = async () => {
    const times = await Promise.all(probes.map(async (probe) => Math.min(await probe.time(), await probe.time())))
    times.forEach((ms, i) => { best[i] = Math.min(best[i], ms) })
    return times
  }
  for (let i = 0; i < 5; i += 1) await check()
  const stats = { settles: 0, waitedMs: 0, gaveUp: 0 }
  return {
    stats,
    best,
    tolerance,
    async settle() {
      stats.settles += 1
      const started = Date.now()
      for (;;) {
        const times = await check()
        if (times.every((ms, i) => ms <= best[i] * tolerance)) break
        if (Date.now() - started > maxWaitMs || stats.waitedMs + (Date.now() - started) > budgetMs) {
          stats.gaveUp += 1
          break
        }
        await sleep(500)
      }
      stats.waitedMs += Date.now() - started
    },
    stop: () => { for (const probe of probes) probe.stop() },
  }
}
