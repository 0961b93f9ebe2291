import type { SpecRouteId } from '@/routes/types'

/** The car routes each line of the app links to (v1/v2 legacy pages, v3 the product 3.0 line). */
export const CAR_ROUTES = {
  home: ['product3.0/car/index', 'car/index'],
  didiHome: ['car/didi/index'],
  checkUseType: ['car/checkUseType', 'car/didi/checkUseType'],
  selectPlace: ['index3.0/carIndex/selectPlace', 'index2.0/carIndex/selectPlace'],
  selectCity: ['index2.0/carIndex/selectCity'],
  orderDetail: ['order3.0/car/detail'],
  approval: ['order2.0/car/approval'],
} as const satisfies Record<string, readonly SpecRouteId[]>
