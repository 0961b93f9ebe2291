// Interaction in Chromium: tap 查询酒店 -> first hotel card painted, and long tasks while scrolling 1,000
// results (the SearchHotelList answer is replaced in the browser by a generated 1,000-hotel page).
const visible = (page) => page.locator('.taro_page:visible')

/** Marks, in the page's clock, when the first hotel card is painted (rAF after it enters the DOM). */
export async function watchFirstCard(page) {
  await page.addInitScript(() => {
    window.__bench = { cardPaintedAt: null, longTasks: [] }
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('.hotel-card')) return
      observer.disconnect()
      requestAnimationFrame(() => { window.__bench.cardPaintedAt = performance.now() })
    }).observe(document, { childList: true, subtree: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
}

/** Tap to first card on the real server's answer; also the part of it the server took. */
export async function tapToFirstCard(page, baseUrl) {
  await page.goto(`${baseUrl}/pages/hotel/index/index`)
  await visible(page).locator('.hotel-chip', { hasText: '上海' }).first().click()
  await page.evaluate(() => { window.__bench.cardPaintedAt = null; window.__bench.tapAt = performance.now() })
  await visible(page).locator('.at-button', { hasText: '查询酒店' }).click()
  await page.waitForFunction(() => window.__bench.cardPaintedAt !== null, null, { timeout: 30_000 })
  return page.evaluate(() => {
    const response = performance.getEntriesByType('resource').filter((e) => e.name.includes('SearchHotelList')).at(-1)
    return { tapToCardMs: window.__bench.cardPaintedAt - window.__bench.tapAt, tapToResponseMs: response.responseEnd - window.__bench.tapAt }
  })
}

function thousandHotels(template) {
  return Array.from({ length: 1000 }, (_, i) => ({
    ...template,
    HotelId: String(900000 + i),
    HotelName: `${template.HotelName.replace(/\(.*\)$/, '')}(测试${i + 1}号店)`,
    MinPriceFen: template.MinPriceFen + (i % 50) * 100,
  }))
}

/** Scrolls the 1,000-result list to its end and collects long tasks (> 50 ms) meanwhile. */
export async function scrollThousand(page, baseUrl, listPath) {
  await page.route('**/hotel/api/hotel/info/SearchHotelList', async (route) => {
    const response = await route.fetch()
    const answer = await response.json()
    const template = answer.Data.Hotels[0]
    answer.Data.Hotels = thousandHotels(template)
    answer.Data.Total = 1000
    answer.Data.PageSize = 1000
    await route.fulfill({ response, json: answer })
  })
  await page.goto(`${baseUrl}${listPath}`)
  await visible(page).locator('.hotel-card').first().waitFor()
  await page.evaluate(() => {
    window.__bench.longTasks = []
    // Every frame's interval while scrolling (60 Hz: 16.7 ms each when nothing is dropped).
    window.__bench.frames = []
    let last = 0
    const tick = (now) => {
      if (!window.__bench.frames) return
      if (last) window.__bench.frames.push(now - last)
      last = now
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  const started = Date.now()
  const box = await visible(page).locator('.hotel-card').first().boundingBox()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  let lastName = ''
  for (let step = 0; step < 400; step += 1) {
    await page.mouse.wheel(0, 900)
    await page.waitForTimeout(16)
    if (step % 20 === 19) {
      const names = await visible(page).locator('.hotel-card__name').allInnerTexts()
      lastName = names.at(-1) ?? lastName
      if (lastName.includes('测试1000号店')) break
    }
  }
  await page.waitForTimeout(200)
  const result = await page.evaluate(() => {
    const frames = window.__bench.frames
    window.__bench.frames = null
    return { longTasks: window.__bench.longTasks, frames, cards: document.querySelectorAll('.taro_page:not([style*="display: none"]) .hotel-card').length }
  })
  await page.unroute('**/hotel/api/hotel/info/SearchHotelList')
  return {
    reachedEnd: lastName.includes('测试1000号店'),
    scrollMs: Date.now() - started,
    longTaskCount: result.longTasks.length,
    longTaskMaxMs: result.longTasks.length ? Math.max(...result.longTasks) : 0,
    longTaskTotalMs: result.longTasks.reduce((a, b) => a + b, 0),
    frames: result.frames.length,
    meanFrameMs: result.frames.reduce((a, b) => a + b, 0) / result.frames.length,
    framesOver50Ms: result.frames.filter((ms) => ms > 50).length,
    cardsInDom: result.cards,
  }
}
