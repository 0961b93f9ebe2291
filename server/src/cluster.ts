import cluster, { type Worker } from 'node:cluster'

/**
 * `tsx server/src/cluster.ts`: WORKERS server processes (default 2) on one port, Node's cluster module
 * balancing connections between them, all on the same DATABASE_URL. The first worker migrates and seeds
 * before the others start; a worker that dies is replaced. Same environment as server.ts.
 */
if (cluster.isPrimary) {
  const count = Math.max(1, Number(process.env.WORKERS ?? 2))
  let stopping = false
  const log = (msg: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg }))

  const fork = (): Promise<Worker> =>
    new Promise((resolve) => {
      const worker = cluster.fork()
      worker.once('listening', () => resolve(worker))
    })

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    log(`worker ${worker.process.pid} exited (${signal ?? code}): starting another`)
    void fork()
  })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log(`${signal}: stopping workers`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    setTimeout(() => process.exit(0), 20_000).unref()
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
    })
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  void (async () => {
    const first = await fork()
    log(`worker ${first.process.pid} ready (migrated and seeded)`)
    for (let i = 1; i < count; i += 1) log(`worker ${(await fork()).process.pid} ready`)
    log(`cluster ready: ${count} workers`)
  })()
} else {
  void import('./server')
}
