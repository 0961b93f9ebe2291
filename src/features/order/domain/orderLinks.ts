import type { SpecRouteId } from '@/routes/types'
import { productTypeCode } from '../../shared/domain/productTypes'

const DETAIL_ROUTES = {
  1: 'order3.0/hotel/detail',
  5: 'order3.0/flight/detail',
  6: 'order3.0/train/detail',
  7: 'order3.0/car/detail',
} as const

/** The detail page an order opens, when that product's detail page is live. */
export function orderDetailRoute(productType: unknown, isLive: (routeId: SpecRouteId) => boolean): SpecRouteId | null {
  const code = productTypeCode(productType)
  if (code === undefined) return null
  return isLive(DETAIL_ROUTES[code]) ? DETAIL_ROUTES[code] : null
}

/** The order number a page was opened with: the spec's start-up name orderNo, or older spellings. */
export function orderNoOf(query: Record<string, string>): string {
  return query.orderNo ?? query.OrderNo ?? query.orderno ?? query.serialNo ?? ''
}
