import type { SpecRouteId } from '@/routes/types'
import type { TripItem } from '@api/index'
import type { ApprovalOrderDetail, ApprovalOrderListItem, OrderListItem, OrderStatus, PayInfo } from '@api/order'
import type { ComponentType } from 'react'
import type { ProductTypeCode } from '../../shared/domain/productTypes'

/** A link an order of the product offers (early departure, voucher, invoice...): its text and route ids, preferred first. */
export type ProductActionLink = { key: string; text: string; routes: readonly SpecRouteId[] }

/**
 * What a product (hotel, flight, train, car, takeout) tells the generic order screens: the order centre,
 * approvals, trips, cashier and pay success take their product knowledge from here only. Pure data and
 * small functions, so it may sit in the main package; the product's views are in ProductViews.
 */
export type ProductExtension = {
  /** 0 only for the fallback of a code the app does not know. */
  code: ProductTypeCode | 0
  /** CSS modifier of its mark: 'hotel'. */
  key: string
  name: string
  mark: string
  /** Order detail route ids, preferred first: the first live one opens. */
  orderDetailRoutes: readonly SpecRouteId[]
  /** The approver's view of an order of this product under approval. */
  approvalDetailRoutes: readonly SpecRouteId[]
  /** States this product has beyond the common ones (hotel: CheckedIn 已入住), with their texts. */
  extraStatusTexts: Readonly<Partial<Record<OrderStatus, string>>>
  /** Links its order detail may offer, besides the common pay / cancel / revoke. */
  actionLinks: readonly ProductActionLink[]
  /** Lines under the title of an order-centre card. */
  orderLines(order: OrderListItem): string[]
  /** Lines under the title of an approval card (the applicant line is common). */
  approvalLines(item: ApprovalOrderListItem): string[]
  /** The line under a trip's title. */
  tripLine(trip: TripItem): string
  /** What the cashier shows under the amount. */
  cashierSummary(info: Pick<PayInfo, 'Title' | 'Subtitle'>): string
  /** What the pay-success page says happens next. */
  paidNote: string
}

/** The views of a product's orders, handed to the generic detail screens by the product's own route bindings. */
export type ProductViews = {
  extension: ProductExtension
  /** Title of its approval detail page: '酒店审批详情'. */
  approvalTitle: string
  /** The order under approval, below the common status head and above the approve / reject bar. */
  ApprovalBody: ComponentType<{ detail: ApprovalOrderDetail }>
}
