// Issue 20 in the browser at a phone viewport against the real server: a new user registers with the SMS
// code from the server log (decision 0202) and an invitation, lands on the home page, adds an invoice title
// and finds it listed; then resets the password with another code and logs in with the new one.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, currentPage, openBrowser, shot, smsCode } from './browser.mjs'

const PHONE = `136${String(Date.now()).slice(-8)}`
const INVITATION = 'XHZL-INVITE-2026'

let browser
let page
let shownText, field, button, pathIs
before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
  ;({ shownText, field, button, pathIs } = currentPage(page))
})
after(async () => { await browser?.close() })

test('a new user registers with an SMS code and an invitation, and lands on the home page', async () => {
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login?isindex=1`)
  await shownText('注册新账号').click()
  await pathIs('/pages/loginAndRegister/register1/register1')
  await field('请输入手机号').fill(PHONE)
  await button('获取验证码').click()
  await pathIs('/pages/loginAndRegister/register2/register2')
  await shownText('验证码已发送至').waitFor()
  await field('请输入6位验证码').fill(await smsCode(PHONE, 'register'))
  await shot(page, 'account-register-code')
  await button('下一步').click()
  await pathIs('/pages/loginAndRegister/register3/register3')
  await field('请输入真实姓名').fill('孙悦')
  await field('设置密码（8-20位字母和数字）').fill('Newbie2026')
  await field('再次输入密码').fill('Newbie2026')
  await field('请输入企业邀请码').fill('WRONG-CODE')
  await button('完成注册').click()
  await shownText('邀请码无效或已过期，请联系企业管理员重新邀请').waitFor()
  assert.equal(await field('请输入真实姓名').inputValue(), '孙悦')
  await field('请输入企业邀请码').fill(INVITATION)
  await button('完成注册').click()
  await pathIs('/pages/index/index')
  await shot(page, 'account-registered-home')
})

test('the new user adds an invoice title and sees it listed', async () => {
  await page.goto(`${baseUrl}/pages/invoice/title`)
  await pathIs('/pages/invoice/title')
  await shownText('暂无发票抬头，请添加').waitFor()
  await button('添加发票抬头').click()
  await pathIs('/pages/invoice/addTitle')
  await field('请填写单位名称').fill('星河智联科技有限公司')
  await field('请填写纳税人识别号').fill('91350100M000100Y44')
  await button('保存').click()
  await shownText('纳税人识别号校验不通过，请核对').waitFor()
  await field('请填写纳税人识别号').fill('91350100M000100Y43')
  await button('保存').click()
  await pathIs('/pages/invoice/title')
  await shownText('星河智联科技有限公司').waitFor()
  await shownText('税号：91350100M000100Y43').waitFor()
  await shot(page, 'account-invoice-titles')
})

test('the user resets the password with a new code and logs in with it', async () => {
  await page.evaluate(() => localStorage.clear())
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login?isindex=1`)
  await shownText('忘记密码').click()
  await pathIs('/pages/loginAndRegister/resetPassword1/resetPassword1')
  await field('请输入手机号').fill(PHONE)
  await button('获取验证码').click()
  await pathIs('/pages/loginAndRegister/resetPassword2/resetPassword2')
  await field('请输入6位验证码').fill(await smsCode(PHONE, 'resetPassword'))
  await button('下一步').click()
  await pathIs('/pages/loginAndRegister/resetPassword3/resetPassword3')
  await field('新密码（8-20位字母和数字）').fill('Reset2026x')
  await field('再次输入新密码').fill('Reset2026x')
  await button('确认重置').click()
  await pathIs('/pages/loginAndRegister/login/login')
  await field('请输入手机号').fill(PHONE)
  await field('请输入密码').fill('Reset2026x')
  await page.locator('.login__submit').click()
  await pathIs('/pages/index/index')
})

test('王芳 applies for one paper invoice over two completed orders with a new title and address', async () => {
  await page.evaluate(() => localStorage.clear())
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login?isindex=1`)
  await field('请输入手机号').fill('13800000003')
  await field('请输入密码').fill('Travel@2026')
  await page.locator('.login__submit').click()
  await pathIs('/pages/index/index')
  await page.goto(`${baseUrl}/pages/my2.0/invoice/index`)
  await pathIs('/pages/my2.0/invoice/index')
  await shownText('申请开票').click()
  await pathIs('/pages/my2.0/invoice/application')
  await shownText('上海 - 深圳 MU5331').click()
  await shownText('深圳北 - 上海虹桥 G100').click()
  await shownText('¥1,753.00').waitFor()
  await shownText('新增抬头').click()
  await pathIs('/pages/my2.0/invoice/addTitle')
  await field('请填写单位名称').fill('星河智联科技有限公司')
  await field('请填写纳税人识别号').fill('91350100M000100Y43')
  await button('保存').click()
  await pathIs('/pages/my2.0/invoice/application')
  await shownText('税号：91350100M000100Y43').waitFor()
  await shownText('纸质发票').click()
  await field('请填写收件人').fill('王芳')
  await field('请填写收件人手机号').fill('13800000003')
  await field('请填写详细收件地址').fill('上海市浦东新区世纪大道100号')
  await shot(page, 'account-invoice-apply')
  await button('提交申请').click()
  await pathIs('/pages/my2.0/invoice/applicationDetail')
  await shownText('已申请').waitFor()
  await shownText('包含订单（2）').waitFor()
  await shownText('王芳 13800000003 上海市浦东新区世纪大道100号').waitFor()
  await shot(page, 'account-invoice-applied')
  // Both orders are now invoiced: nothing left to apply for.
  await page.goto(`${baseUrl}/pages/invoice/apply`)
  await pathIs('/pages/invoice/apply')
  await shownText('暂无可开票订单（订单完成后可申请开票）').waitFor()
})
