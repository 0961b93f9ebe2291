/** Route registry types: pure data, safe to import from Node scripts and from the app. */

export type RouteKind = 'page' | 'entry' | 'static'

export type PageOptions = {
  enablePullDownRefresh?: boolean
  onReachBottomDistance?: number
  disableSwipeBack?: boolean
}

/** One line of ../shared/spec/routes.tsv, with the options its notes carry. */
export type SpecRoute = {
  id: string
  path: string
  domain: string
  title: string
  notes: string
  kind: RouteKind
  options: PageOptions
}

/** Where a route's screen lives (path under src/, without extension) and which variant it mounts. */
export type ScreenBinding = {
  screen: string
  variant?: string
  /** Page options the screen needs beyond the spec's (e.g. native pull-down for its pull-to-refresh). */
  options?: PageOptions
}

export type RouteEntry = SpecRoute & Partial<ScreenBinding> & { isLive: boolean }
