export type TransportRequest = {
  url: string
  method: 'GET' | 'POST'
  data?: unknown
  headers: Record<string, string>
  timeout: number
}

export type TransportResponse = { statusCode: number; data: unknown }

export type TransportErrorKind = 'network' | 'timeout' | 'abort'

/** What a transport rejects with. */
export type TransportError = { kind: TransportErrorKind; message: string }

export type TransportTask = { response: Promise<TransportResponse>; abort(): void }

/** Sends one HTTP request. Taro.request in the app, a fake in tests. */
export type Transport = (request: TransportRequest) => TransportTask

export function isTransportError(value: unknown): value is TransportError {
  return Boolean(value) && typeof value === 'object' && typeof (value as TransportError).kind === 'string'
}

/** Classifies a platform error message (errMsg of Taro.request's fail). */
export function transportErrorOf(error: unknown): TransportError {
  if (isTransportError(error)) return error
  let message = ''
  if (error instanceof Error) message = error.message
  else if (error && typeof error === 'object' && 'errMsg' in error) message = String((error as { errMsg: unknown }).errMsg)
  else if (error !== undefined && error !== null) message = String(error)
  const lower = message.toLowerCase()
  if (lower.includes('abort')) return { kind: 'abort', message }
  if (lower.includes('timeout') || lower.includes('超时')) return { kind: 'timeout', message }
  return { kind: 'network', message }
}
