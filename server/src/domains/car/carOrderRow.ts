import type { Queryable } from '../../db/types'
import type { OrderStatus } from '../../../../types/api/order'
import type { RidePhase } from '../../../../types/api/car'
import { rentalPackageOf } from '@domain/car/rental'
import type { RideDriver, RideRequest } from './supplier/index'

export type CarOrderRow = {
  order_id: number
  order_no: string
  enterprise_id: number
  booker_member_id: number
  status: OrderStatus
  created_at: Date
  use_type: number
  car_type: number
  city_code: string
  city_name: string
  start_name: string
  start_address: string
  start_lon: number
  start_lat: number
  end_name: string
  end_address: string
  end_lon: number
  end_lat: number
  depart_time: Date | null
  called_at: Date
  metres: number
  minutes: number
  estimate_fen: number
  final_fen: number | null
  is_over_standard: boolean
  policy_rule: string
  cancel_fee_fen: number
  ride_phase: RidePhase
  driver: RideDriver | null
  reason: string
  passenger_phone: string
  cost_center_name: string
  project_name: string
  flight_no: string | null
  flight_date: string | null
  flight_status: 'scheduled' | 'delayed' | 'cancelled' | null
  package_code: 'half' | 'day' | null
  used_minutes: number | null
  used_metres: number | null
}

const SELECT = `select c.*, o.order_no, o.enterprise_id, o.booker_member_id, o.status, o.created_at
  from car_orders c join orders o on o.id = c.order_id`

export async function findCarOrder(db: Queryable, orderId: number, forUpdate = false): Promise<CarOrderRow | null> {
  const { rows } = await db.query<CarOrderRow>(`${SELECT} where c.order_id = $1${forUpdate ? ' for update of o' : ''}`, [orderId])
  return rows[0] ? normalise(rows[0]) : null
}

const normalise = (row: CarOrderRow): CarOrderRow => ({ ...row, order_id: Number(row.order_id), estimate_fen: Number(row.estimate_fen), final_fen: row.final_fen === null ? null : Number(row.final_fen), cancel_fee_fen: Number(row.cancel_fee_fen) })

export const rideRequestOf = (row: CarOrderRow, platePrefix: string): RideRequest => ({
  orderNo: row.order_no,
  carType: row.car_type,
  start: { lon: row.start_lon, lat: row.start_lat },
  end: { lon: row.end_lon, lat: row.end_lat },
  calledAt: row.called_at,
  platePrefix,
  rental: row.package_code ? (({ hours, km }) => ({ hours, km }))(rentalPackageOf(row.package_code) ?? { hours: 0, km: 0 }) : null,
})
