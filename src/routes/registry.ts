/**
 * The routes as the app reads them at run time: id, path, kind and liveness of every spec route, from the table the
 * generator writes (route-table.ts, `npm run routes:gen`; format in routeTableCodec.ts). The whole catalogue (titles,
 * domains, screens) stays in catalog.ts for the generator and tests: every page used to carry it (decision 0930).
 */
import type { HomeEntryDeclaration } from './define'
import { HOME_ENTRIES, ROUTE_TABLE } from './route-table'
import { decodeRouteTable, type RouteInfo } from './routeTableCodec'
import type { SpecRouteId } from './types'

export type { RouteInfo }

export const routes: readonly RouteInfo[] = decodeRouteTable(ROUTE_TABLE)

const byId = new Map<string, RouteInfo>(routes.map((r) => [r.id, r]))
const byPath = new Map<string, RouteInfo>(routes.map((r) => [r.path, r]))

export function routeById(id: SpecRouteId): RouteInfo {
  const route = byId.get(id)
  if (!route) throw new Error(`unknown route id: ${id}`)
  return route
}

/** A route by an id read from outside (a start-up parameter): undefined when no such route exists. */
export function findRoute(id: string): RouteInfo | undefined {
  return byId.get(id)
}

export function routeByPath(path: string): RouteInfo | undefined {
  const clean = `/${path.replace(/^\/+/, '').split('?')[0]}`
  return byPath.get(clean === '/pages/entry/index' ? '/' : clean)
}

export function isLive(id: SpecRouteId): boolean {
  return byId.get(id)?.isLive ?? false
}

/** Every product entry the domains declare for the home page, in their rank order. */
export const homeEntries: readonly HomeEntryDeclaration[] = HOME_ENTRIES
