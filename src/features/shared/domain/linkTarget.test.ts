import type { SpecRouteId } from '@/routes/types'
import { linkTarget, type RouteLookup } from './linkTarget'

const routes = (live: SpecRouteId[]): RouteLookup => ({
  isLive: (id) => live.includes(id),
  routeByPath: (path) => {
    const clean = path.split('?')[0]
    const ids: Record<string, SpecRouteId> = { '/pages/order3.0/triplist': 'order3.0/triplist', '/pages/hotel/index/index': 'hotel/index' }
    return ids[clean] ? { id: ids[clean] } : undefined
  },
})

it('opens a live app page with its query', () => {
  expect(linkTarget('/pages/order3.0/triplist?tab=1', routes(['order3.0/triplist']))).toEqual({
    kind: 'page',
    url: '/pages/order3.0/triplist?tab=1',
  })
})

it('accepts a page address without the leading slash or with a legacy #/', () => {
  const live = routes(['order3.0/triplist'])
  expect(linkTarget('pages/order3.0/triplist', live)).toEqual({ kind: 'page', url: '/pages/order3.0/triplist' })
  expect(linkTarget('/#/pages/order3.0/triplist', live)).toEqual({ kind: 'page', url: '/pages/order3.0/triplist' })
})

it('does nothing for a page that is not live or unknown', () => {
  expect(linkTarget('/pages/hotel/index/index', routes([]))).toBeNull()
  expect(linkTarget('/pages/nowhere', routes(['order3.0/triplist']))).toBeNull()
})

it('opens web addresses in the embedded viewer when it is live', () => {
  expect(linkTarget('https://example.com/a', routes(['index/iframeWeb']))).toEqual({
    kind: 'web',
    routeId: 'index/iframeWeb',
    paramUrl: 'https://example.com/a',
  })
  expect(linkTarget('https://example.com/a', routes([]))).toBeNull()
})

it('does nothing without a link', () => {
  expect(linkTarget('', routes([]))).toBeNull()
  expect(linkTarget(undefined, routes([]))).toBeNull()
})
