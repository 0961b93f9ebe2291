import type { ApprovalListTab, ApprovalOrderListItem } from '@api/order'
import { makeAutoObservable } from 'mobx'
import { PagedList, type ProductFilter } from '../../orders/public'
import type { ApprovalApi } from '../api/approvalApi'
import { APPROVAL_PAGE_SIZE, approvalTabs, initialApprovalTab, type ApprovalTab } from '../domain/approvalTabs'

/** 审批列表 / 待办审批: approvals by tab, page by page. */
export class ApprovalListStore {
  tab: ApprovalListTab
  /** The product filter: 0 every product. */
  productType: ProductFilter = 0
  readonly list: PagedList<ApprovalOrderListItem>

  constructor(
    private readonly api: Pick<ApprovalApi, 'list'>,
    private readonly isApprover: boolean,
    askedTab?: string,
  ) {
    this.tab = initialApprovalTab(isApprover, askedTab)
    this.list = new PagedList(
      async (PageIndex, PageSize) => {
        const data = await this.api.list({ Tab: this.tab, PageIndex, PageSize, ...(this.productType ? { ProductType: this.productType } : {}) })
        return { items: data.Items, total: data.Total }
      },
      (item) => item.ApprovalNo,
      APPROVAL_PAGE_SIZE,
      '审批加载失败',
    )
    makeAutoObservable<ApprovalListStore, 'api' | 'isApprover'>(this, { api: false, list: false, isApprover: false })
  }

  get tabs(): readonly ApprovalTab[] {
    return approvalTabs(this.isApprover)
  }

  get emptyText(): string {
    return this.tab === 'pending' ? '暂无待审批' : this.tab === 'processed' ? '暂无已审批记录' : '暂无审批申请'
  }

  fetch(): Promise<boolean> {
    return this.list.fetch()
  }

  selectProduct(productType: ProductFilter): Promise<boolean> {
    if (productType === this.productType) return Promise.resolve(true)
    this.productType = productType
    this.list.reset()
    return this.list.fetch()
  }

  selectTab(tab: ApprovalListTab): Promise<boolean> {
    if (tab === this.tab || !this.tabs.some((t) => t.key === tab)) return Promise.resolve(true)
    this.tab = tab
    this.list.reset()
    return this.list.fetch()
  }
}
