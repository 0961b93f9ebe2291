import fp from 'fastify-plugin'
import type { FastifyError, FastifyInstance } from 'fastify'
import { ResultCode } from '../../../types/api/codes'
import { envelope } from '../lib/answer'
import { ApiError, invalidInput } from '../lib/errors'
import { uniqueConflict, type UniqueMessages } from '../lib/unique-violation'
import { validationMessage } from './validation-messages'

const PARSE_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '请求格式错误，请以 application/json 提交',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度不正确',
  FST_ERR_CTP_INVALID_TYPE: '请求格式错误',
}

/** PostgreSQL and connection errors that mean "try again shortly" (server restarting, unreachable, query cancelled). */
const UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300'])
const STATEMENT_TIMEOUT = '57014'

export function databaseTrouble(error: { code?: unknown; message?: unknown }): string | null {
  if (error.code === STATEMENT_TIMEOUT) return '请求处理超时，请稍后再试'
  if (typeof error.code === 'string' && UNAVAILABLE.has(error.code)) return '系统繁忙，请稍后再试'
  const message = typeof error.message === 'string' ? error.message : ''
  if (/timeout exceeded when trying to connect|Connection terminated|connection .*(closed|terminated)|Client has encountered a connection error/i.test(message)) return '系统繁忙，请稍后再试'
  return null
}

/** U+0000 and lone surrogates: PostgreSQL text cannot hold them (UTF-8 has no encoding for a lone surrogate). */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is refused
const ILLEGAL_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** A body or query with text the database cannot store is refused as input, not failed in the database. */
function hasIllegalText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return ILLEGAL_TEXT.test(value)
  if (depth > 64 || value === null || typeof value !== 'object') return false
  for (const [key, item] of Object.entries(value)) if (ILLEGAL_TEXT.test(key) || hasIllegalText(item, depth + 1)) return true
  return false
}

/** After coercion ('1e309' becomes Infinity): numbers must be finite and safe integers where whole. */
function hasUnsafeNumber(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER
  if (depth > 64 || value === null || typeof value !== 'object') return false
  return Object.values(value).some((item) => hasUnsafeNumber(item, depth + 1))
}

export type EnvelopeOptions = {
  /** Every domain's unique key → Msg (ServerDomain.uniqueMessages): a write losing a race on one answers 4009. */
  uniqueMessages?: UniqueMessages
}

/**
 * Every answer is `{Code, Msg, Data}`: business errors (ApiError) and bad input answer HTTP 200 with their
 * code; a unique key taken by a parallel write answers 4009 like the sequential repeat; anything unexpected is
 * logged and answers 5000 without details (HTTP 200 like every business answer: clients read Code, and no 5xx ever leaves the API).
 */
async function envelopePlugin(app: FastifyInstance, options: EnvelopeOptions) {
  const uniqueMessages = options.uniqueMessages ?? {}
  // JSON bodies: an empty body is {}; proto/constructor poisoning is refused.
  const json = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {})
    json(request, body as string, (error, parsed) => {
      if (error) return done(error)
      if (hasIllegalText(parsed)) return done(invalidInput('请求包含非法字符'))
      done(null, parsed)
    })
  })

  // A POST without any body is an empty one; text the database cannot store is refused.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method === 'POST') request.body = {}
    if (hasIllegalText(request.query) || hasIllegalText(request.body)) throw invalidInput('请求包含非法字符')
  })

  app.addHook('preHandler', async (request) => {
    if (hasUnsafeNumber(request.body) || hasUnsafeNumber(request.query)) throw invalidInput('数值超出允许范围')
  })

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.resultCode === ResultCode.tooManyRequests) reply.header('retry-after', '60')
      return reply.code(200).send(envelope(error.resultCode, error.message, null))
    }
    if (error.validation) {
      return reply.code(200).send(envelope(ResultCode.invalidInput, validationMessage(error.validation, error.validationContext), null))
    }
    const parseMessage = error.code ? PARSE_ERRORS[error.code] : undefined
    if (parseMessage) return reply.code(200).send(envelope(ResultCode.invalidInput, parseMessage, null))
    if (error instanceof SyntaxError || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.code(200).send(envelope(ResultCode.invalidInput, '请求无效', null))
    }
    const duplicate = uniqueConflict(error, uniqueMessages)
    if (duplicate) {
      request.log.info({ constraint: (error as { constraint?: unknown }).constraint }, 'unique key taken by a parallel write')
      return reply.code(200).send(envelope(duplicate.resultCode, duplicate.message, null))
    }
    const trouble = databaseTrouble(error as { code?: unknown; message?: unknown })
    if (trouble) {
      request.log.warn({ code: (error as { code?: unknown }).code, msg: error.message }, 'database unavailable or slow')
      return reply.code(200).send(envelope(ResultCode.serverBusy, trouble, null))
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.code(200).send(envelope(ResultCode.serverBusy, '系统繁忙，请稍后再试', null))
  })
}

export default fp<EnvelopeOptions>(envelopePlugin, { name: 'envelope' })
