// What a phone downloads before a page is usable: every JS and CSS response until the network is idle,
// raw and compressed (gzip -9 and brotli q11, as a server or CDN would serve them).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export const PHONE = {
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
}

/** Loads `url` in `page` and sums the JS and CSS it fetched. `ready` waits for the page to be usable. */
export async function pageWeight(page, url, ready) {
  const bodies = []
  const onResponse = async (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    bodies.push(response.body().then((body) => ({ type, url: response.url(), body }), () => null))
  }
  page.on('response', onResponse)
  await page.goto(url, { waitUntil: 'networkidle' })
  if (ready) await ready(page)
  await page.waitForLoadState('networkidle')
  page.off('response', onResponse)
  const files = (await Promise.all(bodies)).filter(Boolean)
  const sum = (pick) => files.reduce((total, file) => total + pick(file.body), 0)
  return {
    files: files.length,
    js: files.filter((f) => f.type === 'script').length,
    css: files.filter((f) => f.type === 'stylesheet').length,
    raw: sum((b) => b.length),
    gzip: sum((b) => gzipSync(b, { level: 9 }).length),
    brotli: sum((b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length),
  }
}
