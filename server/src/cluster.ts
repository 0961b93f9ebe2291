import cluster, { type Worker } from 'node:cluster'

/**
 * `tsx server/src/cluster.ts`: WORKERS server processes (default 2) on one port, Node's cluster module
 * balancing connections between them, all on the same DATABASE_URL. The first worker migrates and seeds
 * before the others start. Same environment as server.ts, and:
 *   WORKER_START_ATTEMPTS (5)      failures in a row a worker's place may have before the cluster gives up
 *   WORKER_RESTART_DELAY_MS (1000) the back-off before the next attempt, doubled at each failure in a row (at most 30 s)
 * A worker that exits before it listens, or dies later, is logged and replaced after the back-off. The primary
 * says `cluster ready: N workers` only when all N listen; when a place cannot be filled within its attempts it
 * says `cluster failed: …`, stops the workers and exits 1 (issue 31, item 15).
 */
/** A worker that exited before it listened. */
class StartFailure extends Error {
  readonly pid: number | undefined
  readonly reason: number | string | null
  constructor(worker: Worker, reason: number | string | null) {
    super(`worker ${worker.process.pid} exited (${reason}) before listening`)
    this.pid = worker.process.pid
    this.reason = reason
  }
}

if (cluster.isPrimary) {
  const count = Math.max(1, Number(process.env.WORKERS ?? 2))
  const attempts = Math.max(1, Number(process.env.WORKER_START_ATTEMPTS ?? 5))
  const firstDelayMs = Math.max(0, Number(process.env.WORKER_RESTART_DELAY_MS ?? 1000))
  /** A worker that listened this long before dying had started well: its place's failures start again from 0. */
  const STABLE_MS = 60_000
  let stopping = false
  let announced = false
  const line = (level: number, msg: string) => JSON.stringify({ level, time: Date.now(), pid: process.pid, msg })
  const log = (msg: string) => console.log(line(30, msg))
  const warn = (msg: string) => console.log(line(40, msg))
  const fail = (msg: string) => console.error(line(50, msg))

  /** One place of the pool: its current worker while it listens, and its failures in a row. */
  type Place = { worker?: Worker; failures: number; listenedAt?: number }
  const places: Place[] = Array.from({ length: count }, () => ({ failures: 0 }))
  const listening = () => places.filter((p) => p.worker).length

  /** Forks a worker: resolves when it listens, rejects when it exits first. */
  const fork = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork()
      const onExit = (code: number | null, signal: string | null) => reject(new StartFailure(worker, signal ?? code))
      worker.once('exit', onExit)
      worker.once('listening', () => {
        worker.off('exit', onExit)
        resolve(worker)
      })
    })

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  /** Fills a place: forks until a worker listens, with a back-off; throws after `attempts` failures in a row. */
  const fill = async (place: Place): Promise<Worker> => {
    for (;;) {
      if (stopping) throw new Error('stopping')
      try {
        const worker = await fork()
        place.worker = worker
        place.listenedAt = Date.now()
        worker.once('exit', (code, signal) => void replace(place, worker, signal ?? code))
        return worker
      } catch (error) {
        if (!(error instanceof StartFailure)) throw error
        place.failures += 1
        if (place.failures >= attempts) throw new Error(`worker ${error.pid} failed to start (${error.reason}), ${place.failures} failures in a row`)
        const delay = backoff(place.failures)
        warn(`worker ${error.pid} failed to start (exit ${error.reason}): another in ${delay} ms (attempt ${place.failures + 1} of ${attempts})`)
        await sleep(delay)
      }
    }
  }

  const backoff = (failures: number) => Math.min(30_000, firstDelayMs * 2 ** (failures - 1))

  /** Readiness, once: when every place has a listening worker (a worker that died meanwhile is replaced first). */
  let startedUp = false
  const announce = () => {
    if (announced || listening() < count) return
    announced = true
    log(`cluster ready: ${count} workers`)
  }

  const giveUp = (reason: string) => {
    if (stopping) return
    fail(`cluster failed: ${listening()} of ${count} workers listening: ${reason}`)
    stop('fatal', 1)
  }

  /** A listening worker died: log it and start another in its place after the back-off. */
  const replace = async (place: Place, worker: Worker, reason: number | string | null) => {
    if (place.worker === worker) place.worker = undefined
    if (stopping) return
    if (place.listenedAt !== undefined && Date.now() - place.listenedAt >= STABLE_MS) place.failures = 0
    place.failures += 1
    if (place.failures >= attempts) return giveUp(`worker ${worker.process.pid} exited (${reason}), ${place.failures} failures in a row`)
    const delay = backoff(place.failures)
    warn(`worker ${worker.process.pid} exited (${reason}): another in ${delay} ms; ${listening()} of ${count} workers listening`)
    await sleep(delay)
    try {
      const next = await fill(place)
      log(`worker ${next.process.pid} ready: ${listening()} of ${count} workers listening`)
      if (startedUp) announce()
    } catch (error) {
      giveUp((error as Error).message)
    }
  }

  const stop = (why: string, code: number) => {
    if (stopping) return
    stopping = true
    if (code === 0) log(`${why}: stopping workers`)
    const finish = () => process.exit(code)
    const alive = () => Object.keys(cluster.workers ?? {}).length
    cluster.on('exit', () => {
      if (alive() === 0) finish()
    })
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    if (alive() === 0) finish()
    setTimeout(finish, 20_000).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM', 0))
  process.on('SIGINT', () => stop('SIGINT', 0))

  void (async () => {
    try {
      const first = await fill(places[0])
      log(`worker ${first.process.pid} ready (migrated and seeded)`)
      for (const place of places.slice(1)) log(`worker ${(await fill(place)).process.pid} ready`)
      startedUp = true
      announce()
    } catch (error) {
      giveUp((error as Error).message)
    }
  })()
} else {
  void import('./server')
}

