import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { AjvCompiler } from '@fastify/ajv-compiler'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import swagger from '@fastify/swagger'
import { ResultCode } from '../../types/api/codes'
import type { Db, DbOptions } from './db/index'
import { envelope, ok } from './lib/answer'
import { answerClientError } from './lib/client-error'
import type { DomainChannels } from './lib/domain'
import { loadDomains } from './lib/load-domains'
import { mergeUniqueMessages } from './lib/unique-violation'
import { OPENAPI_DOCUMENT } from './lib/openapi'
import authPlugin from './plugins/auth'
import dbPlugin from './plugins/db'
import envelopePlugin from './plugins/envelope'
import idempotencyPlugin from './plugins/idempotency'
import jobsPlugin from './plugins/jobs'
import rateLimitPlugin from './plugins/rate-limit'
import securityPlugin from './plugins/security'
import staticPlugin, { inlineScriptHashes } from './plugins/static'
import compressPlugin from './plugins/compress'
import drainPlugin from './plugins/drain'

export type AppOptions = {
  /** A ready database (the app leaves closing it to the caller); else one is opened from `database`. */
  db?: Db
  /** PGlite under dataDir (in memory without it), or PostgreSQL when databaseUrl is set. */
  database?: DbOptions
  /** Create the demo world on first start (default true). */
  seed?: boolean
  logger?: FastifyServerOptions['logger']
  /** Built H5 app to serve with a history fallback; null to serve none. Default: <repo>/dist/h5. */
  h5Dir?: string | null
  /** Run the domains' jobs (orders: unpaid cancel, check-in, completion every 30 s); default true. */
  orderJobs?: boolean
  /** Requests per minute per IP on routes without their own limit (default 1200); false: off. */
  rateLimitMax?: number | false
  /** Where shared rate-limit counters live: the database (default) or Redis at redisUrl. */
  rateLimitStore?: 'database' | 'redis'
  redisUrl?: string
  /** Behind a load balancer: take the client IP from X-Forwarded-For. */
  trustProxy?: boolean | string
  /** Hosts the H5's CSP admits besides its own origin (maps, online service); see plugins/security. */
  serviceHosts?: readonly string[]
} & Partial<DomainChannels>

/** A route as the docs check and the fuzz test see it; bodyKeys are the top-level fields of its schema. */
export type RouteEntry = { method: string; url: string; auth: string; bodyKeys: string[] }

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** Every API route, for the docs check and the fuzz test. */
    apiRoutes: RouteEntry[]
    /** Each domain's routes ('POST /b2b/Order/GetOrderList'), by domain name. */
    domainRoutes: Map<string, string[]>
  }
}

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const ASSETS_DIR = fileURLToPath(new URL('../public/', import.meta.url))

/**
 * One pool of request validators for the process: apps built in one process (a test batch builds one per file)
 * reuse the same Ajv and the validators it compiled for the same schemas, instead of compiling every route's
 * schema again (about half a second of CPU an app).
 */
const VALIDATORS = AjvCompiler()

