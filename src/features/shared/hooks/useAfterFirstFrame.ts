import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'

/** Runs `run` once the frame being drawn now is on screen; the returned function cancels it. */
export type AfterFrame = (run: () => void) => () => void

/**
 * After the next paint: on H5 a frame callback then a task (the frame callback runs before the paint, the task
 * after it); in the mini-programs, where there is no requestAnimationFrame, Taro.nextTick runs once the render
 * that is under way has been handed to the view layer.
 */
export const afterNextFrame: AfterFrame = (run) => {
  let isLive = true
  const go = () => {
    if (isLive) run()
  }
  const host = globalThis as { requestAnimationFrame?: (callback: () => void) => number; cancelAnimationFrame?: (id: number) => void }
  if (typeof host.requestAnimationFrame === 'function') {
    const frame = host.requestAnimationFrame(() => setTimeout(go, 0))
    return () => {
      isLive = false
      host.cancelAnimationFrame?.(frame)
    }
  }
  Taro.nextTick(go)
  return () => {
    isLive = false
  }
}

/**
 * false on the first render, true from the render after the first frame was drawn: what is below the fold mounts
 * then, so the first paint holds only what the user sees first (decision 0921).
 */
export function useAfterFirstFrame(after: AfterFrame = afterNextFrame): boolean {
  const [isAfter, setAfter] = useState(false)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => after(() => setAfter(true)), [])
  return isAfter
}
