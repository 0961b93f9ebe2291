import { RESULT_CODE, TIMEOUTS } from '../constants'
import type { Environment } from './hosts'
import { appendQuery, moduleUrl } from './hosts'
import { createReqId as defaultReqId, createSessionId } from './ids'
import { hasLogin, identityHeaders, withIdentity } from './identity'
import type { Reporter } from './reporter'
import { silentReporter } from './reporter'
import { normalizeBody, sessionEndCodeOf } from './response'
import type { Transport, TransportError, TransportTask } from './transport'
import { transportErrorOf } from './transport'
import type { ApiFailure, ApiResult, ModuleName, RequestFn, RequestIdentity, RequestOptions } from './types'

export type HttpDeps = {
  transport: Transport
  getIdentity: () => RequestIdentity
  getEnvironment: () => Environment
  /** Code 8000/8001: clear the session, hide loading, redirect or toast (core/session). */
  onSessionEnd: (msg: string) => void
  /** Opens /components/netError; the client calls it once per run. */
  openNetError: () => void
  /** false while a screen shows data kept on the device instead (issue 23): the page is not opened yet. */
  shouldOpenNetError?: () => boolean
  /** Checked before each send; the platform's network type is 'none'. */
  isOffline?: () => Promise<boolean>
  showLoading?: (message: string) => void
  hideLoading?: () => void
  reporter?: Reporter
  sessionId?: string
  createReqId?: () => string
}

export type HttpClient = {
  request: RequestFn
  /** Aborts every in-flight call made with this abortKey; returns how many. */
  abortByKey: (key: string) => number
  /** Opens the network-error page unless it has been opened in this run (a screen with nothing kept). */
  openNetErrorOnce: () => void
  readonly sessionId: string
}

export const MESSAGES = {
  loginRequired: '请先登录',
  aborted: '请求已取消',
  network: '网络异常，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  notConfigured: '请求层尚未初始化',
} as const

type Call = {
  url: string
  abortKey?: string
  task?: TransportTask
  isSettled: boolean
  abort: () => void
}

const failure = (Msg: string, extra: Partial<ApiFailure> = {}, Code = '-1'): ApiFailure => ({
  Code,
  Msg,
  Data: null,
  ...extra,
})

