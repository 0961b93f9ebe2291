import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import CouponDetailScreen from './CouponDetailScreen'
import CouponListScreen from './CouponListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const coupon = (id: string, patch: Record<string, unknown> = {}) => ({
  CouponId: id, Name: '酒店满300减30', DiscountFen: 3000, ThresholdFen: 30000, ExpireDate: '2027-02-22', ProductType: 1, ProductName: '酒店',
  Status: 'usable', StatusText: '可使用', UsedOrderNo: '', IssuedAt: '2026-11-24T10:00:00+08:00', ...patch,
})
const USED = coupon('100009', { Name: '周末酒店满800减80', DiscountFen: 8000, ThresholdFen: 80000, Status: 'used', StatusText: '已使用', UsedOrderNo: 'H202611200001' })

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['my/coupon/index', 'my/coupon/history', 'my/coupon/detail', 'product3.0/hotel/index']))
afterEach(() => jest.restoreAllMocks())

describe('CouponListScreen', () => {
  it('v1 lists the usable coupons, opens one, offers hotel search and the history', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot({ 'common/api/Coupon/GetMyCoupons': { List: [coupon('100001'), coupon('100002', { Name: '商旅新客立减50元', DiscountFen: 5000, ThresholdFen: 0 })], Total: 2 } })
    await mountWith(root, <CouponListScreen routeId='my/coupon/index' variant='v1' query={{}} />)
    await waitForText('商旅新客立减50元', 8000)
    expect(calls[0].body).toEqual({ Tab: 'current', PageIndex: 1, PageSize: 20 })
    expect(bodyText()).toContain('满300减30')
    expect(bodyText()).toContain('立减50')
    await clickText('酒店满300减30')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/my/coupon/detail?couponId=100001' })
    await clickText('查看历史优惠券')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/my/coupon/history' })
  })

  it('v2 switches to the history tab; used coupons show their order and no 去使用', async () => {
    const { root, calls } = fakeRoot({
      'common/api/Coupon/GetMyCoupons': (body: { Tab: string }) => (body.Tab === 'current' ? { List: [coupon('100001')], Total: 1 } : { List: [USED], Total: 1 }),
    })
    await mountWith(root, <CouponListScreen routeId='common2.0/coupon/index' variant='v2' query={{}} />)
    await waitForText('酒店满300减30', 8000)
    expect(bodyText()).toContain('去使用')
    await clickText('已使用/已过期')
    await waitForText('H202611200001', 8000)
    expect(calls.at(-1)?.body).toMatchObject({ Tab: 'history' })
    expect(bodyText()).toContain('已使用')
    expect(bodyText()).not.toContain('去使用')
  })

  it('empty and error states with 重试', async () => {
    const empty = fakeRoot({ 'common/api/Coupon/GetMyCoupons': { List: [], Total: 0 } })
    await mountWith(empty.root, <CouponListScreen routeId='my/coupon/history' variant='v1History' query={{}} />)
    await waitForText('暂无历史优惠券', 8000)

    let attempts = 0
    const failing = fakeRoot({
      'common/api/Coupon/GetMyCoupons': () => (++attempts === 1 ? fail('服务繁忙，请稍后再试') : { List: [coupon('100001')], Total: 1 }),
    })
    await mountWith(failing.root, <CouponListScreen routeId='common2.0/coupon/history' variant='v2History' query={{}} />)
    await waitForText('服务繁忙，请稍后再试', 8000)
    await clickText('重试')
    await waitForText('酒店满300减30', 8000)
  })
})

describe('CouponDetailScreen', () => {
  it('shows the coupon, its order and its rules', async () => {
    const { root } = fakeRoot({ 'common/api/Coupon/GetCouponDetail': { ...USED, Rules: ['适用范围：酒店预订，仅限本人使用', '使用条件：订单金额满¥800可用'] } })
    await mountWith(root, <CouponDetailScreen routeId='my/coupon/detail' query={{ couponId: '100009' }} />)
    await waitForText('使用规则', 8000)
    expect(bodyText()).toContain('H202611200001')
    expect(bodyText()).toContain('使用条件：订单金额满¥800可用')
  })

  it('refuses a missing id without calling, and shows a refusal with 重试', async () => {
    const missing = fakeRoot({})
    await mountWith(missing.root, <CouponDetailScreen routeId='my/coupon/detail' query={{}} />)
    await waitForText('缺少优惠券编号', 8000)
    expect(missing.calls).toHaveLength(0)
    const refused = fakeRoot({ 'common/api/Coupon/GetCouponDetail': fail('优惠券不存在', '4004') })
    await mountWith(refused.root, <CouponDetailScreen routeId='my/coupon/detail' query={{ couponId: '1' }} />)
    await waitForText('优惠券不存在', 8000)
    await flush()
    expect(bodyText()).toContain('重试')
  })
})
