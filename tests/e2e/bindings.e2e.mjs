// Issues 19/20 in the browser against `npm start`'s server (task H5): 账号绑定 (a travel platform and a membership
// card, a refusal that keeps the input, unbinding), 名片 with its QR code and the card bank, a manager deciding a
// join request from 我的, 增值服务 of an order, and the car provider's 计价规则 page in car/ios and car/iframe.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser, shot, signIn, visible } from './browser.mjs'

let browser
let newPhonePage
before(async () => {
  ;({ browser, newPhonePage } = await openBrowser())
})
after(async () => { await browser?.close() })

async function openMyLink(page, title) {
  await page.locator('.taro_page:visible .tab-bar__item--my').click()
  await page.waitForURL((u) => u.pathname.includes('/my'))
  await visible(page).locator('.my-links .at-list__item', { hasText: title }).click()
}

/** Calls the API as a member (for the other side of a journey: the account that asks to join). */
async function api(path, body, token) {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', reqId: `e2e-bind-${Date.now()}-${Math.random().toString(36).slice(2)}`, ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  return answer.json()
}

test('账号绑定: bind a travel platform after a refused account, unbind it, bind a membership card', async () => {
  const page = await signIn(newPhonePage, '13800000001')
  await openMyLink(page, '账号绑定')
  await page.waitForURL((u) => u.pathname === '/pages/my/bindAccount/bindList')
  const ctrip = visible(page).locator('.bind-row', { hasText: '携程商旅' })
  await ctrip.locator('text=未绑定').waitFor({ timeout: 20_000 })
  await shot(page, 'bindings-list')

  await ctrip.locator('.bind-row__action', { hasText: '去绑定' }).click()
  await page.waitForURL((u) => u.pathname === '/pages/my/bindAccount/bind')
  const account = visible(page).locator('input[placeholder="平台账号（手机号或邮箱）"]')
  await account.fill('zhangwei')
  await visible(page).locator('input[placeholder="平台登录密码"]').fill('Trip@2026')
  await visible(page).locator('.login__submit').click()
  await visible(page).locator('.login__error', { hasText: '平台账号应为手机号或邮箱' }).waitFor()
  assert.equal(await account.inputValue(), 'zhangwei', 'the input is kept')
  await account.fill('13812345678')
  await visible(page).locator('.login__submit').click()
  await page.waitForURL((u) => u.pathname === '/pages/my/bindAccount/bindList', { timeout: 20_000 })
  await visible(page).locator('.bind-row', { hasText: '携程商旅' }).locator('text=已绑定 138****5678').waitFor({ timeout: 20_000 })
  await shot(page, 'bindings-platform-bound')

  await visible(page).locator('.bind-row', { hasText: '携程商旅' }).locator('.bind-row__action', { hasText: '解绑' }).click()
  await page.locator('text=确定解绑携程商旅账号 138****5678 吗？').waitFor()
  await page.locator('.popup__button--confirm:visible', { hasText: '解绑' }).click()
  await visible(page).locator('.bind-row', { hasText: '携程商旅' }).locator('text=未绑定').waitFor({ timeout: 20_000 })

  const ca = visible(page).locator('.bind-row', { hasText: '国航凤凰知音' })
  await ca.locator('.bind-row__action', { hasText: '去绑定' }).click()
  await page.waitForURL((u) => u.pathname === '/pages/my/bindAccount/member')
  assert.equal(await visible(page).locator('input[placeholder="持卡人姓名（须为本人）"]').inputValue(), '张伟')
  await visible(page).locator('input[placeholder="会员卡号"]').fill('001234567891')
  await visible(page).locator('.login__submit').click()
  await page.waitForURL((u) => u.pathname === '/pages/my/bindAccount/bindList', { timeout: 20_000 })
  const meta = visible(page).locator('.bind-row', { hasText: '国航凤凰知音' }).locator('.bind-row__meta', { hasText: '0012 **** 7891' })
  await meta.waitFor({ timeout: 20_000 })
  const bound = await meta.innerText()
  assert.match(bound, /^0012 \*\*\*\* 7891 · (普卡|银卡|金卡|白金卡)$/)
  await shot(page, 'bindings-member-bound')
  await page.context().close()
})

