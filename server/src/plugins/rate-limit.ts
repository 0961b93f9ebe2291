import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { Redis } from 'ioredis'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Queryable } from '../db/types'
import { tooManyRequests } from '../lib/errors'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** Counts one hit of `key` in a fixed window shared by every process; answers the count so far. */
    countHit(key: string, windowMs: number): Promise<number>
  }
}

export type RateLimitPluginOptions = {
  /** Requests per minute per client IP on routes without their own limit; false turns the global limit off. */
  globalMax?: number | false
  /** Where the counters every process shares live: the database (default) or Redis at redisUrl. */
  store?: 'database' | 'redis'
  redisUrl?: string
}

type IncrResult = { current: number; ttl: number }

/** One atomic upsert: a new window starts when the old one has expired. */
export async function hit(db: Queryable, key: string, windowMs: number): Promise<IncrResult> {
  const { rows } = await db.query<{ hits: number; ttl: number }>(
    `insert into rate_limit_hits as r (key, hits, expires_at) values ($1, 1, now() + $2::int * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
       expires_at = case when r.expires_at <= now() then now() + $2::int * interval '1 millisecond' else r.expires_at end
     returning hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl`,
    [key.slice(0, 200), Math.round(windowMs)],
  )
  return { current: rows[0].hits, ttl: rows[0].ttl }
}

/** `{phone}:{ip}` for the per-phone limits of login and SMS calls (the body is parsed by then). */
export function phoneAndIp(prefix: string) {
  return (request: FastifyRequest): string => {
    const body = request.body as { Phone?: unknown } | undefined
    const phone = typeof body?.Phone === 'string' || typeof body?.Phone === 'number' ? String(body.Phone).slice(0, 20) : '-'
    return `${prefix}:${phone}:${request.ip}`
  }
}

/**
 * @fastify/rate-limit with its counters in the database, so that every process behind a load balancer
 * shares them. Routes set their own limit (`config.rateLimit`); the others share a per-IP limit.
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
  if (options.store === 'redis') return redisRateLimit(app, options)
  const db = app.db
  let calls = 0

  class DbStore {
    incr(key: string, callback: (error: Error | null, result?: IncrResult) => void, timeWindow: number) {
      if (++calls % 1000 === 0) void db.query('delete from rate_limit_hits where expires_at < now()').catch(() => undefined)
      hit(db, key, timeWindow).then((result) => callback(null, result), (error: Error) => callback(error))
    }
    child() {
      return new DbStore()
    }
  }

  app.decorate('countHit', async (key: string, windowMs: number) => (await hit(db, key, windowMs)).current)

  await app.register(rateLimit, {
    global: options.globalMax !== false,
    max: options.globalMax === false ? 1_000_000 : (options.globalMax ?? 1200),
    timeWindow: 60_000,
    keyGenerator: (request) => `ip:${request.ip}`,
    store: DbStore,
    skipOnError: true,
    errorResponseBuilder: () => tooManyRequests(),
    onExceeded: (request, key) => request.log.warn({ key }, 'rate limit exceeded'),
  })
}

/** The same limits with their counters in Redis (RATE_LIMIT_STORE=redis). */
async function redisRateLimit(app: FastifyInstance, options: RateLimitPluginOptions) {
  const redis = new Redis(options.redisUrl ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
  redis.on('error', (error: Error) => app.log.warn({ msg: error.message }, 'redis unavailable'))
  await redis.connect()
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => undefined)
  })
  app.decorate('countHit', async (key: string, windowMs: number) => {
    const name = `tripwise:hit:${key.slice(0, 200)}`
    const [[, count]] = (await redis.multi().incr(name).pexpire(name, Math.round(windowMs), 'NX').exec()) as [[Error | null, number]]
    return count
  })
  await app.register(rateLimit, {
    global: options.globalMax !== false,
    max: options.globalMax === false ? 1_000_000 : (options.globalMax ?? 1200),
    timeWindow: 60_000,
    keyGenerator: (request) => `ip:${request.ip}`,
    redis,
    nameSpace: 'tripwise:rl:',
    skipOnError: true,
    errorResponseBuilder: () => tooManyRequests(),
    onExceeded: (request, key) => request.log.warn({ key }, 'rate limit exceeded'),
  })
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['db'] })
