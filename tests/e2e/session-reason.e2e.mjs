// Issue 34, "why a session ended is never said": a sign-in elsewhere ends this page's session (one live session a
// person, decision 0540) and the server answers the next call 8001 您的账号已在其他设备登录. WeChat's browser (no
// redirect) says it on the signed-out notice beside 您已退出登录. (A plain browser's login page does not show it yet:
// issue 34, left.)
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser, shot, signIn, tokenOf, visible } from './browser.mjs'

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN'
const REASON = '您的账号已在其他设备登录'

let browser
let newPhonePage
before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  newPhonePage = opened.newPhonePage
})
after(async () => { await browser?.close() })

test("in WeChat's browser, the signed-out notice gives the server's reason", async () => {
  const page = await signIn((ua) => newPhonePage(ua ?? WECHAT_UA), '13800000004')
  await page.waitForURL((url) => url.pathname === '/pages/index/index')
  await tokenOf('13800000004')
  await page.goto(`${baseUrl}/pages/order3.0/triplist`)
  await visible(page).getByText('您已退出登录').waitFor()
  await visible(page).locator('.session-gate__reason', { hasText: REASON }).waitFor()
  await shot(page, 'session-ended-elsewhere-wechat')
  await page.close()
})
