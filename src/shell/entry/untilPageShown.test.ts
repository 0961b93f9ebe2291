import { AFTER_ROUTER_CHANGE, untilPageShown } from './untilPageShown'

function routerEvents() {
  const listeners = new Set<(event: unknown) => void>()
  return {
    on: (name: string, listener: (event: unknown) => void) => name === AFTER_ROUTER_CHANGE && listeners.add(listener),
    off: (_name: string, listener: (event: unknown) => void) => listeners.delete(listener),
    shown: (path: string) => [...listeners].forEach((listener) => listener({ toLocation: { path } })),
    count: () => listeners.size,
  }
}

afterEach(() => jest.useRealTimers())

test('resolves once the router has shown that page, not another, and stops listening', async () => {
  const events = routerEvents()
  let isShown = false
  const waiting = untilPageShown('/pages/index/index?from=start', events).then(() => (isShown = true))
  events.shown('/pages/loginAndRegister/login/login')
  await Promise.resolve()
  expect(isShown).toBe(false)
  events.shown('/pages/index/index')
  await waiting
  expect(isShown).toBe(true)
  expect(events.count()).toBe(0)
})

test('a page that is never shown lets the start-up go on after the timeout', async () => {
  jest.useFakeTimers()
  const events = routerEvents()
  let isShown = false
  const waiting = untilPageShown('pages/index/index', events, 15000).then(() => (isShown = true))
  jest.advanceTimersByTime(14999)
  await Promise.resolve()
  expect(isShown).toBe(false)
  jest.advanceTimersByTime(1)
  await waiting
  expect(isShown).toBe(true)
  expect(events.count()).toBe(0)
})
