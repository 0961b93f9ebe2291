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
