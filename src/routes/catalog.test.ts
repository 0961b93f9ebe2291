import { domainRoutes } from './domains'
import { catalogRoute, homeEntries as catalogHomeEntries, routes as catalog } from './catalog'
import { findRoute, homeEntries, isLive, routeById, routeByPath, routes } from './registry'
import { linkTo } from './link'
import { decodeRouteTable, encodeRoute, encodeRouteTable } from './routeTableCodec'

describe('route catalogue assembled from the domains', () => {
  it('binds each route once, to a screen under the declaring folder', () => {
    const seen = new Set<string>()
    for (const domain of domainRoutes) {
      for (const id of Object.keys(domain.routes)) {
        expect(seen.has(id)).toBe(false)
        seen.add(id)
        const base = domain.name === 'shell' ? 'shell/' : `features/${domain.name}/`
        const screen = catalogRoute(id)?.screen ?? ''
        expect(screen.startsWith(base) || screen.startsWith('hybrid/')).toBe(true)
      }
    }
    expect(catalog.filter((r) => r.isLive).length).toBe(seen.size)
    expect(catalogRoute('product3.0/hotel/list')?.variant).toBe('v3')
  })

  it('takes home entries from the domains', () => {
    expect(catalogHomeEntries.find((e) => e.key === 'hotel')?.routeIds[0]).toBe('product3.0/hotel/index')
  })
})

describe("the app's route table (route-table.ts, generated from the catalogue)", () => {
  it('holds every route of the catalogue with its path, kind and liveness, in order', () => {
    expect(routes).toEqual(catalog.map(({ id, path, kind, isLive: live }) => ({ id, path, kind, isLive: live })))
    expect(homeEntries).toEqual(catalogHomeEntries)
  })

  it('knows live and not-yet-live routes apart', () => {
    expect(isLive('product3.0/hotel/list')).toBe(true)
    for (const route of catalog) expect(isLive(route.id)).toBe(route.screen !== undefined)
  })

  it('reads ids and paths from outside without throwing', () => {
    expect(findRoute('no/such/page')).toBeUndefined()
    expect(findRoute('order/index')?.path).toBe('/pages/order/index/index')
    expect(routeByPath('/pages/entry/index')?.id).toBe('entry')
    expect(routeByPath('pages/hotel/list/list?city=1')?.id).toBe('hotel/list')
    expect(routeByPath('/components/netError')?.id).toBe('components/netError')
    expect(() => routeById('no/such' as never)).toThrow('unknown route id')
  })

  it('builds links from ids', () => {
    expect(linkTo('product3.0/hotel/list', { city: '上海', empty: '' })).toBe('/pages/product3.0/hotel/list/list?city=%E4%B8%8A%E6%B5%B7')
    expect(linkTo('entry')).toBe('/pages/entry/index')
  })
})

describe('route table format', () => {
  it('writes the usual paths short and any other path whole, with its kind', () => {
    expect(encodeRoute({ id: 'train/list', path: '/pages/train/list', kind: 'page', isLive: true })).toBe('train/list')
    expect(encodeRoute({ id: 'hotel/list', path: '/pages/hotel/list/list', kind: 'page', isLive: false })).toBe('-hotel/list*')
    expect(encodeRoute({ id: 'entry', path: '/', kind: 'entry', isLive: true })).toBe('entry=/|entry')
    expect(encodeRoute({ id: 'components/netError', path: '/components/netError', kind: 'page', isLive: true })).toBe('components/netError=/components/netError')
  })

  it('reads back what it wrote', () => {
    const sample = [
      { id: 'entry', path: '/', kind: 'entry', isLive: true },
      { id: 'hotel/list', path: '/pages/hotel/list/list', kind: 'page', isLive: false },
      { id: 'hybrid/html/online_service', path: '/hybrid/html/online_service.html', kind: 'static', isLive: true },
      { id: 'index2.0/index', path: '/pages/index2.0/index', kind: 'page', isLive: true },
    ] as const
    expect(decodeRouteTable(encodeRouteTable(sample))).toEqual(sample)
  })

  it('refuses an id that would read back as another route', () => {
    expect(() => encodeRoute({ id: 'a,b' as never, path: '/pages/a', kind: 'page', isLive: true })).toThrow('reserves')
    expect(() => encodeRoute({ id: '-a' as never, path: '/pages/a', kind: 'page', isLive: true })).toThrow('reserves')
  })
})
