/** Route registry types: pure data, safe to import from Node scripts and from the app. */
import type { ComponentType } from 'react'
import type { SpecRouteId } from './spec-routes'

export type { SpecRouteId }

export type RouteKind = 'page' | 'entry' | 'static'

export type PageOptions = {
  enablePullDownRefresh?: boolean
  onReachBottomDistance?: number
  disableSwipeBack?: boolean
  /** Mini-programs: the page may be shared (its screen gives the message with useShareAppMessage). */
  enableShareAppMessage?: boolean
}

/**
 * One line of ../shared/spec/routes.tsv, with the options its notes carry. The notes themselves stay in the
 * TSV: the app never reads them, and every page would download them (decision 0493).
 */
export type SpecRoute<Id extends string = string> = {
  id: Id
  path: string
  domain: string
  title: string
  kind: RouteKind
  options: PageOptions
}

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
