// Flight steps several journeys share: from the list, the first flight offering a fare they can book.
import assert from 'node:assert/strict'
import { visible } from './browser.mjs'

const LIST = '/pages/flight/list/list'
const CABINS = '/pages/flight/detail/detail'

/**
 * On the domestic flight list: opens the flights in turn until one offers a fare row (not 已售完) showing every
 * text, and answers that row on its cabin screen; otherwise goes back to the list and tries the next flight. Fails
 * when no flight of the list has such a fare.
 */
export async function findFare(page, texts, { timeout = 30_000 } = {}) {
  await visible(page).locator('.flight-card').first().waitFor({ timeout })
  const count = await visible(page).locator('.flight-card').count()
  for (let i = 0; i < count; i += 1) {
    await visible(page).locator('.flight-card').nth(i).click()
    await page.waitForURL((url) => url.pathname === CABINS)
    await visible(page).locator('.flight-fare').first().waitFor({ timeout })
    let fare = visible(page).locator('.flight-fare').filter({ hasNotText: '已售完' })
    for (const text of texts) fare = fare.filter({ hasText: text })
    if ((await fare.count()) > 0) return fare.first()
    await page.goBack()
    await page.waitForURL((url) => url.pathname === LIST)
    await visible(page).locator('.flight-card').first().waitFor({ timeout })
  }
  assert.fail(`no flight of the list has a fare showing ${texts.join(' + ')}`)
}
