/** Query key of the entry page that names an address the app could not open (see NotFoundView). */
export const MISSING_KEY = 'missing'

export const ENTRY_PATH = '/pages/entry/index'

/** 暂未开通: a route of the spec whose screen is not built yet; 页面不存在: an address the app does not have. */
export type NotFoundKind = 'notLive' | 'unknown'

export const NOT_FOUND_TITLES: Record<NotFoundKind, string> = { notLive: '暂未开通', unknown: '页面不存在' }
export const NOT_FOUND_HINTS: Record<NotFoundKind, string> = {
  notLive: '该功能正在建设中，敬请期待',
  unknown: '您访问的页面不存在，请检查链接是否正确',
}

export function notFoundKind(path: string, routeByPath: (path: string) => { isLive: boolean } | undefined): NotFoundKind {
  const route = routeByPath(path)
  return route && !route.isLive ? 'notLive' : 'unknown'
}

/** The address shown on the page: a path of at most 200 characters with a leading slash. */
export function shownPath(path: string | undefined): string {
  const value = (path ?? '').trim()
  if (value === '') return '/'
  const withSlash = value.startsWith('/') ? value : `/${value}`
  return withSlash.length > 200 ? `${withSlash.slice(0, 200)}…` : withSlash
}

/** Where the page-not-found handler sends the app: the entry, showing the not-found notice for `path`. */
export function notFoundUrl(path: string): string {
  return `${ENTRY_PATH}?${MISSING_KEY}=${encodeURIComponent(shownPath(path))}`
}

/** The address of Taro's onPageNotFound answer, with its query. */
export function missingAddress(res: { path?: string; query?: Record<string, unknown> } | undefined): string {
  const query = Object.entries(res?.query ?? {})
    .filter(([key]) => key !== '$taroTimestamp')
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&')
  const path = shownPath(res?.path)
  return query ? `${path}?${query}` : path
}

/**
 * An address the build names otherwise (a page file with a dot, built as `_` in the mini-programs:
 * routes/miniPagePath.ts), as the address to open instead; undefined when the build has no other name for it.
 */
export function renamedAddress(address: string, built: (path: string) => string): string | undefined {
  const at = address.indexOf('?')
  const path = at < 0 ? address : address.slice(0, at)
  const renamed = built(path)
  return renamed === path ? undefined : `${renamed}${at < 0 ? '' : address.slice(at)}`
}
