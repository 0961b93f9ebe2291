import type { Db } from '../../../db/types'
import type { OrderStatus } from '../../../../../types/api/order'
import type { ProductExtension } from '../../orders/public'
import { SYSTEM_ACTOR, transition } from '../../orders/public'
import type { HotelSupplier } from '../supplier/index'
import { findHotelOrderById } from './hotelOrderRow'

/**
 * Asks the hotel to confirm an order waiting in Confirming and records its confirmation number. A hotel
 * that does not answer leaves the order in Confirming (shown as 待确认) for a later attempt.
 */
export async function confirmWithHotel(db: Db, supplier: HotelSupplier, hotel: ProductExtension, orderId: number): Promise<OrderStatus> {
  const order = await findHotelOrderById(db, orderId)
  if (!order || order.status !== 'Confirming') return order?.status ?? 'Confirming'
  let confirmNo: string
  try {
    confirmNo = (await supplier.confirm({ orderNo: order.order_no, hotelId: order.hotel_id })).confirmNo
  } catch {
    return 'Confirming'
  }
  return db.transaction(async (tx) => {
    const locked = await findHotelOrderById(tx, orderId, true)
    if (!locked || locked.status !== 'Confirming') return locked?.status ?? 'Confirming'
    await tx.query('update hotel_orders set hotel_confirm_no = $2 where order_id = $1', [orderId, confirmNo])
    return transition(tx, hotel, locked, 'confirm', SYSTEM_ACTOR, {}, `酒店确认号 ${confirmNo}`)
  })
}
