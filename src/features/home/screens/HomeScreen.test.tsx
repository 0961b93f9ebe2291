import Taro from '@tarojs/taro'
import { act } from 'react'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { fail } from '@test/shared/fakeRequest'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import { pageEvents } from '@test/shared/taroMock'
import HomeScreen from './HomeScreen'
import { homeKeptIn, type HomeCopy } from '../stores/homeKept'
import { taroBackend } from '@/core/storage/taroStorage'

import { setLiveRoutes } from '@test/shared/liveRegistry'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())
// The first frame, in the test's hands (decision 0921): held, the sections below the fold wait for it; otherwise
// it is drawn on the next task. (The real scheduler is tested in useAfterFirstFrame.test.ts.)
const mockFrames = { isHeld: false, held: [] as (() => void)[] }
jest.mock('../../shared/hooks/useAfterFirstFrame', () => {
  const actual = jest.requireActual('../../shared/hooks/useAfterFirstFrame')
  const after = (run: () => void) => {
    if (mockFrames.isHeld) mockFrames.held.push(run)
    else setTimeout(run, 0)
    return () => undefined
  }
  return { ...actual, useAfterFirstFrame: () => actual.useAfterFirstFrame(after) }
})
const LIVE = ['index', 'hotel/index', 'train/index', 'order3.0/triplist', 'order3.0/approvalList']

const USER_INFOS = { IsApprover: true, IsPermittedBookHotel: true, IsPermittedBookFlight: true, IsPermittedBookTrain: false }
const table = (patch: Record<string, unknown> = {}) => ({
  'common/api/Customer/GetLoginUserInfos': USER_INFOS,
  'tripwise-m-api/frequently/used/index': {
    Items: [
      { Id: 'f1', Name: '北京出差', Url: '/pages/order3.0/triplist' },
      { Id: 'f2', Name: '我的行程单', Url: '/pages/order3.0/triplist?from=frequent' },
      { Id: 'f3', Name: '机票预订', Url: '/pages/flight/index/index' },
    ],
  },
  'b2b/Common/GetBanners': { Banners: [] },
  'common/api/approval/GetToDoApprovalSummary': { DataCount: 4 },
  'common/api/order/GetErrorOrderCount': 0,
  'common/api/bonusPoints/GetBonusPointsStatus': { IsOpenBonusPoints: 1, BonusPointsEnterpriseStatus: 1, IsOpenBounusMall: 1 },
  ...patch,
})

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(LIVE))
// The home keeps its last copy in Taro storage (decision 0921): each test starts on a device without one.
beforeEach(() => Taro.clearStorageSync())

describe('HomeScreen', () => {
  it('shows loading until the user infos arrive', async () => {
    const { root } = fakeRoot(table({ 'common/api/Customer/GetLoginUserInfos': () => new Promise(() => undefined) }))
    await mountWith(root, <HomeScreen routeId='index' variant='index' query={{}} />)
    expect(bodyText()).toContain('加载中')
  })

  it('shows the permitted live entries, the to-do count and frequently used items', async () => {
    const { root } = fakeRoot(table())
    await mountWith(root, <HomeScreen routeId='index' variant='index' query={{}} />)
    await waitForText('北京出差')
    const text = bodyText()
    expect(text).toContain('酒店') // permitted and live
    expect(text).not.toContain('机票') // permitted, not live yet
    expect(text).not.toContain('火车票') // live, not permitted
    expect(text).toContain('我的行程')
    expect(text).toContain('待我审批4')
    expect(text).not.toContain('企业积分')
  })

  it('refreshes the to-do count when shown again', async () => {
    const { root, table: answers } = fakeRoot(table())
    await mountWith(root, <HomeScreen routeId='index' variant='index' query={{}} />)
    await waitForText('待我审批4')
    answers['common/api/approval/GetToDoApprovalSummary'] = { DataCount: 7 }
    pageEvents.hide()
    pageEvents.show()
    await flush()
    await waitForText('待我审批7')
  })

  it('offers only frequently used items and banners whose page is live (issue 13)', async () => {
    const banners = [
      { Id: 'b1', Title: '酒店', ImageUrl: '/a.svg', LinkUrl: '/pages/hotel/index/index' },
      { Id: 'b2', Title: '出差申请', ImageUrl: '/b.svg', LinkUrl: '/pages/bill/travelApply/create' },
      { Id: 'b3', Title: '制度', ImageUrl: '/c.svg', LinkUrl: '' },
    ]
    const { root } = fakeRoot(table({ 'b2b/Common/GetBanners': { Banners: banners } }))
    await mountWith(root, <HomeScreen routeId='index' variant='index' query={{}} />)
    await waitForText('北京出差')
    const frequent = Array.from(document.querySelectorAll('.home-frequent__item')).map((n) => n.textContent)
    expect(frequent).toEqual(['北京出差', '我的行程单'])
    const images = Array.from(document.querySelectorAll('.home-banners__image')).map((n) => n.getAttribute('src'))
    expect(images).toEqual(['/a.svg', '/c.svg'])
  })

  it('the 待我审批 card opens the approval list (issue 13)', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot(table())
    await mountWith(root, <HomeScreen routeId='index' variant='index' query={{}} />)
    await waitForText('待我审批')
    await clickText('待我审批')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order3.0/approvalList' })
  })

  it('shows the error with a retry that loads again', async () => {
    let attempts = 0
    const { root } = fakeRoot(
      table({ 'common/api/Customer/GetLoginUserInfos': () => (++attempts === 1 ? fail('服务繁忙，请稍后再试') : USER_INFOS) }),
    )
    await mountWith(root, <HomeScreen routeId='index' variant='index' query={{}} />)
    await waitForText('服务繁忙，请稍后再试')
    await clickText('重试')
    await waitForText('北京出差')
  })

  it('is empty when nothing is permitted, live or frequently used', async () => {
    setLiveRoutes([])
    const { root } = fakeRoot(
      table({ 'common/api/Customer/GetLoginUserInfos': {}, 'tripwise-m-api/frequently/used/index': { Items: [] } }),
    )
    await mountWith(root, <HomeScreen routeId='index' variant='index' query={{}} />)
    await waitForText('暂无可用服务，请联系企业管理员开通')
  })

  it('index 3.0 shows the points and mall status', async () => {
    const { root } = fakeRoot(table())
    await mountWith(root, <HomeScreen routeId='index3.0/index' variant='index3' query={{}} />)
    await waitForText('企业积分')
    expect(bodyText()).toContain('积分商城已开放')
  })
})

