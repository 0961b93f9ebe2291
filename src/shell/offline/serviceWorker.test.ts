import { chunkUrls, followChunkRequests, PAGE_CHUNKS_CACHE, registerServiceWorker, type WebpackRuntime } from './serviceWorker'

const origin = location.origin
const chunk = (name: string) => `${origin}/js/${name}.0123abcd.js`

describe('chunkUrls', () => {
  it('keeps the app’s own hashed js and css files only', () => {
    const urls = [chunk('app'), `${origin}/css/8812.89abcdef.css`, `${origin}/api/trips`, `${origin}/js/sw.js`, 'https://cdn.example.com/js/x.0123abcd.js', `${origin}/static/brand/logo.png`]
    expect(chunkUrls(urls, origin)).toEqual([chunk('app'), `${origin}/css/8812.89abcdef.css`])
  })
})

describe('registerServiceWorker', () => {
  const added: string[] = []
  let entries: string[] = []
  let observe: ((urls: string[]) => void) | undefined

  beforeEach(() => {
    added.length = 0
    entries = [chunk('app'), `${origin}/api/me`]
    observe = undefined
    const cached = new Set<string>([])
    Object.assign(globalThis, {
      caches: {
        open: async (name: string) => {
          expect(name).toBe(PAGE_CHUNKS_CACHE)
          return {
            match: async (url: string) => (cached.has(url) ? {} : undefined),
            add: async (url: string) => { cached.add(url); added.push(url) },
          }
        },
      },
      PerformanceObserver: class {
        constructor(private readonly callback: (list: { getEntries(): { name: string }[] }) => void) {}
        observe() { observe = (urls) => this.callback({ getEntries: () => urls.map((name) => ({ name })) }) }
      },
    })
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => entries.map((name) => ({ name })) })
  })

  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('caches the chunks loaded before the worker, and every one loaded later, once each', async () => {
    const register = jest.fn(async () => ({}))
    const nav = { serviceWorker: { register, ready: Promise.resolve({}) } } as unknown as Navigator
    registerServiceWorker(nav, true)
    observe?.([chunk('login')])
    await flush()
    await flush()
    expect(register).toHaveBeenCalledWith('/sw.js')
    expect(added.sort()).toEqual([chunk('app'), chunk('login')].sort())
    observe?.([chunk('order'), chunk('app')])
    await flush()
    expect(added.sort()).toEqual([chunk('app'), chunk('login'), chunk('order')].sort())
  })

  it('does nothing in development or without service workers', () => {
    const register = jest.fn()
    registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator, false)
    registerServiceWorker({} as Navigator, true)
    expect(register).not.toHaveBeenCalled()
  })
})

describe('followChunkRequests', () => {
  it('notes the script of every chunk webpack is asked for, installed or not', () => {
    const noted: string[] = []
    const runtime: WebpackRuntime = { f: { j: jest.fn() }, u: (id) => `js/${id}.0123abcd.js`, p: '/' }
    followChunkRequests(runtime, (urls) => noted.push(...urls))
    for (const handler of Object.values(runtime.f ?? {})) handler(3925, [])
    expect(runtime.f?.j).toHaveBeenCalledWith(3925, [])
    expect(noted).toEqual([chunk('3925')])
  })

  it('leaves a runtime without chunk loading alone', () => {
    const noted: string[] = []
    followChunkRequests({}, (urls) => noted.push(...urls))
    expect(noted).toEqual([])
  })
})
