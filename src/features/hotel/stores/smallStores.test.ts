import type { HotelBusinessDistrict, HotelCoupon } from '@api/hotel'
import { HotelCancelStore } from './HotelCancelStore'
import { HotelCouponStore } from './HotelCouponStore'
import { HotelPlacesStore } from './HotelPlacesStore'
import { HotelReviewsStore } from './HotelReviewsStore'
import { testFlow } from '@test/hotel/testFlow'

const district = (id: string, Kind: HotelBusinessDistrict['Kind']): HotelBusinessDistrict => ({
  BusinessDistrictId: id, Name: `地点${id}`, Kind, Lat: 23, Lon: 113, HotelCount: 3,
})

describe('HotelPlacesStore', () => {
  it('brands are picked then confirmed into the list filters', async () => {
    const { flow } = testFlow()
    const store = new HotelPlacesStore(
      { brands: async () => ({ Brands: [{ BrandId: 'b1', BrandName: '东呈', GroupName: '东呈集团', LogoUrl: '', HotelCount: 5 }] }), businessDistricts: async () => ({ Districts: [] }) },
      flow,
      'GZ',
    )
    await store.fetchBrands()
    store.toggleBrand('b1')
    expect(flow.filters.brandIds).toEqual([])
    store.confirmBrands()
    expect(flow.filters.brandIds).toEqual(['b1'])
  })

  it('districts vs points; a point sorts by distance, clearing it goes back to recommend', async () => {
    const { flow } = testFlow()
    const store = new HotelPlacesStore(
      { brands: async () => ({ Brands: [] }), businessDistricts: async () => ({ Districts: [district('1', 'district'), district('2', 'station'), district('3', 'landmark')] }) },
      flow,
      'GZ',
    )
    await store.fetchDistricts()
    expect(store.businessDistricts.map((d) => d.BusinessDistrictId)).toEqual(['1'])
    expect(store.points.map((d) => d.BusinessDistrictId)).toEqual(['2', '3'])
    store.chooseDistrict(store.businessDistricts[0])
    expect(flow.filters).toMatchObject({ businessDistrictId: '1', businessDistrictName: '地点1' })
    store.choosePoint(store.points[0])
    expect(flow.form.point).toEqual({ lat: 23, lon: 113, name: '地点2' })
    expect(flow.filters.sort).toBe('distance')
    store.choosePoint(null)
    expect(flow.filters.sort).toBe('recommend')
    store.chooseDistrict(null)
    expect(flow.filters.businessDistrictId).toBeNull()
  })
})

describe('HotelReviewsStore', () => {
  it('pages until the total; 2000 answer is empty', async () => {
    const review = (id: number) => ({ ReviewId: String(id), ReviewerName: '张**', ScoreTenths: 45, Content: '好', RoomName: '', ImageUrls: [], CreatedAt: '' })
    const store = new HotelReviewsStore(
      { reviews: async ({ PageIndex }) => ({ Reviews: Array.from({ length: PageIndex === 1 ? 10 : 3 }, (_, i) => review(PageIndex * 100 + i)), Total: 13, AverageScoreTenths: 45, PageIndex, PageSize: 10 }) },
      'h1',
    )
    await store.fetch()
    await store.loadMore()
    expect(store.reviews).toHaveLength(13)
    expect(store.isEnd).toBe(true)
    const empty = new HotelReviewsStore({ reviews: async () => ({ Reviews: [], Total: 0, AverageScoreTenths: 0, PageIndex: 1, PageSize: 10 }) }, 'h1')
    await empty.fetch()
    expect(empty.load.status).toBe('ready')
    expect(empty.reviews).toEqual([])
  })
})

describe('HotelCouponStore', () => {
  const coupon = (id: string, IsUsable: boolean, DiscountFen: number): HotelCoupon => ({
    CouponId: id, Name: id, DiscountFen, ThresholdFen: 0, ExpireDate: '2026-12-31', IsUsable, UnusableReason: IsUsable ? '' : '未满足使用门槛',
  })
  it('usable first, biggest first; unusable cannot be chosen', async () => {
    const { flow } = testFlow()
    const store = new HotelCouponStore({ coupons: async () => ({ Coupons: [coupon('a', false, 9000), coupon('b', true, 1000), coupon('c', true, 3000)] }) }, flow, { HotelId: 'h1', ArrivalDate: '2026-11-22', AmountFen: 1 })
    await store.fetch()
    expect(store.sorted.map((c) => c.CouponId)).toEqual(['c', 'b', 'a'])
    expect(store.choose(store.coupons[0])).toBe(false)
    expect(store.choose(store.coupons[2])).toBe(true)
    expect(store.selectedId).toBe('c')
    store.choose(null)
    expect(flow.coupon).toBeNull()
  })
})

describe('HotelCancelStore', () => {
  const rule = { IsCancellable: true, PenaltyFen: 0, RefundFen: 30000, FreeCancelUntil: null, Description: '免费取消', Reasons: ['行程变更'] }
  it('needs a cancellable rule and a reason; retries keep the reqId', async () => {
    const toasts: string[] = []
    const reqIds: string[] = []
    let attempts = 0
    let ids = 0
    const store = new HotelCancelStore(
      {
        cancelRule: async () => rule,
        cancelOrder: async (_body, reqId) => {
          reqIds.push(reqId)
          if (++attempts === 1) throw { Msg: '网络异常，请稍后重试' }
          return { OrderNo: 'H1', OrderStatus: 'Cancelled', RefundFen: 30000 }
        },
      },
      'H1',
      () => `r${++ids}`,
      (m) => void toasts.push(m),
    )
    expect(await store.cancel()).toBeNull()
    expect(toasts).toEqual(['该订单当前不可取消'])
    await store.fetch()
    expect(await store.cancel()).toBeNull()
    expect(toasts[1]).toBe('请选择取消原因')
    store.setReason('行程变更')
    expect(await store.cancel()).toBeNull()
    expect(toasts[2]).toBe('网络异常，请稍后重试')
    expect(await store.cancel()).toMatchObject({ RefundFen: 30000 })
    expect(reqIds).toEqual(['r1', 'r1'])
  })
})
