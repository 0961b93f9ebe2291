import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, click, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import BindFormScreen from './BindFormScreen'
import BindListScreen from './BindListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const platform = (code: string, name: string, account = '') => ({ PlatformCode: code, PlatformName: name, IsBound: account !== '', Account: account, BoundAt: '' })
const program = (code: string, name: string, card = '') => ({
  ProgramCode: code, ProgramName: name, Kind: 'airline', IsBound: card !== '', CardNo: card, HolderName: card ? '张三' : '', LevelName: card ? '金卡' : '', BoundAt: '',
})
const LIST = {
  Platforms: [platform('ctrip', '携程商旅', '138****5678'), platform('ly', '同程商旅')],
  Memberships: [program('CA', '国航凤凰知音', '0012 **** 7891'), program('MU', '东航东方万里行')],
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['my/bindAccount/bindList', 'my/bindAccount/bind', 'my/bindAccount/member']))
afterEach(() => jest.restoreAllMocks())

describe('账号绑定', () => {
  it('lists platforms and memberships and unbinds one after confirming', async () => {
    const fake = fakeRoot({ 'common/api/bindAccount/GetBindList': LIST, 'common/api/bindAccount/UnbindPlatform': { Unbound: true } })
    await mountWith(fake.root, <BindListScreen routeId='my/bindAccount/bindList' query={{}} />)
    await waitForText('已绑定 138****5678')
    expect(bodyText()).toContain('0012 **** 7891 · 金卡')
    expect(bodyText()).not.toContain('12306账号')
    await clickText('解绑')
    await waitForText('确定解绑携程商旅账号 138****5678 吗？')
    fake.table['common/api/bindAccount/GetBindList'] = { ...LIST, Platforms: [platform('ctrip', '携程商旅'), platform('ly', '同程商旅')] }
    const unbindButtons = Array.from(document.querySelectorAll('button, .at-button, [class*="confirm"]')).filter((e) => e.textContent === '解绑')
    await click(unbindButtons.at(-1)!)
    for (let i = 0; i < 100 && !fake.toasts.includes('已解绑'); i += 1) await flush(1)
    const unbind = fake.calls.find((c) => c.path === 'api/bindAccount/UnbindPlatform')
    expect(unbind?.body).toEqual({ PlatformCode: 'ctrip' })
    expect(unbind?.options?.headers?.reqId).toBeTruthy()
    await waitForText('携程商旅未绑定')
  })

  it('shows the error with 重试', async () => {
    const fake = fakeRoot({ 'common/api/bindAccount/GetBindList': fail('网络不给力') })
    await mountWith(fake.root, <BindListScreen routeId='my/bindAccount/bindList' query={{}} />)
    await waitForText('网络不给力')
    fake.table['common/api/bindAccount/GetBindList'] = LIST
    await clickText('重试')
    await waitForText('同程商旅')
  })
})

describe('绑定账号', () => {
  it('checks the account first, keeps the input on a refusal, binds with a reqId', async () => {
    const fake = fakeRoot({ 'common/api/bindAccount/BindPlatform': fail('携程商旅账号或密码错误', '4001') })
    await mountWith(fake.root, <BindFormScreen routeId='my/bindAccount/bind' variant='platform' query={{ platform: 'ctrip' }} />)
    await waitForText('绑定携程商旅')
    await typeInto('平台账号（手机号或邮箱）', 'zhangsan')
    await typeInto('平台登录密码', 'secret1')
    await clickText('确认绑定')
    await waitForText('平台账号应为手机号或邮箱')
    expect(fake.calls.some((c) => c.path === 'api/bindAccount/BindPlatform')).toBe(false)
    await typeInto('平台账号（手机号或邮箱）', '13812345678')
    await clickText('确认绑定')
    await waitForText('携程商旅账号或密码错误')
    expect((document.querySelector('[placeholder="平台账号（手机号或邮箱）"] input, input[placeholder="平台账号（手机号或邮箱）"]') as HTMLInputElement | null)?.value).toBe('13812345678')
    const call = fake.calls.find((c) => c.path === 'api/bindAccount/BindPlatform')
    expect(call?.body).toEqual({ PlatformCode: 'ctrip', Account: '13812345678', Password: 'secret1' })
  })
})

describe('会员绑定', () => {
  it('fills the holder with the member, checks the card length and binds', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot({ 'common/api/bindAccount/BindMember': program('CA', '国航凤凰知音', '0012 **** 7891') })
    await mountWith(fake.root, <BindFormScreen routeId='my/bindAccount/member' variant='member' query={{ program: 'CA' }} />)
    await waitForText('绑定国航凤凰知音')
    await typeInto('会员卡号', '12345')
    await clickText('确认绑定')
    await waitForText('国航凤凰知音卡号应为12位数字')
    await typeInto('会员卡号', '001234567891')
    await clickText('确认绑定')
    for (let i = 0; i < 100 && !fake.calls.some((c) => c.path === 'api/bindAccount/BindMember'); i += 1) await flush(1)
    expect(fake.calls.find((c) => c.path === 'api/bindAccount/BindMember')?.body).toEqual({ ProgramCode: 'CA', CardNo: '001234567891', HolderName: '张三' })
    for (let i = 0; i < 100 && reLaunch.mock.calls.length === 0; i += 1) await flush(1)
    expect(reLaunch).toHaveBeenCalledWith({ url: expect.stringContaining('/pages/my/bindAccount/bindList') })
  })

  it('says so for an unknown programme', async () => {
    const fake = fakeRoot({})
    await mountWith(fake.root, <BindFormScreen routeId='my/bindAccount/member' variant='member' query={{ program: 'XX' }} />)
    await waitForText('不支持该会员计划')
  })
})
