/** The runtime cache the service worker keeps page chunks in (config/index.ts, Workbox runtimeCaching). */
export const PAGE_CHUNKS_CACHE = 'page-chunks'
const HASHED_CHUNK = /\/(js|css)\/[^/]+\.[0-9a-f]{8}\.(js|css)$/

/**
 * H5 only: registers the service worker Workbox generates at build time (sw.js), which precaches the
 * shell and keeps each visited page's chunks, so the app opens with no network (issue 23, decision 0302).
 * The chunks this page loaded before the worker took over are put in its cache too, so the first page
 * visited works offline as well.
 */
export function registerServiceWorker(nav: Navigator | undefined, isProduction: boolean): void {
  if (!isProduction || !nav || !('serviceWorker' in nav)) return
  const register = () => {
    nav.serviceWorker.register('/sw.js').then(() => nav.serviceWorker.ready).then(cacheLoadedChunks).catch(() => undefined)
  }
  if (typeof document !== 'undefined' && document.readyState === 'complete') register()
  else if (typeof window !== 'undefined') window.addEventListener('load', register, { once: true })
}

async function cacheLoadedChunks(): Promise<void> {
  if (typeof caches === 'undefined' || typeof performance === 'undefined') return
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(location.origin) && HASHED_CHUNK.test(new URL(url).pathname))
  const cache = await caches.open(PAGE_CHUNKS_CACHE)
  await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? undefined : cache.add(url).catch(() => undefined))))
}
