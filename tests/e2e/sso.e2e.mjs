// Issue 20, DingTalk in the browser (decision 0272): with DingTalk's user agent a logged-out page offers 重新登录,
// which goes through DDGetLoginUrl to the simulated DingTalk login, comes back with the code, signs the staff
// member in and returns to the page; a used or made-up code is refused; 我的优惠券 in both generations.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser, shot } from './browser.mjs'

const DINGTALK_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.5.10) com.laiwang.DingTalk/31067839 Channel/201200 language/zh-Hans-CN UT4Aplus/0.0.6 WK'
const SSO = '/pages/loginAndRegister/redirectPage/redirectPage'

let browser
let freshPage
before(async () => {
  ;({ browser, newPhonePage: freshPage } = await openBrowser())
})
after(async () => { await browser?.close() })

const visible = (page) => page.locator('.taro_page:visible').last()

test('inside DingTalk, 重新登录 signs in through the (simulated) DingTalk login and comes back to the page', async () => {
  const page = await freshPage(DINGTALK_UA)
  await page.goto(`${baseUrl}/pages/my/index/index?EnterpriseId=20001`)
  await page.getByText('您已退出登录').waitFor({ timeout: 30_000 })
  await shot(page, 'sso-dingtalk-signed-out')
  await page.locator('.session-gate__login').click()
  await page.waitForURL((url) => url.pathname === '/sso-sim/dingtalk/oauth2/auth', { timeout: 30_000 })
  await page.getByText('钉钉授权登录（模拟）').waitFor({ timeout: 20_000 })
  await shot(page, 'sso-dingtalk-consent')
  await page.locator('a.staff', { hasText: '张伟' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/my/index/index', { timeout: 40_000 })
  await visible(page).locator('.my-logout').waitFor({ timeout: 30_000 })
  await visible(page).getByText('张伟').first().waitFor({ timeout: 20_000 })
  await shot(page, 'sso-dingtalk-signed-in')

  // The code came back in the address once; used again it is refused with a clear message.
  const codes = await page.evaluate(async () => {
    const answer = await fetch('/b2b/Customer/DDLogin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ AuthCode: 'made-up-code' }) })
    return answer.json()
  })
  assert.deepEqual([codes.Code, codes.Msg], ['4001', '钉钉授权已失效，请重新进入'])
  await page.context().close()
})

test('a used or made-up DingTalk code says so, with 重新登录 and 使用手机号登录', async () => {
  const page = await freshPage(DINGTALK_UA)
  await page.goto(`${baseUrl}${SSO}?authCode=not-a-real-code&state=20001`)
  await page.getByText('钉钉授权已失效，请重新进入').waitFor({ timeout: 30_000 })
  await shot(page, 'sso-dingtalk-bad-code')
  assert.ok(await page.getByText('使用手机号登录').isVisible())
  await page.context().close()
})

test('我的优惠券: the current coupons, one opened, and the history', async () => {
  const page = await freshPage()
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login?isindex=1`)
  await page.locator('input[placeholder="请输入手机号"]').fill('13800000001')
  await page.locator('input[placeholder="请输入密码"]').fill('Travel@2026')
  await page.locator('.login__submit').click()
  await page.waitForURL((url) => !url.pathname.includes('loginAndRegister'), { timeout: 30_000 })
  await page.goto(`${baseUrl}/pages/my/coupon/index`)
  await visible(page).getByText('商旅新客立减50元').waitFor({ timeout: 30_000 })
  await shot(page, 'coupons-current')
  await visible(page).getByText('商旅新客立减50元').click()
  await page.waitForURL((url) => url.pathname === '/pages/my/coupon/detail', { timeout: 20_000 })
  await visible(page).getByText('使用规则').waitFor({ timeout: 20_000 })
  await page.goto(`${baseUrl}/pages/common2.0/coupon/history`)
  await visible(page).getByText('周末酒店满800减80').waitFor({ timeout: 30_000 })
  await shot(page, 'coupons-history')
  await page.context().close()
})

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN'

test("inside WeChat's browser, 重新登录 goes through WeChat's (simulated) OAuth, binds the account once, then signs in directly", async () => {
  const page = await freshPage(WECHAT_UA)
  await page.goto(`${baseUrl}/pages/my/index/index`)
  await page.getByText('您已退出登录').waitFor({ timeout: 30_000 })
  await page.locator('.session-gate__login').click()
  await page.waitForURL((url) => url.pathname === '/sso-sim/wechat/connect/oauth2/authorize', { timeout: 30_000 })
  await page.getByText('微信网页授权（模拟）').waitFor({ timeout: 20_000 })
  await shot(page, 'sso-wechat-oauth')
  await page.locator('a.wechat-user', { hasText: '新的微信用户' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/pages/loginAndRegister/wechatBind'), { timeout: 40_000 })
  await visible(page).getByText('绑定差旅账号').waitFor({ timeout: 20_000 })
  await visible(page).locator('input[placeholder="请输入手机号"]').fill('13800000001')
  await visible(page).locator('input[placeholder="请输入密码"]').fill('Travel@2026')
  await shot(page, 'sso-wechat-bind')
  await visible(page).locator('.login__submit').click()
  await page.waitForURL((url) => url.pathname === '/pages/my/index/index', { timeout: 40_000 })
  await visible(page).locator('.my-logout').waitFor({ timeout: 30_000 })
  await shot(page, 'sso-wechat-signed-in')
  await page.context().close()

  // A new visit in WeChat: the bound WeChat user signs in without the password.
  const again = await freshPage(WECHAT_UA)
  await again.goto(`${baseUrl}/pages/my/index/index`)
  await again.locator('.session-gate__login').click()
  await again.waitForURL((url) => url.pathname === '/sso-sim/wechat/connect/oauth2/authorize', { timeout: 30_000 })
  await again.locator('a.wechat-user', { hasText: '已绑定的微信用户' }).first().click()
  await again.waitForURL((url) => url.pathname === '/pages/my/index/index', { timeout: 40_000 })
  await visible(again).locator('.my-logout').waitFor({ timeout: 30_000 })
  await shot(again, 'sso-wechat-bound-signed-in')
  await again.context().close()
})
