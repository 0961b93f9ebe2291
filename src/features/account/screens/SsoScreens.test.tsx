import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import RedirectPageScreen from './RedirectPageScreen'
import WechatBindScreen from './WechatBindScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const SESSION = { MemberId: '10001', Token: 'tok-dd', MemberName: '张伟', EnterpriseId: '20001', CustomerName: '张伟', PlatId: 1020 }
const INFOS = { MemberId: '10001', MemberName: '张伟', EnterpriseId: '20001', PlatId: 1020 }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['loginAndRegister/redirectPage', 'loginAndRegister/wechatBind', 'loginAndRegister/login', 'my/index', 'dingding/no_permission', 'index/index']))
afterEach(() => jest.restoreAllMocks())

describe('RedirectPageScreen', () => {
  it('finishes DingTalk\'s return: DDLogin with the code and state, then the page asked for', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot(
      { 'b2b/Customer/DDLogin': SESSION, 'common/api/Customer/GetLoginUserInfos': INFOS, 'tripwise-m-api/agent-account/get-plat-info': {}, 'b2b/Common/GetPublicConfigValue': {} },
      { isLoggedIn: false },
    )
    await mountWith(root, <RedirectPageScreen routeId='loginAndRegister/redirectPage' query={{ authCode: 'code-1', state: '20001', redirect: '/pages/my/index/index' }} />)
    await flush(10)
    expect(calls.find((c) => c.path === 'Customer/DDLogin')?.body).toEqual({ AuthCode: 'code-1', EnterpriseId: '20001' })
    expect(root.settings.isLoggedIn).toBe(true)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/my/index/index' })
  })

  it('a person who is not staff goes to the no-permission page', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({ 'b2b/Customer/DDLogin': fail('您还不是该企业的差旅用户，请联系企业管理员开通', '4003') }, { isLoggedIn: false })
    await mountWith(root, <RedirectPageScreen routeId='loginAndRegister/redirectPage' query={{ authCode: 'code-2', state: '20001' }} />)
    await flush(10)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/dingding/no_permission?userStaus=0' })
    expect(root.settings.isLoggedIn).toBe(false)
  })

  it('a used code shows the message with 重新登录 and 使用手机号登录', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({ 'b2b/Customer/DDLogin': fail('钉钉授权已失效，请重新进入', '4001') }, { isLoggedIn: false })
    await mountWith(root, <RedirectPageScreen routeId='loginAndRegister/redirectPage' query={{ authCode: 'used', state: '20001' }} />)
    await waitForText('钉钉授权已失效，请重新进入', 8000)
    expect(bodyText()).toContain('重新登录')
    await clickText('使用手机号登录')
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/loginAndRegister/login/login' })
  })

  it('in a plain browser without a code it goes to the password login', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot({}, { isLoggedIn: false })
    await mountWith(root, <RedirectPageScreen routeId='loginAndRegister/redirectPage' query={{}} />)
    await flush(10)
    expect(calls).toHaveLength(0)
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/loginAndRegister/login/login' })
  })
})

