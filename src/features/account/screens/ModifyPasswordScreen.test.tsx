import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import ModifyPasswordScreen from './ModifyPasswordScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['my/index', 'my2.0/modifyPsd']))
afterEach(() => jest.restoreAllMocks())

async function fill(old: string, next: string, confirm: string) {
  await typeInto('请输入原密码', old)
  await typeInto('新密码（8-20位字母和数字）', next)
  await typeInto('再次输入新密码', confirm)
  await clickText('确认修改')
}

describe('ModifyPasswordScreen', () => {
  it('checks the rules before sending', async () => {
    const { root, calls } = fakeRoot({ 'b2b/Customer/EditPassword': null })
    await mountWith(root, <ModifyPasswordScreen />)
    await fill('', 'Newpass2026', 'Newpass2026')
    expect(bodyText()).toContain('请输入原密码')
    await fill('Travel@2026', 'short', 'short')
    expect(bodyText()).toContain('密码需为8-20位，且同时包含字母和数字')
    await fill('Travel@2026', 'Newpass2026', 'Newpass2027')
    expect(bodyText()).toContain('两次输入的密码不一致')
    expect(calls.some((c) => c.path === 'Customer/EditPassword')).toBe(false)
  })

  it('changes the password and goes back', async () => {
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    const { root, calls } = fakeRoot({ 'b2b/Customer/EditPassword': null })
    await mountWith(root, <ModifyPasswordScreen />)
    await fill('Travel@2026', 'Newpass2026', 'Newpass2026')
    await flush()
    expect(calls.find((c) => c.path === 'Customer/EditPassword')?.body).toEqual({ OldPassword: 'Travel@2026', NewPassword: 'Newpass2026' })
    expect(navigateBack).toHaveBeenCalled()
  })

  it('a wrong old password is shown and the input kept', async () => {
    const { root } = fakeRoot({ 'b2b/Customer/EditPassword': fail('原密码错误', '4001') })
    await mountWith(root, <ModifyPasswordScreen />)
    await fill('Wrong2026', 'Newpass2026', 'Newpass2026')
    await waitForText('原密码错误', 8000)
    expect((document.querySelector('[placeholder="请输入原密码"]') as HTMLInputElement).value).toBe('Wrong2026')
  })
})
