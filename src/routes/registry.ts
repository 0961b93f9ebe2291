import { mainPackageIds } from './main-package'
import { screens } from './screens'
import { specRoutes } from './spec-routes'
import type { RouteEntry } from './types'

export { mainPackageIds }

export const routes: RouteEntry[] = specRoutes.map((route) => {
  const binding = screens[route.id]
  if (!binding) return { ...route, isLive: false }
  return { ...route, ...binding, options: { ...route.options, ...binding.options }, isLive: true }
})

for (const id of mainPackageIds) {
  if (!routes.some((r) => r.id === id)) throw new Error(`main-package.ts names an unknown route id: ${id}`)
}
for (const id of Object.keys(screens)) {
  if (!routes.some((r) => r.id === id)) throw new Error(`screens.ts binds an unknown route id: ${id}`)
}

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
