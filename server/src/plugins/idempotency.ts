import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../types/api/codes'
import { conflict } from '../lib/errors'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyContextConfig {
    /** A creating write: a repeated `reqId` header of the same member with the same body answers the first answer again. */
    idempotent?: boolean
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyRequest {
    idempotencyKey: { memberId: number; reqId: string } | null
  }
}

const REQ_ID = /^[\w.:-]{8,100}$/
/** A claim older than this whose answer never came (the process died) may be taken over. */
const ABANDONED_SECONDS = 60

/** The body's fingerprint: key order does not matter, any other difference does. */
export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body ?? null)).digest('hex')
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

function reqIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers.reqid
  const reqId = Array.isArray(value) ? value[0] : value
  return reqId && REQ_ID.test(reqId) ? reqId : undefined
}

/**
 * Claims (member, reqId) before the handler runs. A success is stored and replayed to retries; any other
 * answer releases the claim so that a corrected retry can run.
 */
async function idempotencyPlugin(app: FastifyInstance) {
  app.decorateRequest('idempotencyKey', null)

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent || !request.member) return
    const reqId = reqIdOf(request)
    if (!reqId) return
    const memberId = request.member.memberId
    const route = request.routeOptions.url ?? request.url
    const hash = bodyHash(request.body)
    const claimed = await app.db.query(
      `insert into idempotency_keys as k (member_id, req_id, route, body_hash) values ($1, $2, $3, $5)
       on conflict (member_id, req_id) do update set created_at = now()
         where k.response is null and k.created_at < now() - make_interval(secs => $4::int) and k.route = excluded.route
           and k.body_hash is not distinct from excluded.body_hash
       returning 1`,
      [memberId, reqId, route, ABANDONED_SECONDS, hash],
    )
    if (claimed.rowCount > 0) {
      request.idempotencyKey = { memberId, reqId }
      return
    }
    const { rows } = await app.db.query<{ route: string; response: string | null; body_hash: string | null }>(
      'select route, response, body_hash from idempotency_keys where member_id = $1 and req_id = $2',
      [memberId, reqId],
    )
    const previous = rows[0]
    if (!previous || previous.route !== route) throw conflict('请求编号重复')
    if (previous.body_hash !== null && previous.body_hash !== hash) throw conflict('请求编号已用于另一笔内容不同的请求，请刷新后重新提交')
    if (previous.response === null) throw conflict('请求正在处理中，请勿重复提交')
    reply.header('idempotent-replay', 'true').type('application/json; charset=utf-8')
    return reply.send(previous.response)
  })

  app.addHook('onSend', async (request, _reply, payload) => {
    const key = request.idempotencyKey
    if (!key) return payload
    request.idempotencyKey = null
    const text = typeof payload === 'string' ? payload : null
    let isSuccess = false
    try {
      isSuccess = text !== null && (JSON.parse(text) as { Code?: string }).Code === ResultCode.success
    } catch {
      isSuccess = false
    }
    try {
      if (isSuccess) {
        await app.db.query('update idempotency_keys set response = $3 where member_id = $1 and req_id = $2', [key.memberId, key.reqId, text])
      } else {
        await app.db.query('delete from idempotency_keys where member_id = $1 and req_id = $2 and response is null', [key.memberId, key.reqId])
      }
    } catch (error) {
      // The answer still goes out; the claim stays open, so a retry answers 请求正在处理中 until it is abandoned.
      request.log.warn({ err: error, reqId: key.reqId }, 'idempotency answer not stored')
    }
    return payload
  })
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['db', 'auth'] })
