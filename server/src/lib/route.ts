import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RateLimitOptions } from '@fastify/rate-limit'
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import type { ApiEnvelope } from '../../../types/api/envelope'
import type { AuthMode } from '../plugins/auth'
import { Answer, envelope, ok } from './answer'

/**
 * Where a route lives: the spec's module (the first segments of the URL: 'b2b', 'common', 'tripwise-m-api',
 * 'hotel', 'car/api', ...) and the path under it. Modules are data of each route, not folders (decision 0102).
 */
export type RouteAt = { module: string; path: string }

/** What the API list says of a route: its body and its Data in a line each (markdown). */
export type RouteDoc = { body: string; data: string }

type RouteSpec<S extends TSchema, D> = {
  /** Login needed? Default 'required'. */
  auth?: AuthMode
  /** A creating write: `reqId` makes retries answer the first answer. */
  idempotent?: boolean
  rateLimit?: RateLimitOptions
  doc: RouteDoc
  /**
   * The schema of Data (decision 0830): what the serialiser writes, so it must be exactly what the handler returns.
   * Its static type must be the handler's Data (D), and each schema is asserted the same as its types/api type.
   */
  data?: TSchema & { static: D }
  handler: (request: FastifyRequest<{ Body: Static<S>; Querystring: Static<S> }>) => Promise<D | Answer<D>>
}

const MODULE = /^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/

/** `/b2b` + `/Customer/LoginV2`; refuses a module that is not a path of lower-case segments. */
export function urlOf(at: RouteAt): string {
  if (!MODULE.test(at.module)) throw new Error(`route module '${at.module}' is not a spec module name`)
  if (!at.path.startsWith('/')) throw new Error(`route path '${at.path}' must start with /`)
  return `/${at.module}${at.path}`
}

/** Every answer: `{Code, Msg, Data}` (HTTP 200, also for refusals). */
export function envelopeSchema(data?: TSchema) {
  // A declared Data is still null on every failure (8000, 4000, ...): the schema must let null through unchanged.
  const Data = data ? Type.Union([data, Type.Null()], { description: 'null on failure' }) : Type.Unknown({ description: 'null on failure' })
  return Type.Object({ Code: Type.String({ description: 'types/api/codes.ts' }), Msg: Type.String(), Data })
}

/** OpenAPI security of each login mode: the Token header required, none, or either. */
export const SECURITY_OF: Record<AuthMode, Record<string, string[]>[]> = {
  required: [{ token: [] }],
  public: [],
  optional: [{}, { token: [] }],
}

/** The OpenAPI side of a route: its module as tag, its docs, its login mode, the envelope as the response. */
export function routeSchema(at: RouteAt, doc: RouteDoc, input: Record<string, unknown>, auth: AuthMode = 'required', data?: TSchema, idempotent = false) {
  return {
    ...input,
    ...(idempotent ? { 'x-idempotent': true } : {}),
    tags: [at.module],
    summary: doc.data,
    description: doc.body,
    security: SECURITY_OF[auth],
    response: { 200: envelopeSchema(data) },
  }
}

function toEnvelope<D>(result: D | Answer<D>): ApiEnvelope<D> {
  return result instanceof Answer ? envelope(result.code, result.msg, result.data) : ok(result)
}

/**
 * Under test (API_CONTRACT_CHECK=1, set by server/test/helper.ts) a declared Data is checked against what the
 * handler really returned, as it goes on the wire: a property the schema lacks would be dropped silently by the
 * serialiser, a wrong type coerced. Either throws, naming the route and the paths, so the domain's tests fail.
 */
export function contractDrift(schema: TSchema, data: unknown): string[] {
  if (data === null || data === undefined) return []
  const wire: unknown = JSON.parse(JSON.stringify(data))
  const errors = [...Value.Errors(schema, wire)].slice(0, 5).map((e) => `${e.path || '/'}: ${e.message}`)
  if (errors.length > 0) return errors
  const kept = JSON.stringify(Value.Clean(schema, structuredClone(wire)))
  return kept === JSON.stringify(wire) ? [] : [`properties not in the schema would be dropped: ${droppedPaths(wire, JSON.parse(kept)).slice(0, 5).join(', ')}`]
}

function droppedPaths(full: unknown, kept: unknown, at = ''): string[] {
  if (Array.isArray(full)) return full.flatMap((v, i) => droppedPaths(v, (kept as unknown[])?.[i], `${at}/${i}`))
  if (full === null || typeof full !== 'object') return []
  const k = (kept ?? {}) as Record<string, unknown>
  return Object.entries(full).flatMap(([key, v]) => (key in k ? droppedPaths(v, k[key], `${at}/${key}`) : [`${at}/${key}`]))
}

function checked<D>(at: RouteAt, schema: TSchema | undefined, result: D | Answer<D>): D | Answer<D> {
  if (!schema || process.env.API_CONTRACT_CHECK !== '1') return result
  const drift = contractDrift(schema, result instanceof Answer ? result.data : result)
  if (drift.length > 0) throw new Error(`${urlOf(at)} answers outside its data schema: ${drift.join('; ')}`)
  return result
}

function configOf<S extends TSchema, D>(spec: RouteSpec<S, D>) {
  return { auth: spec.auth ?? 'required', idempotent: spec.idempotent, ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}) }
}

/** POST with a JSON body validated by `body`; the handler's Data is wrapped as `{Code: '0000', Msg, Data}`. */
export function post<S extends TSchema, D>(app: FastifyInstance, at: RouteAt, body: S, spec: RouteSpec<S, D>): void {
  app.post<{ Body: Static<S>; Querystring: Static<S> }>(
    urlOf(at),
    { schema: routeSchema(at, spec.doc, { body }, spec.auth, spec.data, spec.idempotent), config: configOf(spec) },
    async (request) => toEnvelope(checked(at, spec.data, await spec.handler(request))),
  )
}

/** GET with its query string validated by `query`. */
export function get<S extends TSchema, D>(app: FastifyInstance, at: RouteAt, query: S, spec: RouteSpec<S, D>): void {
  app.get<{ Body: Static<S>; Querystring: Static<S> }>(
    urlOf(at),
    { schema: routeSchema(at, spec.doc, { querystring: query }, spec.auth, spec.data, spec.idempotent), config: configOf(spec) },
    async (request) => toEnvelope(checked(at, spec.data, await spec.handler(request))),
  )
}
