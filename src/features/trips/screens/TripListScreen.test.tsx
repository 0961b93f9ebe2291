import Taro from '@tarojs/taro'
import { registerProducts } from '@/products'
import { initPxTransform } from '@test/shell/taro'
import { clearProductExtensions } from '../../orders/public'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import TripListScreen from './TripListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const TRIPS = [
  { OrderNo: 'H1', ProductType: 1, Title: '如家酒店(国贸店)', StartTime: inDays(-10), EndTime: inDays(-8), StatusName: '已完成' },
  { OrderNo: 'F1', ProductType: 8, Title: '张亮麻辣烫', Description: '午餐', StartTime: inDays(3), StatusName: '已完成' },
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
  registerProducts()
  const fake = fakeRoot(table(patch))
  await mountWith(fake.root, <TripListScreen routeId='order3.0/triplist' query={{}} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/triplist', 'order3.0/hotel/detail', 'order3.0/flight/detail']))
afterEach(() => {
  jest.restoreAllMocks()
  clearProductExtensions()
})

describe('TripListScreen', () => {
  it('shows loading first', async () => {
    await mount({ 'common/api/order/GetTripList': () => new Promise(() => undefined) })
    expect(bodyText()).toContain('加载中')
  })

  it('groups upcoming trips before past ones, with product marks and the unread mark', async () => {
    await mount()
    await waitForText('张亮麻辣烫')
    const text = bodyText()
    expect(text.indexOf('即将出行')).toBeLessThan(text.indexOf('张亮麻辣烫'))
    expect(text.indexOf('张亮麻辣烫')).toBeLessThan(text.indexOf('已出行'))
    expect(text.indexOf('已出行')).toBeLessThan(text.indexOf('如家酒店'))
    expect(document.querySelector('.trip-card__icon--takeout')?.getAttribute('data-icon')).toBe('takeout')
    expect(document.querySelector('.trip-card__icon--hotel')?.getAttribute('data-icon')).toBe('hotel')
    expect(document.querySelectorAll('.trip-card__unread')).toHaveLength(1)
  })

  it("opening a hotel trip opens the live detail page hotel's extension names", async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount({ 'common/api/order/GetReadFlag': { UnreadOrderNos: ['H1'] } })
    await waitForText('如家酒店(国贸店)')
    expect(bodyText()).toContain('酒店')
    await clickText('如家酒店(国贸店)')
    await flush()
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order3.0/hotel/detail?orderNo=H1' })
  })

  it('a trip of a product without extension shows through the fallback and is not offered as a link', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { calls } = await mount()
    await waitForText('张亮麻辣烫')
    expect(bodyText()).toContain('午餐')
    expect(bodyText()).toContain('外卖')
    await clickText('张亮麻辣烫')
    await flush()
    expect(calls.find((c) => c.path === 'api/order/UpdateReadFlag')).toBeUndefined()
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('a trip whose detail screen is not built is no entry: no tap target, nothing opens (issue 13)', async () => {
    setLiveRoutes(['order3.0/triplist', 'order3.0/hotel/detail'])
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount()
    await waitForText('张亮麻辣烫')
    const cards = Array.from(document.querySelectorAll('.trip-card'))
    const openable = cards.map((card) => [card.querySelector('.trip-card__title')?.textContent, card.classList.contains('trip-card--openable')])
    expect(openable).toEqual([['张亮麻辣烫', false], ['如家酒店(国贸店)', true]])
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
    await waitForText('张亮麻辣烫')
  })

  it('searches with GetSearchTripList and says when nothing matches', async () => {
    const { calls } = await mount()
    await waitForText('张亮麻辣烫')
    await typeIntoField('.at-search-bar', '广州')
    await clickText('搜索')
    await waitForText('未找到相关行程')
    expect(calls.find((c) => c.path === 'api/order/GetSearchTripList')?.body).toMatchObject({ Keyword: '广州' })
  })
})
