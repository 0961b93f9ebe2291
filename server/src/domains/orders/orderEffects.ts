import type { Queryable } from '../../db/types'
import type { HotelSupplier } from '../hotel/supplier/index'
import { giveCouponBack } from '../hotel/order/coupons'
import type { HotelOrderRow } from '../hotel/order/hotelOrderRow'

/** Unpaid orders are cancelled by the system this long after they become payable. */
export const PAY_WINDOW_MINUTES = 30

export async function startPayWindow(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(`update hotel_orders set pay_deadline = now() + make_interval(mins => $2) where order_id = $1`, [orderId, PAY_WINDOW_MINUTES])
}

/** Puts the order's rooms back on sale and gives its coupon back (cancel, reject, revoke, unpaid past the deadline). */
export async function releaseHolds(tx: Queryable, supplier: HotelSupplier, order: HotelOrderRow): Promise<void> {
  await giveCouponBack(tx, order.id)
  await supplier.release(tx, { roomId: order.room_id, stay: { arrivalDate: order.arrival_date, departureDate: order.departure_date }, roomCount: order.room_count })
}
