import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { InactivityTimer } from './inactivityTimer'

/**
 * The page timer of foundations section 9: `onIdle` after 600000 ms on the page without a touch (H5: any
 * touch, click or key on the document; mini-programs: from showing the page). Hidden pages do not count.
 */
export function useInactivityTimer(onIdle: () => void): void {
  const latest = useRef(onIdle)
  latest.current = onIdle
  const timer = useRef<InactivityTimer | null>(null)
  timer.current ??= new InactivityTimer(() => latest.current())
  useEffect(() => {
    const current = timer.current as InactivityTimer
    current.start()
    const touch = () => current.touch()
    const events = ['touchstart', 'click', 'keydown'] as const
    const doc = typeof document === 'undefined' ? null : document
    events.forEach((e) => doc?.addEventListener(e, touch, { passive: true }))
    return () => {
      current.stop()
      events.forEach((e) => doc?.removeEventListener(e, touch))
    }
  }, [])
  useDidShow(() => timer.current?.start())
  useDidHide(() => timer.current?.stop())
}
