import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot, TEST_LOGIN } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import { pageStack } from '@test/shared/taroMock'
import LoginScreen from './LoginScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const table = (patch: Record<string, unknown> = {}) => ({
  'b2b/Customer/LoginV2': TEST_LOGIN,
  'b2b/Common/SendSmsCode': null,
  'common/api/Customer/GetLoginUserInfos': { IsApprover: true, CompanyName: '示例科技' },
  'tripwise-m-api/agent-account/get-plat-info': {},
  'common/api/approval/GetToDoApprovalSummary': { DataCount: 1 },
  'common/api/order/GetErrorOrderCount': 0,
  ...patch,
})

async function mount(patch: Record<string, unknown> = {}, query: Record<string, string> = { isindex: '1' }) {
  const fake = fakeRoot(table(patch), { isLoggedIn: false })
  await mountWith(fake.root, <LoginScreen routeId='loginAndRegister/login' query={query} />)
  return fake
}

async function fillPassword(phone: string, password: string) {
  await typeInto('请输入手机号', phone)
  await typeInto('请输入密码', password)
}

beforeAll(initPxTransform)
beforeEach(() => {
  setLiveRoutes(['index', 'loginAndRegister/login'])
  pageStack.depth = 1
})
afterEach(() => jest.restoreAllMocks())

describe('LoginScreen', () => {
  it('says why the last session ended (the server\'s 8001 message) until the member signs in again', async () => {
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot(table(), { isLoggedIn: false })
    fake.root.ui.keepSessionEndReason('您的账号已在其他设备登录，请重新登录')
    await mountWith(fake.root, <LoginScreen routeId='loginAndRegister/login' query={{ isindex: '1' }} />)
    await waitForText('您的账号已在其他设备登录，请重新登录')
    await fillPassword('13800000001', 'Travel@2026')
    await clickSelector('.login__submit')
    while (!fake.root.settings.isLoggedIn) await flush(1)
    await flush()
    expect(bodyText()).not.toContain('其他设备')
    expect(fake.root.ui.sessionEndReason).toBe('')
  })
  it('opens 企业未签约 when the server reads the contract as ended, before any page asked for', async () => {
    setLiveRoutes(['index', 'loginAndRegister/login', 'index2.0/signError', 'my/index'])
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount({ 'common/api/Customer/GetLoginUserInfos': { IsExpiredContract: true } }, { redirect: '/pages/my/index/index' })
    await fillPassword('13800000005', 'Travel@2026')
    await clickSelector('.login__submit')
    while (!reLaunch.mock.calls.length) await flush(1)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index2.0/signError' })
  })

  it('refuses an invalid phone with a Chinese message', async () => {
    const { calls } = await mount()
    await fillPassword('12345', 'x')
    await clickSelector('.login__submit')
    expect(bodyText()).toContain('请输入正确的手机号')
    expect(calls.some((c) => c.path === 'Customer/LoginV2')).toBe(false)
  })

  it('shows the server Msg and keeps what was typed', async () => {
    await mount({ 'b2b/Customer/LoginV2': fail('手机号或密码错误') })
    await fillPassword('13800000001', 'wrong')
    await clickSelector('.login__submit')
    await waitForText('手机号或密码错误')
    expect((document.querySelector('[placeholder="请输入手机号"]') as HTMLInputElement).value).toBe('13800000001')
  })

  it('shows the loading state on the button while logging in', async () => {
    await mount({ 'b2b/Customer/LoginV2': () => new Promise(() => undefined) })
    await fillPassword('13800000001', 'Travel@2026')
    await clickSelector('.login__submit')
    expect(bodyText()).toContain('登录中...')
  })

  it('from the tab bar: logs in, sets up the session and relaunches the home', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = await mount()
    await fillPassword('13800000001', 'Travel@2026')
    await clickSelector('.login__submit')
    await flush()
    expect(root.settings.isLoggedIn).toBe(true)
    expect(root.settings.CompanyName).toBe('示例科技')
    expect(root.client.todoCount).toBe(1)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  it('opened from a page: goes back after login', async () => {
    pageStack.depth = 2
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount({}, {})
    await fillPassword('13800000001', 'Travel@2026')
    await clickSelector('.login__submit')
    await flush()
    expect(navigateBack).toHaveBeenCalled()
  })

  it('code mode: sends the code and counts down', async () => {
    const { calls } = await mount()
    await clickText('验证码登录')
    await typeInto('请输入手机号', '13800000001')
    await clickText('获取验证码')
    // The countdown starts at 60 and runs on the clock: a busy machine may show it a few seconds on.
    await waitForText(/(60|[1-5]\d|[1-9])秒后重发/)
    expect(calls.find((c) => c.path === 'Common/SendSmsCode')?.body).toEqual({ Phone: '13800000001', Scene: 'login' })
  })
})
