// Issue 13 in the browser, as a new user at a phone viewport: logged-out deep links go to login and back,
// the approver finds 审批 with the same count as the list, unknown addresses say so, a session ended inside
// WeChat offers 重新登录, 在线客服 works under the CSP, the phone field keeps 11 digits, nothing 404s.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser, shot } from './browser.mjs'

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN'

let browser
before(async () => {
  browser = (await openBrowser()).browser
})
after(async () => { await browser?.close() })

async function freshPage(userAgent) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN',
    ...(userAgent ? { userAgent } : {}),
  })
  return context.newPage()
}

const visible = (page) => page.locator('.taro_page:visible').last()
const pathOf = (page) => new URL(page.url()).pathname
const LOGIN = '/pages/loginAndRegister/login/login'

/** The shown page has content and no spinner (within 5 s). */
async function settled(page) {
  await page.waitForFunction(() => {
    const shown = Array.from(document.querySelectorAll('.taro_page')).filter((p) => p.getClientRects().length > 0).at(-1)
    return Boolean(shown) && !shown.querySelector('.state-view--loading') && shown.innerText.trim().length > 0
  }, null, { timeout: 20_000 })
}

async function fillLogin(page, phone) {
  await page.locator('input[placeholder="请输入手机号"]').fill(phone)
  await page.locator('input[placeholder="请输入密码"]').fill('Travel@2026')
  await page.locator('.login__submit').click()
}

async function logIn(page, phone) {
  await page.goto(`${baseUrl}${LOGIN}?isindex=1`)
  await fillLogin(page, phone)
  await page.waitForURL((url) => url.pathname !== LOGIN)
}

test('logged out, every deep link goes to login and, after login, back to the page asked for', async () => {
  const page = await freshPage()
  for (const path of ['/pages/index/index', '/pages/my/index/index', '/pages/order/index/index', '/pages/order3.0/triplist', '/pages/approve/index/index']) {
    await page.goto(`${baseUrl}${path}`)
    await page.waitForURL((url) => url.pathname === LOGIN, { timeout: 20_000 })
    assert.equal(new URL(page.url()).searchParams.get('redirect')?.split('?')[0], path)
    await page.evaluate(() => localStorage.clear())
  }
  await page.goto(`${baseUrl}/pages/order3.0/triplist`)
  await page.waitForURL((url) => url.pathname === LOGIN, { timeout: 20_000 })
  await fillLogin(page, '13800000001')
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/triplist')
  await visible(page).locator('.trip-card').first().waitFor({ timeout: 20_000 })
  await shot(page, 'issue13-deep-link-back-after-login')
  await page.context().close()
})

const EXPENSE_APPROVALS = '/pages/expenseControl/approve/index/index'

test('the approver has 审批 in the tab bar, the 待我审批 card and 我的, and the count matches the list', async () => {
  const page = await freshPage()
  await logIn(page, '13800000002')
  const home = pathOf(page)
  const tabBar = page.locator('.tab-bar:visible')
  await tabBar.getByText('审批').waitFor()
  const count = Number(await visible(page).locator('.home-todo__count').textContent())
  // The demo enterprise is in the new expense mode: 审批 is the expense approvals, order approvals one tap on.
  await visible(page).locator('.home-todo').click()
  await page.waitForURL((url) => url.pathname === EXPENSE_APPROVALS, { timeout: 20_000 })
  await settled(page)
  // The count holds travel and daily applications too (出差申请 / 日常申请 N 条待我审批, shown only when some wait),
  // and the bills and loans of this screen's 待审批 tab.
  const countIn = async (selector) => {
    const link = visible(page).locator(selector)
    await link.first().waitFor({ timeout: 10_000 }).catch(() => undefined)
    return (await link.count()) > 0 ? Number((await link.first().innerText()).replace(/\D+/g, ' ').trim().split(' ')[0]) : 0
  }
  const applications = (await countIn('.travel-apply-pending__count')) + (await countIn('.daily-apply-pending__count'))
  const expenseCards = visible(page).locator('.bill-card, .loan-card')
  await expenseCards.first().waitFor({ timeout: 10_000 }).catch(() => undefined)
  const expenseItems = await expenseCards.count()
  await visible(page).locator('.expense-approval__orders').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/approvalList', { timeout: 20_000 })
  await settled(page)
  // The list may first draw its empty view before it has asked the server: read it until it holds the count
  // (or 20 s pass, and the assertion below says what it showed).
  const cards = visible(page).locator('.approval-card')
  let listed = await cards.count()
  for (const deadline = Date.now() + 20_000; listed + applications + expenseItems !== count && Date.now() < deadline; listed = await cards.count()) {
    await page.waitForTimeout(500)
  }
  assert.equal(listed + applications + expenseItems, count, `home said ${count}, the lists show ${listed} orders, ${applications} applications and ${expenseItems} bills and loans`)
  await page.goto(`${baseUrl}${home}`)
  await page.locator('.tab-bar:visible .tab-bar__item--approval').click()
  await page.waitForURL((url) => url.pathname === EXPENSE_APPROVALS, { timeout: 20_000 })
  await page.goto(`${baseUrl}/pages/my/index/index`)
  await visible(page).getByText('我的审批').click()
  await page.waitForURL((url) => url.pathname === EXPENSE_APPROVALS, { timeout: 20_000 })

  // The bar is the same once the session has ended.
  await page.goto(`${baseUrl}${home}`)
  const loggedIn = await page.locator('.tab-bar:visible .tab-bar__text').allTextContents()
  await page.evaluate(() => localStorage.clear())
  await page.goto(`${baseUrl}${LOGIN}?isindex=1`)
  await fillLogin(page, '13800000002')
  await page.waitForURL((url) => url.pathname === home)
  assert.deepEqual(await page.locator('.tab-bar:visible .tab-bar__text').allTextContents(), loggedIn)
  assert.ok(loggedIn.includes('审批'))
  await page.context().close()
})

