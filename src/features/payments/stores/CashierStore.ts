import type { CreatePersonalPayData, CreateWechatPayData, PayInfo, PayResult } from '@api/order'
import { makeAutoObservable, runInAction } from 'mobx'
import { IntentKeys } from '../../orders/public'
import { systemClock, type Clock } from '../../shared/domain/clock'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { PayApi } from '../api/payApi'
import type { WechatPayment } from '../api/wechatPayment'
import { defaultMethod, payMethods, remainingMs, wechatPayFailureMessage, type CashierMethod, type MethodState } from '../domain/cashier'

/** `wechat`: WeChat Pay where the WeChat Pay rule allows it (wechatPaymentFor), absent elsewhere. */
export type CashierDeps = { api: PayApi; createReqId: () => string; clock?: Clock; wechat?: WechatPayment | null }

/**
 * 收银台: amount, countdown, methods, and paying. Each payment intent (method + order + amount) keeps its
 * reqId across retries until it succeeds, and a tap while paying does nothing: an order is never paid twice.
 */
export class CashierStore {
  readonly load = new LoadState('支付信息加载失败')
  info: PayInfo | null = null
  method: CashierMethod | null = null
  nowMs: number
  isConfirmOpen = false
  isPaying = false
  payError = ''
  /** Personal pay opened at the gateway, waiting for the gateway's confirm step. */
  gateway: CreatePersonalPayData | null = null
  /** The open payment's confirm step is WeChat Pay's simulated JSAPI (WeChat's browser without its bridge). */
  isWechatGateway = false
  paid: PayResult | null = null
  private serverOffsetMs = 0
  private stopTicker: (() => void) | null = null
  private readonly intents: IntentKeys
  private readonly clock: Clock

  constructor(
    private readonly orderNo: string,
    private readonly deps: CashierDeps,
  ) {
    this.clock = deps.clock ?? systemClock
    this.nowMs = this.clock.now()
    this.intents = new IntentKeys(deps.createReqId)
    makeAutoObservable<CashierStore, 'deps' | 'intents' | 'clock' | 'orderNo' | 'serverOffsetMs' | 'stopTicker'>(this, {
      load: false,
      deps: false,
      intents: false,
      clock: false,
      orderNo: false,
      serverOffsetMs: false,
      stopTicker: false,
    })
  }

  get methods(): MethodState[] {
    return this.info ? payMethods(this.info, Boolean(this.deps.wechat)) : []
  }

  get remainingMs(): number {
    return this.info ? remainingMs(this.info.PayDeadline, this.nowMs, this.serverOffsetMs) : 0
  }

  get isExpired(): boolean {
    return this.info !== null && this.remainingMs === 0
  }

