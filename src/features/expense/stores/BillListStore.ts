import type { BillListData, BillSummary } from '@api/expense'
import { makeAutoObservable } from 'mobx'
import { PagedList } from '../../orders/public'

export const BILL_PAGE_SIZE = 20

export type BillTab<K extends string> = { key: K; title: string; empty: string }

/** A list of bills by tab (the member's own, or those to approve), page by page. */
export class BillListStore<K extends string> {
  tab: K
  readonly list: PagedList<BillSummary>

  constructor(
    private readonly fetchPage: (tab: K, PageIndex: number, PageSize: number) => Promise<BillListData>,
    readonly tabs: readonly BillTab<K>[],
  ) {
    this.tab = tabs[0].key
    this.list = new PagedList(
      async (PageIndex, PageSize) => {
        const data = await this.fetchPage(this.tab, PageIndex, PageSize)
        return { items: data.Items, total: data.Total }
      },
      (item) => item.BillNo,
      BILL_PAGE_SIZE,
      '单据加载失败',
    )
    makeAutoObservable<BillListStore<K>, 'fetchPage'>(this, { fetchPage: false, list: false, tabs: false })
  }

  get emptyText(): string {
    return this.tabs.find((t) => t.key === this.tab)?.empty ?? '暂无单据'
  }

  fetch(): Promise<boolean> {
    return this.list.fetch()
  }

  selectTab(tab: K): Promise<boolean> {
    if (tab === this.tab) return Promise.resolve(true)
    this.tab = tab
    this.list.reset()
    return this.list.fetch()
  }
}
