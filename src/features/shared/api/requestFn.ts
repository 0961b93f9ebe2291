import type { ApiResult, RequestFn } from '@/core/http/types'

export type { RequestFn }

/** Calls and returns `Data` only; a rejection carries the response body (ApiFailure). */
export async function dataOf<TData>(call: Promise<ApiResult<TData>>): Promise<TData> {
  return (await call).Data
}
