// What a phone downloads before a page is usable: every JS and CSS response until the network is idle,
// raw and compressed (gzip -9 and brotli q11, as a server or CDN would serve them).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export const PHONE = {
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
}

/**
 * Loads `url` in `page` and sums the JS and CSS it requested until `ready` (the page is usable) resolved; what
 * the page requests after that (the next pages' code, preloaded once the page has settled) is answered apart.
 */
export async function pageWeight(page, url, ready) {
  const bodies = []
  let usableAt = Infinity
  const requestedAt = new Map()
  const onRequest = (request) => requestedAt.set(request, Date.now())
  const onResponse = async (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const before = (requestedAt.get(response.request()) ?? 0) <= usableAt
    bodies.push(response.body().then((body) => ({ type, url: response.url(), body, before }), () => null))
  }
  page.on('request', onRequest)
  page.on('response', onResponse)
  await page.goto(url, { waitUntil: 'load' })
  if (ready) await ready(page)
  usableAt = Date.now()
  await page.waitForLoadState('networkidle')
  page.off('request', onRequest)
  page.off('response', onResponse)
  const all = (await Promise.all(bodies)).filter(Boolean)
  const files = all.filter((f) => f.before)
  const later = all.filter((f) => !f.before)
  const sum = (list, pick) => list.reduce((total, file) => total + pick(file.body), 0)
  const gzip = (b) => gzipSync(b, { level: 9 }).length
  return {
    files: files.length,
    js: files.filter((f) => f.type === 'script').length,
    css: files.filter((f) => f.type === 'stylesheet').length,
    raw: sum(files, (b) => b.length),
    gzip: sum(files, gzip),
    brotli: sum(files, (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length),
    later: { files: later.length, gzip: sum(later, gzip) },
  }
}
