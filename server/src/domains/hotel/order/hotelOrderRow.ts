import type { Queryable } from '../../../db/types'
import { ORDER_COLUMNS, type OrderRow } from '../../orders/public'

/** An order with its hotel part (orders + hotel_orders). */
export type HotelOrderRow = OrderRow & {
  hotel_id: number
  room_id: number
  rate_plan_id: number
  hotel_name: string
  hotel_address: string
  hotel_phone: string
  lat: number
  lon: number
  room_name: string
  rate_plan_name: string
  bed_type: string
  breakfast_count: 0 | 1 | 2
  check_in_time: string
  check_out_time: string
  city_code: string
  arrival_date: string
  departure_date: string
  nights: number
  room_count: number
  nightly_prices_fen: number[]
  total_fen: number
  pay_type: 1 | 2
  card_no_masked: string | null
  contact_name: string
  contact_phone: string
  cost_center_name: string
  project_name: string
  remark: string
  is_over_standard: boolean
  cap_fen: number | null
  avg_nightly_fen: number
  policy_action: string
  over_standard_reason: string
  hotel_confirm_no: string
  coupon_discount_fen: number
}

const SELECT = `select ${ORDER_COLUMNS}, h.hotel_id, h.room_id, h.rate_plan_id, h.hotel_name, h.hotel_address, h.hotel_phone, h.lat, h.lon,
    h.room_name, h.rate_plan_name, h.bed_type, h.breakfast_count, h.check_in_time, h.check_out_time, h.city_code, h.arrival_date, h.departure_date,
    h.nights, h.room_count, h.nightly_prices_fen, h.total_fen, h.pay_type, h.card_no_masked, h.contact_name, h.contact_phone, h.cost_center_name,
    h.project_name, h.remark, h.is_over_standard, h.cap_fen, h.avg_nightly_fen, h.policy_action, h.over_standard_reason, h.hotel_confirm_no,
    h.coupon_discount_fen
  from orders o join hotel_orders h on h.order_id = o.id join members bm on bm.id = o.booker_member_id`

/** The order by number; `forUpdate` locks its orders row until the transaction ends. */
export async function findHotelOrder(db: Queryable, orderNo: string, forUpdate = false): Promise<HotelOrderRow | null> {
  const { rows } = await db.query<HotelOrderRow>(`${SELECT} where o.order_no = $1${forUpdate ? ' for update of o' : ''}`, [orderNo])
  return rows[0] ?? null
}

export async function findHotelOrderById(db: Queryable, orderId: number, forUpdate = false): Promise<HotelOrderRow | null> {
  const { rows } = await db.query<HotelOrderRow>(`${SELECT} where o.id = $1${forUpdate ? ' for update of o' : ''}`, [orderId])
  return rows[0] ?? null
}

/** Whether the member booked the order or stays in it as a guest. */
export async function isOrderOfMember(db: Queryable, order: OrderRow, memberId: number): Promise<boolean> {
  if (order.booker_member_id === memberId) return true
  const { rowCount } = await db.query('select 1 from hotel_order_guests where order_id = $1 and member_id = $2', [order.id, memberId])
  return rowCount > 0
}

export type GuestRow = { room_index: number; name: string; phone: string; member_id: number | null }

export async function findGuests(db: Queryable, orderId: number): Promise<GuestRow[]> {
  const { rows } = await db.query<GuestRow>('select room_index, name, phone, member_id from hotel_order_guests where order_id = $1 order by room_index, id', [orderId])
  return rows
}
