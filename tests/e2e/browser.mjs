// Shared browser setup for the e2e tests: Debian's Chromium at a phone viewport, screenshots kept.
import { mkdirSync, readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

export const baseUrl = process.env.E2E_BASE_URL

/**
 * Whether this run covers the part `name` of a file cut into parts (`// @parts: a b c` in the file): the browser
 * runner runs such a file once a part, with E2E_PART set, on whichever shard is free; run alone, every part.
 */
export function inPart(name) {
  return !process.env.E2E_PART || process.env.E2E_PART === name
}
export const shotsDir = 'test-output/e2e'

export async function openBrowser() {
  mkdirSync(shotsDir, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  /** `userAgent`: another browser's (DingTalk's, WeChat's in-app browser); Safari on an iPhone by default. */
  const newPhonePage = async (userAgent) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'zh-CN', reducedMotion: 'reduce',
      userAgent: userAgent ?? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    })
    return context.newPage()
  }
  return { browser, newPhonePage }
}

export async function shot(page, name) {
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: false })
}

const LOGIN = '/pages/loginAndRegister/login/login'
const LIMITED = '操作过于频繁'

/**
 * Signs `phone` in on the login page of `page` and waits until `isIn(url)`. The journeys share the demo members, and
 * the server takes at most 10 sign-ins of one phone a minute (decision 0540's per-phone limit, answered 4029
 * 操作过于频繁): a refused sign-in is tried again every 5 s until the server's minute has passed, as a person would.
 */
export async function submitLogin(page, phone, password, isIn) {
  await page.goto(`${baseUrl}${LOGIN}?isindex=1`)
  await page.locator('input[placeholder="请输入手机号"]').fill(phone)
  await page.locator('input[placeholder="请输入密码"]').fill(password)
  const deadline = Date.now() + 75_000
  for (;;) {
    await page.locator('.login__submit').click()
    const outcome = await Promise.race([
      page.waitForURL(isIn, { timeout: 30_000 }).then(() => 'in'),
      page.locator('.login__error', { hasText: LIMITED }).waitFor({ timeout: 30_000 }).then(() => 'limited'),
    ])
    if (outcome === 'in') return
    if (Date.now() > deadline) throw new Error(`${phone}: sign-ins still refused (${LIMITED}) after the server's minute`)
    await page.waitForTimeout(5_000)
  }
}

/** Signs a demo member in with the demo password on a new phone page; answers the page, left on their home. */
export async function signIn(newPhonePage, phone, password = 'Travel@2026') {
  const page = await newPhonePage()
  await submitLogin(page, phone, password, (url) => url.pathname !== LOGIN)
  return page
}

/** Signs a demo member in on an open page and waits for the home. */
export async function logIn(page, phone, password = 'Travel@2026') {
  await submitLogin(page, phone, password, (url) => url.pathname === '/pages/index/index')
}

/** Near 上海虹桥站, where the car journeys start (WGS-84, as a phone's GPS reports). */
export const NEAR_HONGQIAO_STATION_WGS84 = { latitude: 31.1960, longitude: 121.3165 }

/** A browser and one phone page whose position is `coords` (geolocation granted for the app). */
export async function openPhoneAt(coords) {
  const { browser, newPhonePage } = await openBrowser()
  const page = await newPhonePage()
  await page.context().grantPermissions(['geolocation'], { origin: baseUrl })
  await page.context().setGeolocation(coords)
  return { browser, page }
}

/**
 * Calls the API as the member signed in on `page` (the session the app keeps in its stored settings), as the app
 * itself would; answers the whole `{Code, Msg, Data}`. A path without a leading slash is under /b2b/.
 */
