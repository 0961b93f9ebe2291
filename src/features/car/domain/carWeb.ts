import type { SpecRouteId } from '@/routes/types'

export type CarWebRoute = Extract<SpecRouteId, 'car/webView' | 'car/iframe' | 'car/ios'>

/**
 * Which page opens a ride provider's own H5 page (decision 0353): the mini-programs' web-view, on H5 an iframe
 * under the header, and on iOS browsers the iframe inside a touch-scrolling box (iOS sizes an iframe to its
 * content and will not scroll it by itself).
 */
export function carWebRoute(isMiniProgram: boolean, userAgent: string): CarWebRoute {
  if (isMiniProgram) return 'car/webView'
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'car/ios' : 'car/iframe'
}
