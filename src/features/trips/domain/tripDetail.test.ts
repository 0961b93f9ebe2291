import type { SpecRouteId } from '@/routes/types'
import { routeById } from '@/routes/registry'
import { tripDetailRoute } from './tripDetail'

it.each<[number, SpecRouteId]>([
  [1, 'order3.0/hotel/detail'],
  [5, 'order3.0/flight/detail'],
  [6, 'order3.0/train/detail'],
  [7, 'order3.0/car/detail'],
])('product type %p opens %s when live', (type, routeId) => {
  expect(tripDetailRoute(type, () => true)).toBe(routeId)
  expect(() => routeById(routeId)).not.toThrow()
})

it('opens nothing when the detail page is not live or the type is unknown', () => {
  expect(tripDetailRoute(1, () => false)).toBeNull()
  expect(tripDetailRoute(3, () => true)).toBeNull()
})
