import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { PAGE_PRELOAD_DELAY } from '@/core/constants/timing'
import { linkTo } from '@/routes/link'
import type { SpecRouteId } from '@/routes/types'
import { preloadPages } from './installPageLoading'
import { whenPageSettled } from './whenPageSettled'

/** The tab bar's destinations every member has: the likeliest next pages from anywhere (decision 0430). */
export const PRELOADED_ROUTES: readonly SpecRouteId[] = ['index', 'order3.0/triplist', 'my/index']

export function preloadTargets(current: SpecRouteId): string[] {
  return PRELOADED_ROUTES.filter((id) => id !== current).map((id) => linkTo(id))
}

/** Once a page has been shown for PAGE_PRELOAD_DELAY and has loaded, fetches the code of the likely next pages when idle. */
export function usePagePreload(routeId: SpecRouteId) {
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const cancelSettled = useRef<() => void>()
  const stop = () => {
    clearTimeout(timer.current)
    cancelSettled.current?.()
  }
  const start = () => {
    stop()
    // Never while the page's own first load is going on: on a slow phone the next pages' code would take the
    // bandwidth and the main thread the page itself needs.
    timer.current = setTimeout(() => {
      cancelSettled.current = whenPageSettled(() => preloadPages(preloadTargets(routeId)))
    }, PAGE_PRELOAD_DELAY)
  }
  useDidShow(start)
  useDidHide(stop)
  useEffect(() => {
    start()
    return stop
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