describe('HomeScreen renders less before it is usable (decision 0921)', () => {
  const KEPT: HomeCopy = {
    banners: [{ Id: 'k1', Title: '上次的横幅', ImageUrl: '/kept.svg', LinkUrl: '', Sort: 1 }],
    frequentlyUsed: [{ Id: 'k', FunctionCode: 'trip', Name: '上次的常用', Url: '/pages/order3.0/triplist', Icon: '', Sort: 1 }],
  }
  const never = () => new Promise(() => undefined)

  it('a returning member sees the kept entries and banners at once, before the server answers', async () => {
    homeKeptIn(taroBackend, 'm1').write(KEPT)
    const { root } = fakeRoot(table({ 'common/api/Customer/GetLoginUserInfos': never, 'b2b/Common/GetBanners': never }), { settings: USER_INFOS })
    await mountWith(root, <HomeScreen routeId='index' variant='index' query={{}} />)
    await waitForText('上次的常用')
    expect(bodyText()).not.toContain('加载中')
    expect(bodyText()).toContain('酒店') // the entries of the stored settings
    expect(Array.from(document.querySelectorAll('.home-banners__image')).map((n) => n.getAttribute('src'))).toEqual(['/kept.svg'])
  })

  it('the fresh answer replaces the kept copy and is kept for the next start', async () => {
    homeKeptIn(taroBackend, 'm1').write(KEPT)
    const { root } = fakeRoot(table(), { settings: USER_INFOS })
    await mountWith(root, <HomeScreen routeId='index' variant='index' query={{}} />)
    await waitForText('北京出差')
    expect(bodyText()).not.toContain('上次的常用')
    await waitUntil(() => homeKeptIn(taroBackend, 'm1').read()?.frequentlyUsed[0]?.Name === '北京出差')
  })

  it("another member's copy is not shown: loading as before", async () => {
    homeKeptIn(taroBackend, 'm2').write(KEPT)
    const { root } = fakeRoot(table({ 'common/api/Customer/GetLoginUserInfos': never }))
    await mountWith(root, <HomeScreen routeId='index' variant='index' query={{}} />)
    expect(bodyText()).toContain('加载中')
    expect(bodyText()).not.toContain('上次的常用')
  })

  it('mounts the frequently used list, below the fold, only after the first frame', async () => {
    mockFrames.isHeld = true
    try {
      const { root } = fakeRoot(table())
      await mountWith(root, <HomeScreen routeId='index' variant='index' query={{}} />)
      await waitForText('待我审批4')
      expect(bodyText()).toContain('酒店')
      expect(document.querySelector('.home-shortcuts')).not.toBeNull() // above the fold: in the first frame
      expect(document.querySelector('.home-frequent')).toBeNull()
      expect(bodyText()).not.toContain('北京出差')
      expect(mockFrames.held).toHaveLength(1)
      await act(async () => {
        for (const frame of mockFrames.held.splice(0)) frame()
      })
      await waitForText('北京出差')
      expect(document.querySelector('.home-frequent')).not.toBeNull()
    } finally {
      mockFrames.isHeld = false
      mockFrames.held.length = 0
    }
  })
})

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await flush(1)
}
