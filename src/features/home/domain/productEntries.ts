import type { SpecRouteId } from '@/routes/types'
import { isOn } from '../../shared/domain/flags'

export type PermissionFlags = {
  IsPermittedBookHotel?: unknown
  IsPermittedBookInternationalHotel?: unknown
  IsPermittedBookFlight?: unknown
  IsPermittedBookInternationalFlight?: unknown
  IsPermittedBookTrain?: unknown
  IsPermittedUseCar?: unknown
  IsPermittedUseCarTemp?: unknown
  IsPermittedUseCarWork?: unknown
  takeoutPeritted?: unknown
}

export type ProductKey = 'hotel' | 'internationalHotel' | 'flight' | 'internationalFlight' | 'train' | 'car' | 'takeout'

type ProductDefinition = {
  key: ProductKey
  title: string
  /** Short mark shown in the entry's round icon. */
  mark: string
  flags: ReadonlyArray<keyof PermissionFlags>
  /** Route ids in preference order (newest product version first); the first live one is opened. */
  routeIds: readonly SpecRouteId[]
  query?: Record<string, string>
}

export const PRODUCTS: readonly ProductDefinition[] = [
  { key: 'hotel', title: '酒店', mark: '酒', flags: ['IsPermittedBookHotel'], routeIds: ['product3.0/hotel/index', 'hotel/index'] },
  {
    key: 'internationalHotel',
    title: '国际酒店',
    mark: '国',
    flags: ['IsPermittedBookInternationalHotel'],
    routeIds: ['product3.0/hotel/index', 'hotel/index'],
    query: { isInternational: '1' },
  },
  {
    key: 'flight',
    title: '机票',
    mark: '机',
    flags: ['IsPermittedBookFlight'],
    routeIds: ['product3.0/flight/index', 'product2.0/flight/index', 'flight/index'],
  },
  {
    key: 'internationalFlight',
    title: '国际机票',
    mark: '际',
    flags: ['IsPermittedBookInternationalFlight'],
    routeIds: ['product3.0/flight/index', 'product2.0/flight/index', 'flight/index'],
    query: { isInternational: '1' },
  },
  { key: 'train', title: '火车票', mark: '火', flags: ['IsPermittedBookTrain'], routeIds: ['train/index'] },
  {
    key: 'car',
    title: '用车',
    mark: '车',
    flags: ['IsPermittedUseCar', 'IsPermittedUseCarTemp', 'IsPermittedUseCarWork'],
    routeIds: ['product3.0/car/index', 'car/index'],
  },
  { key: 'takeout', title: '外卖', mark: '餐', flags: ['takeoutPeritted'], routeIds: ['product3.0/takeout/index', 'takeOutFood/index'] },
]

export type ProductEntry = {
  key: ProductKey
  title: string
  mark: string
  routeId: SpecRouteId
  query?: Record<string, string>
}

/**
 * The product entries a member sees: permitted by any of the product's flags, and only when one of its
 * routes is live (booking domains arrive with their own issues).
 */
export function visibleProductEntries(flags: PermissionFlags, isLive: (routeId: SpecRouteId) => boolean): ProductEntry[] {
  const entries: ProductEntry[] = []
  for (const product of PRODUCTS) {
    if (!product.flags.some((flag) => isOn(flags[flag]))) continue
    const routeId = product.routeIds.find(isLive)
    if (!routeId) continue
    entries.push({ key: product.key, title: product.title, mark: product.mark, routeId, query: product.query })
  }
  return entries
}
