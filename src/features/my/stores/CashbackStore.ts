import type { CashbackBalanceData, CashbackInfoData, CashbackRecord } from '@api/points'
import { makeAutoObservable } from 'mobx'
import { PagedList } from '../../orders/public'
import { LoadState } from '../../shared/stores/LoadState'
import type { MyPointsApi } from '../api/pointsApi'

/** 返现明细: balance, rules and records of the member's cashback. */
export class CashbackStore {
  readonly load = new LoadState('返现信息加载失败')
  balance: CashbackBalanceData | null = null
  info: CashbackInfoData | null = null
  readonly records: PagedList<CashbackRecord>

  constructor(private readonly api: MyPointsApi) {
    this.records = new PagedList((index, size) => this.api.cashbackRecords(index, size), (r) => r.RecordId, 20, '返现记录加载失败')
    makeAutoObservable<CashbackStore, 'api'>(this, { api: false, load: false, records: false })
  }

  async fetch(): Promise<boolean> {
    const main = this.load.run(
      () => Promise.all([this.api.cashbackBalance(), this.api.cashbackInfo()]),
      ([balance, info]) => {
        this.balance = balance
        this.info = info
      },
    )
    const [isLoaded] = await Promise.all([main, this.records.fetch()])
    return isLoaded
  }
}
