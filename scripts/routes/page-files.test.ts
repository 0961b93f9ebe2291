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
})
