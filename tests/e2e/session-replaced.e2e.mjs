// Issue 34 in the browser: why a session ended is said. The same member signs in on a second browser; the first,
// on its next call, lands on the login page that reads the server's 8001 message (您的账号已在其他设备登录), also
// after a reload, until the member signs in again.
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser, shot, signIn } from './browser.mjs'

const REPLACED = '您的账号已在其他设备登录'
const LOGIN = '/pages/loginAndRegister/login/login'
let browser
let newPhonePage

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  newPhonePage = opened.newPhonePage
})
after(async () => { await browser?.close() })

test('signed in elsewhere: the first browser\'s login page says 您的账号已在其他设备登录, after a reload too', async () => {
  const first = await signIn(newPhonePage, '13800000004')
  const second = await signIn(newPhonePage, '13800000004')
  await second.locator('.tab-bar:visible').waitFor()

  await first.goto(`${baseUrl}/pages/order3.0/triplist`)
  await first.waitForURL((url) => url.pathname === LOGIN, { timeout: 30_000 })
  await first.locator('.login__session-end', { hasText: REPLACED }).waitFor({ timeout: 20_000 })
  await shot(first, 'session-replaced-login')

  await first.reload()
  await first.locator('.login__session-end', { hasText: REPLACED }).waitFor({ timeout: 20_000 })

  // Signing in again forgets it.
  await first.locator('input[placeholder="请输入手机号"]').fill('13800000004')
  await first.locator('input[placeholder="请输入密码"]').fill('Travel@2026')
  await first.locator('.login__submit').click()
  await first.waitForURL((url) => url.pathname !== LOGIN)
  await first.goto(`${baseUrl}${LOGIN}?isindex=1`)
  await first.getByText('欢迎登录').waitFor()
  if (await first.locator('.login__session-end').count()) throw new Error('the reason outlived the new sign-in')
})
