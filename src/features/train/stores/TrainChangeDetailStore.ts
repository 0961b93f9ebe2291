import { makeAutoObservable, runInAction } from 'mobx'
import type { TrainOrderDetail } from '@api/train'
import { changeMoney } from '@domain/train/changeMoney'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainApi } from '../api/trainApi'
import { pickedValueFen } from '../domain/ticketPick'

export type ChangeSettlement = { oldFareFen: number; newFareFen: number; paidFen: number; refundFen: number; feeFen: number }

/**
 * What a change settled, as the server settled it (issue 31 item 6: the page showed the whole old order's fare
 * against the changed tickets' new fare, and a 差额退票费 never charged): the old fare is that of the tickets moved
 * to this new order (never more than the old order was paid), and the difference goes through the same rule the
 * server applied (`changeMoney`, at the time the new order was made, by the old train's departure). A dearer
 * ticket shows what the new order was paid. Pure, from the two orders.
 */
export function changeSettlement(
  old: Pick<TrainOrderDetail, 'Passengers' | 'PaidFen' | 'Date' | 'DepartTime'>,
  fresh: Pick<TrainOrderDetail, 'OrderNo' | 'TotalFen' | 'PaidFen' | 'CreatedAt'>,
): ChangeSettlement {
  const moved = old.Passengers.filter((p) => p.ChangedToOrderNo === fresh.OrderNo).map((p) => p.PassengerId)
  const oldFareFen = pickedValueFen(old.Passengers, moved, old.PaidFen)
  const money = changeMoney(oldFareFen, fresh.TotalFen, new Date(`${old.Date}T${old.DepartTime}:00+08:00`), new Date(fresh.CreatedAt))
  return {
    oldFareFen,
    newFareFen: fresh.TotalFen,
    paidFen: money.payFen > 0 ? fresh.PaidFen : 0,
    refundFen: money.refundFen,
    feeFen: money.feeFen,
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
