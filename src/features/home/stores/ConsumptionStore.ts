import type { ConsumptionDetailData } from '@api/memberOverview'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { OverviewApi } from '../api/overviewApi'

/** 消费明细: the member's orders of one month, with totals by product; scope enterprise (admins, finance) by department too. */
export class ConsumptionStore {
  readonly load = new LoadState('消费明细加载失败')
  data: ConsumptionDetailData | null = null
  month: string

  constructor(private readonly api: OverviewApi, month: string, readonly scope: 'mine' | 'enterprise' = 'mine') {
    this.month = month
    makeAutoObservable<ConsumptionStore, 'api'>(this, { api: false, load: false, scope: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.consumption(this.month, this.scope), (data) => (this.data = data))
  }

  choose(month: string): Promise<boolean> {
    this.month = month
    return this.fetch()
  }
}
