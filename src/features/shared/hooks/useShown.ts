import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'

/** Runs on mount and again each time the page is shown after having been hidden (back from another page). */
export function useShown(onShown: () => unknown): void {
  const latest = useRef(onShown)
  latest.current = onShown
  const wasHidden = useRef(false)
  useEffect(() => {
    void latest.current()
  }, [])
  useDidHide(() => {
    wasHidden.current = true
  })
  useDidShow(() => {
    if (!wasHidden.current) return
    wasHidden.current = false
    void latest.current()
  })
}
