import { productTypeInfo } from '../../shared/domain/productTypes'
import type { OrderListTab } from '@domain/order/orderStatus'

export const ORDER_TABS: readonly { key: OrderListTab; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'pendingApproval', title: '待审批' },
  { key: 'pendingPayment', title: '待支付' },
  { key: 'confirmed', title: '已确认' },
  { key: 'completed', title: '已完成' },
  { key: 'cancelled', title: '已取消' },
]

/** Product filter of the order centre and the approvals: 0 all, else the product codes (1 hotel, 5 flight, 6 train, 7 car, 8 takeout). */
export type ProductFilter = 0 | 1 | 5 | 6 | 7 | 8
export const PRODUCT_FILTERS: readonly { code: ProductFilter; name: string }[] = [
  { code: 0, name: '全部' },
  ...([1, 5, 6, 7, 8] as const).map((code) => ({ code, name: productTypeInfo(code).name })),
]

export const ORDER_PAGE_SIZE = 10

export function isOrderListTab(value: unknown): value is OrderListTab {
  return ORDER_TABS.some((tab) => tab.key === value)
}

/** More pages exist while fewer than Total have been loaded and the last page was full. */
export function hasMorePages(loaded: number, total: number, lastPageSize: number, pageSize: number): boolean {
  return loaded < total && lastPageSize >= pageSize
}

/** Appends a page, dropping entries already shown (a new order may shift pages while scrolling). */
export function appendPage<T>(shown: T[], page: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set(shown.map(keyOf))
  return [...shown, ...page.filter((item) => !seen.has(keyOf(item)))]
}
