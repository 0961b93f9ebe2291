import { mainPackageIds } from './main-package'
import { screens } from './screens'
import { specRoutes } from './spec-routes'
import type { RouteEntry } from './types'

export { mainPackageIds }

export const routes: RouteEntry[] = specRoutes.map((route) => {
  const binding = screens[route.id]
  return { ...route, ...binding, isLive: binding !== undefined }
})

const byId = new Map(routes.map((r) => [r.id, r]))
const byPath = new Map(routes.map((r) => [r.path, r]))

export function routeById(id: string): RouteEntry {
  const route = byId.get(id)
  if (!route) throw new Error(`unknown route id: ${id}`)
  return route
}

export function routeByPath(path: string): RouteEntry | undefined {
  const clean = `/${path.replace(/^\/+/, '').split('?')[0]}`
  return byPath.get(clean === '/pages/entry/index' ? '/' : clean)
}

export function isLive(id: string): boolean {
  return byId.get(id)?.isLive ?? false
}
