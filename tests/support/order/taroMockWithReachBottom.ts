import { useEffect, useRef } from 'react'

/**
 * The shared screen mock of '@tarojs/taro' plus `useReachBottom` (Taro's own needs a page around it):
 * `jest.mock('@tarojs/taro', () => jest.requireActual('<this file>').taroWithReachBottom())`, then
 * `reachBottom()` fires the handlers of mounted screens.
 */
const handlers = new Set<() => void>()

export function reachBottom(): void {
  handlers.forEach((handler) => handler())
}

function useReachBottom(fn: () => void) {
  const latest = useRef(fn)
  latest.current = fn
  useEffect(() => {
    const handler = () => latest.current()
    handlers.add(handler)
    return () => void handlers.delete(handler)
  }, [])
}

export function taroWithReachBottom() {
  const base = jest.requireActual('@test/shared/taroMock').taroForScreens()
  const taro = Object.assign(Object.create(base.default), { useReachBottom })
  return { ...base, useReachBottom, default: taro }
}
