import Taro from '@tarojs/taro'
import { registerProducts } from '@/products'
import { initPxTransform } from '@test/shell/taro'
import { clearProductExtensions } from '../../orders/public'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import { payResult } from '@test/payment/testPay'
import PaySuccessScreen from './PaySuccessScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

async function mount(status: unknown, query: Record<string, string> = { orderNo: 'H1', payNo: 'P1', productType: '1' }) {
  registerProducts()
  const fake = fakeRoot({ 'b2b/Pay/GetPayStatus': status, 'common/api/order/GetErrorOrderCount': 0 })
  await mountWith(fake.root, <PaySuccessScreen routeId='payment/paySuccess' query={query} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/hotel/detail', 'order/index']))
afterEach(() => {
  jest.restoreAllMocks()
  clearProductExtensions()
})

describe('PaySuccessScreen', () => {
  it('shows loading first', async () => {
    await mount(() => new Promise(() => undefined))
    expect(bodyText()).toContain('加载中')
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount(() => (++attempts === 1 ? fail('查询失败') : payResult()))
    await waitForText('查询失败')
    await clickText('重试')
    await waitForText('支付成功')
  })

  it('shows what was paid and links to the order and the order centre', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { calls } = await mount(payResult())
    await waitForText('企业账户余额 ¥4,000.00')
    expect(bodyText()).toContain('订单已提交酒店确认，请留意订单状态')
    expect(calls[0].body).toEqual({ OrderNo: 'H1', PayNo: 'P1' })
    await clickText('查看订单')
    await clickText('订单中心')
    expect(redirectTo.mock.calls.map((c) => (c[0] as { url: string }).url)).toEqual([
      '/pages/order3.0/hotel/detail?orderNo=H1',
      '/pages/order/index/index',
    ])
  })

  it('without a known product it says to watch the order and links only to the order centre', async () => {
    await mount(payResult(), { orderNo: 'T1', payNo: 'P1', productType: '6' })
    await waitForText('请留意订单状态')
    expect(bodyText()).not.toContain('酒店')
    expect(bodyText()).not.toContain('查看订单')
    expect(bodyText()).toContain('订单中心')
  })
})