test('名片: my card with a QR code, and colleagues found in the card bank with masked phones', async () => {
  const page = await signIn(newPhonePage, '13800000001')
  await openMyLink(page, '我的名片')
  await page.waitForURL((u) => u.pathname === '/pages/index2.0/businessCard')
  await visible(page).locator('.business-card__line', { hasText: '手机 13800000001' }).waitFor({ timeout: 20_000 })
  assert.equal((await visible(page).locator('.business-card__name').innerText()).trim(), '张伟')
  assert.ok((await visible(page).locator('.qr-code__run').count()) > 100, 'the QR code is drawn')
  await visible(page).locator('.at-search-bar input').fill('李')
  await visible(page).locator('.at-search-bar__action', { hasText: '搜索' }).click()
  const lina = visible(page).locator('.card-bank-row', { hasText: '李娜' })
  await lina.waitFor({ timeout: 20_000 })
  assert.match(await lina.innerText(), /138\*\*\*\*0002/)
  await shot(page, 'business-card')
  await page.context().close()
})

test('加入申请: an account asks to join by the key, the manager approves it from 我的', async () => {
  const login = await api('/b2b/Customer/LoginV2', { Phone: '13900000001', Password: 'Travel@2026' })
  assert.equal(login.Code, '0000', login.Msg)
  const asked = await api('/common/api/Customer/RegisterCustomerInfo', { EnterpriseKey: 'xhzl2026', CustomerName: '赵磊' }, login.Data.Token)
  assert.equal(asked.Data?.Status, 'pending', asked.Msg)

  const page = await signIn(newPhonePage, '13800000004')
  await page.locator('.taro_page:visible .tab-bar__item--my').click()
  await page.waitForURL((u) => u.pathname.includes('/my'))
  const entry = visible(page).locator('.join-requests-entry')
  await entry.locator('text=/\\d+条待审核/').waitFor({ timeout: 20_000 })
  await entry.click()
  const request = page.locator('.join-request', { hasText: '赵磊' })
  await request.waitFor({ timeout: 20_000 })
  assert.match(await request.innerText(), /13900000001/)
  await shot(page, 'join-requests')
  await request.locator('.at-button', { hasText: '同意' }).click()
  await page.locator('text=已同意赵磊加入企业').waitFor({ timeout: 20_000 })
  await page.locator('.join-request', { hasText: '赵磊' }).waitFor({ state: 'detached', timeout: 20_000 })
  const again = await api('/common/api/Customer/RegisterCustomerInfo', { EnterpriseKey: 'xhzl2026', CustomerName: '赵磊' }, login.Data.Token)
  assert.notEqual(again.Data?.Status, 'pending', 'the account has joined: no second open request')
  await page.context().close()
})

test('增值服务 of the demo flight order', async () => {
  const shanghaiToday = new Date(Date.now() + 8 * 3600_000)
  const flightDay = new Date(shanghaiToday.getTime() + 7 * 86400_000).toISOString().slice(0, 10).replaceAll('-', '')
  const page = await signIn(newPhonePage, '13800000001')
  await page.goto(`${baseUrl}/pages/order3.0/common/valueAddServices?orderNo=F${flightDay}0001`)
  const text = await page.waitForFunction(() => {
    const shown = Array.from(document.querySelectorAll('.taro_page')).filter((p) => p.getClientRects().length > 0).at(-1)
    const t = shown?.innerText ?? ''
    return /已购\d+项 · 支付¥|加载失败|不存在/.test(t) ? t : false
  }, null, { timeout: 20_000 }).then((h) => h.jsonValue())
  assert.match(text, /增值服务/)
  assert.match(text, /已购\d+项 · 支付¥[\d.,]+/)
  assert.match(text, /实际费用 ¥/)
  await shot(page, 'value-add-services')
  await page.context().close()
})

test('计价规则 of the ride provider in car/ios and car/iframe; another site refused in car/webView', async () => {
  const page = await signIn(newPhonePage, '13800000001')
  const rules = `${baseUrl}/car/provider/fare-rules`
  await page.goto(`${baseUrl}/pages/car/ios?url=${encodeURIComponent(rules)}&title=${encodeURIComponent('计价规则')}`)
  await visible(page).locator('.car-web__scroller iframe').waitFor({ timeout: 20_000 })
  const frame = page.frameLocator('.taro_page:visible iframe')
  await frame.locator('th', { hasText: '经济型' }).waitFor({ timeout: 20_000 })
  assert.match(await frame.locator('body').innerText(), /收取取消费¥5\.00/)
  await shot(page, 'car-fare-rules-ios')
  await page.goto(`${baseUrl}/pages/car/iframe?url=${encodeURIComponent(rules)}`)
  await page.frameLocator('.taro_page:visible iframe').locator('th', { hasText: '商务型' }).waitFor({ timeout: 20_000 })
  await page.goto(`${baseUrl}/pages/car/webView?url=${encodeURIComponent('https://evil.example.com/pay')}`)
  await visible(page).locator('text=该地址不在允许范围内，无法打开').waitFor({ timeout: 20_000 })
  assert.equal(await visible(page).locator('iframe').count(), 0)
  await page.context().close()
})
