export type Breadcrumb = { at: number; message: string; data?: unknown }

export type ErrorReport = { message: string; at: number; breadcrumbs: Breadcrumb[]; extra?: unknown }

export type Reporter = {
  breadcrumb(message: string, data?: unknown): void
  /** Sends the report with the recent breadcrumbs; never throws, never rejects. */
  report(message: string, extra?: unknown): void
  breadcrumbs(): Breadcrumb[]
}

export const BREADCRUMB_LIMIT = 50

export type ReporterDeps = {
  send: (report: ErrorReport) => Promise<unknown> | void
  now?: () => number
  limit?: number
}

/** Keeps the last 50 breadcrumbs and sends error reports (to tripwise-m-api/event-tracking/add). */
export function createReporter(deps: ReporterDeps): Reporter {
  const now = deps.now ?? Date.now
  const limit = deps.limit ?? BREADCRUMB_LIMIT
  let trail: Breadcrumb[] = []
  return {
    breadcrumb(message, data) {
      trail.push(data === undefined ? { at: now(), message } : { at: now(), message, data })
      if (trail.length > limit) trail = trail.slice(trail.length - limit)
    },
    report(message, extra) {
      try {
        const sent = deps.send({ message, at: now(), breadcrumbs: trail.slice(), extra })
        if (sent && typeof (sent as Promise<unknown>).catch === 'function') (sent as Promise<unknown>).catch(() => undefined)
      } catch {
        // reporting must never break the caller
      }
    },
    breadcrumbs: () => trail.slice(),
  }
}

/** A reporter that only keeps breadcrumbs (tests, or before the app is wired). */
export const silentReporter = (): Reporter => createReporter({ send: () => undefined })
