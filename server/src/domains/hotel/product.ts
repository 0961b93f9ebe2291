import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../../db/types'
import { chargedToColumnsOf, type OrderLine, type ProductExtension } from '../orders/public'
import { describeOrderCancel } from './order/cancelQuote'
import { confirmWithHotel } from './order/confirmation'
import { giveCouponBack } from './order/coupons'
import { hotelOrderDetail, orderSubtitle } from './order/detail'
import { findHotelOrderById } from './order/hotelOrderRow'
import { sweepStays } from './order/stayJobs'

export const HOTEL_PRODUCT_TYPE = 1

/** Hotel orders in the order core (decision 0104): the first product extension. */
export function createHotelProduct(app: FastifyInstance): ProductExtension<typeof HOTEL_PRODUCT_TYPE> {
  const hotel: ProductExtension<typeof HOTEL_PRODUCT_TYPE> = {
    productType: HOTEL_PRODUCT_TYPE,
    name: '酒店',
    ownStatuses: ['CheckedIn'],
    approvalKind: 'hotelOrder',
    onSitePayMethod: 'hotel',
    travellerCondition: (o, member) => `${o}.id = any(array(select g.order_id from hotel_order_guests g where g.member_id = ${member}))`,
    lines: async (db: Queryable, orderIds) => {
      const { rows } = await db.query<{
        order_id: number; hotel_name: string; room_name: string; room_count: number; nights: number; arrival_date: string; departure_date: string
        total_fen: number; coupon_discount_fen: number; is_over_standard: boolean
      }>(
        `select order_id, hotel_name, room_name, room_count, nights, arrival_date, departure_date, total_fen, coupon_discount_fen, is_over_standard
           from hotel_orders where order_id = any($1::bigint[])`,
        [orderIds],
      )
      return new Map(
        rows.map((r): [number, OrderLine] => [
          Number(r.order_id),
          {
            title: r.hotel_name,
            subtitle: orderSubtitle(r),
            startDate: r.arrival_date,
            endDate: r.departure_date,
            totalFen: r.total_fen - r.coupon_discount_fen,
            amountFen: r.total_fen,
            isOverStandard: r.is_over_standard,
          },
        ]),
      )
    },
    detail: async (db, order, approval, viewerMemberId) => {
      const full = await findHotelOrderById(db, order.id)
      if (!full) throw new Error(`order ${order.order_no} has no hotel part`)
      return hotelOrderDetail(db, full, approval, viewerMemberId)
    },
    describeCancel: describeOrderCancel,
    release: async (tx, order) => {
      await giveCouponBack(tx, order.id)
      const { rows } = await tx.query<{ room_id: number; arrival_date: string; departure_date: string; room_count: number }>(
        'select room_id, arrival_date, departure_date, room_count from hotel_orders where order_id = $1',
        [order.id],
      )
      const part = rows[0]
      if (part) await app.hotelSupplier.release(tx, { roomId: part.room_id, stay: { arrivalDate: part.arrival_date, departureDate: part.departure_date }, roomCount: part.room_count })
    },
    confirm: (db, orderId) => confirmWithHotel(db, app.hotelSupplier, hotel, orderId),
    sweep: (db, now) => sweepStays(db, hotel, app.paymentGateway, now),
    chargedTo: chargedToColumnsOf('hotel_orders'),
  }
  return hotel
}
