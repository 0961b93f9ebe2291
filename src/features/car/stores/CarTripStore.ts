import type { CancelCarOrderData, GetCancelConsumeData, QueryOrderExtData } from '@api/car'
import { makeAutoObservable, runInAction } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { CarApi } from '../api/carApi'
import { SubmitAction } from './SubmitAction'
import { fenToPrice } from '@domain/money/money'

const LIVE_PHASES = ['dispatching', 'arriving', 'waiting', 'onTrip']

/** 用车订单: the order and its live trip (refreshed while under way), and cancelling with its fee. */
export class CarTripStore {
  readonly load = new LoadState('订单加载失败，请重试')
  readonly cancelAction: SubmitAction<CancelCarOrderData>
  order: QueryOrderExtData | null = null
  cancelQuote: GetCancelConsumeData | null = null
  reasons: string[] = []
  reason = ''
  isCancelOpen = false

  constructor(
    private readonly api: Pick<CarApi, 'order' | 'cancelConsume' | 'cancelReasons' | 'cancel'>,
    readonly orderNo: string,
    createReqId: () => string,
    private readonly toast: (message: string) => void,
  ) {
    this.cancelAction = new SubmitAction(createReqId, '取消失败，请重试')
    makeAutoObservable<CarTripStore, 'api' | 'toast'>(this, { api: false, toast: false, load: false, cancelAction: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.order(this.orderNo), (order) => (this.order = order))
  }

  /** The trip is still moving: the screen keeps refreshing. */
  get isLive(): boolean {
    return this.order !== null && LIVE_PHASES.includes(this.order.RidePhase)
  }

  async openCancel(): Promise<void> {
    try {
      const [quote, reasons] = await Promise.all([this.api.cancelConsume(this.orderNo), this.reasons.length ? Promise.resolve({ Reasons: this.reasons }) : this.api.cancelReasons()])
      runInAction(() => {
        this.cancelQuote = quote
        this.reasons = reasons.Reasons
        this.isCancelOpen = quote.CanCancel
      })
      if (!quote.CanCancel) this.toast(quote.Tip)
    } catch {
      this.toast('获取取消费用失败，请重试')
    }
  }

  closeCancel() {
    this.isCancelOpen = false
  }

  setReason(reason: string) {
    this.reason = reason
  }

  async cancel(): Promise<CancelCarOrderData | null> {
    if (!this.reason) {
      this.toast('请选择取消原因')
      return null
    }
    const result = await this.cancelAction.run((reqId) => this.api.cancel({ OrderNo: this.orderNo, Reason: this.reason }, reqId))
    if (!result) {
      this.toast(this.cancelAction.errorMessage)
      return null
    }
    runInAction(() => (this.isCancelOpen = false))
    this.toast(result.CancelFeeFen > 0 ? `订单已取消，收取取消费${fenToPrice(result.CancelFeeFen)}` : '订单已取消，未收取费用')
    await this.fetch()
    return result
  }
}
