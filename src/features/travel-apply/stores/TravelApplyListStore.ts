import type { TravelApplyListTab, TravelApplySummary } from '@api/travelApply'
import { makeAutoObservable } from 'mobx'
import { PagedList } from '../../orders/public'
import type { TravelApplyApi } from '../api/travelApplyApi'
import { LIST_TABS, travelFormRouteOf } from '../domain/travelApplyForm'

const PAGE_SIZE = 10

/** 出差申请单: mine, waiting for my approval, decided by me; page by page, pull to refresh. */
export class TravelApplyListStore {
  tab: TravelApplyListTab
  readonly list: PagedList<TravelApplySummary>

  constructor(
    private readonly api: Pick<TravelApplyApi, 'list' | 'usable'>,
    askedTab?: string,
  ) {
    this.tab = LIST_TABS.find((t) => t.key === askedTab)?.key ?? 'mine'
    this.list = new PagedList(
      async (PageIndex, PageSize) => {
        const data = await this.api.list({ Tab: this.tab, PageIndex, PageSize })
        return { items: data.Items, total: data.Total }
      },
      (item) => item.ApplyNo,
      PAGE_SIZE,
      '出差申请加载失败',
    )
    makeAutoObservable<TravelApplyListStore, 'api'>(this, { api: false, list: false })
  }

  get emptyText(): string {
    return this.tab === 'pending' ? '暂无待审批的出差申请' : this.tab === 'processed' ? '暂无已审批的出差申请' : '暂无出差申请'
  }

  /** Where 新建出差申请 goes: the enterprise's form (the standard one when its settings cannot be read). */
  async travelFormRoute(): Promise<ReturnType<typeof travelFormRouteOf>> {
    try {
      return travelFormRouteOf((await this.api.usable({})).Settings.FormVariant)
    } catch {
      return travelFormRouteOf(undefined)
    }
  }

  fetch(): Promise<boolean> {
    return this.list.fetch()
  }

  selectTab(tab: TravelApplyListTab): Promise<boolean> {
    if (tab === this.tab) return Promise.resolve(true)
    this.tab = tab
    this.list.reset()
    return this.list.fetch()
  }
}
