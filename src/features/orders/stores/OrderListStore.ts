import type { OrderListItem } from '@api/order'
import { makeAutoObservable } from 'mobx'
import type { OrderApi } from '../api/orderApi'
import { ORDER_PAGE_SIZE, type ProductFilter } from '../domain/orderList'
import type { OrderListTab } from '@domain/order/orderStatus'
import { PagedList } from './PagedList'

/** 订单中心: orders by status tab and product type, page by page. */
export class OrderListStore {
  tab: OrderListTab
  productType: ProductFilter = 0
  readonly list: PagedList<OrderListItem>

  constructor(
    private readonly api: OrderApi,
    initialTab: OrderListTab = 'all',
  ) {
    this.tab = initialTab
    this.list = new PagedList(
      async (PageIndex, PageSize) => {
        const data = await this.api.list({
          Tab: this.tab,
          ...(this.productType ? { ProductType: this.productType } : {}),
          PageIndex,
          PageSize,
        })
        return { items: data.Orders, total: data.Total }
      },
      (order) => order.OrderNo,
      ORDER_PAGE_SIZE,
      '订单加载失败',
    )
    makeAutoObservable<OrderListStore, 'api'>(this, { api: false, list: false })
  }

  fetch(): Promise<boolean> {
    return this.list.fetch()
  }

  selectTab(tab: OrderListTab): Promise<boolean> {
    if (tab === this.tab) return Promise.resolve(true)
    this.tab = tab
    this.list.reset()
    return this.list.fetch()
  }

  selectProduct(productType: ProductFilter): Promise<boolean> {
    if (productType === this.productType) return Promise.resolve(true)
    this.productType = productType
    this.list.reset()
    return this.list.fetch()
  }
}
