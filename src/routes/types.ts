/** Route registry types: pure data, safe to import from Node scripts and from the app. */
import type { ComponentType } from 'react'
import type { SpecRouteId } from './spec-routes'

export type { SpecRouteId }

export type { PageOptions, RouteKind, SpecRoute } from './specRoute'
import type { PageOptions, SpecRoute } from './specRoute'

/** What every screen receives from the page wrapper; `V` lists the variants the screen handles. */
export type ScreenProps<V extends string = never> = {
  routeId: SpecRouteId
  /** The route's title (the spec's, as its page config shows it): it comes with the page, not a table (0930). */
  title?: string
  variant?: V
  /** Query parameters, decoded once here (H5 hands them over still URL-encoded). */
  query: Record<string, string>
}

/** The variants a screen component declares through its props. */
export type VariantOf<S> = S extends ComponentType<ScreenProps<infer V>> ? V : never

/** Where a route's screen lives (path under src/, without extension) and which variant it mounts. */
export type ScreenBinding = {
  screen: string
  variant?: string
  /** Page options the screen needs beyond the spec's (e.g. native pull-down for its pull-to-refresh). */
  options?: PageOptions
}

export type RouteEntry = SpecRoute<SpecRouteId> & Partial<ScreenBinding> & { isLive: boolean }