describe("RedirectPageScreen in WeChat's in-app browser (decision 0380)", () => {
  const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.50 NetType/WIFI'
  beforeEach(() => jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA))

  it("without a code it asks for WeChat's OAuth address and leaves for it", async () => {
    const authorize = 'http://localhost/sso-sim/wechat/connect/oauth2/authorize?appid=wx1&state=wechat#wechat_redirect'
    const { root, calls } = fakeRoot({ 'tripwise-m-api/wechatMp/getOAuthUrl': { AuthorizeUrl: authorize } }, { isLoggedIn: false })
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await mountWith(root, <RedirectPageScreen routeId='loginAndRegister/redirectPage' query={{ redirect: '/pages/my/index/index' }} />)
    await waitForText('正在前往微信授权')
    expect(calls.map((c) => c.path)).toEqual(['wechatMp/getOAuthUrl'])
    expect((calls[0].body as { RedirectUri: string }).RedirectUri).toContain('/pages/loginAndRegister/redirectPage/redirectPage?redirect=')
  })

  it("WeChat's return with an unbound code goes to 绑定 with the ticket", async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot({ 'tripwise-m-api/wechatMp/getMember-by-code': { IsBind: false, Session: null, BindTicket: 'ticket-1' } }, { isLoggedIn: false })
    await mountWith(root, <RedirectPageScreen routeId='loginAndRegister/redirectPage' query={{ code: 'wx-1', state: 'wechat' }} />)
    await flush(10)
    expect(calls[0].body).toEqual({ code: 'wx-1' })
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/loginAndRegister/wechatBind/wechatBind?ticket=ticket-1' })
  })

  it("WeChat's return with a bound code signs in; a used code says so", async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot(
      {
        'tripwise-m-api/wechatMp/getMember-by-code': { IsBind: true, Session: SESSION, BindTicket: '' },
        'common/api/Customer/GetLoginUserInfos': INFOS, 'tripwise-m-api/agent-account/get-plat-info': {}, 'b2b/Common/GetPublicConfigValue': {},
      },
      { isLoggedIn: false },
    )
    await mountWith(root, <RedirectPageScreen routeId='loginAndRegister/redirectPage' query={{ code: 'wx-2', state: 'wechat', redirect: '/pages/my/index/index' }} />)
    await flush(10)
    expect(root.settings.isLoggedIn).toBe(true)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/my/index/index' })
  })

  it('a used WeChat code shows the message; 重新登录 goes to WeChat again instead of reusing it', async () => {
    const { root, calls } = fakeRoot(
      { 'tripwise-m-api/wechatMp/getMember-by-code': fail('微信授权已失效，请重新进入', '4001'), 'tripwise-m-api/wechatMp/getOAuthUrl': { AuthorizeUrl: 'http://localhost/sso-sim/x' } },
      { isLoggedIn: false },
    )
    await mountWith(root, <RedirectPageScreen routeId='loginAndRegister/redirectPage' query={{ code: 'used', state: 'wechat' }} />)
    await waitForText('微信授权已失效，请重新进入', 8000)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await clickText('重新登录')
    await waitForText('正在前往微信授权')
    expect(calls.map((c) => c.path)).toEqual(['wechatMp/getMember-by-code', 'wechatMp/getOAuthUrl'])
  })
})

describe('WechatBindScreen', () => {
  it('checks the form, keeps the input on a wrong password, then binds and signs in', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    let attempts = 0
    const { root, calls } = fakeRoot(
      {
        'tripwise-m-api/wechatMp/bindMember': () => (++attempts === 1 ? fail('手机号或密码错误', '4001') : SESSION),
        'common/api/Customer/GetLoginUserInfos': INFOS,
        'tripwise-m-api/agent-account/get-plat-info': {},
        'b2b/Common/GetPublicConfigValue': {},
      },
      { isLoggedIn: false },
    )
    await mountWith(root, <WechatBindScreen routeId='loginAndRegister/wechatBind' query={{ ticket: 'ticket-1' }} />)
    await clickText('绑定并登录')
    expect(bodyText()).toContain('请输入手机号')
    await typeInto('请输入手机号', '13800000002')
    await typeInto('请输入密码', 'wrong-pass1')
    await clickText('绑定并登录')
    await waitForText('手机号或密码错误', 8000)
    expect((document.querySelector('input[placeholder="请输入手机号"]') as HTMLInputElement).value).toBe('13800000002')
    await typeInto('请输入密码', 'Travel@2026')
    await clickText('绑定并登录')
    await flush(10)
    expect(calls.filter((c) => c.path === 'wechatMp/bindMember').at(-1)?.body).toEqual({ BindTicket: 'ticket-1', Phone: '13800000002', Password: 'Travel@2026' })
    expect(root.settings.isLoggedIn).toBe(true)
    expect(reLaunch).toHaveBeenCalled()
  })

  it('without a ticket it says the binding timed out and calls nothing', async () => {
    const { root, calls } = fakeRoot({}, { isLoggedIn: false })
    await mountWith(root, <WechatBindScreen routeId='loginAndRegister/wechatBind' query={{}} />)
    await typeInto('请输入手机号', '13800000002')
    await typeInto('请输入密码', 'Travel@2026')
    await clickText('绑定并登录')
    expect(bodyText()).toContain('绑定已超时，请重新进入')
    expect(calls).toHaveLength(0)
  })
})
