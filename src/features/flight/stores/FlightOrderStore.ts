import type { FlightOrderDetail, FlightRefundQuote, RefundFlightOrderData } from '@api/flight'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { keepNothing, type KeptLoader } from '../../shared/offline/keptLoader'
import { LoadState } from '../../shared/stores/LoadState'
import type { FlightApi } from '../api/flightApi'

/** A flight order: its detail, cancel before ticketing, the refund quote and 退票. */
export class FlightOrderStore {
  readonly load = new LoadState('订单加载失败，请重试')
  readonly quoteLoad = new LoadState('退票信息加载失败，请重试')
  order: FlightOrderDetail | null = null
  /** When the order shown was kept on the device (no network); null when fresh. */
  keptAt: number | null = null
  quote: FlightRefundQuote | null = null
  reason = ''
  /** The segments the refund is for; empty: every one not yet refunded. */
  seqs: number[] = []
  /** The passengers (their Seq) whose tickets the refund is for; empty: every one still ticketed (decision 0790). */
  passengerIds: number[] = []
  isActing = false
  actionError = ''
  lastResult: RefundFlightOrderData | null = null
  private reqId: string

  constructor(readonly orderNo: string, private readonly deps: { api: FlightApi; createReqId: () => string; kept?: KeptLoader }) {
    this.reqId = deps.createReqId()
    makeAutoObservable<FlightOrderStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false })
  }

  fetch(): Promise<boolean> {
    if (!this.orderNo) return Promise.resolve(false)
    return this.load.run(
      () => (this.deps.kept ?? keepNothing).load(`flightOrder:${this.orderNo}`, () => this.deps.api.orderDetail(this.orderNo)),
      ({ value, savedAt }) => {
        this.order = value
        this.keptAt = savedAt
      },
    )
  }

  /** The order (for its segments) and the quote of the segments chosen. */
  async fetchRefund(): Promise<boolean> {
    if (!this.order && !(await this.fetch())) return false
    return this.fetchQuote()
  }

  /** Refundable segments (not refunded yet). */
  get refundable() {
    return (this.order?.Segments ?? []).filter((s) => s.SegmentStatus !== 'Refunded')
  }

  toggleSeq(seq: number): Promise<boolean> {
    const all = this.refundable.map((s) => s.Seq)
    const current = this.seqs.length === 0 ? all : this.seqs
    const next = current.includes(seq) ? current.filter((x) => x !== seq) : [...current, seq].sort()
    if (next.length === 0) return Promise.resolve(false)
    this.seqs = next.length === all.length ? [] : next
    // One leg is refunded for every passenger still ticketed.
    if (this.seqs.length > 0) this.passengerIds = []
    return this.fetchQuote()
  }

  /** Passengers whose tickets are still issued (not refunded or changed on their own). */
  get ticketedPassengers() {
    return (this.order?.Passengers ?? []).filter((p) => (p.TicketStatus ?? 'Valid') === 'Valid')
  }

  /** Ticks or unticks a passenger (at least one stays ticked); some passengers are refunded on every leg. */
  togglePassenger(seq: number): Promise<boolean> {
    const all = this.ticketedPassengers.map((p) => p.Seq)
    const current = this.passengerIds.length === 0 ? all : this.passengerIds
    const next = current.includes(seq) ? current.filter((x) => x !== seq) : [...current, seq].sort((a, b) => a - b)
    if (next.length === 0) return Promise.resolve(false)
    this.passengerIds = next.length === all.length ? [] : next
    if (this.passengerIds.length > 0) this.seqs = []
    return this.fetchQuote()
  }

  isPassengerChosen(seq: number): boolean {
    return this.passengerIds.length === 0 || this.passengerIds.includes(seq)
  }

  setSeqs(seqs: number[]): void {
    this.seqs = seqs
  }

  isChosen(seq: number): boolean {
    return this.seqs.length === 0 || this.seqs.includes(seq)
  }

  fetchQuote(): Promise<boolean> {
    return this.quoteLoad.run(() => this.deps.api.refundQuote(this.orderNo, this.seqs, this.passengerIds), (quote) => {
      this.quote = quote
      if (!this.reason && quote.IsInvoluntary) this.reason = quote.Reasons.find((r) => r.includes('航班')) ?? ''
    })
  }

  setReason(reason: string): void {
    this.reason = reason
  }

  private async act(call: (reqId: string) => Promise<RefundFlightOrderData>): Promise<boolean> {
    this.isActing = true
    this.actionError = ''
    try {
      const result = await call(this.reqId)
      runInAction(() => {
        this.lastResult = result
        this.reqId = this.deps.createReqId()
      })
      await this.fetch()
      return true
    } catch (error) {
      runInAction(() => (this.actionError = failureMessage(error, '操作失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isActing = false))
    }
  }

  refund(): Promise<boolean> {
    if (!this.reason.trim()) {
      this.actionError = '请选择退票原因'
      return Promise.resolve(false)
    }
    return this.act((reqId) => this.deps.api.refund({
      OrderNo: this.orderNo, Reason: this.reason, ...(this.seqs.length > 0 ? { Seqs: this.seqs } : {}), ...(this.passengerIds.length > 0 ? { PassengerIds: this.passengerIds } : {}),
    }, reqId))
  }

  /** 接受航变 of one segment. */
  async acceptChange(seq: number): Promise<boolean> {
    this.isActing = true
    this.actionError = ''
    try {
      await this.deps.api.acceptChange(this.orderNo, seq)
      await this.fetch()
      return true
    } catch (error) {
      runInAction(() => (this.actionError = failureMessage(error, '操作失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isActing = false))
    }
  }

  cancel(): Promise<boolean> {
    return this.act((reqId) => this.deps.api.cancelOrder({ OrderNo: this.orderNo, Reason: '行程变更' }, reqId))
  }
}
