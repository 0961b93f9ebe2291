// Issue 22 first paint: index.html paints a skeleton from inline CSS before any script runs, and the app
// removes it once its first page shows.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser, shot } from './browser.mjs'

let browser
let newPhonePage
before(async () => {
  ({ browser, newPhonePage } = await openBrowser())
})
after(async () => { await browser?.close() })

test('the skeleton paints with no script, and the app removes it when the login page shows', async () => {
  const page = await newPhonePage()
  // Scripts held back: what the HTML alone paints.
  await page.route(/\/js\/.+\.js$/, (route) => route.abort())
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login`)
  const skeleton = page.locator('#boot-skeleton')
  assert.equal(await skeleton.isVisible(), true)
  const box = await skeleton.boundingBox()
  assert.ok(box && box.width >= 390 && box.height >= 800, 'the skeleton covers the screen')
  assert.equal(await page.locator('#boot-skeleton .bs-bar').textContent(), '差旅管家')
  await shot(page, 'boot-skeleton-no-js')

  await page.unroute(/\/js\/.+\.js$/)
  await page.reload()
  await page.locator('input[placeholder="请输入手机号"]').waitFor({ timeout: 60_000 })
  await page.waitForFunction(() => !document.getElementById('boot-skeleton'), undefined, { timeout: 30_000 })
  await shot(page, 'boot-skeleton-removed')
})
