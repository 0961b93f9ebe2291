import Taro from '@tarojs/taro'
import { initPxTransform } from '@/shell/testing/taro'
import { fail } from '../../shared/testing/fakeRequest'
import { fakeRoot } from '../../shared/testing/fakeRoot'
import { setLiveRoutes } from '../../shared/testing/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeIntoField, waitForText } from '../../shared/testing/render'
import TripListScreen from './TripListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('../../shared/testing/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('../../shared/testing/taroMock').taroForScreens())

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const TRIPS = [
  { OrderNo: 'H1', ProductType: 1, Title: '如家酒店(国贸店)', StartTime: inDays(-10), EndTime: inDays(-8), StatusName: '已完成' },
  { OrderNo: 'F1', ProductType: 5, Title: '北京 - 上海', Description: 'CA1501', StartTime: inDays(3), StatusName: '已出票' },
]
const table = (patch: Record<string, unknown> = {}) => ({
  'common/api/order/GetTripList': { Trips: TRIPS },
  'common/api/order/GetReadFlag': { UnreadOrderNos: ['F1'] },
  'common/api/order/UpdateReadFlag': null,
  'common/api/order/GetSearchTripList': { Trips: [] },
  'common/api/order/GetErrorOrderCount': 0,
  ...patch,
})

async function mount(patch: Record<string, unknown> = {}) {
  const fake = fakeRoot(table(patch))
  await mountWith(fake.root, <TripListScreen routeId='order3.0/triplist' query={{}} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/triplist', 'order3.0/flight/detail']))
afterEach(() => jest.restoreAllMocks())

describe('TripListScreen', () => {
  it('shows loading first', async () => {
    await mount({ 'common/api/order/GetTripList': () => new Promise(() => undefined) })
    expect(bodyText()).toContain('加载中')
  })

  it('groups upcoming trips before past ones, with product marks and the unread mark', async () => {
    await mount()
    await waitForText('北京 - 上海')
    const text = bodyText()
    expect(text.indexOf('即将出行')).toBeLessThan(text.indexOf('北京 - 上海'))
    expect(text.indexOf('北京 - 上海')).toBeLessThan(text.indexOf('已出行'))
    expect(text.indexOf('已出行')).toBeLessThan(text.indexOf('如家酒店'))
    expect(document.querySelector('.trip-card__icon--flight')?.textContent).toBe('机')
    expect(document.querySelector('.trip-card__icon--hotel')?.textContent).toBe('酒')
    expect(document.querySelectorAll('.trip-card__unread')).toHaveLength(1)
  })

  it('opening an unread trip marks it read and opens its live detail page', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { calls } = await mount()
    await waitForText('北京 - 上海')
    await clickText('北京 - 上海')
    await flush()
    expect(calls.find((c) => c.path === 'api/order/UpdateReadFlag')?.body).toEqual({ OrderNos: ['F1'] })
    expect(document.querySelectorAll('.trip-card__unread')).toHaveLength(0)
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order3.0/flight/detail?orderNo=F1' })
  })

  it('a trip whose detail screen is not built is no entry: no tap target, nothing opens (issue 13)', async () => {
    setLiveRoutes(['order3.0/triplist', 'order3.0/hotel/detail'])
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount()
    await waitForText('北京 - 上海')
    const cards = Array.from(document.querySelectorAll('.trip-card'))
    const openable = cards.map((card) => [card.querySelector('.trip-card__title')?.textContent, card.classList.contains('trip-card--openable')])
    expect(openable).toEqual([['北京 - 上海', false], ['如家酒店(国贸店)', true]])
    await clickText('如家酒店(国贸店)')
    await flush()
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order3.0/hotel/detail?orderNo=H1' })
  })

  it('shows 暂无行程 when there are no trips', async () => {
    await mount({ 'common/api/order/GetTripList': { Trips: [] } })
    await waitForText('暂无行程')
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount({ 'common/api/order/GetTripList': () => (++attempts === 1 ? fail('行程服务异常') : { Trips: TRIPS }) })
    await waitForText('行程服务异常')
    await clickText('重试')
    await waitForText('北京 - 上海')
  })

  it('searches with GetSearchTripList and says when nothing matches', async () => {
    const { calls } = await mount()
    await waitForText('北京 - 上海')
    await typeIntoField('.at-search-bar', '广州')
    await clickText('搜索')
    await waitForText('未找到相关行程')
    expect(calls.find((c) => c.path === 'api/order/GetSearchTripList')?.body).toMatchObject({ Keyword: '广州' })
  })
})
