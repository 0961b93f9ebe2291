import Taro from '@tarojs/taro'
import { registerProducts } from '@/products'
import { initPxTransform } from '@test/shell/taro'
import { clearProductExtensions } from '../../orders/public'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, click, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import { payInfo, payResult } from '@test/payment/testPay'
import CashierScreen from './CashierScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

async function mount(table: Record<string, unknown>) {
  registerProducts()
  const fake = fakeRoot(table)
  await mountWith(fake.root, <CashierScreen routeId='payment/pay' query={{ orderNo: 'H1' }} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['payment/paySuccess', 'payment/bankTransfer', 'order3.0/hotel/detail']))
afterEach(() => {
  jest.restoreAllMocks()
  clearProductExtensions()
})

describe('CashierScreen', () => {
  it('shows loading, then the error with retry', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    let attempts = 0
    await mount({
      'b2b/Pay/GetPayInfo': async () => {
        await gate
        return ++attempts === 1 ? fail('支付信息不存在', '4004') : payInfo()
      },
    })
    expect(bodyText()).toContain('加载中')
    release()
    await waitForText('支付信息不存在')
    await clickText('重试')
    await waitForText('¥1,000.00')
  })

  it('shows the amount, the countdown and the balance; pays once from the enterprise account and goes to 支付成功', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { calls } = await mount({
      'b2b/Pay/GetPayInfo': payInfo(),
      'b2b/Pay/PayByEnterpriseAccount': async () => (await gate, payResult()),
    })
    await waitForText('剩余支付时间')
    expect(bodyText()).toMatch(/剩余支付时间 (30:00|29:5\d)/)
    expect(bodyText()).toContain('可用余额 ¥5,000.00')
    await clickText('确认支付 ¥1,000.00')
    await waitForText('确认使用企业账户支付¥1,000.00？')
    await click(document.querySelector('.popup__button--confirm') as Element)
    // A second tap while the first payment is on its way does nothing.
    await clickText('确认支付 ¥1,000.00')
    release()
    await flush()
    expect(calls.filter((c) => c.path === 'Pay/PayByEnterpriseAccount')).toHaveLength(1)
    expect(calls.find((c) => c.path === 'Pay/PayByEnterpriseAccount')?.body).toEqual({ OrderNo: 'H1', AmountFen: 100000 })
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/payment/paySuccess/paySuccess?orderNo=H1&payNo=P1&productType=1' })
  })

  it('an insufficient balance disables the enterprise account with the reason', async () => {
    await mount({ 'b2b/Pay/GetPayInfo': payInfo({ Enterprise: { BalanceFen: 100, IsAllowed: true, DisabledReason: '' } }) })
    await waitForText('企业账户余额不足')
    expect(document.querySelector('.pay-method--enterprise.pay-method--disabled')).not.toBeNull()
    expect(document.querySelector('.pay-method--personal .pay-method__check--on')).not.toBeNull()
  })

  it('personal pay goes through the gateway confirm step', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { calls } = await mount({
      'b2b/Pay/GetPayInfo': payInfo({ Enterprise: { BalanceFen: 0, IsAllowed: true, DisabledReason: '' } }),
      'b2b/Pay/CreatePersonalPay': { PayNo: 'P9', GatewayUrl: '', ExpireAt: '2026-11-30T12:30:00+08:00' },
      'b2b/Pay/ConfirmPersonalPay': payResult({ PayNo: 'P9', PayMethod: 'personal' }),
    })
    await waitForText('个人支付')
    await clickText('确认支付 ¥1,000.00')
    await click(document.querySelector('.popup__button--confirm') as Element)
    await waitForText('支付单号 P9')
    await clickText('确认付款')
    await flush()
    expect(calls.map((c) => c.path)).toEqual(['Pay/GetPayInfo', 'Pay/CreatePersonalPay', 'Pay/ConfirmPersonalPay'])
    expect(calls[2].body).toEqual({ PayNo: 'P9' })
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/payment/paySuccess/paySuccess?orderNo=H1&payNo=P9&productType=1' })
  })

  it("offers WeChat Pay in WeChat's browser and pays through the simulated JSAPI's confirm step", async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.50 NetType/WIFI')
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const wxParams = { appId: 'touristappid', timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' }
    const { calls } = await mount({
      'b2b/Pay/GetPayInfo': payInfo({ Enterprise: { BalanceFen: 0, IsAllowed: false, DisabledReason: '因私出行不可使用企业账户' } }),
      'b2b/Pay/CreateWechatPay': { PayNo: 'P9', ExpireAt: '2026-11-30T12:30:00+08:00', PayParams: wxParams },
      'b2b/Pay/ConfirmPersonalPay': payResult({ PayNo: 'P9', PayMethod: 'personal' }),
    })
    await waitForText('微信支付')
    expect(document.querySelector('.pay-method--wechat .pay-method__check--on')).not.toBeNull()
    await clickText('确认支付 ¥1,000.00')
    expect(bodyText()).toContain('确认使用微信支付¥')
    expect(bodyText()).not.toContain('微信支付支付')
    await click(document.querySelector('.popup__button--confirm') as Element)
    await waitForText('支付单号 P9')
    await clickText('确认付款')
    await flush()
    expect(calls.map((c) => c.path)).toEqual(['Pay/GetPayInfo', 'Pay/CreateWechatPay', 'Pay/ConfirmPersonalPay'])
    expect(calls[1].body).toMatchObject({ Scene: 'jsapi', AppId: 'touristappid' })
    expect(redirectTo).toHaveBeenCalled()
  })

  it('offers no WeChat Pay outside WeChat', async () => {
    await mount({ 'b2b/Pay/GetPayInfo': payInfo() })
    await waitForText('个人支付')
    expect(document.querySelector('.pay-method--wechat')).toBeNull()
  })

  it('a rejected order cannot be paid', async () => {
    await mount({ 'b2b/Pay/GetPayInfo': payInfo({ IsPayable: false, OrderStatus: 'Rejected' }) })
    await waitForText('审批已驳回，订单不可支付')
    expect(bodyText()).not.toContain('确认支付 ¥')
    expect(bodyText()).toContain('查看订单')
  })

  it("a hotel order's summary and status come from hotel's extension", async () => {
    await mount({ 'b2b/Pay/GetPayInfo': payInfo({ IsPayable: false, OrderStatus: 'CheckedIn' }) })
    await waitForText('订单已入住，无需支付')
    expect(bodyText()).toContain('北京国贸大酒店 豪华大床房 · 1间 · 2晚')
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await clickText('查看订单')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order3.0/hotel/detail?orderNo=H1' })
  })

  it('a product without extension shows a generic summary and no order link', async () => {
    await mount({ 'b2b/Pay/GetPayInfo': payInfo({ ProductType: 9 as never, Title: '', Subtitle: '', IsPayable: false, OrderStatus: 'Confirmed' }) })
    await waitForText('订单已确认，无需支付')
    expect(bodyText()).toContain('其他订单')
    expect(bodyText()).not.toContain('查看订单')
  })
})
