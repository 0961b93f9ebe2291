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

/** Product type codes of the spec (1 hotel, 5 flight, 6 train, 7 car) and 8 for takeout (decision 0130). */
export type ProductTypeCode = 1 | 5 | 6 | 7 | 8

export type ProductDeclaration = {
  type: ProductTypeCode
  /** The order detail an order or a trip of this product opens. */
  detailRoute: SpecRouteId
}

export type DomainRoutes<Id extends SpecRouteId = SpecRouteId> = {
  /** The feature folder that declares them (src/features/<name>, or 'shell'). */
  name: string
  routes: { readonly [K in Id]: ScreenBinding }
  product?: ProductDeclaration
}

/** Any domain's declaration, as the registry reads it. */
export type AnyDomainRoutes = {
  name: string
  routes: { readonly [K in SpecRouteId]?: ScreenBinding }
  product?: ProductDeclaration
}

export function defineRoutes<Id extends SpecRouteId>(declaration: DomainRoutes<Id>): DomainRoutes<Id> {
  return declaration
}

export const pullDown: PageOptions = { enablePullDownRefresh: true }
