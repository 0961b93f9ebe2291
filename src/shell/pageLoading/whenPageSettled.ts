type IdleWindow = {
  document?: { readyState: string }
  addEventListener?: (type: 'load', listener: () => void, options: { once: boolean }) => void
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number
}

function browserWindow(): IdleWindow | undefined {
  return typeof window === 'object' && window !== null ? (window as unknown as IdleWindow) : undefined
}

/** The longest an idle period is waited for once the page has loaded. */
export const IDLE_WAIT_MS = 2000

/**
 * Runs `work` once the page's own first load is over: in a browser, after the window's load event (its scripts,
 * styles and images) and then in the first idle period; on the mini-programs (no window) at once.
 * Answers a function that cancels it.
 */
export function whenPageSettled(work: () => void, host: IdleWindow | undefined = browserWindow()): () => void {
  let cancelled = false
  const run = () => {
    if (!cancelled) work()
  }
  const whenIdle = () => {
    if (cancelled) return
    if (host?.requestIdleCallback) host.requestIdleCallback(run, { timeout: IDLE_WAIT_MS })
    else run()
  }
  if (host?.document && host.document.readyState !== 'complete' && host.addEventListener) host.addEventListener('load', whenIdle, { once: true })
  else whenIdle()
  return () => {
    cancelled = true
  }
}
