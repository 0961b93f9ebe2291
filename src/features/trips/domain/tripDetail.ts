import type { SpecRouteId } from '@/routes/types'
import { productTypeCode } from '../../shared/domain/productTypes'

const DETAIL_ROUTES = {
  1: 'order3.0/hotel/detail',
  5: 'order3.0/flight/detail',
  6: 'order3.0/train/detail',
  7: 'order3.0/car/detail',
} as const

/** The order detail a trip opens, when that product's detail page is live. */
export function tripDetailRoute(productType: unknown, isLive: (routeId: SpecRouteId) => boolean): SpecRouteId | null {
  const code = productTypeCode(productType)
  if (code === undefined) return null
  const routeId = DETAIL_ROUTES[code]
  return isLive(routeId) ? routeId : null
}
