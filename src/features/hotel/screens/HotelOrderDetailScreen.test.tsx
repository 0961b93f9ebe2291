import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import { hotelOrder } from '@test/hotel/hotelOrders'
import HotelOrderDetailScreen from './HotelOrderDetailScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

async function mount(table: Record<string, unknown>, variant?: 'v1' | 'v2' | 'v3') {
  const fake = fakeRoot(table)
  await mountWith(fake.root, <HotelOrderDetailScreen routeId='order3.0/hotel/detail' variant={variant} query={{ orderNo: 'H202612010001' }} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['payment/pay', 'hotel/rebate', 'order2.0/hotel/checkInVoucher', 'order/hotelOrderDetail/hotelConfirmation']))
afterEach(() => jest.restoreAllMocks())

describe('HotelOrderDetailScreen', () => {
  it('shows loading, then an error with retry', async () => {
    let attempts = 0
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    await mount({
      'b2b/Order/GetHotelOrderDetail': async () => {
        await gate
        return ++attempts === 1 ? fail('订单不存在', '4004') : hotelOrder()
      },
    })
    expect(bodyText()).toContain('加载中')
    release()
    await waitForText('订单不存在')
    await clickText('重试')
    await waitForText('北京国贸大酒店')
  })

  it('a pending-payment order shows its details and opens the cashier', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount({ 'b2b/Order/GetHotelOrderDetail': hotelOrder() })
    await waitForText('待支付')
    const text = bodyText()
    expect(text).toContain('超出差标 ¥50/晚')
    expect(text).toContain('协议酒店已满')
    expect(text).toContain('¥1,000.00')
    expect(text).toContain('12月1日18:00前免费取消')
    await clickText('去支付')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/payment/pay/pay?orderNo=H202612010001' })
  })

  it('cancels a paid order with a reason and says where the refund goes', async () => {
    let status: 'Confirmed' | 'Refunded' = 'Confirmed'
    const detail = () =>
      hotelOrder({
        Status: status,
        StatusText: status === 'Confirmed' ? '已确认' : '已退款',
        PaidFen: 100000,
        PayMethod: 'enterprise',
        CancelRule: { Type: 2, FreeCancelUntil: null, PenaltyFen: 20000, Description: '取消收取20%' },
        Actions: { CanPay: false, CanCancel: status === 'Confirmed', CanRevoke: false, CanApplyEarlyDeparture: true, CanViewVoucher: true },
      })
    const { calls, toasts } = await mount({
      'b2b/Order/GetHotelOrderDetail': () => detail(),
      'b2b/Order/CancelHotelOrder': () => {
        status = 'Refunded'
        return { OrderNo: 'H202612010001', Status: 'Refunded', PenaltyFen: 20000, RefundFen: 80000, RefundTo: 'enterprise', RefundToText: '退回企业账户' }
      },
    })
    await waitForText('已确认')
    expect(bodyText()).toContain('提前离店')
    expect(bodyText()).toContain('入住凭证')
    await clickText('取消订单')
    await waitForText('确认取消')
    expect(bodyText()).toContain('取消将收取¥200.00，预计退款¥800.00')
    await clickText('确认取消')
    expect(bodyText()).toContain('请选择取消原因')
    await clickText('行程变更')
    await clickText('确认取消')
    await waitForText('已退款')
    const cancel = calls.find((c) => c.path === 'Order/CancelHotelOrder')
    expect(cancel?.body).toEqual({ OrderNo: 'H202612010001', Reason: '行程变更' })
    expect(cancel?.options?.headers?.reqId).toBeTruthy()
    expect(toasts).toEqual(['订单已取消，¥800.00退回企业账户'])
    await flush()
    expect(document.querySelector('.order-actions')).toBeNull()
  })

  it('early departure and the voucher open their pages with the order number', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount(
      {
        'b2b/Order/GetHotelOrderDetail': hotelOrder({
          Status: 'Confirmed',
          StatusText: '已确认',
          DepartureDate: '2099-01-02',
          Actions: { CanPay: false, CanCancel: false, CanRevoke: false, CanApplyEarlyDeparture: true, CanViewVoucher: true },
        }),
      },
      'v1',
    )
    await waitForText('提前离店')
    await clickText('提前离店')
    await clickText('入住凭证')
    expect(navigateTo.mock.calls.map((c) => (c[0] as { url: string }).url)).toEqual([
      '/pages/hotel/rebate/rebate?orderNo=H202612010001&arrivalDate=2026-12-01&departureDate=2099-01-02',
      '/pages/order/hotelOrderDetail/hotelConfirmation?orderNo=H202612010001',
    ])
  })
})
