import Taro from '@tarojs/taro'

/** The longest the start-up waits for a page it opened to be shown before it goes on. */
export const PAGE_SHOWN_WAIT_MS = 15000

type RouterEvents = {
  on(name: string, listener: (event: unknown) => void): unknown
  off(name: string, listener: (event: unknown) => void): unknown
}

/** Taro's H5 router, after it has loaded and shown a page (setTimeout 0 after the page's show). */
export const AFTER_ROUTER_CHANGE = '__afterTaroRouterChange'

const pathOf = (url: string) => `/${url.split('?')[0].replace(/^\//, '')}`

/**
 * H5: Taro's router answers reLaunch as soon as the address changes, before the page's code has loaded. A
 * navigateTo at that moment runs its page load beside the first one; both read the router's one pending
 * navigation method, and the two pages could end up both hidden. Resolves once the router has shown `url`'s
 * page, or after `timeoutMs` (a page that failed to load shows its own error).
 */
export function untilPageShown(url: string, events: RouterEvents = Taro.eventCenter, timeoutMs = PAGE_SHOWN_WAIT_MS): Promise<void> {
  const path = pathOf(url)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      events.off(AFTER_ROUTER_CHANGE, onChange)
      resolve()
    }
    const onChange = (event: unknown) => {
      const shown = (event as { toLocation?: { path?: string } } | undefined)?.toLocation?.path
      if (shown !== undefined && pathOf(shown) === path) done()
    }
    const timer = setTimeout(done, timeoutMs)
    events.on(AFTER_ROUTER_CHANGE, onChange)
  })
}
