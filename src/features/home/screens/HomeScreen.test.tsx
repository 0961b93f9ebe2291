import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { fail } from '@test/shared/fakeRequest'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import { pageEvents } from '@test/shared/taroMock'
import HomeScreen from './HomeScreen'

import { setLiveRoutes } from '@test/shared/liveRegistry'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())
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