/** The application: plugins first, then every folder of domains/ (its channels, then its routes). */
export async function build(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    // Opening the embedded database, migrating and seeding can take minutes on a small, busy machine.
    pluginTimeout: 600_000,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestIdHeader: false,
    // Unique across processes: every log line of a request carries it, and the answer's x-request-id header.
    genReqId: () => randomBytes(8).toString('hex'),
    clientErrorHandler: answerClientError,
    // Closing: requests on connections still open are answered in the envelope, not with a bare 503 (plugins/drain).
    return503OnClosing: false,
    // Scalars are coerced (a Phone sent as a number is accepted); a scalar is never taken for an array.
    ajv: { customOptions: { coerceTypes: true } },
    schemaController: { compilersFactory: { buildValidator: VALIDATORS } },
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(200).send(envelope(ResultCode.invalidInput, error.code === 'FST_ERR_BAD_URL' ? '请求地址无效' : '请求无效', null))
    },
  })
  const h5Dir = options.h5Dir === undefined ? `${REPO_ROOT}dist/h5` : options.h5Dir

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  const apiRoutes: RouteEntry[] = []
  app.decorate('apiRoutes', apiRoutes)
  app.addHook('onRoute', (route) => {
    // Static files (wildcard routes) are public and not rate limited: a page load fetches dozens.
    if (route.url.endsWith('*')) route.config = { ...route.config, auth: 'public', rateLimit: false }
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (route.url.includes('*') || methods.every((m) => m === 'HEAD')) return
    const schema = (route.schema?.body ?? route.schema?.querystring) as { properties?: Record<string, unknown> } | undefined
    const bodyKeys = Object.keys(schema?.properties ?? {})
    for (const method of methods) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, auth: String(route.config?.auth ?? 'required'), bodyKeys })
    }
  })

  try {
    const domains = await loadDomains()
    await app.register(swagger, { openapi: OPENAPI_DOCUMENT })
    await app.register(envelopePlugin, { uniqueMessages: mergeUniqueMessages(domains) })
    await app.register(drainPlugin)
    await app.register(securityPlugin, { inlineScriptHashes: inlineScriptHashes(h5Dir), serviceHosts: options.serviceHosts })
    await app.register(compressPlugin)
    await app.register(dbPlugin, {
      db: options.db,
      database: options.database,
      seed: options.seed,
      migrationDirs: domains.flatMap((d) => (d.migrationsDir ? [d.migrationsDir] : [])),
      reference: domains.flatMap((d) => d.reference ?? []),
      demo: domains.flatMap((d) => d.demo ?? []),
    })
    await app.register(rateLimitPlugin, { globalMax: options.rateLimitMax, store: options.rateLimitStore, redisUrl: options.redisUrl })
    await app.register(authPlugin)
    await app.register(idempotencyPlugin)
    for (const domain of domains) await domain.provide?.(app, options)
    await app.register(jobsPlugin, { enabled: options.orderJobs, jobs: domains.flatMap((d) => d.jobs ?? []) })
    await app.register(staticPlugin, { h5Dir, assetsDir: ASSETS_DIR })

    const health = { tags: ['server'], summary: "`{Status: 'ok', Database: 'pglite' | 'postgres'}`", description: 'none', security: [] }
    app.get('/healthz', { schema: health, config: { auth: 'public', rateLimit: false } }, async (_request, reply) => {
      try {
        await app.db.query('select 1')
        return ok({ Status: 'ok', Database: app.db.kind })
      } catch (error) {
        app.log.error({ err: error }, 'health check failed')
        return reply.code(503).send(envelope(ResultCode.serverBusy, '系统繁忙，请稍后再试', null))
      }
    })

    const ready = { tags: ['server'], summary: '`{Status: \'ready\'}` when the database answers and every migration is applied; else 503 with 5000', description: 'none', security: [] }
    app.get('/readyz', { schema: ready, config: { auth: 'public', rateLimit: false } }, async (_request, reply) => {
      const isReady = await app.isReady().catch(() => false)
      if (isReady) return ok({ Status: 'ready' })
      return reply.code(503).send(envelope(ResultCode.serverBusy, '服务尚未就绪，请稍后再试', null))
    })

    const domainRoutes = new Map<string, string[]>()
    app.decorate('domainRoutes', domainRoutes)
    for (const domain of domains) {
      const urls: string[] = []
      domainRoutes.set(domain.name, urls)
      await app.register(async (scope) => {
        scope.addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) if (method !== 'HEAD') urls.push(`${method} ${route.url}`)
        })
        for (const routes of domain.routes) await scope.register(routes)
      })
    }
    await app.ready()
  } catch (error) {
    // A domain that fails to load, provide or register closes what was opened (the database first of all).
    await app.close().catch(() => undefined)
    throw error
  }
  return app
}
