import Taro from '@tarojs/taro'
import type { ComponentType } from 'react'
import { initPxTransform } from '@test/shell/taro'
import type { ScreenProps } from '@/shell/page/createPage'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import { hotelFlowOf } from '../stores/hotelFlow'
import AllBankScreen from './AllBankScreen'
import CardExplainScreen from './CardExplainScreen'
import CardReplaceScreen from './CardReplaceScreen'
import HotelAddressScreen from './HotelAddressScreen'
import HotelBrandScreen from './HotelBrandScreen'
import HotelBusinessScreen from './HotelBusinessScreen'
import HotelCityScreen from './HotelCityScreen'
import HotelCouponScreen from './HotelCouponScreen'
import HotelCreditCardScreen from './HotelCreditCardScreen'
import HotelEarlyDepartureScreen from './HotelEarlyDepartureScreen'
import HotelInvoiceScreen from './HotelInvoiceScreen'
import HotelOrderCancelScreen from './HotelOrderCancelScreen'
import HotelPersonCountScreen from './HotelPersonCountScreen'
import HotelPhotosScreen from './HotelPhotosScreen'
import HotelReviewsScreen from './HotelReviewsScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => {
  // the shared screen mock plus a no-op useReachBottom (Taro's own needs a page around it)
  const base = jest.requireActual('@test/shared/taroMock').taroForScreens()
  const useReachBottom = () => undefined
  return { ...base, useReachBottom, default: Object.assign(Object.create(base.default), { useReachBottom }) }
})

const INFO = 'hotel/api/hotel/info'
const ORDER = 'hotel/api/hotel/order'
const day = (offset: number) => new Date(Date.now() + offset * 86400000 + 8 * 3600000).toISOString().slice(0, 10)

