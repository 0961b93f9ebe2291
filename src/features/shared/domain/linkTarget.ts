import type { SpecRouteId } from '@/routes/types'
export type RouteLookup = {
  isLive(routeId: SpecRouteId): boolean
  routeByPath(path: string): { id: SpecRouteId } | undefined
}

/**
 * Where tapping a banner or a frequently used item goes: an app page (by its address), a web page in the
 * embedded viewer, or nowhere.
 */
export type LinkTarget = { kind: 'page'; url: string } | { kind: 'web'; routeId: SpecRouteId; paramUrl: string } | null

export function linkTarget(link: string | null | undefined, routes: RouteLookup): LinkTarget {
  const value = (link ?? '').trim()
  if (value === '') return null
  if (/^https?:\/\//i.test(value)) {
    return routes.isLive('index/iframeWeb') ? { kind: 'web', routeId: 'index/iframeWeb', paramUrl: value } : null
  }
  const url = `/${value.replace(/^\/?(#\/)?/, '')}`
  const route = routes.routeByPath(url)
  return route && routes.isLive(route.id) ? { kind: 'page', url } : null
}

/**
 * The entries a list offers: only those whose link opens something live (issue 13: no entry may lead
 * nowhere). With `keepUnlinked`, entries without a link stay (a banner that only informs).
 */
export function offeredEntries<T extends { Url?: string | null; LinkUrl?: string | null }>(
  entries: readonly T[],
  routes: RouteLookup,
  options: { keepUnlinked?: boolean } = {},
): T[] {
  return entries.filter((entry) => {
    const link = (entry.Url ?? entry.LinkUrl ?? '').trim()
    if (link === '') return Boolean(options.keepUnlinked)
    return linkTarget(link, routes) !== null
  })
}
