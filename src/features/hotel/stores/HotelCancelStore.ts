import type { CancelHotelOrderData, GetCancelRuleData } from '@api/hotel'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { HotelApi } from '../api/hotelApi'
import { IdempotentAction } from './IdempotentAction'

/** 取消订单: what cancelling costs now, a reason, then the cancel (reqId kept across retries). */
export class HotelCancelStore {
  readonly load = new LoadState('取消规则加载失败，请重试')
  readonly action: IdempotentAction<CancelHotelOrderData>
  rule: GetCancelRuleData | null = null
  reason = ''

  constructor(
    private readonly api: Pick<HotelApi, 'cancelRule' | 'cancelOrder'>,
    readonly orderNo: string,
    createReqId: () => string,
    private readonly toast: (message: string) => void,
  ) {
    this.action = new IdempotentAction(createReqId, '取消失败，请重试')
    makeAutoObservable<HotelCancelStore, 'api' | 'toast'>(this, { api: false, toast: false, load: false, action: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.cancelRule(this.orderNo), (rule) => (this.rule = rule))
  }

  setReason(reason: string) {
    this.reason = reason
  }

  async cancel(): Promise<CancelHotelOrderData | null> {
    if (!this.rule?.IsCancellable) {
      this.toast('该订单当前不可取消')
      return null
    }
    if (!this.reason.trim()) {
      this.toast('请选择取消原因')
      return null
    }
    const result = await this.action.run((reqId) => this.api.cancelOrder({ OrderNo: this.orderNo, Reason: this.reason.trim() }, reqId))
    if (!result) this.toast(this.action.errorMessage)
    return result
  }
}
