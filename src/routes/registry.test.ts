import { domainRoutes } from './domains'
import { findRoute, homeEntries, isLive, routeById, routes } from './registry'
import { linkTo } from './link'

describe('route registry assembled from the domains', () => {
  it('binds each route once, to a screen under the declaring folder', () => {
    const seen = new Set<string>()
    for (const domain of domainRoutes) {
      for (const id of Object.keys(domain.routes)) {
        expect(seen.has(id)).toBe(false)
        seen.add(id)
        const base = domain.name === 'shell' ? 'shell/' : `features/${domain.name}/`
        const screen = findRoute(id)?.screen ?? ''
        expect(screen.startsWith(base) || screen.startsWith('hybrid/')).toBe(true)
      }
    }
    expect(routes.filter((r) => r.isLive).length).toBe(seen.size)
  })

  it('knows live and not-yet-live routes apart', () => {
    expect(isLive('product3.0/hotel/list')).toBe(true)
    for (const route of routes) expect(isLive(route.id)).toBe(route.screen !== undefined)
    expect(routeById('product3.0/hotel/list').variant).toBe('v3')
  })

  it('reads ids from outside without throwing', () => {
    expect(findRoute('no/such/page')).toBeUndefined()
    expect(findRoute('order/index')?.path).toBe('/pages/order/index/index')
  })

  it('takes home entries from the domains', () => {
    expect(homeEntries.find((e) => e.key === 'hotel')?.routeIds[0]).toBe('product3.0/hotel/index')
  })

  it('builds links from ids', () => {
    expect(linkTo('product3.0/hotel/list', { city: '上海', empty: '' })).toBe('/pages/product3.0/hotel/list/list?city=%E4%B8%8A%E6%B5%B7')
    expect(linkTo('entry')).toBe('/pages/entry/index')
  })
})
