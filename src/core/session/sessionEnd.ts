import { CORE_PATHS, SPECIAL_PLAT_IDS, isOneOf } from '../constants'
import type { Container } from '../platform/container'
import { isInAppContainer } from '../platform/container'

export type SessionEndDecision =
  | { kind: 'redirect'; url: string }
  | { kind: 'toast'; message: string }
  | { kind: 'none' }

export const SESSION_END_FALLBACK_MESSAGE = '登录已失效，请重新登录'

/**
 * After 8000/8001: no redirect inside WeChat or DingTalk (mini-program or in-app browser); a toast of
 * the server message on platforms 1028/1029/1033/1035/1040; otherwise back to login.
 */
export function decideSessionEnd(input: { container: Container; platId: unknown; msg?: string }): SessionEndDecision {
  if (isInAppContainer(input.container)) return { kind: 'none' }
  if (isOneOf(input.platId, SPECIAL_PLAT_IDS.logoutToast)) {
    return { kind: 'toast', message: input.msg || SESSION_END_FALLBACK_MESSAGE }
  }
  return { kind: 'redirect', url: CORE_PATHS.login }
}

export type SessionEndDeps = {
  clearSession: () => void
  hideLoading: () => void
  getContainer: () => Container
  getPlatId: () => unknown
  toast: (message: string) => void
  reLaunch: (url: string) => void
  /** Keeps why the session ended for the login page and the signed-out notice (every container). */
  keepReason: (message: string) => void
  now?: () => number
}

/** Calls ending within this window after a handled one (parallel requests) do nothing more. */
export const SESSION_END_REPEAT_MS = 1000

export function createSessionEndHandler(deps: SessionEndDeps): (msg: string) => SessionEndDecision {
  const now = deps.now ?? Date.now
  let lastAt = -Infinity
  return (msg) => {
    deps.clearSession()
    deps.hideLoading()
    const at = now()
    const isRepeat = at - lastAt < SESSION_END_REPEAT_MS
    lastAt = at
    if (isRepeat) return { kind: 'none' }
    deps.keepReason(msg || SESSION_END_FALLBACK_MESSAGE)
    const decision = decideSessionEnd({ container: deps.getContainer(), platId: deps.getPlatId(), msg })
    if (decision.kind === 'toast') deps.toast(decision.message)
    if (decision.kind === 'redirect') deps.reLaunch(decision.url)
    return decision
  }
}

export type RequireLoginDecision = { kind: 'ok' } | { kind: 'login'; url: string } | { kind: 'stay' }

/** A screen that needs a member: not logged in -> login, unless on a special (logout-toast) platform. */
export function decideRequireLogin(input: { isLogin: boolean; platId: unknown }): RequireLoginDecision {
  if (input.isLogin) return { kind: 'ok' }
  if (isOneOf(input.platId, SPECIAL_PLAT_IDS.logoutToast)) return { kind: 'stay' }
  return { kind: 'login', url: CORE_PATHS.login }
}
