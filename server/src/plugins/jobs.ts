import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { DomainJob } from '../lib/domain'

/** Runs each domain job every `everySeconds` while the server runs; one run of a job at a time. */
async function jobsPlugin(app: FastifyInstance, options: { enabled?: boolean; jobs: readonly DomainJob[] }) {
  if (options.enabled === false) return
  const timers: NodeJS.Timeout[] = []
  const running = new Map<string, Promise<void>>()
  const run = (job: DomainJob) => {
    if (running.has(job.name)) return
    running.set(
      job.name,
      job
        .run(app)
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