async function show<V extends string = never>(Screen: ComponentType<ScreenProps<V>>, table: Record<string, unknown> = {}, query: Record<string, string> = {}, variant?: V) {
  const fake = fakeRoot(table)
  await mountWith(fake.root, <Screen routeId='hotel/index' variant={variant} query={query} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => {
  setLiveRoutes([])
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
})
afterEach(() => jest.restoreAllMocks())

describe('hotel secondary screens', () => {
  it('city picker: hot cities, A-Z, search with an empty result', async () => {
    const cities = [
      { CityCode: 'GZ', CityName: '广州', Pinyin: 'guangzhou', Tier: 1, Lat: 0, Lon: 0 },
      { CityCode: 'BJ', CityName: '北京', Pinyin: 'beijing', Tier: 1, Lat: 0, Lon: 0 },
    ]
    const { root } = await show(HotelCityScreen, { 'hotel-front-api/hotel-home/recommend-data-city': { HotCities: cities.slice(0, 1), Cities: cities, HistoryList: [] } })
    await waitForText('热门城市')
    expect(bodyText()).toContain('B')
    await clickText('北京')
    expect(hotelFlowOf(root).form.cityCode).toBe('BJ')
  })

  it('brand: error then brands, 确定 sets the filter', async () => {
    let attempts = 0
    const { root } = await show(HotelBrandScreen, {
      [`${INFO}/GetBrandList`]: () => (++attempts === 1 ? fail('品牌加载失败') : { Brands: [{ BrandId: 'b1', BrandName: '东呈', GroupName: '', LogoUrl: '', HotelCount: 3 }] }),
    }, { cityCode: 'GZ' })
    await waitForText('品牌加载失败')
    await clickText('重试')
    await waitForText('东呈（3）')
    await clickText('东呈（3）')
    await clickText('确定')
    expect(hotelFlowOf(root).filters.brandIds).toEqual(['b1'])
  })

  it('business and point variants split districts from points', async () => {
    const districts = {
      Districts: [
        { BusinessDistrictId: 'd1', Name: '天河商圈', Kind: 'district', Lat: 1, Lon: 2, HotelCount: 9 },
        { BusinessDistrictId: 'p1', Name: '广州南站', Kind: 'station', Lat: 1, Lon: 2, HotelCount: 4 },
      ],
    }
    await show(HotelBusinessScreen, { [`${INFO}/GetBusinessDistrictList`]: districts }, { cityCode: 'GZ' })
    await waitForText('天河商圈')
    expect(bodyText()).not.toContain('广州南站')
  })

  it('point variant', async () => {
    const { root } = await show(
      HotelBusinessScreen,
      { [`${INFO}/GetBusinessDistrictList`]: { Districts: [{ BusinessDistrictId: 'p1', Name: '广州南站', Kind: 'station', Lat: 1, Lon: 2, HotelCount: 4 }] } },
      { cityCode: 'GZ' },
      'v3-point',
    )
    await waitForText('广州南站')
    await clickText('广州南站')
    expect(hotelFlowOf(root).filters.sort).toBe('distance')
  })

  it('reviews: empty', async () => {
    await show(HotelReviewsScreen, { [`${INFO}/GetHotelReviews`]: { Reviews: [], Total: 0, AverageScoreTenths: 0, PageIndex: 1, PageSize: 10 } }, { hotelId: 'h1' })
    await waitForText('暂无点评')
  })

  it('photos: empty', async () => {
    await show(HotelPhotosScreen, { [`${INFO}/GetHotelDetail`]: { ImageUrls: [] } }, { hotelId: 'h1' })
    await waitForText('暂无图片')
  })

  it('address card with copy on H5', async () => {
    await show(HotelAddressScreen, {}, { name: '东呈酒店', address: '天河路1号', lat: '23.1', lon: '113.3' })
    expect(bodyText()).toContain('天河路1号')
    expect(bodyText()).toContain('复制地址')
  })

  it('credit card: Luhn checked before it is kept', async () => {
    const { root, toasts } = await show(HotelCreditCardScreen)
    const flow = hotelFlowOf(root)
    flow.patchCardDraft({ BankCode: 'CMB', CardNo: '4111111111111112', Expiry: '12/39', HolderName: '张三', HolderIdNo: '11010519491231002X' })
    await clickText('确定')
    expect(toasts).toEqual(['信用卡号有误，请检查'])
    flow.patchCardDraft({ CardNo: '4111111111111111' })
    await clickText('确定')
    expect(flow.card?.CardNo).toBe('4111111111111111')
  })

  it('all banks, card replace and explain render', async () => {
    const { root } = await show(AllBankScreen)
    await clickText('招商银行')
    expect(hotelFlowOf(root).cardDraft.BankCode).toBe('CMB')
    await show(CardReplaceScreen)
    expect(bodyText()).toContain('尚未添加担保信用卡')
    await show(CardExplainScreen)
    expect(bodyText()).toContain('仅保存卡号后四位')
  })

  it('coupon: empty', async () => {
    await show(HotelCouponScreen, { [`${ORDER}/GetUsableCoupons`]: { Coupons: [] } }, { hotelId: 'h1', arrivalDate: day(1), amountFen: '30000' })
    await waitForText('暂无可用优惠券')
  })

  it('cancel: rule, reason, cancel with a reqId header', async () => {
    const { calls } = await show(
      HotelOrderCancelScreen,
      {
        [`${ORDER}/GetCancelRule`]: { IsCancellable: true, PenaltyFen: 0, RefundFen: 30000, FreeCancelUntil: null, Description: '入住前一天18点前免费取消', Reasons: ['行程变更'] },
        [`${ORDER}/CancelOrder`]: { OrderNo: 'H1', OrderStatus: 'Cancelled', RefundFen: 30000 },
      },
      { orderNo: 'H1' },
    )
    await waitForText('预计退款')
    await clickText('行程变更')
    await clickText('确认取消')
    await waitForText('确认取消')
    const cancel = calls.find((c) => c.path.endsWith('CancelOrder'))
    expect(cancel?.body).toEqual({ OrderNo: 'H1', Reason: '行程变更' })
    expect(cancel?.options?.headers?.reqId).toBeTruthy()
  })

  it('early departure and invoice render their forms', async () => {
    await show(HotelEarlyDepartureScreen, {}, { orderNo: 'H1', arrivalDate: day(0), departureDate: day(3) })
    expect(bodyText()).toContain('提交申请')
    await show(HotelInvoiceScreen, {}, { orderNo: 'H1', amountFen: '30000' })
    expect(bodyText()).toContain('¥300.00')
    await clickText('提交')
    expect(bodyText()).toContain('发票抬头')
  })

  it('person count renders', async () => {
    await show(HotelPersonCountScreen)
    expect(bodyText()).toContain('每间成人数')
  })
})
