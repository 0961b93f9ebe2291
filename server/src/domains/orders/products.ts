import type { FastifyInstance } from 'fastify'
import type { Db, Queryable } from '../../db/types'
import type { HotelOrderDetail, OrderStatus, PayMethod } from '../../../../types/api/order'
import type { FlightOrderDetail } from '../../../../types/api/flight'
import type { TrainOrderDetail } from '../../../../types/api/train'
import type { ProductType } from '../../../../types/api/envelope'
import { ORDER_STATUSES } from '@domain/order/orderStatus'
import { notFound } from '../../lib/errors'
import type { ApprovalRow } from '../approvals/public'
import type { OrderRow, StoredPayMethod } from './orderRow'

/** Product type codes: 1 hotel, 5 flight, 6 train, 7 car, 8 takeout (decision 0104). */
export const PRODUCT_TYPES: readonly ProductType[] = [1, 5, 6, 7, 8]

/** The statuses every product's orders share; a product adds its own (e.g. checked in) through `ownStatuses`. */
export const COMMON_STATUSES: readonly OrderStatus[] = [
  'PendingApproval', 'Rejected', 'PendingPayment', 'Confirming', 'Confirmed', 'Completed', 'Cancelled', 'Refunding', 'Refunded',
]

/** An order as the order centre, the approval list and the cashier show it in one line. */
export type OrderLine = {
  title: string
  subtitle: string
  startDate: string
  endDate: string
  /** What the booker pays, after discounts. */
  totalFen: number
  /** The amount an approver approves: the price before discounts. */
  amountFen: number
  isOverStandard: boolean
}

/**
 * Each product's order detail type (decision 0941): hotel, car and takeout answer the hotel shape, flight and train
 * their own. The approval detail carries whichever its order's product answers (types/api ProductOrderDetail).
 */
export type OrderDetailOf = { 1: HotelOrderDetail; 5: FlightOrderDetail; 6: TrainOrderDetail; 7: HotelOrderDetail; 8: HotelOrderDetail }
/** A product's order detail as the contract carries it (the order centre, the approval detail): the union of the products'. */
export type OrderDetailData = OrderDetailOf[ProductType]

/**
 * What a product implements so that orders, approvals, payments, refunds, the order centre and the jobs work
 * for it without knowing it (decision 0104). Registered by the product's domain when the server starts.
 */
export type ProductExtension<P extends ProductType = ProductType> = {
  productType: P
  /** Chinese name: 酒店. */
  name: string
  /** Statuses beyond COMMON_STATUSES its orders pass through; its `sweep` moves them there. */
  ownStatuses: readonly OrderStatus[]
  /** The approvals.kind of its orders' approvals. */
  approvalKind: string
  /** What the wire calls paying at the supplier (stored as 'onSite'). */
  onSitePayMethod: PayMethod
  /** SQL condition: member `memberParam` travels in order `orderAlias` (beyond having booked it). Indexable (a column,
   * or `id = any(array(select order_id ... where member_id = ...))`, not a correlated exists): the order centre ORs
   * it with the booker, and only indexable arms let PostgreSQL read the member's orders instead of the enterprise's. */
  travellerCondition: (orderAlias: string, memberParam: string) => string
  /** The order lines of these orders (of this product), by order id. */
  lines: (db: Queryable, orderIds: readonly number[]) => Promise<Map<number, OrderLine>>
  /** The order's detail for the viewer (actions only for its booker). */
  detail: (db: Queryable, order: OrderRow, approval: ApprovalRow | null, viewerMemberId: number) => Promise<OrderDetailOf[P]>
  /** Chinese text of the order's cancel terms. */
  describeCancel: (order: OrderRow) => string
  /** Gives back what the order holds (rooms, seats, coupons) when it ends unused: cancelled, rejected, revoked, unpaid. */
  release: (tx: Queryable, order: OrderRow) => Promise<void>
  /** Asks the supplier to confirm an order in Confirming; answers the status after (still Confirming when it did not answer). */
  confirm: (db: Db, orderId: number) => Promise<OrderStatus>
  /** The product's own timed rules (check-in, completion, after-sale answers), run with the order jobs. */
  sweep?: (db: Db, now: Date) => Promise<void>
  /** The cost centre and project the order is charged to: its payments consume those budget lines, its refunds release them (decision 0567). */
  chargedTo?: (db: Queryable, orderId: number) => Promise<ChargedTo | null>
}

export type ChargedTo = { costCenterId: number | null; projectId: number | null }

/** `chargedTo` of a product whose part table (keyed by order_id) keeps cost_center_id and project_id. */
export function chargedToColumnsOf(table: string): (db: Queryable, orderId: number) => Promise<ChargedTo | null> {
  return async (db, orderId) => {
    const { rows } = await db.query<{ cost_center_id: number | null; project_id: number | null }>(`select cost_center_id, project_id from ${table} where order_id = $1`, [orderId])
    return rows[0] ? { costCenterId: rows[0].cost_center_id, projectId: rows[0].project_id } : null
  }
}

export type OrderProducts = {
  /** A product registers itself under its own code, its extension typed with it (`ProductExtension<1>`): `of` relies on that. */
  add<P extends ProductType>(product: ProductExtension<P>): void
  /**
   * The product of an order; a product no domain registered answers 4004. Asked by its own code (a literal type, e.g.
   * HOTEL_PRODUCT_TYPE), its detail is that product's own type; by an order's ProductType, the union.
   */
  of<P extends ProductType>(productType: P): ProductExtension<P>
  of(productType: number): ProductExtension
  all(): readonly ProductExtension[]
}

/** The registry the orders domain puts on the app; each product's domain adds itself to it when it loads. */
export function createOrderProducts(): OrderProducts {
  const byType = new Map<number, ProductExtension>()
  return {
    add(product) {
      if (!PRODUCT_TYPES.includes(product.productType)) throw new Error(`unknown product type ${product.productType}`)
      if (byType.has(product.productType)) throw new Error(`product type ${product.productType} is registered twice`)
      for (const status of product.ownStatuses) {
        if (!ORDER_STATUSES.includes(status) || COMMON_STATUSES.includes(status)) throw new Error(`${product.name}: ${status} is not a status of its own`)
      }
      byType.set(product.productType, product)
    },
    of(productType: number) {
      const product = byType.get(productType)
      if (!product) throw notFound('该类订单暂不支持')
      // Registered under its own productType by `add`: the extension of code P is a ProductExtension<P>.
      return product as ProductExtension<never>
    },
    all: () => [...byType.values()],
  }
}

/** What the wire calls how an order was paid: 'onSite' (paid at the supplier) in the product's own word. */
export const wirePayMethod = (product: ProductExtension, stored: StoredPayMethod | null): PayMethod | null =>
  stored === 'onSite' ? product.onSitePayMethod : stored

/** Whether an order of this product may be in this status. */
export const isStatusOf = (product: ProductExtension, status: OrderStatus) => COMMON_STATUSES.includes(status) || product.ownStatuses.includes(status)

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    orderProducts: OrderProducts
  }
}

export const provideOrderProducts = (app: FastifyInstance) => app.decorate('orderProducts', createOrderProducts())
