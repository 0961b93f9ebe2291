import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../db/types'
import type { DomainJob } from '../lib/domain'

/** This process, as a lease holder. */
const HOLDER = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`

/**
 * Takes the job's lease for one interval when it is free, expired or already ours. With several processes on
 * one database, each run of a job happens in one process only (the jobs' own row locks make each order's
 * transition happen once even if a lease expired mid-run).
 */
export async function takeLease(db: Queryable, name: string, seconds: number, holder = HOLDER): Promise<boolean> {
  const { rows } = await db.query(
    `insert into job_leases as l (name, holder, until) values ($1, $2, now() + make_interval(secs => $3::int))
     on conflict (name) do update set holder = excluded.holder, until = excluded.until
       where l.until <= now() or l.holder = excluded.holder
     returning 1`,
    [name, holder, seconds],
  )
  return rows.length > 0
}

/** Runs each domain job every `everySeconds` while the server runs; one run of a job at a time, in one process. */
async function jobsPlugin(app: FastifyInstance, options: { enabled?: boolean; jobs: readonly DomainJob[] }) {
  if (options.enabled === false) return
  const timers: NodeJS.Timeout[] = []
  const running = new Map<string, Promise<void>>()
  const run = (job: DomainJob) => {
    if (running.has(job.name)) return
    running.set(
      job.name,
      takeLease(app.db, job.name, Math.max(1, job.everySeconds - 1))
        .then((isMine) => (isMine ? job.run(app) : undefined))
        .catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`))
        .finally(() => running.delete(job.name)),
    )
  }
  app.addHook('onReady', async () => {
    for (const job of options.jobs) {
      const timer = setInterval(() => run(job), job.everySeconds * 1000)
      timer.unref()
      timers.push(timer)
    }
  })
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer)
    await Promise.all(running.values())
  })
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] })
