import { useEffect, useRef } from 'react'

type Listener = () => void

/**
 * Taro's page hooks and page stack need a Taro app and router around them, which component tests do not
 * have. Screen tests use `jest.mock('@tarojs/taro', () => jest.requireActual('<this file>').taroForScreens())`, fire
 * page events with `pageEvents.show()` / `.hide()` / `.pullDown()`, and set the stack depth in `pageStack`.
 */
const listeners = { show: new Set<Listener>(), hide: new Set<Listener>(), pullDown: new Set<Listener>() }
type EventName = keyof typeof listeners

const fire = (name: EventName) => listeners[name].forEach((listener) => listener())

export const pageEvents = {
  show: () => fire('show'),
  hide: () => fire('hide'),
  pullDown: () => fire('pullDown'),
}

function pageHook(name: EventName) {
  return function usePageEvent(fn: Listener) {
    const latest = useRef(fn)
    latest.current = fn
    useEffect(() => {
      const listener = () => latest.current()
      listeners[name].add(listener)
      return () => void listeners[name].delete(listener)
    }, [])
  }
}

/** How many pages the fake stack holds (1: this screen was opened first). */
export const pageStack = { depth: 1 }

export function taroForScreens() {
  const actual = jest.requireActual('@tarojs/taro')
  const hooks = { useDidShow: pageHook('show'), useDidHide: pageHook('hide'), usePullDownRefresh: pageHook('pullDown') }
  const stack = {
    getCurrentPages: () => Array.from({ length: pageStack.depth }, () => ({})),
    getCurrentInstance: () => ({ router: { path: '/pages/test/index', params: {} } }),
  }
  const taro = Object.assign(Object.create(actual.default ?? actual), hooks, stack)
  return { __esModule: true, ...actual, ...hooks, ...stack, default: taro }
}
