/**
 * The whole route catalogue: every spec route (title, domain, options) with its binding from the domains' routes.ts
 * (screen, variant). Read by the generator (scripts/routes) and tests; the app reads the lean table the generator
 * writes from it (route-table.ts, through registry.ts), so no page ships the catalogue and no screen's import of a
 * link helper reaches the domains' routes.ts, which import the screens' types (decision 0930).
 */
import { domainRoutes } from './domains'
import type { AnyDomainRoutes, HomeEntryDeclaration } from './define'
import { mainPackageIds } from './main-package'
import { specRoutes } from './spec-routes'
import type { RouteEntry, ScreenBinding } from './types'

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

/** The catalogue's entry of a route id (undefined for an id no spec route has). */
export function catalogRoute(id: string): RouteEntry | undefined {
  return byId.get(id)
}

/** Every product entry the domains declare for the home page, in their rank order. */
export const homeEntries: readonly HomeEntryDeclaration[] = domainRoutes
  .flatMap((d) => d.homeEntries ?? [])
  .sort((a, b) => a.rank - b.rank)
