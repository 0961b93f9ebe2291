import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import type { ApiResult, RequestFn } from '@/core/http/types'
import { initPxTransform } from '@test/shell/taro'
import { testRoot, withStores } from '@test/shell/stores'
import EntryScreen from './EntryScreen'

let mockBuiltPages: 'all' | 'none' = 'all'

jest.mock('@/routes/registry', () => {
  const actual = jest.requireActual('@/routes/registry')
  const mark = (route: { kind: string } | undefined) =>
    route ? { ...route, isLive: mockBuiltPages === 'all' && route.kind === 'page' ? true : route.kind === 'entry' } : undefined
  return {
    ...actual,
    routeByPath: (path: string) => mark(actual.routeByPath(path)),
    routeById: (id: string) => mark(actual.routeById(id)),
  }
})

beforeAll(initPxTransform)
afterEach(() => {
  mockBuiltPages = 'all'
  jest.useRealTimers()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

const platInfo = (agentPlatId: string) =>
  (async () => ({ Code: '0000', Msg: '', Data: { agentPlatId, agentAppName: '某某商旅' } }) as ApiResult<never>) as RequestFn

async function mount(query: Record<string, string>, variant?: 'index2', request?: RequestFn) {
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  const root = testRoot(request)
  const t = new TestUtils()
  await t.mount(withStores(root, EntryScreen), { props: { routeId: 'entry', variant, query } })
  const flush = async () => {
    for (let i = 0; i < 10; i++) await t.act(async () => void (await Promise.resolve()))
  }
  return { t, root, reLaunch, navigateTo, flush }
}

describe('EntryScreen', () => {
  it('sends a visitor who is not logged in to login', async () => {
    const { reLaunch, flush } = await mount({})
    await flush()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/loginAndRegister/login/login' })
  })

  it('logs in with token and memberId, keeps platId and RefId, and relaunches the chosen home', async () => {
    const { root, reLaunch, flush } = await mount({ token: 'T', memberId: 'M', platId: '1004', RefId: '7' }, undefined, platInfo('1004'))
    await flush()
    expect(root.settings.isLoggedIn).toBe(true)
    expect(root.settings.MemberInfo.MemberId).toBe('M')
    expect(root.settings.platId).toBe('1004')
    expect(root.settings.RefId).toBe('7')
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index3.0/dossen/index' })
  })

  it('stops on the no-permission page', async () => {
    const { reLaunch, flush } = await mount({ appStatus: '0' })
    await flush()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/dingding/no_permission?appStatus=0' })
  })

  it('says so instead of looping when the target page is not built', async () => {
    mockBuiltPages = 'none'
    const { reLaunch, flush } = await mount({})
    await flush()
    expect(reLaunch).not.toHaveBeenCalled()
    expect(document.querySelector('.entry__hint')!.textContent).toBe('页面暂未开放，请稍后再试')
  })

  it('the index2 start page shows the brand for 1.5 s before starting', async () => {
    jest.useFakeTimers()
    const root = testRoot(platInfo(''))
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const t = new TestUtils()
    const mounting = t.mount(withStores(root, EntryScreen), { props: { routeId: 'index2.0/start', variant: 'index2', query: {} } })
    jest.advanceTimersByTime(16)
    await mounting
    expect(document.querySelector('.entry__name')!.textContent).toBe('差旅管家')
    expect(document.querySelector('.entry__logo')).not.toBeNull()
    await t.act(async () => void jest.advanceTimersByTime(1400))
    expect(reLaunch).not.toHaveBeenCalled()
    await t.act(async () => void jest.advanceTimersByTime(100))
    for (let i = 0; i < 10; i++) await t.act(async () => void (await Promise.resolve()))
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/loginAndRegister/login/login' })
  })
})
