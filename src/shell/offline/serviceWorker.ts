/** The runtime cache the service worker keeps page chunks in (config/index.ts, Workbox runtimeCaching). */
export const PAGE_CHUNKS_CACHE = 'page-chunks'
const HASHED_CHUNK = /\/(js|css)\/[^/]+\.[0-9a-f]{8}\.(js|css)$/

/** The app's own hashed chunk files among loaded resource URLs (scripts and styles webpack loaded). */
export function chunkUrls(urls: readonly string[], origin: string): string[] {
  return urls.filter((url) => url.startsWith(origin) && HASHED_CHUNK.test(new URL(url).pathname))
}

/**
 * H5 only: registers the service worker Workbox generates at build time (sw.js), which precaches the
 * shell and keeps each visited page's chunks, so the app opens with no network (issue 23, decisions 0302
 * and 0440). Every chunk this page loads, from its first script on, is put in the worker's cache as well:
 * those loaded before the worker took over (it is installed after the first load) and any loaded while
 * it was not yet in control, which the worker never saw.
 */
export function registerServiceWorker(nav: Navigator | undefined, isProduction: boolean): void {
  if (!isProduction || !nav || !('serviceWorker' in nav)) return
  const loaded = watchLoadedChunks()
  if (typeof __webpack_require__ !== 'undefined') followChunkRequests(__webpack_require__, loaded.note)
  const register = () => {
    nav.serviceWorker
      .register('/sw.js')
      .then(() => nav.serviceWorker.ready)
      .then(() => loaded.keepIn(PAGE_CHUNKS_CACHE))
      .catch(() => undefined)
  }
  if (typeof document !== 'undefined' && document.readyState === 'complete') register()
  else if (typeof window !== 'undefined') window.addEventListener('load', register, { once: true })
}

type LoadedChunks = { note(urls: string[]): void; keepIn(cacheName: string): Promise<void> }

/** The parts of webpack's runtime used here: chunk loading handlers, a chunk's script name, the public path. */
export type WebpackRuntime = {
  f?: Record<string, (chunkId: string | number, promises: Promise<unknown>[]) => void>
  u?: (chunkId: string | number) => string
  p?: string
}
declare const __webpack_require__: WebpackRuntime | undefined

/**
 * A page asks webpack for each chunk of its chunk group, but webpack fetches only those not yet installed,
 * and one chunk file can install several (`push([[8890, 3925, …]])`): a page reached from another may never
 * fetch a file it needs when it is opened first. A handler beside webpack's own sees every chunk asked for,
 * fetched or not, so its script is kept too (decision 0440).
 */
export function followChunkRequests(runtime: WebpackRuntime, note: (urls: string[]) => void): void {
  const { f, u } = runtime
  if (!f || !u) return
  f.keptOffline = (chunkId) => {
    try {
      note([new URL(`${runtime.p ?? '/'}${u(chunkId)}`, location.href).href])
    } catch {
      /* an id webpack cannot name: nothing to keep */
    }
  }
}

/**
 * Follows the chunks the page loads (a buffered PerformanceObserver: the resource timing buffer keeps only
 * 250 entries, the observer sees all). Once `keepIn` is called, each chunk seen so far and every later one
 * is added to the cache unless it is there already.
 */
function watchLoadedChunks(): LoadedChunks {
  const seen = new Set<string>()
  let cache: Cache | undefined
  const keep = (url: string) => {
    if (!cache) return
    const target = cache
    void target.match(url).then((hit) => (hit ? undefined : target.add(url))).catch(() => undefined)
  }
  const note = (urls: string[]) => {
    for (const url of chunkUrls(urls, location.origin)) {
      if (seen.has(url)) continue
      seen.add(url)
      keep(url)
    }
  }
  if (typeof performance !== 'undefined' && typeof performance.getEntriesByType === 'function') {
    note(performance.getEntriesByType('resource').map((entry) => entry.name))
    if (typeof PerformanceObserver !== 'undefined') {
      try {
        new PerformanceObserver((list) => note(list.getEntries().map((entry) => entry.name))).observe({ type: 'resource', buffered: true })
      } catch {
        /* an old browser without resource observing: the buffer read above is all there is */
      }
    }
  }
  return {
    note,
    async keepIn(cacheName) {
      if (typeof caches === 'undefined') return
      cache = await caches.open(cacheName)
      for (const url of seen) keep(url)
    },
  }
}
