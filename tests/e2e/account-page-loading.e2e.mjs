// Issue 20, the shell's async page loading (foundations section 9): while a page's code loads, 页面加载中 shows
// after 200 ms; a chunk that fails shows 页面加载失败 with 重试, and 重试 loads it. Chunks are slowed or refused
// with Playwright routes (service workers blocked, so every chunk request reaches the route).
import { after, before, test } from 'node:test'
import { chromium } from 'playwright-core'
import { baseUrl, shot, shotsDir, visible } from './browser.mjs'
import { mkdirSync } from 'node:fs'

let browser
before(async () => {
  mkdirSync(shotsDir, { recursive: true })
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  })
})
after(async () => { await browser?.close() })

const CHUNK = /\/js\/[^/]+\.js(\?.*)?$/

async function signedInOnMy() {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN', serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const login = '/pages/loginAndRegister/login/login'
  await page.goto(`${baseUrl}${login}?isindex=1`)
  await page.locator('input[placeholder="请输入手机号"]').fill('13800000001')
  await page.locator('input[placeholder="请输入密码"]').fill('Travel@2026')
  await page.locator('.login__submit').click()
  await page.waitForURL((url) => url.pathname !== login, { timeout: 30_000 })
  await page.locator('.taro_page:visible .tab-bar__item--my').click()
  await page.waitForURL((u) => u.pathname === '/pages/my/index/index', { timeout: 30_000 })
  await visible(page).locator('.my-links').first().waitFor({ timeout: 30_000 })
  // The tab pages' code is preloaded 1000 ms after a page shows: let that finish before slowing chunks.
  await page.waitForLoadState('networkidle')
  return page
}

const openMyLink = (page, title) => visible(page).locator('.my-links .at-list__item', { hasText: title }).click()

test('a slow page shows 页面加载中, then the page', async () => {
  const page = await signedInOnMy()
  await page.context().route(CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await route.continue()
  })
  await openMyLink(page, '我的名片')
  await page.locator('.page-loading', { hasText: '页面加载中' }).waitFor({ timeout: 10_000 })
  await shot(page, 'page-loading-slow')
  await page.waitForURL((u) => u.pathname === '/pages/index2.0/businessCard', { timeout: 30_000 })
  await visible(page).getByText('企业名片夹').waitFor({ timeout: 30_000 })
  await page.locator('.page-loading').waitFor({ state: 'detached', timeout: 10_000 })
  await page.context().close()
})

test('a page whose code fails to load shows 页面加载失败; 重试 loads it', async () => {
  const page = await signedInOnMy()
  await page.context().route(CHUNK, (route) => route.abort('failed'))
  await openMyLink(page, '账号绑定')
  const failed = page.locator('.page-loading--failed')
  await failed.getByText('页面加载失败').waitFor({ timeout: 20_000 })
  await shot(page, 'page-loading-failed')
  await page.context().unroute(CHUNK)
  await failed.locator('.page-loading__retry').click()
  await page.waitForURL((u) => u.pathname === '/pages/my/bindAccount/bindList', { timeout: 30_000 })
  await visible(page).locator('.bind-row', { hasText: '携程商旅' }).waitFor({ timeout: 30_000 })
  await page.locator('.page-loading').waitFor({ state: 'detached', timeout: 10_000 })
  await shot(page, 'page-loading-retried')
  await page.context().close()
})
