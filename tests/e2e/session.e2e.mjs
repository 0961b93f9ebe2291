// Issue 2 and 3 in the browser: deep links, legacy '#/' addresses, login, home, logout, and an old token
// answered with 8001 sending the app back to login.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser, shot } from './browser.mjs'

let browser
let page

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

/** Taro H5 keeps storage as {"data": value}; the settings value may itself be JSON text. */
function tokenIn(stored) {
  let value = JSON.parse(stored).data
  if (typeof value === 'string') value = JSON.parse(value)
  return value?.MemberInfo?.Token
}

const pathOf = () => new URL(page.url()).pathname

async function logIn(phone) {
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login?isindex=1`)
  await page.locator('input[placeholder="请输入手机号"]').fill(phone)
  await page.locator('input[placeholder="请输入密码"]').fill('Travel@2026')
  await page.locator('.login__submit').click()
}

test('a deep link opens the login page, and a wrong password keeps what was typed', async () => {
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login?isindex=1`)
  await page.getByText('欢迎登录').waitFor()
  await page.locator('input[placeholder="请输入手机号"]').fill('13800000001')
  await page.locator('input[placeholder="请输入密码"]').fill('wrong-password')
  await page.locator('.login__submit').click()
  await page.getByText('手机号或密码错误').first().waitFor()
  assert.equal(await page.locator('input[placeholder="请输入手机号"]').inputValue(), '13800000001')
  await shot(page, 'login-wrong-password')
})

test('the employee logs in and lands on the home page with banners and the tab bar', async () => {
  await logIn('13800000001')
  await page.waitForURL((url) => url.pathname === '/pages/index/index')
  await page.locator('.tab-bar:visible').waitFor()
  await page.locator('.tab-bar:visible').getByText('首页').waitFor()
  await page.locator('.tab-bar:visible').getByText('我的').waitFor()
  await page.locator('.home-banners, .home-banner, swiper, .taro-swiper-wrapper').first().waitFor()
  await shot(page, 'home-employee')
})

test('the start address opens the page named by Page after the home', async () => {
  await page.goto(`${baseUrl}/?Page=${encodeURIComponent('/pages/order3.0/triplist')}`)
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/triplist')
  await page.locator('.tab-bar:visible').waitFor()
  await page.locator('.taro_page:visible .trip-card').first().waitFor()
  await shot(page, 'start-page-param-triplist')
})

test('a legacy /#/ address lands on the clean path', async () => {
  await page.goto(`${baseUrl}/#/pages/index/index`)
  await page.waitForURL((url) => url.pathname === '/pages/index/index' && url.hash === '')
  assert.equal(pathOf(), '/pages/index/index')
})

test('logging out ends the session; the old token then gets 8001 and the app goes to login', async () => {
  const storedSettings = await page.evaluate(() => localStorage.getItem('settings'))
  assert.ok(storedSettings, 'settings are stored under the key settings')
  const token = tokenIn(storedSettings)
  assert.ok(token, 'the stored settings hold the token')

  await page.goto(`${baseUrl}/pages/my/index/index`)
  await page.locator('.taro_page:visible .at-button', { hasText: '退出登录' }).click()
  await page.getByText('确定要退出登录吗？').waitFor()
  await page.locator('.taro_page:visible').getByText('退出', { exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/pages/loginAndRegister/login/login')

  const answer = await (await fetch(`${baseUrl}/b2b/Customer/GetCustomerInfo`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Token: token }, body: '{}',
  })).json()
  assert.equal(answer.Code, '8001')

  // Put the old session back as if another tab still held it: the first call ends it and shows login.
  await page.evaluate((value) => localStorage.setItem('settings', value), storedSettings)
  await page.goto(`${baseUrl}/pages/order3.0/triplist`)
  await page.waitForURL((url) => url.pathname === '/pages/loginAndRegister/login/login')
  await shot(page, 'old-token-back-to-login')
})
