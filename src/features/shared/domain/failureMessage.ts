export const NETWORK_FAILURE_MESSAGE = '网络异常，请稍后重试'

/** The text to show for a rejected call: the server's Msg when it sent one, else a generic message. */
export function failureMessage(error: unknown, fallback = NETWORK_FAILURE_MESSAGE): string {
  if (error && typeof error === 'object') {
    const msg = (error as { Msg?: unknown; msg?: unknown }).Msg ?? (error as { msg?: unknown }).msg
    if (typeof msg === 'string' && msg.trim() !== '') return msg
  }
  return fallback
}

/** True when the call was aborted on purpose (a newer duplicate replaced it): not worth an error state. */
export function isAborted(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { isAborted?: boolean }).isAborted)
}

/** True when the call never reached the server (no network, timeout): worth keeping the write for later. */
export function isNetworkFailure(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { isNetworkError?: boolean }).isNetworkError)
}
