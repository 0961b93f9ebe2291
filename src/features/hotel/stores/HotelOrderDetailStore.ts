import type { CancelOrderResult, HotelOrderDetail } from '@api/order'
import { makeAutoObservable, runInAction } from 'mobx'
import { todayWire } from '@/core/format'
import type { ApprovalApi } from '../../approvals/public'
import { IntentKeys } from '../../orders/public'
import { systemClock, type Clock } from '../../shared/domain/clock'
import { failureMessage } from '../../shared/domain/failureMessage'
import { keepNothing, type KeptLoader } from '../../shared/offline/keptLoader'
import { LoadState } from '../../shared/stores/LoadState'
import type { HotelOrderApi } from '../api/hotelOrderApi'
import { cancelPreview, hotelOrderButtons, type CancelPreview, type HotelOrderButton } from '../domain/hotelOrderActions'

export const CANCEL_REASONS = ['行程变更', '预订信息有误', '酒店无法满足需求', '找到更合适的酒店', '其他原因'] as const

export type HotelOrderDetailDeps = {
  orderApi: HotelOrderApi
  approvalApi: Pick<ApprovalApi, 'revoke'>
  createReqId: () => string
  clock?: Clock
  /** Keeps the order on the device for use with no network (root.offline). */
  kept?: KeptLoader
}

/** 酒店订单详情: the order, the buttons its status allows, cancel (with the refund preview) and revoke. */
export class HotelOrderDetailStore {
  readonly load = new LoadState('订单加载失败')
  order: HotelOrderDetail | null = null
  isActing = false
  actionError = ''
  cancelReason = ''
  lastCancel: CancelOrderResult | null = null
  /** When the order shown was kept on the device (no network); null when fresh. */
  keptAt: number | null = null
  private readonly intents: IntentKeys
  private readonly clock: Clock

  constructor(
    private readonly orderNo: string,
    private readonly deps: HotelOrderDetailDeps,
  ) {
    this.intents = new IntentKeys(deps.createReqId)
    this.clock = deps.clock ?? systemClock
    makeAutoObservable<HotelOrderDetailStore, 'deps' | 'intents' | 'clock' | 'orderNo'>(this, {
      load: false,
      deps: false,
      intents: false,
      clock: false,
      orderNo: false,
    })
  }

  get buttons(): HotelOrderButton[] {
    if (!this.order || this.keptAt !== null) return []
    const now = this.clock.now()
    return hotelOrderButtons(this.order, new Date(now).toISOString(), todayWire(now))
  }

  get cancelPreview(): CancelPreview | null {
    return this.order ? cancelPreview(this.order, new Date(this.clock.now()).toISOString()) : null
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => (this.deps.kept ?? keepNothing).load(`hotelOrder:${this.orderNo}`, () => this.deps.orderApi.hotelDetail(this.orderNo)),
      ({ value, savedAt }) => {
        this.order = value
        this.keptAt = savedAt
      },
    )
  }

  setCancelReason(reason: string): void {
    this.cancelReason = reason
    this.actionError = ''
  }

  /** Cancels with the chosen reason; the reqId is kept until it succeeds. True when cancelled. */
  async cancel(): Promise<boolean> {
    const reason = this.cancelReason.trim()
    if (!reason) {
      this.actionError = '请选择取消原因'
      return false
    }
    const intent = `cancel:${this.orderNo}`
    return this.act(intent, async () => {
      const result = await this.deps.orderApi.cancelHotel({ OrderNo: this.orderNo, Reason: reason }, this.intents.keyFor(intent))
      runInAction(() => (this.lastCancel = result))
    })
  }

  /** Withdraws the pending approval (the order is cancelled). True when revoked. */
  async revoke(): Promise<boolean> {
    const approvalNo = this.order?.Approval?.ApprovalNo
    if (!approvalNo) return false
    const intent = `revoke:${approvalNo}`
    return this.act(intent, () => this.deps.approvalApi.revoke({ ApprovalNo: approvalNo }, this.intents.keyFor(intent)))
  }

  private async act(intent: string, run: () => Promise<unknown>): Promise<boolean> {
    if (this.isActing) return false
    this.isActing = true
    this.actionError = ''
    try {
      await run()
      this.intents.settle(intent)
      runInAction(() => (this.isActing = false))
      await this.fetch()
      return true
    } catch (error) {
      runInAction(() => {
        this.isActing = false
        this.actionError = failureMessage(error, '操作失败，请重试')
      })
      return false
    }
  }
}
