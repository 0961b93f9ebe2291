import { makeAutoObservable, runInAction } from 'mobx'
import type { TrainOrderDetail } from '@api/train'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainApi } from '../api/trainApi'

export type ChangeSettlement = { oldFareFen: number; newFareFen: number; paidFen: number; refundFen: number; feeFen: number }

/**
 * What a change settled: the new ticket's payment (a dearer ticket paid the difference), the old ticket's refund
 * (a cheaper one got the difference back less 12306's fee on it). Pure, from the two orders' amounts.
 */
export function changeSettlement(old: Pick<TrainOrderDetail, 'PaidFen' | 'RefundedFen'>, fresh: Pick<TrainOrderDetail, 'TotalFen' | 'PaidFen'>): ChangeSettlement {
  const kept = old.PaidFen
  const cheaper = fresh.TotalFen < kept
  return {
    oldFareFen: kept,
    newFareFen: fresh.TotalFen,
    paidFen: cheaper ? 0 : fresh.PaidFen,
    refundFen: cheaper ? old.RefundedFen : 0,
    feeFen: cheaper ? Math.max(0, kept - fresh.TotalFen - old.RefundedFen) : 0,
  }
}

/** 改签详情: the ticket before and after a change, read from either order of the pair. */
export class TrainChangeDetailStore {
  readonly load = new LoadState('改签详情加载失败，请重试')
  before: TrainOrderDetail | null = null
  after: TrainOrderDetail | null = null

  constructor(
    readonly orderNo: string,
    private readonly api: Pick<TrainApi, 'orderDetail'>,
  ) {
    makeAutoObservable<TrainChangeDetailStore, 'api'>(this, { api: false, orderNo: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      async () => {
        const one = await this.api.orderDetail(this.orderNo)
        if (one.ChangedFromOrderNo) return { before: await this.api.orderDetail(one.ChangedFromOrderNo), after: one }
        if (one.ChangedToOrderNo) return { before: one, after: await this.api.orderDetail(one.ChangedToOrderNo) }
        return { before: one, after: null }
      },
      ({ before, after }) =>
        runInAction(() => {
          this.before = before
          this.after = after
        }),
    )
  }

  get settlement(): ChangeSettlement | null {
    return this.before && this.after ? changeSettlement(this.before, this.after) : null
  }
}
