import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import { payResult } from '../stores/testPay'
import PaySuccessScreen from './PaySuccessScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

async function mount(status: unknown) {
  const fake = fakeRoot({ 'b2b/Pay/GetPayStatus': status, 'common/api/order/GetErrorOrderCount': 0 })
  await mountWith(fake.root, <PaySuccessScreen routeId='payment/paySuccess' query={{ orderNo: 'H1', payNo: 'P1' }} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/hotel/detail', 'order/index']))
afterEach(() => jest.restoreAllMocks())

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
    expect(calls[0].body).toEqual({ OrderNo: 'H1', PayNo: 'P1' })
    await clickText('查看订单')
    await clickText('订单中心')
    expect(redirectTo.mock.calls.map((c) => (c[0] as { url: string }).url)).toEqual([
      '/pages/order3.0/hotel/detail?orderNo=H1',
      '/pages/order/index/index',
    ])
  })
})
