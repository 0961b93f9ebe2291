import { makeAutoObservable, runInAction } from 'mobx'
import type { TrainOrderDetail, TrainRefundQuote } from '@api/train'
import { failureMessage } from '../../shared/domain/failureMessage'
import { keepNothing, type KeptLoader } from '../../shared/offline/keptLoader'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainApi } from '../api/trainApi'
import { initialPick, togglePick } from '../domain/ticketPick'

/** 火车票订单详情: the order, the refund quote by 12306's table, refund and cancel before ticketing. */
export class TrainOrderDetailStore {
  readonly load = new LoadState('订单加载失败，请重试')
  order: TrainOrderDetail | null = null
  /** When the order shown was kept on the device (no network); null when fresh. */
  keptAt: number | null = null
  quote: TrainRefundQuote | null = null
  /** The tickets a refund takes (decision 0390): every valid one until the user unpicks some. */
  picked: number[] = []
  isActing = false
  actionError = ''

  constructor(
    readonly orderNo: string,
    private readonly deps: { api: Pick<TrainApi, 'orderDetail' | 'refundQuote' | 'refund' | 'cancel'>; createReqId: () => string; kept?: KeptLoader },
  ) {
    makeAutoObservable<TrainOrderDetailStore, 'deps'>(this, { deps: false, orderNo: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => (this.deps.kept ?? keepNothing).load(`trainOrder:${this.orderNo}`, () => this.deps.api.orderDetail(this.orderNo)),
      ({ value, savedAt }) => runInAction(() => {
        this.order = value
        this.keptAt = savedAt
        this.picked = initialPick(value.Passengers, this.picked)
      }),
    )
  }

  private async act<T>(task: () => Promise<T>): Promise<T | null> {
    this.isActing = true
    this.actionError = ''
    try {
      return await task()
    } catch (error) {
      runInAction(() => (this.actionError = failureMessage(error, '操作失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.isActing = false))
    }
  }

  async loadQuote(): Promise<boolean> {
    if (this.picked.length === 0) {
      this.quote = null
      return false
    }
    const quote = await this.act(() => this.deps.api.refundQuote(this.orderNo, this.picked))
    runInAction(() => (this.quote = quote))
    return quote !== null
  }

  /** Picks or unpicks a ticket and quotes the refund of those picked again. */
  toggleTicket(id: number): Promise<boolean> {
    this.picked = togglePick(this.picked, id)
    return this.loadQuote()
  }

  async refund(reason: string): Promise<boolean> {
    if (this.picked.length === 0) return false
    const done = await this.act(() => this.deps.api.refund(this.orderNo, reason, this.deps.createReqId(), this.picked))
    if (done) await this.fetch()
    return done !== null
  }

  async cancel(reason: string): Promise<boolean> {
    const done = await this.act(() => this.deps.api.cancel(this.orderNo, reason, this.deps.createReqId()))
    if (done) await this.fetch()
    return done !== null
  }
}
