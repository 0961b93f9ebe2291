import { IDLE_WAIT_MS, whenPageSettled } from './whenPageSettled'

function fakeWindow(readyState: string) {
  const listeners: Array<() => void> = []
  const idle: Array<{ callback: () => void; timeout: number }> = []
  return {
    host: {
      document: { readyState },
      addEventListener: (_type: 'load', listener: () => void) => listeners.push(listener),
      requestIdleCallback: (callback: () => void, options: { timeout: number }) => idle.push({ callback, ...options }),
    },
    load: () => listeners.forEach((listener) => listener()),
    idle,
  }
}

test('while the page is still loading, the work waits for the load event and then an idle period', () => {
  const page = fakeWindow('interactive')
  const work = jest.fn()
  whenPageSettled(work, page.host)
  expect(page.idle).toHaveLength(0)
  page.load()
  expect(work).not.toHaveBeenCalled()
  expect(page.idle).toEqual([{ callback: expect.any(Function), timeout: IDLE_WAIT_MS }])
  page.idle[0].callback()
  expect(work).toHaveBeenCalledTimes(1)
})

test('a loaded page runs the work in the next idle period', () => {
  const page = fakeWindow('complete')
  const work = jest.fn()
  whenPageSettled(work, page.host)
  expect(page.idle).toHaveLength(1)
  page.idle[0].callback()
  expect(work).toHaveBeenCalledTimes(1)
})

test('cancelled before the load or the idle period, the work never runs', () => {
  const loading = fakeWindow('loading')
  const first = jest.fn()
  whenPageSettled(first, loading.host)()
  loading.load()
  expect(loading.idle).toHaveLength(0)
  const loaded = fakeWindow('complete')
  const second = jest.fn()
  const cancel = whenPageSettled(second, loaded.host)
  cancel()
  loaded.idle[0].callback()
  expect(first).not.toHaveBeenCalled()
  expect(second).not.toHaveBeenCalled()
})

test('without a window (the mini-programs) the work runs at once', () => {
  const work = jest.fn()
  whenPageSettled(work, {})
  whenPageSettled(work, { document: { readyState: 'loading' } })
  expect(work).toHaveBeenCalledTimes(2)
})
