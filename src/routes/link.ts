import { builtPagePath } from './miniPagePath'
import { routeById } from './registry'
import type { SpecRouteId } from './types'

export type Query = Record<string, string | number | boolean | undefined | null>

export function toQueryString(query: Query = {}): string {
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** The address of a registry route with its query, as this build names the page: the one way links are built. */
export function linkTo(id: SpecRouteId, query?: Query): string {
  const route = routeById(id)
  const path = route.kind === 'entry' ? '/pages/entry/index' : builtPagePath(route.path)
  return `${path}${toQueryString(query)}`
}
