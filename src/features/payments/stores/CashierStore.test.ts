import type { PayInfo, PayResult } from '@api/order'
import { FakeClock } from '@test/shared/fakeClock'
import type { PayApi } from '../api/payApi'
import type { WechatPayment } from '../api/wechatPayment'
import { CashierStore } from './CashierStore'
import { payInfo, payResult, SERVER_NOW } from '@test/payment/testPay'

type Answer<T> = () => Promise<T>

const WX_PARAMS = { appId: 'touristappid', timeStamp: '1700000000', nonceStr: 'n1', package: 'prepay_id=wx1', signType: 'RSA' as const, paySign: 's1' }
const PRIVATE = { Enterprise: { BalanceFen: 0, IsAllowed: false, DisabledReason: '因私出行不可使用企业账户' } }

function setup(info: PayInfo, answers: { enterprise?: Answer<PayResult>; confirm?: Answer<PayResult> } = {}, wechat: WechatPayment | null = null) {
  let n = 0
  const calls: { name: string; body: unknown; reqId?: string }[] = []
  const api: PayApi = {
    payInfo: async () => info,
    payByEnterprise: async (body, reqId) => (calls.push({ name: 'enterprise', body, reqId }), (answers.enterprise ?? (async () => payResult()))()),
    createPersonalPay: async (body, reqId) => (calls.push({ name: 'create', body, reqId }), { PayNo: 'P9', GatewayUrl: '', ExpireAt: SERVER_NOW }),
    createWechatPay: async (body, reqId) => (calls.push({ name: 'wechat', body, reqId }), { PayNo: 'P9', ExpireAt: SERVER_NOW, PayParams: WX_PARAMS }),
    confirmPersonalPay: async (body, reqId) =>
      (calls.push({ name: 'confirm', body, reqId }), (answers.confirm ?? (async () => payResult({ PayNo: 'P9', PayMethod: 'personal' })))()),
    payStatus: async () => payResult(),
    bankTransferInfo: async () => ({}) as never,
  }
  // The client clock runs 60 s behind the server.
  const clock = new FakeClock(Date.parse(SERVER_NOW) - 60_000)
  const store = new CashierStore('H1', { api, createReqId: () => `req-${++n}`, clock, wechat })
  return { store, calls, clock }
}

