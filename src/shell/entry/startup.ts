import { linkTo, toQueryString } from '@/routes/link'
import { findRoute, routeByPath } from '@/routes/registry'

/** The start-up address parameters of the foundations spec (corpid and corpId both land in corpId). */
export type StartupParams = {
  EnterpriseId?: string
  ProcessInstanceId?: string
  rowNumber?: string
  RefId?: string
  platId?: string
  Page?: string
  location?: string
  orderNo?: string
  corpId?: string
  appStatus?: string
  userStatus?: string
  journeyBizNo?: string
  memberId?: string
  token?: string
}

const PLAIN_KEYS = [
  'EnterpriseId',
  'ProcessInstanceId',
  'rowNumber',
  'RefId',
  'platId',
  'Page',
  'location',
  'orderNo',
  'appStatus',
  'userStatus',
  'journeyBizNo',
  'memberId',
  'token',
] as const

/** Parameters handed on to the `Page` route: everything but identity, platform and status values. */
const FORWARDED_KEYS = ['EnterpriseId', 'ProcessInstanceId', 'rowNumber', 'location', 'orderNo', 'corpId', 'journeyBizNo'] as const

function clean(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const trimmed = value.trim()
  return trimmed === '' || trimmed === 'undefined' || trimmed === 'null' ? undefined : trimmed
}

/** Reads the start-up parameters from an already decoded query; blank values count as absent. */
export function readStartupParams(query: Record<string, string | undefined>): StartupParams {
  const params: StartupParams = {}
  for (const key of PLAIN_KEYS) {
    const value = clean(query[key])
    if (value !== undefined) params[key] = value
  }
  const corpId = clean(query.corpId) ?? clean(query.corpid)
  if (corpId !== undefined) params.corpId = corpId
  return params
}

function parseQuery(search: string): [string, string][] {
  return search
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=')
      const key = at < 0 ? part : part.slice(0, at)
      const value = at < 0 ? '' : part.slice(at + 1)
      return [key, value]
    })
}

/**
 * A legacy hash address (`https://h/#/pages/index/index?x=1`, `/#/`) as the clean history address
 * (`/pages/index/index?x=1`, `/`). Query parameters before the hash are kept; the hash's own win.
 * Null when the address carries no `#/`.
 */
export function rewriteLegacyHashUrl(href: string): string | null {
  const hashAt = href.indexOf('#/')
  if (hashAt < 0) return null
  const before = href.slice(0, hashAt)
  const inner = href.slice(hashAt + 1)
  const outerSearch = before.includes('?') ? before.slice(before.indexOf('?') + 1) : ''
  const innerAt = inner.indexOf('?')
  const path = (innerAt < 0 ? inner : inner.slice(0, innerAt)).replace(/\/{2,}/g, '/') || '/'
  const innerSearch = innerAt < 0 ? '' : inner.slice(innerAt + 1)
  const merged = new Map<string, string>()
  for (const [key, value] of [...parseQuery(outerSearch), ...parseQuery(innerSearch)]) {
    merged.delete(key)
    merged.set(key, value)
  }
  const search = [...merged].map(([key, value]) => (value === '' ? key : `${key}=${value}`)).join('&')
  return search ? `${path}?${search}` : path
}

/** True when a clean address is the entry page itself (so its query is start-up input, not a redirect). */
export function isEntryAddress(address: string): boolean {
  const path = address.split('?')[0]
  return path === '/' || path === '' || path === '/pages/entry/index'
}

export function queryOf(address: string): Record<string, string> {
  const at = address.indexOf('?')
  const query: Record<string, string> = {}
  if (at < 0) return query
  for (const [key, value] of parseQuery(address.slice(at + 1))) {
    try {
      query[key] = decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      query[key] = value
    }
  }
  return query
}

/**
 * appStatus is the enterprise's state of the app (1 = opened), userStatus the member's (1 = activated
 * and permitted). Any other value that is present stops start-up on the no-permission page; absent
 * values never do. The page's query keeps the spec's spelling `userStaus`.
 */
