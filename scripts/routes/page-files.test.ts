import { layoutPackages } from './page-files'
import { routeIdOf } from './spec-tsv'
import type { RouteEntry } from '../../src/routes/types'

const route = (path: string, domain: string, isLive = true): RouteEntry =>
  ({ id: routeIdOf(path), path, domain, title: '', kind: 'page', options: {}, isLive }) as RouteEntry

describe('layoutPackages', () => {
  const spec = [
    route('/pages/index/index', 'home'),
    route('/pages/product3.0/hotel/list/list', 'hotel'),
    route('/pages/product3.0/hotel/detail/detail', 'hotel'),
    route('/pages/product3.0/train/list/list', 'train', false),
    route('/pages/hotel/list/list', 'hotel'),
    route('/pages/order3.0/triplist', 'order'),
    route('/pages/order3.0/hotel/detail', 'hotel'),
    route('/pages/order3.0/train/detail', 'train', false),
  ]
  const live = spec.filter((r) => r.isLive)

  it('gives each domain its own package under a folder shared with other domains', () => {
    const layout = layoutPackages(live, new Set(['index', 'order3.0/triplist']), spec)
    expect(layout.subPackages.map((p) => p.root)).toEqual(['pages/hotel', 'pages/order3.0/hotel', 'pages/product3.0/hotel'])
    expect(layout.subPackages.find((p) => p.root === 'pages/product3.0/hotel')?.pages).toEqual(['detail/detail', 'list/list'])
  })

  it('keeps main pages in the main package and never nests a root over them', () => {
    const layout = layoutPackages(live, new Set(['index', 'order3.0/triplist']), spec)
    expect(layout.pages).toEqual(['pages/index/index', 'pages/order3.0/triplist'])
  })

  it('counts routes that are not live yet, so a package root does not move when a domain arrives', () => {
    const onlyHotel = layoutPackages(live, new Set(['index']), live)
    const withSpec = layoutPackages(live, new Set(['index']), spec)
    expect(onlyHotel.subPackages.map((p) => p.root)).toContain('pages/product3.0')
    expect(withSpec.subPackages.map((p) => p.root)).toContain('pages/product3.0/hotel')
  })

  describe('shared package roots (decision 0930)', () => {
    const mixed = [
      route('/pages/index/index', 'home'),
      route('/pages/order3.0/triplist', 'order'),
      route('/pages/order3.0/flight/detail', 'order'),
      route('/pages/order3.0/flight/refund/apply', 'flight'),
      route('/pages/order3.0/flight/change/index', 'flight'),
    ]
    const mainIds = new Set(['index', 'order3.0/triplist'])

    it('without one, keeps a page sitting in a folder of several domains in the main package', () => {
      const layout = layoutPackages(mixed, mainIds, mixed)
      expect(layout.pages).toContain('pages/order3.0/flight/detail')
      expect(layout.subPackages.map((p) => p.root)).toEqual(['pages/order3.0/flight/change', 'pages/order3.0/flight/refund'])
    })

    it('makes the folder one package of every domain under it, domain packages inside it included', () => {
      const layout = layoutPackages(mixed, mainIds, mixed, ['pages/order3.0/flight'])
      expect(layout.pages).toEqual(['pages/index/index', 'pages/order3.0/triplist'])
      expect(layout.subPackages).toEqual([{ root: 'pages/order3.0/flight', pages: ['change/index', 'detail', 'refund/apply'] }])
    })

    it('refuses a shared root over a main page, and shared roots that nest', () => {
      expect(() => layoutPackages(mixed, mainIds, mixed, ['pages/order3.0'])).toThrow('holds the main page pages/order3.0/triplist')
      expect(() => layoutPackages(mixed, mainIds, mixed, ['pages/order3.0/flight', 'pages/order3.0/flight/refund'])).toThrow('nest')
    })
  })
})
