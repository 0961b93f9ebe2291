import type { ConsumptionItem } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import { PagedList } from '../../orders/public'
import type { CorporateApi } from '../api/corporateApi'
import { monthTitle, shiftMonth } from '../domain/costForm'

const PAGE_SIZE = 20

/** 企业支付账单: a month of what the enterprise account paid, its total and the account's balance. */
export class ConsumptionStore {
  month: string
  totalFen = 0
  balanceFen: number | null = null
  readonly list: PagedList<ConsumptionItem>

  constructor(
    api: Pick<CorporateApi, 'consumption'>,
    private readonly thisMonth: string,
  ) {
    this.month = thisMonth
    this.list = new PagedList(async (PageIndex, PageSize) => {
      const data = await api.consumption({ Month: this.month, PageIndex, PageSize })
      runInAction(() => {
        this.totalFen = data.TotalFen
        this.balanceFen = data.BalanceFen
      })
      return { items: data.Items, total: data.Total }
    }, (i) => i.OrderNo, PAGE_SIZE, '企业支付账单加载失败')
    makeAutoObservable<ConsumptionStore, 'thisMonth'>(this, { thisMonth: false, list: false })
  }

  get title(): string {
    return monthTitle(this.month)
  }

  get canGoForward(): boolean {
    return this.month < this.thisMonth
  }

  fetch(): Promise<boolean> {
    return this.list.fetch()
  }

  shift(by: number): Promise<boolean> {
    const next = shiftMonth(this.month, by)
    if (next > this.thisMonth) return Promise.resolve(false)
    this.month = next
    this.totalFen = 0
    this.list.reset()
    return this.list.fetch()
  }
}