test('unknown addresses say so, with the address and a way home', async () => {
  const page = await freshPage()
  await logIn(page, '13800000001')
  await page.goto(`${baseUrl}/pages/no/such/page`)
  await page.locator('.not-found__title', { hasText: '页面不存在' }).waitFor({ timeout: 20_000 })
  await page.locator('.not-found__path', { hasText: '/pages/no/such/page' }).waitFor()
  await shot(page, 'issue13-not-found')
  // Every spec route is built now (324 of 324): 暂未开通 is left to the screen's unit test.
  await page.locator('.not-found__home').click()
  await page.locator('.tab-bar:visible').waitFor({ timeout: 20_000 })
  await page.context().close()
})

// Signing in through WeChat's OAuth and coming back is walked in sso.e2e.mjs (decision 0380).
test("inside WeChat a logged-out page offers 重新登录, which goes to WeChat's sign-in", async () => {
  const page = await freshPage(WECHAT_UA)
  await page.goto(`${baseUrl}/pages/my/index/index`)
  await page.getByText('您已退出登录').waitFor({ timeout: 20_000 })
  assert.equal(pathOf(page), '/pages/my/index/index', 'no redirect inside WeChat')
  await shot(page, 'issue13-wechat-signed-out')
  await page.locator('.session-gate__login').click()
  await page.waitForURL((url) => url.pathname.startsWith('/sso-sim/wechat/connect/oauth2/authorize'), { timeout: 20_000 })
  await page.context().close()
})

test('在线客服 runs under the CSP: questions and the hotline show', async () => {
  const page = await freshPage()
  const blocked = []
  page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) blocked.push(message.text()) })
  await page.goto(`${baseUrl}/hybrid/html/online_service.html?productType=1`)
  await page.locator('#questions summary').first().waitFor({ timeout: 20_000 })
  assert.match(await page.locator('#hotline-number').textContent(), /\d{3}-\d{3}-\d{4}/)
  assert.deepEqual(blocked, [])
  const config = await (await fetch(`${baseUrl}/b2b/Common/GetPublicConfigValue`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key: 'CustomerServiceTeam1020' }),
  })).json()
  assert.equal(config.Code, '0000')
  await page.context().close()
})

test('the phone field keeps 11 digits and a wrong number says 请输入正确的手机号; logo and favicon load', async () => {
  const page = await freshPage()
  const missing = []
  page.on('response', (response) => { if (response.status() === 404) missing.push(new URL(response.url()).pathname) })
  await page.goto(`${baseUrl}${LOGIN}?isindex=1`)
  const phone = page.locator('input[placeholder="请输入手机号"]')
  await phone.fill(`138${'0'.repeat(9997)}`)
  assert.equal(await phone.inputValue(), '13800000000')
  await phone.fill('12345')
  await page.locator('input[placeholder="请输入密码"]').fill('Travel@2026')
  await page.locator('.login__submit').click()
  await page.getByText('请输入正确的手机号').waitFor({ timeout: 20_000 })
  for (const path of ['/static/brand/clgj/logo.png', '/favicon.ico']) {
    assert.equal((await fetch(`${baseUrl}${path}`)).status, 200, path)
  }
  assert.deepEqual(missing, [])
  await page.context().close()
})
