/**
 * A line of the spec's route table, apart from the generated ids (spec-routes.ts) so that the generated table and
 * the registry's types do not import each other.
 */
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
