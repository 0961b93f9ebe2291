import Taro from '@tarojs/taro'
import { createFakeTransport, flush } from '@test/http/fakeTransport'

import { getActiveHttpClient, request, setActiveHttpClient } from '@/core/http/client'
import { applyEnvironmentIds, createAppRoot } from './appRoot'

const mockFake = createFakeTransport()
const fake = mockFake
jest.mock('@/core/http/taroTransport', () => ({
  taroTransport: (request: unknown) => mockFake.transport(request as never),
  taroIsOffline: async () => false,
}))

describe('createAppRoot (wiring)', () => {
  afterEach(() => {
    setActiveHttpClient(null)
    Taro.clearStorageSync()
  })

  it('installs the client; calls carry the settings identity and go to the app origin', async () => {
    const { root, http, environment } = createAppRoot()
    expect(getActiveHttpClient()).toBe(http)
    expect(environment.name).toBe('embedded')
    expect(root.settings.PhoneType).toBe('H5')
    expect(root.settings.MemberMac).toMatch(/^d/)
    root.settings.applyLogin({ MemberId: 'M1', Token: 'T1' })
    const pending = request('common', 'api/order/GetTripList', {})
    await flush()
    expect(fake.last().request.url).toBe(`${location.origin}/common/api/order/GetTripList`)
    expect(fake.last().request.headers).toMatchObject({ MemberId: 'M1', Token: 'T1', PlatId: '1020', Version: '8.15.00' })
    fake.last().respond(200, { Code: '0000', Msg: '', Data: [] })
    await expect(pending).resolves.toMatchObject({ Data: [] })
  })

  it('8000 clears the session, hides loading and reLaunches login on plain H5', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation(() => Promise.resolve() as never)
    const { root } = createAppRoot()
    root.settings.applyLogin({ MemberId: 'M1', Token: 'T1' })
    root.ui.showLoading('加载中')
    const pending = request('b2b', 'Customer/GetCustomerInfo', {})
    await flush()
    fake.last().respond(200, { Code: '8000', Msg: '请登录', Data: null })
    await expect(pending).rejects.toMatchObject({ isSessionEnd: true })
    expect(root.settings.isLoggedIn).toBe(false)
    expect(root.ui.loading.visible).toBe(false)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/loginAndRegister/login/login' })
    reLaunch.mockRestore()
  })

  it('the environment platform and referrer ids apply only when settings have none', () => {
    const { root } = createAppRoot()
    applyEnvironmentIds(root, { name: 'partner', apiBase: 'https://x', platId: 1004, refId: 219 })
    expect(root.settings).toMatchObject({ platId: '1004', RefId: '219' })
    applyEnvironmentIds(root, { name: 'other', apiBase: 'https://x', platId: 1001 })
    expect(root.settings.platId).toBe('1004')
  })
})
