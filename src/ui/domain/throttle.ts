import { POPUP_CONFIRM_THROTTLE } from '@/core/constants'

export const CONFIRM_THROTTLE_MS = POPUP_CONFIRM_THROTTLE

/** Leading-edge throttle: the first call runs, calls within `ms` of the last run are dropped. */
export function throttle<A extends unknown[]>(run: (...args: A) => void, ms: number, now: () => number = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY
  return (...args: A): boolean => {
    const time = now()
    if (time - last < ms) return false
    last = time
    run(...args)
    return true
  }
}
