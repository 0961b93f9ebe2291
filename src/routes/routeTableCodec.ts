/**
 * The app's route table as one string (decision 0930): what the app reads of a route at run time is its id, path,
 * kind and whether it is live; titles and options come with each page (its config and page module), screens with
 * its code. One route per comma-separated item:
 * - `id`: a live page at `/pages/<id>`;
 * - `id*`: a live page at `/pages/<id>/<last segment of id>` (the spec's repeated last segment);
 * - `id=<path>` or `id=<path>|<kind>`: any other path, and the kind when it is not `page`;
 * - a leading `-`: the route is not live (no domain binds it).
 */
import type { RouteKind, SpecRouteId } from './types'

export type RouteInfo = { id: SpecRouteId; path: string; kind: RouteKind; isLive: boolean }

const RESERVED = /[,=*|]|^-/

export function encodeRoute(route: RouteInfo): string {
  if (RESERVED.test(route.id)) throw new Error(`route id ${route.id} holds a character the route table reserves`)
  if (route.path.includes(',') || route.path.includes('|')) throw new Error(`route path ${route.path} holds , or |`)
  const live = route.isLive ? '' : '-'
  const last = route.id.slice(route.id.lastIndexOf('/') + 1)
  if (route.kind === 'page' && route.path === `/pages/${route.id}`) return `${live}${route.id}`
  if (route.kind === 'page' && route.path === `/pages/${route.id}/${last}`) return `${live}${route.id}*`
  return `${live}${route.id}=${route.path}${route.kind === 'page' ? '' : `|${route.kind}`}`
}

export function encodeRouteTable(routes: readonly RouteInfo[]): string {
  return routes.map(encodeRoute).join(',')
}

export function decodeRouteTable(table: string): RouteInfo[] {
  return table.split(',').map((item) => {
    const isLive = !item.startsWith('-')
    const body = isLive ? item : item.slice(1)
    const at = body.indexOf('=')
    if (at >= 0) {
      const [path, kind = 'page'] = body.slice(at + 1).split('|')
      return { id: body.slice(0, at) as SpecRouteId, path, kind: kind as RouteKind, isLive }
    }
    if (body.endsWith('*')) {
      const id = body.slice(0, -1)
      return { id: id as SpecRouteId, path: `/pages/${id}/${id.slice(id.lastIndexOf('/') + 1)}`, kind: 'page', isLive }
    }
    return { id: body as SpecRouteId, path: `/pages/${body}`, kind: 'page', isLive }
  })
}
