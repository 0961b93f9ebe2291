import type { Queryable } from '../../db/types'
import type { FareRules } from '../../../../types/api/flight'
import type { FlightTicketStatus } from '@domain/flight/passengerRefund'

export type SegmentRow = {
  seq: number; fare_id: string; flight_no: string; airline_name: string; depart_city_name: string; arrive_city_name: string
  depart_airport_name: string; depart_terminal: string; arrive_airport_name: string; arrive_terminal: string; depart_time: string
  arrive_time: string; depart_at: Date; cabin_name: string; booking_class: string; price_fen: number; tax_fen: number; rules: FareRules
  change_notice: string; is_involuntary: boolean; status: 'Ticketed' | 'Changed' | 'Refunded'; change_accepted: boolean
  depart_city_code: string; arrive_city_code: string
}
export type PassengerRow = {
  seq: number; name: string; id_type: number; id_no: string; phone: string; ticket_nos: string[]; nationality_name: string
  /** The passenger's own ticket (decision 0790): Valid until refunded or changed on its own, with its fee and refund. */
  ticket_status: FlightTicketStatus; fee_fen: number; refund_fen: number
  /** The change order the ticket moved to (decision 0791), or null. */
  changed_to_order_no: string | null
}
export type FlightPartRow = { changed_from_order_id: number | null; contact_name: string; contact_phone: string; cost_center_name: string; project_name: string; is_over_standard: boolean; over_standard_reason: string; is_international: boolean }

export async function segmentsOf(db: Queryable, orderId: number): Promise<SegmentRow[]> {
  const { rows } = await db.query<SegmentRow>('select * from flight_order_segments where order_id = $1 order by seq', [orderId])
  return rows.map((r) => ({ ...r, price_fen: Number(r.price_fen), tax_fen: Number(r.tax_fen) }))
}

/** The segments still to fly or refund (not refunded). */
export const activeSegments = (segments: readonly SegmentRow[]) => segments.filter((s) => s.status !== 'Refunded')

export async function passengersOf(db: Queryable, orderId: number): Promise<PassengerRow[]> {
  const { rows } = await db.query<PassengerRow>(`select p.seq, p.name, p.id_type, p.id_no, p.phone, p.ticket_nos, coalesce(n.name, '') as nationality_name,
        p.ticket_status, p.fee_fen, p.refund_fen, p.changed_to_order_no
      from flight_order_passengers p left join nationalities n on n.code = p.nationality where p.order_id = $1 order by p.seq`, [orderId])
  return rows.map((r) => ({ ...r, fee_fen: Number(r.fee_fen), refund_fen: Number(r.refund_fen) }))
}

/** The passengers whose tickets are still issued (not refunded or changed on their own). */
export const validPassengers = (passengers: readonly PassengerRow[]) => passengers.filter((p) => p.ticket_status === 'Valid')

export async function flightPartOf(db: Queryable, orderId: number): Promise<FlightPartRow | null> {
  const { rows } = await db.query<FlightPartRow>('select * from flight_orders where order_id = $1', [orderId])
  return rows[0] ?? null
}
