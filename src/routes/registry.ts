import { domainRoutes } from './domains'
import type { AnyDomainRoutes, HomeEntryDeclaration } from './define'
import { mainPackageIds } from './main-package'
import { specRoutes } from './spec-routes'
import type { RouteEntry, ScreenBinding, SpecRouteId } from './types'

export { mainPackageIds }

/** Route id -> its binding, from every domain's routes.ts; a route is live only when a domain binds it. */
function assembleBindings(domains: readonly AnyDomainRoutes[]): Map<string, ScreenBinding> {
  const bindings = new Map<string, ScreenBinding>()
  for (const domain of domains) {
    const base = domain.name === 'shell' ? 'shell' : `features/${domain.name}`
    for (const [id, binding] of Object.entries(domain.routes) as [string, ScreenBinding][]) {
      if (bindings.has(id)) throw new Error(`route ${id} is bound twice (${domain.name})`)
      const screen = binding.screen.startsWith('./') ? `${base}/${binding.screen.slice(2)}` : binding.screen
      bindings.set(id, { ...binding, screen })
    }
  }
  return bindings
}

const bindings = assembleBindings(domainRoutes)

export const routes: RouteEntry[] = specRoutes.map((route) => {
  const binding = bindings.get(route.id)
  if (!binding) return { ...route, isLive: false }
  return { ...route, ...binding, options: { ...route.options, ...binding.options }, isLive: true }
})

for (const id of mainPackageIds) {
  if (!routes.some((r) => r.id === id)) throw new Error(`main-package.ts names an unknown route id: ${id}`)
}

const byId = new Map<string, RouteEntry>(routes.map((r) => [r.id, r]))
const byPath = new Map(routes.map((r) => [r.path, r]))

export function routeById(id: SpecRouteId): RouteEntry {
  const route = byId.get(id)
  if (!route) throw new Error(`unknown route id: ${id}`)
  return route
}

/** A route by an id read from outside (a start-up parameter): undefined when no such route exists. */
export function findRoute(id: string): RouteEntry | undefined {
  return byId.get(id)
}

export function routeByPath(path: string): RouteEntry | undefined {
  const clean = `/${path.replace(/^\/+/, '').split('?')[0]}`
  return byPath.get(clean === '/pages/entry/index' ? '/' : clean)
}

export function isLive(id: SpecRouteId): boolean {
  return byId.get(id)?.isLive ?? false
}

/** Every product entry the domains declare for the home page, in their rank order. */
export const homeEntries: readonly HomeEntryDeclaration[] = domainRoutes
  .flatMap((d) => d.homeEntries ?? [])
  .sort((a, b) => a.rank - b.rank)
