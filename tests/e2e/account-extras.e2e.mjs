// Issue 20 (registration extras, change of mobile) in the browser at a phone viewport against the real server:
// a new user registers through a promotion link (the SMS code from the server log, decision 0202), lands on
// registerSuccess and the home page; then changes the login mobile with a code on the old phone and one on
// the new phone, and logs in with the new phone.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, currentPage, openBrowser, shot, smsCode } from './browser.mjs'

const PHONE = `135${String(Date.now()).slice(-8)}`
const NEW_PHONE = `134${String(Date.now()).slice(-8)}`
const PASSWORD = 'Promo2026x'

let browser
let page
let current, shownText, field, button, pathIs
before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
  ;({ current, shownText, field, button, pathIs } = currentPage(page))
})
after(async () => { await browser?.close() })

test('a new user registers through a promotion link and lands on the home page', async () => {
  await page.goto(`${baseUrl}/pages/extension/register?invitation=XHZL-INVITE-2026`)
  await shownText('星河智联科技有限公司 邀请您加入').waitFor()
  await field('请输入手机号').fill(PHONE)
  await current().getByText('获取验证码').click()
  await shownText('60秒后重发').waitFor()
  await field('请输入6位验证码').fill(await smsCode(PHONE, 'register'))
  await field('请输入真实姓名').fill('钱多多')
  await field('设置密码（8-20位字母和数字）').fill(PASSWORD)
  await field('再次输入密码').fill('Promo2026y')
  await button('立即注册').click()
  await shownText('两次输入的密码不一致').waitFor()
  assert.equal(await field('请输入真实姓名').inputValue(), '钱多多')
  await field('再次输入密码').fill(PASSWORD)
  await shot(page, 'account-extras-promotion')
  await button('立即注册').click()
  await pathIs('/pages/extension/registerSuccess')
  await shownText('欢迎加入星河智联科技有限公司。').waitFor()
  await shot(page, 'account-extras-registered')
  await button('开始使用').click()
  await pathIs('/pages/index/index')
})

test('the new user changes the login mobile with a code on each phone, then logs in with the new one', async () => {
  await page.goto(`${baseUrl}/pages/my/index/index`)
  await shownText('修改手机号').click()
  await pathIs('/pages/my/modifyMobileNumber/index')
  await current().getByText('获取验证码').click()
  await shownText(`验证码已发送至 ${PHONE.slice(0, 3)}****${PHONE.slice(-4)}`).waitFor()
  await field('请输入原手机号收到的验证码').fill(await smsCode(PHONE, 'changeMobileOld'))
  await button('下一步').click()
  await field('请输入新手机号').fill('13800000001')
  await current().getByText('获取验证码').click()
  await shownText('该手机号已注册其他账号').waitFor()
  await field('请输入新手机号').fill(NEW_PHONE)
  await current().getByText('获取验证码').click()
  await shownText(`验证码已发送至 ${NEW_PHONE.slice(0, 3)}****${NEW_PHONE.slice(-4)}`).waitFor()
  await field('请输入新手机号收到的验证码').fill(await smsCode(NEW_PHONE, 'changeMobileNew'))
  await button('确认修改').click()
  await shownText('手机号修改成功').waitFor()
  await shot(page, 'account-extras-mobile-changed')

  await page.evaluate(() => localStorage.clear())
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login?isindex=1`)
  await field('请输入手机号').fill(PHONE)
  await field('请输入密码').fill(PASSWORD)
  await page.locator('.login__submit').click()
  await shownText('手机号或密码错误').waitFor()
  await field('请输入手机号').fill(NEW_PHONE)
  await page.locator('.login__submit').click()
  await pathIs('/pages/index/index')
})