  /** Pay can be tapped: a payable order, in time, with an enabled method chosen, not already paying. */
  get canPay(): boolean {
    const chosen = this.methods.find((m) => m.method === this.method)
    return Boolean(this.info?.IsPayable && !this.isExpired && chosen?.isEnabled && !this.isPaying && !this.paid)
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.deps.api.payInfo(this.orderNo),
      (info) => {
        this.info = info
        this.nowMs = this.clock.now()
        const serverNow = Date.parse(info.ServerTime)
        this.serverOffsetMs = Number.isFinite(serverNow) ? serverNow - this.nowMs : 0
        const chosen = this.methods.find((m) => m.method === this.method)
        if (!chosen?.isEnabled) this.method = defaultMethod(this.methods)
        this.startTicker()
      },
    )
  }

  selectMethod(method: CashierMethod): void {
    if (this.methods.find((m) => m.method === method)?.isEnabled) this.method = method
    this.payError = ''
  }

  openConfirm(): void {
    if (this.canPay) this.isConfirmOpen = true
  }

  closeConfirm(): void {
    this.isConfirmOpen = false
  }

  /** The confirmed tap: enterprise pays at once; personal opens the gateway's confirm step. True when paid. */
  async pay(): Promise<boolean> {
    this.isConfirmOpen = false
    if (!this.canPay || !this.info) return false
    const body = { OrderNo: this.orderNo, AmountFen: this.info.AmountFen }
    if (this.method === 'enterprise') {
      const intent = `enterprise:${this.orderNo}:${body.AmountFen}`
      return this.run(intent, () => this.deps.api.payByEnterprise(body, this.intents.keyFor(intent)))
    }
    if (this.method === 'wechat') return this.payByWechat(body)
    const intent = `personal:${this.orderNo}:${body.AmountFen}`
    this.isPaying = true
    this.payError = ''
    try {
      const gateway = await this.deps.api.createPersonalPay(body, this.intents.keyFor(intent))
      runInAction(() => {
        this.gateway = gateway
        this.isWechatGateway = false
        this.isPaying = false
      })
    } catch (error) {
      this.fail(error)
    }
    return false
  }

  /** The gateway's 确认付款. */
  confirmGateway(): Promise<boolean> {
    const payNo = this.gateway?.PayNo
    if (!payNo || this.isPaying) return Promise.resolve(false)
    const intent = `confirm:${payNo}`
    return this.run(intent, () => this.deps.api.confirmPersonalPay({ PayNo: payNo }, this.intents.keyFor(intent)), () => {
      this.intents.settle(`${this.isWechatGateway ? 'wechat' : 'personal'}:${this.orderNo}:${this.info?.AmountFen}`)
      this.gateway = null
    })
  }

  /**
   * WeChat Pay: the server's prepay parameters go to WeChat (requestPayment / JSAPI); once WeChat reports the
   * payment done the server confirms it. Without WeChat's bridge the simulated JSAPI's confirm step opens.
   */
  private async payByWechat(body: { OrderNo: string; AmountFen: number }): Promise<boolean> {
    const wechat = this.deps.wechat
    if (!wechat) return false
    const intent = `wechat:${this.orderNo}:${body.AmountFen}`
    this.isPaying = true
    this.payError = ''
    let prepay: CreateWechatPayData
    try {
      prepay = await this.deps.api.createWechatPay({ ...body, Scene: wechat.scene, AppId: wechat.appId }, this.intents.keyFor(intent))
    } catch (error) {
      this.fail(error)
      return false
    }
    if (!wechat.request) {
      runInAction(() => {
        this.gateway = { PayNo: prepay.PayNo, GatewayUrl: '', ExpireAt: prepay.ExpireAt }
        this.isWechatGateway = true
        this.isPaying = false
      })
      return false
    }
    try {
      await wechat.request(prepay.PayParams)
    } catch (error) {
      const errMsg = (error as { errMsg?: string } | null)?.errMsg ?? ''
      this.fail({ Msg: wechatPayFailureMessage(errMsg) })
      return false
    }
    runInAction(() => (this.isPaying = false))
    const confirm = `confirm:${prepay.PayNo}`
    return this.run(confirm, () => this.deps.api.confirmPersonalPay({ PayNo: prepay.PayNo }, this.intents.keyFor(confirm)), () => this.intents.settle(intent))
  }

  /** Leaving the gateway unpaid: the same gateway payment is reopened by the next tap (same reqId). */
  closeGateway(): void {
    if (!this.isPaying) this.gateway = null
  }

  dispose(): void {
    this.stopTicker?.()
    this.stopTicker = null
  }

  private async run(intent: string, call: () => Promise<PayResult>, onPaid?: () => void): Promise<boolean> {
    if (this.isPaying) return false
    this.isPaying = true
    this.payError = ''
    try {
      const result = await call()
      if (result.Status !== 'paid') throw { Msg: result.Status === 'paying' ? '支付处理中，请稍后查看订单' : '支付失败，请重试' }
      this.intents.settle(intent)
      runInAction(() => {
        onPaid?.()
        this.paid = result
        this.isPaying = false
      })
      this.dispose()
      return true
    } catch (error) {
      this.fail(error)
      return false
    }
  }

  private fail(error: unknown): void {
    runInAction(() => {
      this.isPaying = false
      this.payError = failureMessage(error, '支付失败，请重试')
    })
  }

  private startTicker(): void {
    this.stopTicker?.()
    this.stopTicker = this.clock.every(1000, () => this.tick())
  }

  private tick(): void {
    this.nowMs = this.clock.now()
    if (this.isExpired) this.dispose()
  }
}
