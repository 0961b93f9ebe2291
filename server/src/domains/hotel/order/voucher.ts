import type { Db } from '../../../db/types'
import type { HotelConfirmation } from '../../../../../types/api/order'
import type { Member } from '../../../lib/caller'
import { businessRule, notFound } from '../../../lib/errors'
import { shanghaiIso } from '../../../lib/time'
import type { OrderProducts } from '../../orders/public'
import { visibleOrder } from '../../orders/public'
import { findGuests, findHotelOrderById } from './hotelOrderRow'

/** The check-in voucher of a confirmed hotel order (b2b Order/GetHotelConfirmation). */
export async function hotelConfirmation(db: Db, products: OrderProducts, member: Member, orderNo: string): Promise<HotelConfirmation> {
  const { order: visible } = await visibleOrder(db, products, member, orderNo)
  const order = await findHotelOrderById(db, visible.id)
  if (!order) throw notFound('订单不存在')
  if (!['Confirmed', 'CheckedIn', 'Completed'].includes(order.status)) throw businessRule('订单未确认')
  const guests = await findGuests(db, order.id)
  const payMethod = order.pay_method === 'onSite' || order.pay_method === null ? 'hotel' : order.pay_method
  return {
    OrderNo: order.order_no,
    HotelConfirmNo: order.hotel_confirm_no,
    HotelName: order.hotel_name,
    HotelAddress: order.hotel_address,
    HotelPhone: order.hotel_phone,
    RoomName: order.room_name,
    RoomCount: order.room_count,
    BreakfastCount: order.breakfast_count,
    ArrivalDate: order.arrival_date,
    DepartureDate: order.departure_date,
    Nights: order.nights,
    CheckInTime: order.check_in_time,
    CheckOutTime: order.check_out_time,
    GuestNames: [...new Set(guests.map((g) => g.name))],
    PayMethod: payMethod,
    Notes: [
      '请携带入住人有效身份证件办理入住',
      `入住时间${order.check_in_time}以后，离店时间${order.check_out_time}以前`,
      payMethod === 'hotel' ? '房费请于酒店前台支付' : '房费已由企业或个人在线支付，前台无需再付房费',
    ],
    IssuedAt: shanghaiIso(new Date()),
  }
}
