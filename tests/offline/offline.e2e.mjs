// Issue 23 offline, in the browser at a phone viewport: after one visit online, a trip and its order open
// with no network (the service worker serves the app, the device keeps the data) and say when they were
// last updated; a taxi cost with its photo recorded offline is queued, and reaches the server exactly
// once when the network returns.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser, shot, signIn } from '../e2e/browser.mjs'

let browser
let newPhonePage
before(async () => {
  ({ browser, newPhonePage } = await openBrowser())
})
after(async () => { await browser?.close() })

const visible = (page) => page.locator('.taro_page:visible').last()
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const TRIPS = '/pages/order3.0/triplist'
const COSTS = '/pages/expenseControl/costList'
const EDIT_COST = '/pages/expenseControl/editCost'

const problems = []
/** Waits for a locator; on a timeout says where the page was, what it showed and what failed to load. */
async function shown(page, locator, name, timeout = 30_000) {
  await locator.waitFor({ timeout }).catch(async (error) => {
    await shot(page, `issue23-offline-failed-${name}`)
    const text = await page.locator('body').innerText().catch(() => '')
    throw new Error(`${name}: ${page.url()}\n${text.slice(0, 400)}\n${problems.slice(-15).join('\n')}\n${error.message}`)
  })
}

async function costCardsWith(page, remark) {
  await page.goto(`${baseUrl}${COSTS}`)
  await visible(page).locator('.cost-card').or(visible(page).getByText('本月还没有记账')).first().waitFor({ timeout: 30_000 })
  return visible(page).locator('.cost-card', { hasText: remark }).count()
}

test('with no network the trip and its order open with their time, and an offline cost is sent once', async () => {
  const page = await signIn(newPhonePage, '13800000001')
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`))
  page.on('console', (message) => { if (message.type() === 'error') problems.push(`console: ${message.text()}`) })
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60_000 })

  // Online first: the trips, the first trip's order, the account book and the cost form.
  await page.goto(`${baseUrl}${TRIPS}`)
  // The demo hotel stay: its order screen keeps the order (confirmation number, stay) on the device.
  const card = visible(page).locator('.trip-card--openable').filter({ has: page.locator('.trip-card__icon--hotel') }).first()
  await card.waitFor({ timeout: 30_000 })
  await card.click()
  await page.waitForURL((url) => url.pathname !== TRIPS, { timeout: 30_000 })
  await visible(page).locator('.order-status-head').waitFor({ timeout: 30_000 }).catch(async (error) => {
    await shot(page, 'issue23-offline-order-online-failed')
    throw new Error(`${page.url()}: ${(await visible(page).innerText()).slice(0, 300)}\n${error.message}`)
  })
  const orderUrl = page.url()
  // Every chunk this visit loaded is kept by the service worker before the network goes.
  const orderChunks = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((u) => /\/(js|css)\/[^/]+\.[0-9a-f]{8}\.(js|css)$/.test(u)))
  const uncached = () => page.evaluate(async (chunks) => {
    const missing = []
    for (const url of chunks) if (!(await caches.match(url))) missing.push(url)
    return { controlled: Boolean(navigator.serviceWorker.controller), missing }
  }, orderChunks)
  const keptBy = Date.now() + 30_000
  let chunkState = await uncached()
  while (chunkState.missing.length > 0 && Date.now() < keptBy) {
    await page.waitForTimeout(1000)
    chunkState = await uncached()
  }
  assert.deepEqual(chunkState, { controlled: true, missing: [] }, 'the chunks of the visit are kept by the service worker')
  const orderHead = (await visible(page).locator('.order-status-head').innerText()).split('\n')[0]
  await costCardsWith(page, '-')
  await page.goto(`${baseUrl}${EDIT_COST}`)
  await visible(page).locator('.expense__chip', { hasText: '交通费' }).waitFor({ timeout: 30_000 })

  assert.deepEqual(await uncached(), { controlled: true, missing: [] }, 'the order\'s chunks are still kept when the network goes')
  problems.push(`order chunks: ${orderChunks.map((u) => u.replace(/^.*\//, '')).join(' ')}`)
  await page.context().setOffline(true)
  await page.goto(orderUrl)
  await shown(page, visible(page).locator('.kept-notice'), 'order-kept')
  assert.match(await visible(page).locator('.kept-notice').innerText(), /网络不可用，显示 \d\d-\d\d \d\d:\d\d 更新的数据/)
  assert.ok((await visible(page).locator('.order-status-head').innerText()).includes(orderHead), 'the kept order shows its status')
  assert.equal(new URL(page.url()).pathname, new URL(orderUrl).pathname, 'no network-error page over kept data')
  await shot(page, 'issue23-offline-order')
  await page.goto(`${baseUrl}${TRIPS}`)
  await shown(page, visible(page).locator('.kept-notice'), 'trips-kept')
  await visible(page).locator('.trip-card').first().waitFor()
  await shot(page, 'issue23-offline-trips')

  // A taxi cost with its photo, recorded offline.
  const remark = `离线打车-${Date.now()}`
  await page.goto(`${baseUrl}${EDIT_COST}`)
  await visible(page).locator('.expense__chip', { hasText: '交通费' }).click()
  await visible(page).locator('.cost-form__amount input').fill('42')
  await visible(page).locator('.cost-form__remark textarea').fill(remark)
  // Taro's H5 chooseImage asks 拍摄 or 从相册选择 on a phone before it opens its file input.
  const chooser = page.waitForEvent('filechooser')
  await visible(page).locator('.expense__add-image').click()
  await page.locator('.taro-actionsheet__cell', { hasText: '从相册选择' }).click()
  await (await chooser).setFiles({ name: 'taxi.png', mimeType: 'image/png', buffer: PHOTO })
  await shown(page, visible(page).locator('.expense__image--local'), 'local-photo')
  await visible(page).locator('.expense__bar .at-button', { hasText: '保存' }).click()
  await page.waitForURL((url) => url.pathname === COSTS, { timeout: 30_000 })
  const queued = visible(page).locator('.queued-cost', { hasText: remark })
  await shown(page, queued, 'queued')
  // Offline, a send may be under way when the list shows (发送中…): it fails and the cost waits again (待发送).
  await queued.getByText('待发送').waitFor({ timeout: 30_000 })
  await shot(page, 'issue23-offline-cost-queued')

  // Back online: sent once, and the month shows it.
  await page.context().setOffline(false)
  await queued.waitFor({ state: 'detached', timeout: 60_000 })
  await visible(page).locator('.cost-card', { hasText: remark }).waitFor({ timeout: 30_000 })
  assert.equal(await costCardsWith(page, remark), 1)
  await page.reload()
  assert.equal(await costCardsWith(page, remark), 1, 'a reload sends nothing again')
  await shot(page, 'issue23-offline-cost-sent')
  await page.context().close()
})
