import type { AccountBookStatsData } from '@api/expense'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { InvoiceApi } from '../api/invoiceApi'

/** 记账统计: the member's costs of a year by month and by cost type. */
export class AccountBookStatsStore {
  readonly load = new LoadState('统计加载失败')
  data: AccountBookStatsData | null = null

  constructor(
    private readonly api: Pick<InvoiceApi, 'accountBookStats'>,
    public year: number,
  ) {
    makeAutoObservable<AccountBookStatsStore, 'api'>(this, { api: false, load: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.accountBookStats(this.year), (data) => (this.data = data))
  }

  shift(by: number): Promise<boolean> {
    this.year += by
    this.load.status = 'idle'
    return this.fetch()
  }
}
