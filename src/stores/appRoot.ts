import Taro from '@tarojs/taro'
import { CORE_PATHS } from '@/core/constants'
import type { HttpClient } from '@/core/http/client'
import { createHttpClient, setActiveHttpClient } from '@/core/http/client'
import { createEventSender } from '@/core/http/eventSender'
import type { Environment } from '@/core/http/hosts'
import { resolveEnvironment } from '@/core/http/hosts'
import { createDeviceId, createReqId, createSessionId } from '@/core/http/ids'
import { createReporter, type Reporter } from '@/core/http/reporter'
import { taroIsOffline, taroTransport } from '@/core/http/taroTransport'
import type { RequestFn } from '@/core/http/types'
import { getContainer } from '@/core/platform/container'
import { BUILD_TARGET, isH5Build, miniProgramApiBase, phoneTypeOf, webLocation } from '@/core/platform/env'
import { createSessionEndHandler } from '@/core/session/sessionEnd'
import { createDefaultStorage } from '@/core/storage/taroStorage'
import type { RootStore } from './root'
import { createRootStore } from './root'
import { taroToast } from './taroToast'

/** How long a failure waits before the network-error page opens, for the page's kept data to show. */
const NET_ERROR_GRACE_MS = 1500

export type AppRoot = { root: RootStore; http: HttpClient; environment: Environment; reporter: Reporter }

/**
 * Builds the app's stores and request client with the real Taro services and installs the client as
 * the one `request` from core/http/client uses. Call once in app.ts.
 */
export function createAppRoot(): AppRoot {
  const storage = createDefaultStorage()
  const location = webLocation()
  const environment = resolveEnvironment({
    isH5: isH5Build(),
    hostname: location.hostname,
    origin: location.origin,
    miniApiBase: miniProgramApiBase(),
  })
  let http: HttpClient | null = null
  // The network-error page opens once per run. A failure at start-up (before the page has asked for its own
  // data) waits a moment: if the page then shows data kept on the device, the error page stays closed.
  let hasShownNetError = false
  const showNetError = () => {
    if (hasShownNetError) return
    hasShownNetError = true
    void Taro.navigateTo({ url: CORE_PATHS.netError })
  }
  const request: RequestFn = (module, path, body, options) => (http as HttpClient).request(module, path, body, options)
  const root = createRootStore({
    storage,
    request,
    keptStorage: storage,
    createReqId: () => createReqId(),
    openNetError: showNetError,
    toast: taroToast,
    device: { PhoneType: phoneTypeOf(BUILD_TARGET), MemberMac: createDeviceId() },
  })
  applyEnvironmentIds(root, environment)

  const getIdentity = () => root.settings.identity
  const getEnvironment = () => environment
  const sessionId = createSessionId()
  const reporter = createReporter({
    send: createEventSender({ transport: taroTransport, getEnvironment, getIdentity, sessionId }),
  })
  const onSessionEnd = createSessionEndHandler({
    clearSession: () => root.clearSession(),
    hideLoading: () => root.ui.hideLoading(),
    getContainer,
    getPlatId: () => root.settings.identity.PlatId,
    toast: (message) => root.ui.toast(message),
    reLaunch: (url) => void Taro.reLaunch({ url }),
    keepReason: (message) => root.ui.keepSessionEndReason(message),
  })
  http = createHttpClient({
    transport: taroTransport,
    getIdentity,
    getEnvironment,
    onSessionEnd: (msg) => void onSessionEnd(msg),
    openNetError: () => {
      setTimeout(() => {
        if (!root.offline.isLoadingKept && !root.offline.hasShownKept) showNetError()
      }, NET_ERROR_GRACE_MS)
    },
    shouldOpenNetError: () => !root.offline.isLoadingKept,
    isOffline: taroIsOffline,
    showLoading: (message) => root.ui.showLoading(message),
    hideLoading: () => root.ui.hideLoading(),
    reporter,
    sessionId,
  })
  setActiveHttpClient(http)
  return { root, http, environment, reporter }
}

/** A deployment's host implies a platform id and referrer, unless start-up or settings chose one. */
export function applyEnvironmentIds(root: RootStore, environment: Environment): void {
  const patch: { platId?: string; RefId?: string } = {}
  if (environment.platId !== undefined && !root.settings.platId) patch.platId = String(environment.platId)
  if (environment.refId !== undefined && !root.settings.RefId) patch.RefId = String(environment.refId)
  if (patch.platId || patch.RefId) root.settings.update(patch)
}
