import type { FastifyInstance } from 'fastify'
import { chargedToColumnsOf, type OrderLine, type ProductExtension } from '../orders/public'
import { issueTickets, flightOrderDetail, releaseSeats } from './afterSale'
import { sweepFlightChanges } from './flightChanges'
import { completeRebook, rebookLinkOf } from './rebookPayment'

export const FLIGHT_PRODUCT_TYPE = 5

/** Flight orders in the order core: 出票中 is Confirming, 已出票 Confirmed, 退票中/已退票 Refunding/Refunded. */
export function createFlightProduct(app: FastifyInstance): ProductExtension<typeof FLIGHT_PRODUCT_TYPE> {
  const flight: ProductExtension<typeof FLIGHT_PRODUCT_TYPE> = {
    productType: FLIGHT_PRODUCT_TYPE,
    name: '机票',
    ownStatuses: [],
    approvalKind: 'flightOrder',
    onSitePayMethod: 'enterprise',
    travellerCondition: (o, member) => `${o}.id = any(array(select p.order_id from flight_order_passengers p where p.member_id = ${member}))`,
    lines: async (db, orderIds) => {
      const { rows } = await db.query<{ order_id: number; title: string; description: string; amount_fen: number; start_time: Date; end_time: Date; is_over_standard: boolean }>(
        `select o.id as order_id, o.title, o.description, o.amount_fen, o.start_time, o.end_time, f.is_over_standard
           from orders o join flight_orders f on f.order_id = o.id where o.id = any($1::bigint[])`,
        [orderIds],
      )
      const day = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
      return new Map(rows.map((r): [number, OrderLine] => [Number(r.order_id), {
        title: r.title, subtitle: r.description, startDate: day(r.start_time), endDate: day(r.end_time),
        totalFen: Number(r.amount_fen), amountFen: Number(r.amount_fen), isOverStandard: r.is_over_standard,
      }]))
    },
    // The order core's contract types the detail as hotel's; flight's own shape (types/api/flight.ts) travels in it (decision 0174).
    detail: (db, order, approval, viewerMemberId) => flightOrderDetail(db, order, approval, viewerMemberId),
    describeCancel: () => '出票前可免费取消；出票后按客规收取退票费',
    release: (tx, order) => releaseSeats(tx, app.flightSupplier, order),
    confirm: async (db, orderId) => {
      const link = await rebookLinkOf(db, orderId)
      const deps = { supplier: app.flightSupplier, products: app.orderProducts, gateway: app.paymentGateway, changeListeners: app.flightChangeListeners }
      return link ? completeRebook(db, deps, flight, orderId, link) : issueTickets(db, app.flightSupplier, flight, orderId)
    },
    sweep: (db, now) => sweepFlightChanges(db, now),
    chargedTo: chargedToColumnsOf('flight_orders'),
  }
  return flight
}
