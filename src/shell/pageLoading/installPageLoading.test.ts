import { installPageLoading, preloadPages, resetPageLoaders, type TaroRoute } from './installPageLoading'
import type { PageLoadView } from './loadPage'

const silentView = (): PageLoadView => ({ loading: jest.fn(), failed: jest.fn(), done: jest.fn() })

afterEach(() => resetPageLoaders())

test('each route still hands the router [page, context, params]; the page arrives through the views', async () => {
  const page = { default: 'Page' }
  const route: TaroRoute = { path: 'pages/my/index/index', load: jest.fn((context, params) => [Promise.resolve(page), context, params]) }
  const view = silentView()
  installPageLoading({ routes: [route] }, () => view)
  const [loaded, context, params] = route.load('ctx', 'params') as [Promise<unknown>, unknown, unknown]
  expect(context).toBe('ctx')
  expect(params).toBe('params')
  await expect(loaded).resolves.toBe(page)
  expect(view.done).toHaveBeenCalled()
})

test('重试 after a failed chunk calls the route loader again', async () => {
  let calls = 0
  const original = jest.fn(() => [++calls === 1 ? Promise.reject(new Error('Loading chunk 12 failed')) : Promise.resolve('page')])
  const route: TaroRoute = { path: '/pages/a', load: original }
  let retry: (() => void) | undefined
  installPageLoading({ routes: [route] }, () => ({ loading: jest.fn(), done: jest.fn(), failed: (again) => (retry = again) }))
  const [loaded] = route.load(undefined, undefined) as [Promise<unknown>]
  await new Promise((r) => setTimeout(r, 0))
  expect(retry).toBeDefined()
  retry!()
  await expect(loaded).resolves.toBe('page')
  expect(original).toHaveBeenCalledTimes(2)
})

test('preloading calls the plain loaders of the pages named, ignores unknown ones and swallows failures', async () => {
  const home = jest.fn(() => [Promise.resolve('home')])
  const broken = jest.fn(() => [Promise.reject(new Error('offline'))])
  installPageLoading({ routes: [{ path: 'pages/index/index', load: home }, { path: 'pages/my/index/index', load: broken }] }, silentView)
  preloadPages(['/pages/index/index?x=1', '/pages/my/index/index', '/pages/nowhere'])
  await new Promise((r) => setTimeout(r, 0))
  expect(home).toHaveBeenCalledTimes(1)
  expect(broken).toHaveBeenCalledTimes(1)
})

test('no routes (the mini-programs): nothing to preload', () => {
  installPageLoading({}, silentView)
  expect(() => preloadPages(['/pages/index/index'])).not.toThrow()
})
