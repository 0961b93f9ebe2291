import { RESULT_CODE } from '../constants'
import type { ApiResult } from './types'

function parsed(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data)
  } catch {
    return data
  }
}

/** `{ Code, Msg, Data }` from a response body, accepting lower-case field names; null if not an envelope. */
export function normalizeBody(data: unknown): ApiResult<unknown> | null {
  const body = parsed(data)
  if (!body || typeof body !== 'object') return null
  const record = body as Record<string, unknown>
  const code = record.Code ?? record.code
  if (code === undefined || code === null) return null
  return {
    ...record,
    Code: String(code),
    Msg: String(record.Msg ?? record.msg ?? ''),
    Data: 'Data' in record ? record.Data : record.data,
  } as ApiResult<unknown>
}

/** '8000' or '8001' when the body ends the session (field `Code` or `code`), else null. */
export function sessionEndCodeOf(data: unknown): string | null {
  const body = parsed(data)
  if (!body || typeof body !== 'object') return null
  const record = body as Record<string, unknown>
  const code = String(record.Code ?? record.code ?? '')
  return code === RESULT_CODE.notLoggedIn || code === RESULT_CODE.sessionEnded ? code : null
}
