import TestUtils from '@tarojs/test-utils-react'
import { PAGE_PRELOAD_DELAY } from '@/core/constants/timing'
import { pageEvents } from '@test/shared/taroMock'
import { initPxTransform } from '@test/shell/taro'
import { installPageLoading, resetPageLoaders } from './installPageLoading'
import { preloadTargets, usePagePreload } from './usePagePreload'

jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

function Probe() {
  usePagePreload('my/index')
  return null
}

beforeAll(initPxTransform)
afterEach(() => {
  resetPageLoaders()
  jest.useRealTimers()
  document.body.innerHTML = ''
})

test('the likely next pages are the tab destinations other than the current page', () => {
  expect(preloadTargets('my/index')).toEqual(['/pages/index/index', '/pages/order3.0/triplist'])
  expect(preloadTargets('index2.0/businessCard')).toHaveLength(3)
})

test('a page shown for 1000 ms preloads the next pages; one hidden before does not', async () => {
  const home = jest.fn(() => [Promise.resolve('home')])
  const trips = jest.fn(() => [Promise.resolve('trips')])
  const routes = [
    { path: 'pages/index/index', load: home },
    { path: 'pages/order3.0/triplist', load: trips },
  ]
  installPageLoading({ routes }, () => ({ loading: jest.fn(), failed: jest.fn(), done: jest.fn() }))
  const t = new TestUtils()
  await t.mount(Probe)
  // The mount started a real timer: stop it, then show the page again on fake timers.
  pageEvents.hide()
  jest.useFakeTimers()
  pageEvents.show()

  // Hidden (another page opened over it) before 1000 ms: no preload.
  t.act(() => jest.advanceTimersByTime(PAGE_PRELOAD_DELAY - 1))
  pageEvents.hide()
  t.act(() => jest.advanceTimersByTime(PAGE_PRELOAD_DELAY))
  expect(home).not.toHaveBeenCalled()

  // Shown again: the 1000 ms start over.
  pageEvents.show()
  t.act(() => jest.advanceTimersByTime(PAGE_PRELOAD_DELAY - 1))
  expect(home).not.toHaveBeenCalled()
  t.act(() => jest.advanceTimersByTime(1))
  expect(home).toHaveBeenCalledTimes(1)
  expect(trips).toHaveBeenCalledTimes(1)
})
