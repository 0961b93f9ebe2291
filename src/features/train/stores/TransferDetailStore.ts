import { makeAutoObservable, runInAction } from 'mobx'
import type { TransferPlan } from '@api/train'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainApi } from '../api/trainApi'

export type TransferKey = { from: string; to: string; date: string; first: string; second: string }

/** 中转详情: the plan of the two trains asked for, re-read so that seats and fares are current. */
export class TransferDetailStore {
  readonly load = new LoadState('中转方案加载失败，请重试')
  plan: TransferPlan | null = null

  constructor(
    readonly key: TransferKey,
    private readonly api: Pick<TrainApi, 'transfers'>,
  ) {
    makeAutoObservable<TransferDetailStore, 'api'>(this, { api: false, key: false })
  }

  fetch(): Promise<boolean> {
    const { from, to, date, first, second } = this.key
    return this.load.run(
      () => this.api.transfers({ From: from, To: to, Date: date }),
      (data) => runInAction(() => (this.plan = data.Plans.find((p) => p.First.TrainNo === first && p.Second.TrainNo === second) ?? null)),
    )
  }
}
