import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RateLimitOptions } from '@fastify/rate-limit'
import type { Static, TSchema } from '@sinclair/typebox'
import type { ApiEnvelope } from '../../../types/api/envelope'
import type { AuthMode } from '../plugins/auth'
import { Answer, envelope, ok } from './answer'

type RouteSpec<S extends TSchema, D> = {
  /** Login needed? Default 'required'. */
  auth?: AuthMode
  /** A creating write: `reqId` makes retries answer the first answer. */
  idempotent?: boolean
  rateLimit?: RateLimitOptions
  handler: (request: FastifyRequest<{ Body: Static<S>; Querystring: Static<S> }>) => Promise<D | Answer<D>>
}

function toEnvelope<D>(result: D | Answer<D>): ApiEnvelope<D> {
  return result instanceof Answer ? envelope(result.code, result.msg, result.data) : ok(result)
}

/** POST with a JSON body validated by `body`; the handler's Data is wrapped as `{Code: '0000', Msg, Data}`. */
export function post<S extends TSchema, D>(app: FastifyInstance, url: string, body: S, spec: RouteSpec<S, D>): void {
  app.post<{ Body: Static<S>; Querystring: Static<S> }>(
    url,
    { schema: { body }, config: { auth: spec.auth ?? 'required', idempotent: spec.idempotent, ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}) } },
    async (request) => toEnvelope(await spec.handler(request)),
  )
}

/** GET with its query string validated by `query`. */
export function get<S extends TSchema, D>(app: FastifyInstance, url: string, query: S, spec: RouteSpec<S, D>): void {
  app.get<{ Body: Static<S>; Querystring: Static<S> }>(
    url,
    { schema: { querystring: query }, config: { auth: spec.auth ?? 'required', ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}) } },
    async (request) => toEnvelope(await spec.handler(request)),
  )
}
