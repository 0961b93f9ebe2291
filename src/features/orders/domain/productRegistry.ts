import type { SpecRouteId } from '@/routes/types'
import { ORDER_STATUS_TEXT, type OrderStatus } from '@domain/order/orderStatus'
import { productTypeCode, productTypeInfo, type ProductTypeCode } from '../../shared/domain/productTypes'
import type { ProductExtension } from './productExtension'


const registered = new Map<ProductTypeCode | 0, ProductExtension>()

/** Makes a product known to the generic order screens (src/products.ts at launch; tests). A later one replaces it. */
export function registerProductExtension(extension: ProductExtension): void {
  registered.set(extension.code, extension)
}

/** Forgets every registered product (tests). */
export function clearProductExtensions(): void {
  registered.clear()
}

export function hasProductExtension(productType: unknown): boolean {
  const code = productTypeCode(productType)
  return code !== undefined && registered.has(code)
}

/** The product's extension, else a generic one: the server's title, dates and amount, nothing to open. */
export function productExtension(productType: unknown): ProductExtension {
  const code = productTypeCode(productType)
  return (code !== undefined && registered.get(code)) || fallbackExtension(productType)
}

const dateRange = (start: string, end: string) => (!end || start === end ? start : `${start} 至 ${end}`)

function fallbackExtension(productType: unknown): ProductExtension {
  const info = productTypeInfo(productType)
  return {
    code: productTypeCode(productType) ?? 0,
    key: info.key,
    name: info.name,
    mark: info.mark,
    orderDetailRoutes: [],
    approvalDetailRoutes: [],
    extraStatusTexts: {},
    actionLinks: [],
    orderLines: (order) => [order.Subtitle, dateRange(order.StartDate, order.EndDate)].filter(Boolean),
    approvalLines: (item) => [item.Subtitle, dateRange(item.StartDate, item.EndDate)].filter(Boolean),
    tripLine: (trip) => trip.Description ?? '',
    cashierSummary: (info) => [info.Title || `${productTypeInfo(productType).name}订单`, info.Subtitle].filter(Boolean).join(' '),
    paidNote: '请留意订单状态',
  }
}

/** The first live route of a list preferred first; null when none is live. */
export function firstLiveRoute(routeIds: readonly SpecRouteId[], isLive: (routeId: SpecRouteId) => boolean): SpecRouteId | null {
  return routeIds.find(isLive) ?? null
}

/** The detail page an order opens, when its product's detail page is live. */
export function orderDetailRoute(productType: unknown, isLive: (routeId: SpecRouteId) => boolean): SpecRouteId | null {
  return firstLiveRoute(productExtension(productType).orderDetailRoutes, isLive)
}

/** The approval detail page of an order under approval, when its product has a live one. */
export function approvalDetailRoute(productType: unknown, isLive: (routeId: SpecRouteId) => boolean): SpecRouteId | null {
  return firstLiveRoute(productExtension(productType).approvalDetailRoutes, isLive)
}

/** A status's text for this product: its own states first, then the common ones. */
export function productStatusText(productType: unknown, status: OrderStatus): string {
  return productExtension(productType).extraStatusTexts[status] ?? ORDER_STATUS_TEXT[status]
}

/** The title of an order row: the server's, else '机票订单'. */
export function orderTitle(productType: unknown, title: string): string {
  return title || `${productExtension(productType).name}订单`
}
