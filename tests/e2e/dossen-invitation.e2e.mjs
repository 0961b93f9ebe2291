// A Dossen sale cannot attach an existing account to an enterprise (issue 31 item 10, decision 0576): as
// 13800000005, 我的企业 › 粤海会展 › 添加员工 with 张伟's phone invites him instead, and the screen shows the code.
// 张伟 does not find 粤海会展 in 切换企业 until he enters that code under 加入企业; then he does.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, button, openBrowser, shot, visible, submitLogin } from './browser.mjs'

let browser
let page
const state = {}

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

/** Signs a demo member in; the sale's home is the Dossen one, the employee's the usual one. */
const signInAs = (phone) => submitLogin(page, phone, 'Travel@2026', (url) => url.pathname !== '/pages/loginAndRegister/login/login')

test('the sale adds 张伟 (13800000001) to 粤海会展: he is invited, not added', async () => {
  await signInAs('13800000005')
  await page.goto(`${baseUrl}/pages/index3.0/dossen/enterpriseList`)
  await visible(page).locator('.dossen-item', { hasText: '粤海会展' }).first().click()
  await page.waitForURL((url) => url.pathname === '/pages/index3.0/dossen/enterpriseEmployees')
  await button(page, '添加员工').click()
  await page.waitForURL((url) => url.pathname === '/pages/index3.0/dossen/addEnterpriseEmployees')
  await visible(page).locator('input[placeholder="请输入员工姓名"]').fill('王五')
  await visible(page).locator('input[placeholder="请输入员工手机号"]').fill('13800000001')
  await button(page, '确认添加').click()
  const invited = visible(page).locator('.dossen-add__invited')
  await invited.waitFor()
  const text = await invited.innerText()
  assert.match(text, /王五的手机号已注册，不能直接添加/)
  state.code = /邀请码 (\S+)，/.exec(text)?.[1]
  assert.ok(state.code, `an invitation code in: ${text}`)
  // The form stays, with what the sale typed.
  assert.equal(await visible(page).locator('input[placeholder="请输入员工手机号"]').inputValue(), '13800000001')
  await shot(page, 'dossen-invited')
})

test('张伟 does not find 粤海会展 in 切换企业 until he accepts the code under 加入企业', async () => {
  await signInAs('13800000001')
  await page.goto(`${baseUrl}/pages/index3.0/dossen/changeEnterprise`)
  await visible(page).getByText('选择要登录的企业').waitFor()
  await visible(page).getByText('星河智联').first().waitFor()
  assert.equal(await visible(page).getByText('粤海会展').count(), 0, '粤海会展 is not his before he accepts')
  await visible(page).locator('input[placeholder="请输入邀请码"]').fill(state.code)
  await visible(page).locator('.enterprise-invite__submit').click()
  await visible(page).getByText('粤海会展').first().waitFor()
  await shot(page, 'dossen-invitation-accepted')
})
