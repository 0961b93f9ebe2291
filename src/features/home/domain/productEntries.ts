import type { HomeEntryDeclaration } from '@/routes/define'
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

export type ProductDefinition = HomeEntryDeclaration

export type ProductEntry = {
  key: string
  title: string
  mark: string
  routeId: SpecRouteId
  query?: Record<string, string>
}

/**
 * The product entries a member sees, of those the domains declare (`homeEntries` in each routes.ts): permitted
 * by any of the product's flags, and only when one of its routes is live.
 */
export function visibleProductEntries(
  products: readonly ProductDefinition[],
  flags: PermissionFlags,
  isLive: (routeId: SpecRouteId) => boolean,
): ProductEntry[] {
  const entries: ProductEntry[] = []
  for (const product of products) {
    if (!product.flags.some((flag) => isOn(flags[flag]))) continue
    const routeId = product.routeIds.find(isLive)
    if (!routeId) continue
    entries.push({ key: product.key, title: product.title, mark: product.mark, routeId, query: product.query })
  }
  return entries
}
