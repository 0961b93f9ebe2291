// Flight steps several journeys share: from the list, the first flight offering a fare they can book.
import assert from 'node:assert/strict'
import { button, visible } from './browser.mjs'

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

/**
 * On the change screen (改签): the reason 会议时间调整, then 查询航班; on the list, the last flight of `carrier` (the
 * fare is 不得签转, decision 0760) and its economy 改签; answers on 改签申请 once its 合计 shows. `onChangeScreen` runs
 * back on the change screen after the reason is chosen (to check or record it).
 */
export async function changeToLaterFlight(page, carrier, onChangeScreen = async () => {}) {
  await visible(page).locator('.flight-row', { hasText: '改签原因' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/rebook/selectReason')
  await visible(page).locator('.flight-reason', { hasText: '会议时间调整' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/rebook/index')
  await onChangeScreen()
  await button(page, '查询航班').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/rebook/modifyList')
  const later = visible(page).locator('.flight-card').filter({ hasText: new RegExp(`\\b${carrier}\\d{3,4}\\b`) }).last()
  await later.waitFor()
  await later.click()
  await visible(page).locator('.flight-fare').first().waitFor()
  await visible(page).locator('.flight-fare').filter({ hasText: '经济舱' }).filter({ hasNotText: '已售完' }).first().locator('.at-button', { hasText: '改签' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/rebook/modifyApply')
  await visible(page).locator('.flight-row', { hasText: '合计' }).waitFor()
}
