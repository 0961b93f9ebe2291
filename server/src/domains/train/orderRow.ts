import type { Queryable } from '../../db/types'
import type { TrainSeatCode } from '../../../../types/api/train'
import { ORDER_COLUMNS, type OrderRow } from '../orders/public'
import type { SeatRequest } from './supplier/index'
import type { TicketStatus } from '@domain/train/ticketState'

export type TrainOrderRow = OrderRow & {
  train_no: string
  run_date: string
  from_name: string
  to_name: string
  from_leg: number
  to_leg: number
  depart_at: Date
  arrive_at: Date
  duration_minutes: number
  seat_code: TrainSeatCode
  seat_name: string
  price_fen: number
  ticket_count: number
  total_fen: number
  contact_name: string
  contact_phone: string
  ticket_no: string
  seats_held: boolean
  is_over_standard: boolean
  policy_rule: string
  over_standard_reason: string
  cost_center_name: string
  project_name: string
  travel_apply_no: string
  changed_from_no: string | null
  changed_to_no: string | null
  /** 变更到站 (decision 0770): this order replaced a ticket by a change of arrival station. */
  is_station_change: boolean
}

export type TrainPassengerRow = {
  id: number; name: string; id_no: string; phone: string; member_id: number | null; seat_no: string; seat_preference: string
  ticket_status: TicketStatus; fee_fen: number; refund_fen: number; changed_to_no: string | null; changed_from_passenger_id: number | null
  /** The ticket's fare: its berth's once issued (decision 0780), else the order's price per ticket. */
  fare_fen: number
  /** The berth difference refunded at issue (decision 0780). */
  berth_refund_fen: number
}

const SELECT = `select ${ORDER_COLUMNS}, t.train_no, t.run_date, t.from_name, t.to_name, t.from_leg, t.to_leg, t.depart_at, t.arrive_at,
    t.duration_minutes, t.seat_code, t.seat_name, t.price_fen, t.ticket_count, t.total_fen, t.contact_name, t.contact_phone, t.ticket_no, t.seats_held, t.is_over_standard, t.policy_rule, t.over_standard_reason,
    t.cost_center_name, t.project_name, t.travel_apply_no, t.is_station_change,
    (select order_no from orders f where f.id = t.changed_from_order_id) as changed_from_no, (select order_no from orders c where c.id = t.changed_to_order_id) as changed_to_no
  from orders o join members bm on bm.id = o.booker_member_id join train_orders t on t.order_id = o.id`

export async function findTrainOrderById(db: Queryable, orderId: number, forUpdate = false): Promise<TrainOrderRow | null> {
  const { rows } = await db.query<TrainOrderRow>(`${SELECT} where o.id = $1${forUpdate ? ' for update of o' : ''}`, [orderId])
  return rows[0] ?? null
}

export async function findPassengers(db: Queryable, orderId: number): Promise<TrainPassengerRow[]> {
  const { rows } = await db.query<TrainPassengerRow>(
    `select p.id::int as id, p.name, p.id_no, p.phone, p.member_id, p.seat_no, p.seat_preference, p.ticket_status, p.fee_fen::int as fee_fen, p.refund_fen::int as refund_fen,
       (select order_no from orders c where c.id = p.changed_to_order_id) as changed_to_no, p.changed_from_passenger_id::int as changed_from_passenger_id,
       coalesce(p.fare_fen, t.price_fen)::int as fare_fen, p.berth_refund_fen::int as berth_refund_fen
     from train_order_passengers p join train_orders t on t.order_id = p.order_id where p.order_id = $1 order by p.id`,
    [orderId],
  )
  return rows
}

/** What tickets are worth: the sum of their fares (each its berth's once issued, decision 0780). */
export const faresFen = (tickets: readonly Pick<TrainPassengerRow, 'fare_fen'>[]) => tickets.reduce((sum, p) => sum + p.fare_fen, 0)

export const seatRequestOf = (order: Pick<TrainOrderRow, 'train_no' | 'run_date' | 'seat_code' | 'from_leg' | 'to_leg' | 'ticket_count'>): SeatRequest => ({
  trainNo: order.train_no,
  date: order.run_date,
  seatCode: order.seat_code,
  fromIndex: order.from_leg,
  toIndex: order.to_leg,
  count: order.ticket_count,
})
