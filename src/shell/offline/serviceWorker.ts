/**
 * H5 only: registers the service worker Workbox generates at build time (sw.js), which precaches the
 * shell and keeps each visited page's chunks, so the app opens with no network (issue 23, decision 0302).
 */
export function registerServiceWorker(nav: Navigator | undefined, isProduction: boolean): void {
  if (!isProduction || !nav || !('serviceWorker' in nav)) return
  const register = () => void nav.serviceWorker.register('/sw.js').catch(() => undefined)
  if (typeof document !== 'undefined' && document.readyState === 'complete') register()
  else if (typeof window !== 'undefined') window.addEventListener('load', register, { once: true })
}