describe('CashierStore', () => {
  it('counts down to the deadline on the server clock and stops at zero', async () => {
    const { store, clock } = setup(payInfo())
    await store.fetch()
    expect(store.remainingMs).toBe(30 * 60_000)
    clock.advance(60_000)
    expect(store.remainingMs).toBe(29 * 60_000)
    clock.advance(29 * 60_000)
    expect(store.isExpired).toBe(true)
    expect(store.canPay).toBe(false)
    expect(clock.activeTickers).toBe(0)
  })

  it('chooses the enterprise account when the balance covers the amount, else personal pay', async () => {
    const rich = setup(payInfo())
    await rich.store.fetch()
    expect(rich.store.method).toBe('enterprise')
    const poor = setup(payInfo({ Enterprise: { BalanceFen: 99999, IsAllowed: true, DisabledReason: '' } }))
    await poor.store.fetch()
    expect(poor.store.method).toBe('personal')
    poor.store.selectMethod('enterprise')
    expect(poor.store.method).toBe('personal')
    expect(poor.store.methods[0].disabledReason).toBe('企业账户余额不足')
  })

  it('pays from the enterprise account once; a retry after a failure reuses the reqId', async () => {
    let attempt = 0
    const { store, calls } = setup(payInfo(), {
      enterprise: async () => {
        if (++attempt === 1) throw { Code: '-1', Msg: '请求超时，请稍后重试', Data: null, isNetworkError: true }
        return payResult()
      },
    })
    await store.fetch()
    store.openConfirm()
    expect(store.isConfirmOpen).toBe(true)
    expect(await store.pay()).toBe(false)
    expect(store.payError).toBe('请求超时，请稍后重试')
    const retry = store.pay()
    expect(await store.pay()).toBe(false)
    expect(await retry).toBe(true)
    expect(calls).toEqual([
      { name: 'enterprise', body: { OrderNo: 'H1', AmountFen: 100000 }, reqId: 'req-1' },
      { name: 'enterprise', body: { OrderNo: 'H1', AmountFen: 100000 }, reqId: 'req-1' },
    ])
    expect(store.paid?.PayNo).toBe('P1')
    expect(store.canPay).toBe(false)
    expect(await store.pay()).toBe(false)
    expect(calls).toHaveLength(2)
  })

  it('personal pay opens the gateway, then its confirm step pays', async () => {
    const { store, calls } = setup(payInfo())
    await store.fetch()
    store.selectMethod('personal')
    expect(await store.pay()).toBe(false)
    expect(store.gateway?.PayNo).toBe('P9')
    store.closeGateway()
    await store.pay()
    expect(await store.confirmGateway()).toBe(true)
    expect(calls.map((c) => `${c.name} ${c.reqId}`)).toEqual(['create req-1', 'create req-1', 'confirm req-2'])
    expect(calls[2].body).toEqual({ PayNo: 'P9' })
    expect(store.paid?.PayMethod).toBe('personal')
    expect(store.gateway).toBeNull()
  })

  it('a gateway answer still paying is not taken as paid', async () => {
    const { store } = setup(payInfo(), { confirm: async () => payResult({ Status: 'paying' }) })
    await store.fetch()
    store.selectMethod('personal')
    await store.pay()
    expect(await store.confirmGateway()).toBe(false)
    expect(store.payError).toBe('支付处理中，请稍后查看订单')
    expect(store.paid).toBeNull()
  })

  it('an order that is not payable offers no pay', async () => {
    const { store } = setup(payInfo({ IsPayable: false, OrderStatus: 'Rejected' }))
    await store.fetch()
    store.openConfirm()
    expect(store.isConfirmOpen).toBe(false)
    expect(await store.pay()).toBe(false)
  })

  it('offers no WeChat Pay where the rule does not allow it', async () => {
    const { store } = setup(payInfo(PRIVATE))
    await store.fetch()
    expect(store.methods.map((m) => m.method)).toEqual(['enterprise', 'personal'])
  })

  it('mini-program WeChat Pay: prepay, requestPayment with the parameters, then the server confirms', async () => {
    const requested: unknown[] = []
    const wechat: WechatPayment = { scene: 'miniProgram', appId: 'touristappid', request: async (params) => void requested.push(params) }
    const { store, calls } = setup(payInfo(PRIVATE), {}, wechat)
    await store.fetch()
    expect(store.method).toBe('wechat')
    expect(await store.pay()).toBe(true)
    expect(requested).toEqual([WX_PARAMS])
    expect(calls.map((c) => c.name)).toEqual(['wechat', 'confirm'])
    expect(calls[0].body).toEqual({ OrderNo: 'H1', AmountFen: 100000, Scene: 'miniProgram', AppId: 'touristappid' })
    expect(store.paid?.PayNo).toBe('P9')
  })

  it('a cancelled WeChat payment says so, is not confirmed, and the retry reuses the reqId', async () => {
    let attempt = 0
    const wechat: WechatPayment = {
      scene: 'miniProgram',
      appId: 'touristappid',
      request: async () => {
        if (++attempt === 1) throw { errMsg: 'requestPayment:fail cancel' }
      },
    }
    const { store, calls } = setup(payInfo(PRIVATE), {}, wechat)
    await store.fetch()
    expect(await store.pay()).toBe(false)
    expect(store.payError).toBe('已取消微信支付')
    expect(store.paid).toBeNull()
    expect(await store.pay()).toBe(true)
    expect(calls.filter((c) => c.name === 'wechat').map((c) => c.reqId)).toEqual(['req-1', 'req-1'])
    expect(calls.filter((c) => c.name === 'confirm')).toHaveLength(1)
  })

  it("WeChat's browser without its bridge: the simulated JSAPI's confirm step pays", async () => {
    const { store, calls } = setup(payInfo(PRIVATE), {}, { scene: 'jsapi', appId: 'wxdossen' })
    await store.fetch()
    expect(await store.pay()).toBe(false)
    expect(store.gateway?.PayNo).toBe('P9')
    expect(store.isWechatGateway).toBe(true)
    expect(await store.confirmGateway()).toBe(true)
    expect(calls.map((c) => c.name)).toEqual(['wechat', 'confirm'])
    expect((calls[0].body as { Scene: string }).Scene).toBe('jsapi')
  })
})
