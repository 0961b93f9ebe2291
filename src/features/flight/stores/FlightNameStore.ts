import type { FlightOrderDetail } from '@api/flight'
import { nameCorrectionVerdict } from '@domain/flight/afterSale'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { FlightApi } from '../api/flightApi'

/** 修改姓名: the passenger, the corrected name (checked as the server will), submit once per reqId. */
export class FlightNameStore {
  readonly load = new LoadState('订单加载失败，请重试')
  order: FlightOrderDetail | null = null
  seq = 0
  name = ''
  reason = ''
  error = ''
  isSubmitting = false
  private reqId: string

  constructor(readonly orderNo: string, private readonly deps: { api: FlightApi; createReqId: () => string }) {
    this.reqId = deps.createReqId()
    makeAutoObservable<FlightNameStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false })
  }

  fetch(): Promise<boolean> {
    if (!this.orderNo) return Promise.resolve(false)
    return this.load.run(() => this.deps.api.orderDetail(this.orderNo), (order) => {
      this.order = order
      if (!order.Passengers.some((p) => p.Seq === this.seq)) this.choose(order.Passengers[0]?.Seq ?? 0)
    })
  }

  choose(seq: number): void {
    this.seq = seq
    this.name = this.order?.Passengers.find((p) => p.Seq === seq)?.Name ?? ''
    this.error = ''
  }

  setName(name: string): void {
    this.name = name
    this.error = ''
  }

  setReason(reason: string): void {
    this.reason = reason
  }

  async submit(): Promise<boolean> {
    const passenger = this.order?.Passengers.find((p) => p.Seq === this.seq)
    if (!passenger) {
      this.error = '请选择乘机人'
      return false
    }
    const verdict = nameCorrectionVerdict(passenger.Name, this.name)
    if (!verdict.isAllowed) {
      this.error = verdict.reason
      return false
    }
    this.isSubmitting = true
    try {
      await this.deps.api.modifyPassenger({ OrderNo: this.orderNo, PassengerSeq: this.seq, Name: this.name.trim(), Reason: this.reason.trim() }, this.reqId)
      runInAction(() => (this.reqId = this.deps.createReqId()))
      await this.fetch()
      return true
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '提交失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
