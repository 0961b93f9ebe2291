import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:net'
import { after, test } from 'node:test'
import { serverDatabase, spawnServer } from './spawned'

// Issue 31 item 15: `server/src/cluster.ts` with a worker that cannot listen. A failed worker is logged and
// replaced (with a back-off and a limit), the primary says `cluster ready` only when every worker listens, and
// it exits non-zero with a clear message when it cannot reach its worker count. Several processes on one
// database need PostgreSQL: on the PGlite run the file has nothing to do.
const skip = process.env.DATABASE_URL ? false : 'the cluster runs on PostgreSQL only'
const database = skip ? undefined : await serverDatabase()
after(() => database?.drop())

/** A port held by another listener, so that the cluster's workers fail to listen on it until it is let go. */
async function takenPort(): Promise<{ port: number; release(): Promise<void> }> {
  const holder: Server = createServer()
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
  const { port } = holder.address() as { port: number }
  return { port, release: () => new Promise((resolve) => holder.close(() => resolve())) }
}

function startCluster(port: number, extra: NodeJS.ProcessEnv = {}) {
  return spawnServer('server/src/cluster.ts', {
    ...database?.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    WORKERS: '2',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
    WORKER_RESTART_DELAY_MS: '100',
    ...extra,
  })
}

test('the first worker cannot listen: it is logged and replaced, and the cluster is ready with both workers', { skip }, async (t) => {
  const port = await takenPort()
  const cluster = startCluster(port.port)
  t.signal.addEventListener('abort', () => cluster.kill())
  try {
    await cluster.waitFor(/worker \d+ (failed|exited)[^\n]*/, 'the first worker failing')
    await port.release()
    const ready = await cluster.waitFor(/cluster ready: (\d+) workers/, 'cluster ready')
    assert.equal(ready[1], '2')
    const answer = (await (await fetch(`http://127.0.0.1:${port.port}/readyz`)).json()) as { Code: string }
    assert.equal(answer.Code, '0000')
    // Two live workers listen: each logged its address, and the primary counts them.
    const workers = [...cluster.output().matchAll(/worker (\d+) ready/g)].map((m) => Number(m[1]))
    assert.equal(workers.filter((pid) => isAlive(pid)).length, 2, cluster.output())
    cluster.child.kill('SIGTERM')
    assert.equal(await cluster.exited, 0, cluster.output().slice(-3000))
  } finally {
    cluster.kill()
    await port.release().catch(() => undefined)
  }
})

test('a port that stays taken: the cluster gives up after its attempts and exits 1 with a clear message', { skip }, async (t) => {
  const port = await takenPort()
  const cluster = startCluster(port.port, { WORKER_START_ATTEMPTS: '2' })
  t.signal.addEventListener('abort', () => cluster.kill())
  try {
    const code = await cluster.exited
    assert.equal(code, 1, cluster.output().slice(-3000))
    assert.match(cluster.output(), /cluster failed: 0 of 2 workers listening/)
    assert.equal([...cluster.output().matchAll(/worker \d+ failed to start/g)].length, 2, 'two attempts, each logged')
  } finally {
    cluster.kill()
    await port.release()
  }
})

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
