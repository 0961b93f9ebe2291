import type { ApiResult, ModuleName, RequestFn, RequestOptions } from '@/core/http/types'

export type RecordedCall = { module: ModuleName; path: string; body?: object; options?: RequestOptions }

/** Answers `module/path` from the table: data resolves; an object with `reject` rejects with it. */
export function fakeRequest(table: Record<string, unknown>) {
  const calls: RecordedCall[] = []
  const request = (async (module: ModuleName, path: string, body?: object, options?: RequestOptions) => {
    calls.push({ module, path, body, options })
    const key = `${module}/${path}`
    if (!(key in table)) throw { Code: '404', Msg: `no fake for ${key}`, Data: null }
    const answer = table[key]
    if (answer && typeof answer === 'object' && 'reject' in answer) throw (answer as { reject: unknown }).reject
    return { Code: '0000', Msg: '成功', Data: answer } as ApiResult<unknown>
  }) as RequestFn
  return { request, calls }
}
