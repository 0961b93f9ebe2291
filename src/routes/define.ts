/**
 * How a domain declares its routes (in `src/features/<domain>/routes.ts`): pure data, no runtime import of
 * screens, so the generator runs it in Node. `npm run routes:gen` assembles every domain's file into
 * `domains.ts`; no shared table is edited by hand.
 */
import type { PageOptions, ScreenBinding, SpecRouteId, VariantOf } from './types'

/** A screen's binding: its file relative to the declaring folder (`./screens/X`); `S` (the screen's type) types the variant. */
export function screen<S>(path: string, variant?: VariantOf<S>, options?: PageOptions): ScreenBinding {
  return { screen: path, ...(variant === undefined ? {} : { variant }), ...(options ? { options } : {}) }
}

/** The settings flags that permit booking a product (000 section 6). */
export type ProductPermissionFlag =
  | 'IsPermittedBookHotel'
  | 'IsPermittedBookInternationalHotel'
  | 'IsPermittedBookFlight'
  | 'IsPermittedBookInternationalFlight'
  | 'IsPermittedBookTrain'
  | 'IsPermittedUseCar'
  | 'IsPermittedUseCarTemp'
  | 'IsPermittedUseCarWork'
  | 'takeoutPeritted'

/** A product entry on the home page: shown when any flag permits it and one of its routes is live. */
export type HomeEntryDeclaration = {
  key: string
  title: string
  /** Short mark shown in the entry's round icon. */
  mark: string
  /** Place among the home entries (hotel 10, international hotel 20, flight 30, ... takeout 70). */
  rank: number
  flags: readonly ProductPermissionFlag[]
  /** Route ids in preference order (newest product version first); the first live one is opened. */
  routeIds: readonly SpecRouteId[]
  query?: Record<string, string>
}

export type DomainRoutes<Id extends SpecRouteId = SpecRouteId> = {
  /** The feature folder that declares them (src/features/<name>, or 'shell'). */
  name: string
  routes: { readonly [K in Id]: ScreenBinding }
  homeEntries?: readonly HomeEntryDeclaration[]
}

/** Any domain's declaration, as the registry reads it. */
export type AnyDomainRoutes = {
  name: string
  routes: { readonly [K in SpecRouteId]?: ScreenBinding }
  homeEntries?: readonly HomeEntryDeclaration[]
}

export function defineRoutes<Id extends SpecRouteId>(declaration: DomainRoutes<Id>): DomainRoutes<Id> {
  return declaration
}

export const pullDown: PageOptions = { enablePullDownRefresh: true }