export function callAsPage(page, path, body, reqId) {
  return page.evaluate(async ({ path, body, reqId }) => {
    let settings = JSON.parse(localStorage.getItem('settings')).data
    if (typeof settings === 'string') settings = JSON.parse(settings)
    const headers = { 'content-type': 'application/json', token: settings.MemberInfo.Token, ...(reqId ? { reqId } : {}) }
    return fetch(path.startsWith('/') ? path : `/b2b/${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => r.json())
  }, { path, body, reqId })
}

/** The enterprise account's balance (fen) as the cashier of `orderNo` shows it to the member signed in on `page`. */
export async function enterpriseBalanceFen(page, orderNo) {
  const answer = await callAsPage(page, '/b2b/Pay/GetPayInfo', { OrderNo: orderNo })
  return answer.Data.Enterprise.BalanceFen
}

/** Shanghai calendar date `days` from today (YYYY-MM-DD). */
export function shanghaiDay(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** The page on top of Taro's H5 page stack. */
export const visible = (page) => page.locator('.taro_page:visible')

/** A taro-ui button of the visible page, by its text. */
export const button = (page, text) => visible(page).locator('.at-button', { hasText: text })

/** The page of the current address (Taro H5 gives each page the id `<path>?stamp=..`; earlier pages stay, hidden), and lookups in it. */
export function currentPage(page) {
  const current = () => page.locator(`.taro_page[id^="${new URL(page.url()).pathname}?"]`).last()
  return {
    current,
    shownText: (text) => current().getByText(text).first(),
    field: (placeholder) => current().locator(`input[placeholder="${placeholder}"]`),
    button: (text) => current().locator('.at-button', { hasText: text }),
    pathIs: (path) => page.waitForURL((url) => url.pathname === path, { timeout: 10_000, waitUntil: 'commit' }),
  }
}

/** The latest SMS code the embedded server "sent" to the phone for the scene, from its log (decision 0202). */
export async function smsCode(phone, scene) {
  const logFile = process.env.E2E_SERVER_LOG
  if (!logFile) throw new Error('E2E_SERVER_LOG is set by tests/e2e/run.mjs')
  const deadline = Date.now() + 5000
  while (Date.now() < deadline) {
    const codes = readFileSync(logFile, 'utf8').split('\n').flatMap((line) => {
      try {
        const sms = JSON.parse(line).sms
        return sms && sms.phone === phone && sms.scene === scene ? [sms.code] : []
      } catch {
        return []
      }
    })
    if (codes.length > 0) return codes.at(-1)
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no ${scene} code for ${phone} in the server log`)
}

/**
 * Finance's 确认支付 on a loan or bill detail (decision 0560): picks the enterprise's 基本户 in 付款账户, checks the
 * confirmation's amount, payee and account, and confirms. The detail page shows the result.
 */
export async function payOut(page, { amount, payee }) {
  const detail = new URL(page.url()).pathname
  await button(page, '确认支付').click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/PayAccountList')
  await visible(page).locator('.pay-account-row', { hasText: '基本户' }).click()
  await page.waitForURL((url) => url.pathname === detail)
  const popup = page.locator('.pay-out:visible')
  await popup.getByText(`支付金额 ${amount}`).waitFor()
  await popup.getByText(`收款方 ${payee}`, { exact: false }).waitFor()
  await popup.getByText('付款账户 基本户 招商银行上海分行').waitFor()
  await shot(page, `pay-confirm-${amount.replace(/\D/g, '')}`)
  await popup.locator('.popup__button--confirm').click()
}

/** Calls the real server's API as a client would ({Code, Msg, Data}); fails unless Code is 0000. Answers Data. */
export async function api(path, body, token) {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', reqId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`, ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  const json = await answer.json()
  if (json.Code !== '0000') throw new Error(`${path}: ${json.Code} ${json.Msg}`)
  return json.Data
}

/** A session of a demo member through the API (one session a person: it ends that member's session in a page). */
export async function tokenOf(phone) {
  const deadline = Date.now() + 75_000
  for (;;) {
    try {
      return (await api('/b2b/Customer/LoginV2', { Phone: phone, Password: 'Travel@2026' })).Token
    } catch (error) {
      // Refused for the phone's sign-ins of this minute (submitLogin): tried again until the minute has passed.
      if (!String(error.message).includes(': 4029 ') || Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 5_000))
    }
  }
}
