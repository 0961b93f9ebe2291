import { CORE_PATHS, SPECIAL_PLAT_IDS, isOneOf } from '@/core/constants'
import type { Container } from '@/core/platform/container'
import { isInAppContainer } from '@/core/platform/container'

/**
 * Pages a visitor may open without a session: start-up, login and registration, the shell's own
 * fallbacks, the product introduction and the static help page.
 */
const PUBLIC_ROUTE_IDS: ReadonlySet<string> = new Set([
  'entry',
  'index2.0/start',
  'components/netError',
  'dingding/no_permission',
  'hybrid/html/online_service',
  'index/iframeWeb',
  'index3.0/introduction',
  'extension/register',
  'extension/registerSuccess',
  'home/huazhu/enterpriseRegister',
])

export function isPublicRoute(routeId: string): boolean {
  return PUBLIC_ROUTE_IDS.has(routeId) || routeId.startsWith('loginAndRegister/')
}

/**
 * What a page shows for the session it finds: its screen; a redirect to login (plain H5, the address
 * asked for kept); or, where the spec forbids redirecting (inside WeChat / DingTalk, and the logout-toast
 * platforms), a signed-out notice with 重新登录.
 */
export type PageAccess = { kind: 'ok' } | { kind: 'login' } | { kind: 'signedOut' }

export function pageAccess(input: { routeId: string; isLogin: boolean; container: Container; platId: unknown }): PageAccess {
  if (input.isLogin || isPublicRoute(input.routeId)) return { kind: 'ok' }
  if (isInAppContainer(input.container) || isOneOf(input.platId, SPECIAL_PLAT_IDS.logoutToast)) return { kind: 'signedOut' }
  return { kind: 'login' }
}

/** Query key of the login page that names the page to return to after login. */
export const RETURN_KEY = 'redirect'

/** Parameters Taro's router adds to an address (H5 page instances), not part of the page asked for. */
const ROUTER_KEYS = ['$taroTimestamp', 'stamp']

/** The login page, remembering `path` (with its query) to come back to. */
export function loginUrlFor(path: string, query: Record<string, string> = {}): string {
  const search = Object.entries(query)
    .filter(([key, value]) => value !== '' && !ROUTER_KEYS.includes(key))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  const target = search ? `${path}?${search}` : path
  return `${CORE_PATHS.login}?${RETURN_KEY}=${encodeURIComponent(target)}`
}

/** The sign-in page of WeChat and DingTalk (decision 0272). */
const CONTAINER_LOGIN_PATH = '/pages/loginAndRegister/redirectPage/redirectPage'

/**
 * Inside DingTalk and WeChat (mini-program or in-app browser, decision 0380): their own sign-in page,
 * remembering the page (with the start-up EnterpriseId and corpId it carried); null elsewhere (the login page).
 */
export function containerLoginUrlFor(container: Container, path: string, query: Record<string, string> = {}): string | null {
  if (container === 'h5') return null
  const back = loginUrlFor(path, query).split('?')[1]
  const carried = ['EnterpriseId', 'corpId']
    .filter((key) => (query[key] ?? '') !== '')
    .map((key) => `${key}=${encodeURIComponent(query[key])}`)
  return `${CONTAINER_LOGIN_PATH}?${[back, ...carried].join('&')}`
}

/**
 * Where login returns to: the remembered page when it is an app page that is live (never an outside
 * address, never login itself), else null (the login page then opens the home).
 */
export function returnTarget(redirect: string | undefined, isLivePage: (path: string) => boolean): string | null {
  const value = (redirect ?? '').trim()
  if (!value.startsWith('/pages/') || value.includes('//')) return null
  const path = value.split('?')[0]
  if (path === CORE_PATHS.login || !isLivePage(path)) return null
  return value
}
