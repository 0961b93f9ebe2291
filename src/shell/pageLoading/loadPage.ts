import { ASYNC_PAGE } from '@/core/constants/timing'

/** What the screen shows while one page's code loads. */
export type PageLoadView = {
  loading(): void
  failed(retry: () => void): void
  done(): void
}

export type PageLoadTiming = { delay: number; timeout: number }

/**
 * Loads a page's code (foundations section 9): the loading view after `delay`, the failure view on an error
 * or after `timeout`; 重试 loads again. Resolves with the first load that succeeds (a slow load that
 * arrives after the timeout still counts), so the router simply waits until the page can be shown.
 */
export function loadPage<T>(load: () => Promise<T>, view: PageLoadView, timing: PageLoadTiming = ASYNC_PAGE): Promise<T> {
  return new Promise<T>((resolve) => {
    let settled = false
    const attempt = () => {
      let failed = false
      const stopTimers = () => {
        clearTimeout(loadingTimer)
        clearTimeout(timeoutTimer)
      }
      const fail = () => {
        if (failed || settled) return
        failed = true
        stopTimers()
        view.failed(attempt)
      }
      const loadingTimer = setTimeout(() => view.loading(), timing.delay)
      const timeoutTimer = setTimeout(fail, timing.timeout)
      let pending: Promise<T>
      try {
        pending = load()
      } catch (error) {
        pending = Promise.reject(error)
      }
      pending.then((value) => {
        stopTimers()
        if (settled) return
        settled = true
        view.done()
        resolve(value)
      }, fail)
    }
    attempt()
  })
}
