import type { ApiResult, ModuleName, RequestOptions } from '@/core/http/types'
import type { RequestFn } from '@/features/shared/api/requestFn'

export type FakeCall = { module: ModuleName; path: string; body?: object; options?: RequestOptions }
/** Data to answer with, an Error/ApiFailure-like object to reject with (when `fail` wraps it), or a function. */
export type FakeAnswer = unknown | ((body: never) => unknown)

export const fail = (Msg: string, Code = '1001') => ({ __fail: { Code, Msg, Data: null } })
/** The server's valid empty answer (Code 2000 with its Data, spec 001 §8): resolves only where the call accepts 2000, as the real client does. */
export const noResult = (Data: unknown, Msg = '无结果') => ({ __fail: { Code: '2000', Msg, Data } })

/**
 * A stand-in for core's request: answers by `module/path` from a table, records every call.
 * An answer made with `fail(...)` (or `noResult(...)`) rejects with that body unless the call accepts its code, as the real client does.
 */
export function fakeRequest(table: Record<string, FakeAnswer>) {
  const calls: FakeCall[] = []
  const request = (async (module: ModuleName, path: string, body?: object, options?: RequestOptions) => {
    calls.push({ module, path, body, options })
    const key = `${module}/${path}`
    if (!(key in table)) throw { Code: '404', Msg: `no fake for ${key}`, Data: null }
    const entry = table[key]
    const answer = typeof entry === 'function' ? await (entry as (b: unknown) => unknown)(body) : entry
    if (answer && typeof answer === 'object' && '__fail' in answer) {
      const failure = (answer as { __fail: ApiResult<unknown> }).__fail
      if (options?.acceptCodes?.includes(failure.Code)) return failure
      throw failure
    }
    return { Code: '0000', Msg: '成功', Data: answer } as ApiResult<unknown>
  }) as RequestFn
  return { request, calls, table }
}