export function createHttpClient(deps: HttpDeps): HttpClient {
  const reporter = deps.reporter ?? silentReporter()
  const sessionId = deps.sessionId ?? createSessionId()
  const nextReqId = deps.createReqId ?? (() => defaultReqId())
  const inFlight = new Set<Call>()
  let hasOpenedNetError = false

  const openNetErrorOnce = (force = false) => {
    if (hasOpenedNetError) return
    if (!force && deps.shouldOpenNetError && !deps.shouldOpenNetError()) return
    hasOpenedNetError = true
    try {
      deps.openNetError()
    } catch {
      // navigation failure must not mask the request failure
    }
  }
  const hideLoading = () => deps.hideLoading?.()

  function request<TData>(
    module: ModuleName,
    path: string,
    body?: object,
    options: RequestOptions = {},
  ): Promise<ApiResult<TData>> {
    const identity = deps.getIdentity()
    if ((options.needLogin ?? true) && !hasLogin(identity)) {
      return Promise.reject(failure(MESSAGES.loginRequired, { isAborted: true }))
    }
    const method = options.method ?? 'POST'
    const baseUrl = moduleUrl(deps.getEnvironment(), module, path, options.idSegment)
    const url = method === 'GET' ? appendQuery(baseUrl, body) : baseUrl

    if (options.abortDuplicate) {
      for (const other of inFlight) if (other.url === baseUrl) other.abort()
    }

    return new Promise<ApiResult<TData>>((resolve, reject) => {
      const call: Call = { url: baseUrl, abortKey: options.abortKey, isSettled: false, abort: () => undefined }
      const settle = (fn: () => void) => {
        if (call.isSettled) return
        call.isSettled = true
        inFlight.delete(call)
        if (options.loading !== undefined) hideLoading()
        fn()
      }
      // Any failure hides the loading overlay, except an abort (a newer call may own the overlay).
      const fail = (reason: ApiFailure) =>
        settle(() => {
          if (!reason.isAborted) hideLoading()
          reject(reason)
        })
      call.abort = () => {
        call.task?.abort()
        fail(failure(MESSAGES.aborted, { isAborted: true }))
      }
      inFlight.add(call)
      if (options.loading !== undefined) deps.showLoading?.(options.loading)

      const send = () => {
        if (call.isSettled) return
        const reqId = nextReqId()
        call.task = deps.transport({
          url,
          method,
          data: method === 'GET' ? undefined : withIdentity(identity, body),
          headers: { ...identityHeaders(identity, { reqId, sessionId }), ...(options.headers ?? {}) },
          timeout: options.timeout ?? TIMEOUTS.request,
        })
        call.task.response.then(
          (response) => {
            if (call.isSettled) return
            const result = normalizeBody(response.data)
            const isHttpError = response.statusCode >= 400
            if (isHttpError) {
              const message = `HTTP ${response.statusCode} error`
              reporter.breadcrumb(message, { url: baseUrl, reqId })
              reporter.report(message, { url: baseUrl, reqId, status: response.statusCode })
            }
            const endCode = sessionEndCodeOf(response.data)
            if (endCode) {
              deps.onSessionEnd(result?.Msg ?? '')
              fail({ ...(result ?? failure('')), Code: endCode, isSessionEnd: true })
              return
            }
            if (isHttpError) {
              fail({
                ...(result ?? failure(`HTTP ${response.statusCode} error`, {}, String(response.statusCode))),
                httpStatus: response.statusCode,
              })
              return
            }
            if (!result) {
              fail(failure(MESSAGES.network, { isNetworkError: true }))
              return
            }
            const accepted = result.Code === RESULT_CODE.success || (options.acceptCodes ?? []).includes(result.Code)
            if (accepted) settle(() => resolve(result as ApiResult<TData>))
            else fail(result)
          },
          (error: unknown) => {
            if (call.isSettled) return
            const reason: TransportError = transportErrorOf(error)
            if (reason.kind === 'abort') {
              fail(failure(MESSAGES.aborted, { isAborted: true }))
              return
            }
            if (reason.kind === 'network') openNetErrorOnce()
            reporter.breadcrumb(`request ${reason.kind} error`, { url: baseUrl, message: reason.message })
            fail(failure(reason.kind === 'timeout' ? MESSAGES.timeout : MESSAGES.network, { isNetworkError: true }))
          },
        )
      }

      if (!deps.isOffline) {
        send()
        return
      }
      deps.isOffline().then(
        (isOffline) => {
          if (call.isSettled) return
          if (isOffline) {
            openNetErrorOnce()
            fail(failure(MESSAGES.network, { isNetworkError: true }))
          } else send()
        },
        () => send(),
      )
    })
  }

  function abortByKey(key: string): number {
    let count = 0
    for (const call of Array.from(inFlight)) {
      if (call.abortKey === key) {
        call.abort()
        count += 1
      }
    }
    return count
  }

  return { request: request as RequestFn, abortByKey, sessionId, openNetErrorOnce: () => openNetErrorOnce(true) }
}

let active: HttpClient | null = null

/** The app root installs its wired client here; `request` and `abortByKey` below use it. */
export function setActiveHttpClient(client: HttpClient | null): void {
  active = client
}

export function getActiveHttpClient(): HttpClient | null {
  return active
}

/** The app's request function (see RequestOptions for the rules). Rejects with an ApiFailure. */
export const request: RequestFn = <TData>(
  module: ModuleName,
  path: string,
  body?: object,
  options?: RequestOptions,
): Promise<ApiResult<TData>> => {
  if (!active) return Promise.reject(failure(MESSAGES.notConfigured))
  return active.request<TData>(module, path, body, options)
}

export function abortByKey(key: string): number {
  return active ? active.abortByKey(key) : 0
}

export { createReqId } from './ids'
