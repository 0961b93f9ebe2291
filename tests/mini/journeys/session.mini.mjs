// Login and logout in the mini-program, and the container rule of an ended session (decision of issue 2,
// core/session/sessionEnd.ts): inside WeChat or DingTalk an 8000/8001 answer never redirects to login; the page
// says 您已退出登录 and offers 重新登录. On plain H5 (tests/e2e/session.e2e.mjs) the same answer goes to login.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { openMini, TARGET } from '../lib/journey.mjs'
import { HOME, LOGIN, logIn } from '../lib/members.mjs'

const mini = await openMini()
mini.host.device.wechatOpenId = `o-session-${Date.now().toString(36)}`

test(`${TARGET}: a wrong password keeps what was typed and says why`, async () => {
  await mini.open(`/${LOGIN}?isindex=1`)
  await mini.expectText('欢迎登录', '差旅管家', '密码登录', '验证码登录')
  await mini.fill('请输入手机号', '13800000001')
  await mini.fill('请输入密码', 'wrong-password')
  await mini.tap('登录', { exact: true })
  await mini.expectText('手机号或密码错误')
  assert.equal(mini.route, LOGIN)
  assert.equal(await mini.valueOf('请输入手机号'), '13800000001')
})

test(`${TARGET}: the phone field keeps at most 11 digits (the client applies maxlength)`, async () => {
  await mini.fill('请输入手机号', '138000000019999')
  assert.equal(await mini.valueOf('请输入手机号'), '13800000001')
})

/** The token in stored settings (the fake keeps each value as JSON text; the value may itself be JSON text). */
function tokenIn(stored) {
  if (!stored) return undefined
  let value = JSON.parse(stored)
  if (typeof value === 'string') value = JSON.parse(value)
  return value?.MemberInfo?.Token || undefined
}

let storedSettings
test(`${TARGET}: the employee logs in and lands on the home with its entries and tab bar`, async () => {
  await logIn(mini, '13800000001')
  assert.equal(mini.route, HOME)
  await mini.expectText('酒店', '机票', '火车票', '用车', '首页', '审批', '行程', '我的')
  storedSettings = mini.host.storage.get('settings')
  assert.ok(tokenIn(storedSettings), 'the session is kept in storage under settings')
})

test(`${TARGET}: 退出登录 asks first, then ends the session and opens login`, async () => {
  await mini.tap({ selector: '.tab-bar__item--my' })
  await mini.expectText('退出登录')
  await mini.tap('退出登录', { exact: true })
  await mini.expectText('确定要退出登录吗？')
  await mini.tap('退出', { exact: true })
  await mini.expectRoute(LOGIN)
  await mini.expectText('欢迎登录')
  assert.equal(mini.stack.length, 1, 'reLaunch leaves one page on the stack')
})

test(`${TARGET}: an old token answered with 8001 does not redirect inside the container`, async () => {
  // The old session comes back as if another copy of the app still held it; the app is started cold on the
  // trip list (it reads its session from storage at launch), and the list's first call ends the session.
  mini.host.storage.set('settings', storedSettings)
  await mini.restart('/pages/order3.0/triplist')
  await mini.expectText('您已退出登录', '登录后可继续使用当前页面', '重新登录')
  assert.equal(mini.route, 'pages/order3.0/triplist', 'no redirect to login in a mini-program')
  assert.ok(mini.host.network.log.some((r) => r.code === '8001'), 'the server answered 8001')
  assert.equal(tokenIn(mini.host.storage.get('settings')), undefined, 'the ended session is cleared from storage')
})

if (TARGET === 'weapp') {
  test('weapp: 重新登录 signs in with wx.login; a WeChat user not yet bound binds the account and comes back', async () => {
    await mini.tap('重新登录', { exact: true })
    await mini.expectText('绑定差旅账号', '绑定并登录')
    assert.equal(mini.route, 'pages/loginAndRegister/wechatBind/wechatBind', 'a WeChat user not yet bound is asked to bind')
    await mini.fill('请输入手机号', '13800000001')
    await mini.fill('请输入密码', 'Travel@2026')
    await mini.tap('绑定并登录', { exact: true })
    await mini.expectRoute('pages/order3.0/triplist')
    await mini.expectNoText('您已退出登录')
    assert.ok(tokenIn(mini.host.storage.get('settings')), 'signed in again')
  })

  test('weapp: the bound WeChat user is signed in by wx.login alone next time', async () => {
    mini.host.storage.delete('settings')
    await mini.restart('/pages/order3.0/triplist')
    await mini.expectText('您已退出登录')
    await mini.tap('重新登录', { exact: true })
    await mini.expectRoute('pages/order3.0/triplist')
    await mini.expectNoText('您已退出登录', '绑定差旅账号')
    assert.ok(mini.host.calls.some((c) => c.name === 'login'), 'wx.login gave the code')
  })
} else {
  test('dd: 重新登录 without the workbench corpId says to open the app from the workbench', async () => {
    await mini.tap('重新登录', { exact: true })
    await mini.expectText('请从企业钉钉工作台进入应用', '使用手机号登录')
  })

  test('dd: opened from the workbench (corpId), 重新登录 signs in with dd.getAuthCode and comes back', async () => {
    mini.host.device.dingtalk = { corpId: 'dingdemo20001', mobile: '13800000001' }
    await mini.restart('/pages/order3.0/triplist?corpId=dingdemo20001')
    await mini.expectText('您已退出登录')
    await mini.tap('重新登录', { exact: true })
    await mini.expectRoute('pages/order3.0/triplist')
    await mini.expectNoText('您已退出登录', '请从企业钉钉工作台进入应用')
    assert.ok(mini.host.calls.some((c) => c.name === 'getAuthCode' && c.options?.corpId === 'dingdemo20001'), 'dd.getAuthCode with the corpId')
    assert.ok(tokenIn(mini.host.storage.get('settings')), 'signed in again')
  })
}
