import type { ApiResult, RequestFn } from '@/core/http/types'
import { CHAT_APP_KEY, PUBLIC_CONFIG_PATH, createChatConfigLoader } from './chatConfig'
import { createHelpOpener, type HelpOpenerDeps } from './helpOpener'

function deps(overrides: Partial<HelpOpenerDeps> = {}) {
  const calls = { navigated: [] as string[], called: [] as string[], confirmed: [] as string[] }
  const d: HelpOpenerDeps = {
    origin: () => 'https://h',
    serviceType: () => '1',
    servicePhone: () => '400-1',
    loadChatConfig: async () => ({ appKey: 'K', groupid: 'G' }),
    navigateTo: (url) => calls.navigated.push(url),
    confirm: async (content) => {
      calls.confirmed.push(content)
      return true
    },
    call: (phone) => calls.called.push(phone),
    ...overrides,
  }
  return { d, calls }
}

const paramUrlOf = (url: string) => new URL(decodeURIComponent(url.split('paramUrl=')[1]))

describe('createHelpOpener', () => {
  it('type 1 opens the online chat page with the order context and chat config', async () => {
    const { d, calls } = deps()
    await createHelpOpener(d).openHelp({ productType: 1, orderNo: 'O', orderStatus: 3 })
    expect(calls.navigated).toHaveLength(1)
    expect(calls.navigated[0].startsWith('/pages/index/iframeWeb?paramUrl=')).toBe(true)
    const address = paramUrlOf(calls.navigated[0])
    expect(address.origin + address.pathname).toBe('https://h/hybrid/html/online_service.html')
    expect(Object.fromEntries(address.searchParams)).toEqual({
      appKey: 'K',
      groupid: 'G',
      productType: '1',
      orderNo: 'O',
      orderStatus: '3',
      settingInfo: '{"servicePhone":"400-1"}',
      isApp: '0',
    })
  })

  it('type 2 asks before calling the hotline, and calls only on confirm', async () => {
    const yes = deps({ serviceType: () => '2' })
    await createHelpOpener(yes.d).openHelp()
    expect(yes.calls.confirmed).toEqual(['是否拨打客服电话 400-1？'])
    expect(yes.calls.called).toEqual(['400-1'])
    expect(yes.calls.navigated).toEqual([])
    const no = deps({ serviceType: () => '2', confirm: async () => false })
    await createHelpOpener(no.d).openHelp()
    expect(no.calls.called).toEqual([])
  })

  it('opens feedback with the order', () => {
    const { d, calls } = deps()
    createHelpOpener(d).openFeedback({ orderNo: 'O', productType: 5 })
    createHelpOpener(d).openFeedback()
    expect(calls.navigated).toEqual(['/pages/my2.0/feedback/edit?orderNo=O&productType=5', '/pages/my2.0/feedback/edit'])
  })
})

describe('createChatConfigLoader', () => {
  const answer = (Data: unknown): ApiResult<unknown> => ({ Code: '0000', Msg: '', Data })

  it('reads the app key and the platform service team first, and caches', async () => {
    const request = jest.fn(async (_m: string, _p: string, body?: object) => {
      const key = (body as { key: string }).key
      if (key === CHAT_APP_KEY) return answer({ Value: 'APP' })
      if (key === 'CustomerServiceTeam1004') return answer({ Value: 'T1004' })
      return answer({ Value: 'T' })
    })
    const load = createChatConfigLoader(request as unknown as RequestFn, () => '1004')
    expect(await load()).toEqual({ appKey: 'APP', groupid: 'T1004' })
    await load()
    expect(request).toHaveBeenCalledTimes(3)
    expect(request.mock.calls[0][0]).toBe('b2b')
    expect(request.mock.calls[0][1]).toBe(PUBLIC_CONFIG_PATH)
  })

  it('falls back to the general team and leaves out missing values', async () => {
    const request = jest.fn(async (_m: string, _p: string, body?: object) => {
      const key = (body as { key: string }).key
      if (key === CHAT_APP_KEY) return answer(null)
      if (key === 'CustomerServiceTeam') return answer('T')
      throw answer(null)
    })
    const load = createChatConfigLoader(request as unknown as RequestFn, () => '1020')
    expect(await load()).toEqual({ groupid: 'T' })
  })

  it('a failed load gives no config and is tried again next time', async () => {
    const request = jest.fn(async () => {
      throw { Code: '-1', Msg: 'x', Data: null }
    })
    const load = createChatConfigLoader(request as unknown as RequestFn, () => '')
    expect(await load()).toEqual({})
    expect(await load()).toEqual({})
    expect(request.mock.calls.length).toBe(4)
  })
})
