import { resolve } from 'node:path'
import { build, REPO_ROOT } from './app'
import { serviceHostsFromEnv } from './plugins/security'

/**
 * `tsx server/src/server.ts`: the API and the built H5 app on http://HOST:PORT.
 * PORT (8080), HOST (127.0.0.1), DATABASE_URL (else embedded PGlite under DATA_DIR, default server/data),
 * UPLOADS_DIR (uploaded files, default <DATA_DIR>-uploads), RATE_LIMIT_MAX (per IP per minute), TRUST_PROXY (1 behind a load balancer), LOG_LEVEL (info),
 * RATE_LIMIT_STORE (database | redis) and REDIS_URL, CSP_HOSTS (hosts the H5 may load from besides its origin), STATEMENT_TIMEOUT_MS (PostgreSQL, 15000).
 */
async function main() {
  const port = Number(process.env.PORT ?? 8080)
  const host = process.env.HOST ?? '127.0.0.1'
  const databaseUrl = process.env.DATABASE_URL || undefined
  const dataDir = resolve(process.env.DATA_DIR ?? `${REPO_ROOT}server/data`)
  const rateLimitMax = process.env.RATE_LIMIT_MAX ? Number(process.env.RATE_LIMIT_MAX) : undefined

  const app = await build({
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    database: databaseUrl ? { databaseUrl } : { dataDir },
    rateLimitMax: rateLimitMax === 0 ? false : rateLimitMax,
    trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
    serviceHosts: serviceHostsFromEnv(process.env.CSP_HOSTS),
    rateLimitStore: process.env.RATE_LIMIT_STORE === 'redis' ? 'redis' : 'database',
    redisUrl: process.env.REDIS_URL,
    uploadsDir: resolve(process.env.UPLOADS_DIR ?? `${dataDir}-uploads`),
  })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`)
      process.exit(1)
    }
    closing = true
    app.log.info(`${signal}: finishing in-flight requests, then closing the database`)
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 15 s: exiting')
      process.exit(1)
    }, 15_000)
    timer.unref()
    try {
      // Stops accepting connections, lets in-flight requests answer, then runs onClose (the database last).
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  const address = await app.listen({ port, host })
  app.log.info(`ready: ${address} (${databaseUrl ? 'PostgreSQL' : `embedded PGlite at ${dataDir}`})`)
}

main().catch((error) => {
  console.error('server failed to start:', error)
  process.exit(1)
})
