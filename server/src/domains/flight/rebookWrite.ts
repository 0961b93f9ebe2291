import type { Queryable } from '../../db/types'
import type { FlightChangeQuote } from '../../../../types/api/flight'
import type { OrderRow } from '../orders/public'
import { recordHistory } from '../orders/public'
import { segmentsOf, type PassengerRow, type SegmentRow } from './orderParts'
import type { FlightSupplier, SupplierFare, SupplierFlight } from './supplier/index'
import { carrierOf } from '@domain/flight/endorsement'

export type Found = { flight: SupplierFlight; fare: SupplierFare }
export type Priced = {
  order: OrderRow; segment: SegmentRow; found: Found; passengers: number; quote: FlightChangeQuote
  /** The passengers changed; isPartial: only some of those still ticketed (a change order for them, decision 0791). */
  chosen: PassengerRow[]; isPartial: boolean
}

/** The new flight of a rebook as its segment row will read. */
export type NewSegment = Pick<SegmentRow, 'fare_id' | 'flight_no' | 'airline_name' | 'depart_airport_name' | 'depart_terminal' | 'arrive_airport_name' | 'arrive_terminal'
  | 'depart_time' | 'arrive_time' | 'depart_at' | 'cabin_name' | 'booking_class' | 'price_fen' | 'tax_fen' | 'rules'>

export const newSegmentOf = ({ flight: f, fare }: Found): NewSegment => ({
  fare_id: fare.fareId, flight_no: f.flight.flightNo, airline_name: f.flight.airline.name, depart_airport_name: f.flight.from.name, depart_terminal: f.flight.fromTerminal,
  arrive_airport_name: f.flight.to.name, arrive_terminal: f.flight.toTerminal, depart_time: f.departTime, arrive_time: f.arriveTime, depart_at: f.departAt,
  cabin_name: fare.cabinName, booking_class: fare.bookingClass, price_fen: fare.priceFen, tax_fen: fare.taxFen, rules: fare.rules,
})

/**
 * The new ticket numbers, one per passenger, when a rebook moves the segment onto another carrier (签转: the new
 * carrier reissues the ticket under its own prefix, decision 0760); null when the carrier stays (the ticket stays).
 */
export async function reissuedTickets(supplier: FlightSupplier, orderNo: string, oldFareId: string, newFareId: string, passengers: number): Promise<string[] | null> {
  // A fare id starts with its flight number: its first two characters are the marketing carrier.
  if (carrierOf(oldFareId) === carrierOf(newFareId)) return null
  return supplier.issueTickets(newFareId, `${orderNo}|${oldFareId}`, passengers)
}

/** A leg's tickets moved to another flight (改签): the same order and seq for a whole-order change, a change order for chosen passengers (decision 0791). */
export type TicketMove = { fromOrderId: number; fromSeq: number; toOrderId: number; toSeq: number; passengerNames: readonly string[] | null }

/** Told inside the change's transaction (the original order locked) once its tickets moved: the insurance domain moves their policies (decision 0810). */
export type TicketChangeListener = (tx: Queryable, move: TicketMove) => Promise<void>

export type RebookWrite = {
  orderId: number; seq: number; old: SegmentRow; next: NewSegment
  /** Reissued ticket numbers per passenger (by passenger order), or null to keep the tickets. */
  tickets: string[] | null
  feeFen: number; differenceFen: number; chargedFen: number; reason: string
  actor: { memberId: number | null; name: string }; note: string
  listeners: readonly TicketChangeListener[]
}

/** Writes a rebook onto the order in the caller's transaction: the segment takes the new flight (and its fare rules), the change is kept, the order's cost grows. */
export async function writeRebook(tx: Queryable, w: RebookWrite): Promise<void> {
  const n = w.next
  await tx.query(
    `update flight_order_segments set fare_id = $3, flight_no = $4, airline_name = $5, depart_airport_name = $6, depart_terminal = $7, arrive_airport_name = $8,
       arrive_terminal = $9, depart_time = $10, arrive_time = $11, depart_at = $12, cabin_name = $13, booking_class = $14,
       price_fen = greatest(price_fen, $15), tax_fen = greatest(tax_fen, $16), rules = $17, status = 'Changed', change_notice = '', is_involuntary = false, change_accepted = false
     where order_id = $1 and seq = $2`,
    [w.orderId, w.seq, n.fare_id, n.flight_no, n.airline_name, n.depart_airport_name, n.depart_terminal, n.arrive_airport_name, n.arrive_terminal,
      n.depart_time, n.arrive_time, n.depart_at, n.cabin_name, n.booking_class, n.price_fen, n.tax_fen, JSON.stringify(n.rules)],
  )
  for (const listener of w.listeners) await listener(tx, { fromOrderId: w.orderId, fromSeq: w.seq, toOrderId: w.orderId, toSeq: w.seq, passengerNames: null })
  if (w.tickets) {
    const { rows: passengers } = await tx.query<{ seq: number; ticket_nos: string[] }>(`select seq, ticket_nos from flight_order_passengers where order_id = $1 and ticket_status = 'Valid' order by seq`, [w.orderId])
    const segments = await segmentsOf(tx, w.orderId)
    const index = segments.findIndex((s) => s.seq === w.seq)
    for (const [i, p] of passengers.entries()) {
      const numbers = [...p.ticket_nos]
      if (index >= 0 && w.tickets[i]) numbers[index] = w.tickets[i]
      await tx.query('update flight_order_passengers set ticket_nos = $3 where order_id = $1 and seq = $2', [w.orderId, p.seq, JSON.stringify(numbers)])
    }
  }
  await tx.query(
    `insert into flight_order_changes (order_id, seq, kind, from_text, to_text, fee_fen, difference_fen, charged_fen, reason) values ($1, $2, 'rebook', $3, $4, $5, $6, $7, $8)`,
    [w.orderId, w.seq, `${w.old.depart_time} ${w.old.flight_no} ${w.old.cabin_name}`, `${n.depart_time} ${n.flight_no} ${n.cabin_name}`, w.feeFen, w.differenceFen, w.chargedFen, w.reason],
  )
  await tx.query('update orders set amount_fen = amount_fen + $2 where id = $1', [w.orderId, w.chargedFen])
  const segments = await segmentsOf(tx, w.orderId)
  const description = segments.map((s) => `${s.depart_time.slice(5)} ${s.flight_no} ${s.cabin_name}`).join('；')
  const first = segments[0]
  const last = segments[segments.length - 1]
  await tx.query('update orders set description = $2, start_time = $3, end_time = greatest(end_time, $4) where id = $1', [w.orderId, description, first.depart_at, last.depart_at])
  await recordHistory(tx, w.orderId, 'confirm', 'Confirmed', 'Confirmed', { actor: w.actor.memberId === null ? 'system' : 'applicant', memberId: w.actor.memberId, name: w.actor.name }, w.note)
}