export function noPermissionTarget(params: Pick<StartupParams, 'appStatus' | 'userStatus'>): string | null {
  const { appStatus, userStatus } = params
  const isAppBlocked = appStatus !== undefined && appStatus !== '1'
  const isUserBlocked = userStatus !== undefined && userStatus !== '1'
  if (!isAppBlocked && !isUserBlocked) return null
  return linkTo('dingding/no_permission', { appStatus, userStaus: userStatus })
}

export type RouteLookup = (pathOrId: string) => { path: string; kind: string; isLive: boolean } | undefined

export const registryLookup: RouteLookup = (pathOrId) => {
  const byPath = routeByPath(pathOrId)
  if (byPath) return byPath
  return findRoute(pathOrId.replace(/^\/+/, ''))
}

/**
 * The address the `Page` parameter asks for: a route path (with or without a leading slash, with or
 * without its own query) or a route id. Only live page routes count; the entry and unknown or not yet
 * built routes give null. The start-up parameters of FORWARDED_KEYS are added to its query.
 */
export function resolveStartPage(params: StartupParams, lookup: RouteLookup = registryLookup): string | null {
  if (!params.Page) return null
  const at = params.Page.indexOf('?')
  const pathOrId = at < 0 ? params.Page : params.Page.slice(0, at)
  const route = lookup(pathOrId)
  if (!route || !route.isLive || route.kind !== 'page') return null
  const query: Record<string, string> = {}
  for (const key of FORWARDED_KEYS) {
    const value = params[key]
    if (value !== undefined) query[key] = value
  }
  Object.assign(query, at < 0 ? {} : queryOf(params.Page))
  return `${route.path}${toQueryString(query)}`
}

/** What the start-up writes into the stored settings. */
export type StartupSettingsPatch = {
  platId?: string
  RefId?: string
  journeyBizNo?: string
  ToPage?: string
  ToOrderDetailSerialNo?: string
}

export type StartupLogin = { MemberId: string; Token: string; EnterpriseId?: string }

export function settingsPatchOf(params: StartupParams): StartupSettingsPatch {
  const patch: StartupSettingsPatch = {}
  if (params.platId) patch.platId = params.platId
  if (params.RefId) patch.RefId = params.RefId
  if (params.journeyBizNo) patch.journeyBizNo = params.journeyBizNo
  if (params.Page) patch.ToPage = params.Page
  if (params.orderNo) patch.ToOrderDetailSerialNo = params.orderNo
  return patch
}

/** token and memberId together log the member in; one without the other does nothing. */
export function loginOf(params: StartupParams): StartupLogin | null {
  if (!params.token || !params.memberId) return null
  const login: StartupLogin = { MemberId: params.memberId, Token: params.token }
  if (params.EnterpriseId) login.EnterpriseId = params.EnterpriseId
  return login
}

export type StartupTarget =
  | { kind: 'noPermission'; url: string }
  | { kind: 'login'; url: string }
  | { kind: 'home'; url: string; then: string | null }

/**
 * Where start-up goes once the parameters are applied. `home` is chooseHome's answer; `needsLogin` is
 * true when the member is not logged in and the platform does not let logged-out users stay.
 */
export function startupTarget(
  params: StartupParams,
  state: { needsLogin: boolean; home: string },
  lookup: RouteLookup = registryLookup,
): StartupTarget {
  const blocked = noPermissionTarget(params)
  if (blocked) return { kind: 'noPermission', url: blocked }
  if (state.needsLogin) return { kind: 'login', url: linkTo('loginAndRegister/login') }
  const then = resolveStartPage(params, lookup)
  const isHome = then !== null && then.split('?')[0] === state.home.split('?')[0]
  if (isHome) return { kind: 'home', url: then, then: null }
  return { kind: 'home', url: state.home, then }
}
