/**
 * Refunding chosen passengers of a flight order (issue 34, decision 0790): each passenger's ticket on the order's
 * remaining segments gets its own fee and refund. The totals are the train's rule (ticketsRefundMoney: the value
 * never more than the money the order still holds, the fee never more than the value); this splits them among
 * the tickets so that each ticket's fee and refund add up to exactly those totals.
 */
import { selectTickets, ticketsRefundMoney, type TicketSelection, type TicketStatus } from '../train/ticketState'

export type PassengerTicket = { passengerSeq: number; valueFen: number; feeFen: number }
export type TicketRefund = { passengerSeq: number; feeFen: number; refundFen: number }
export type PassengersRefund = { valueFen: number; feeFen: number; refundFen: number; perTicket: TicketRefund[] }

/** A passenger's ticket state on a flight order: the train's states (Valid, Refunded, Changed). */
export type FlightTicketStatus = TicketStatus

export const FLIGHT_TICKET_TEXT: Record<FlightTicketStatus, string> = { Valid: '已出票', Refunded: '已退票', Changed: '已改签' }

/** The passengers a refund or change acts on (none asked: every valid one), with flight words in its messages. */
export function selectPassengers(passengers: readonly { seq: number; status: FlightTicketStatus }[], asked: readonly number[] | undefined): TicketSelection {
  return selectTickets(passengers.map((p) => ({ id: p.seq, status: p.status })), asked, { ticket: '机票', passenger: '乘机人' })
}

/** Takes `total` from the tickets in order, each at most its own `cap`. */
function takeInOrder(caps: readonly number[], total: number): number[] {
  let left = total
  return caps.map((cap) => {
    const take = Math.max(0, Math.min(cap, left))
    left -= take
    return take
  })
}

/**
 * The chosen tickets' fee and refund, each ticket's share: the fee first on each ticket up to its value, then the
 * refund from what is left of each ticket's value; with less money held than the tickets' value, the first
 * tickets keep their value and the last give back less (never more than the order holds).
 */
export function passengersRefund(tickets: readonly PassengerTicket[], heldFen: number): PassengersRefund {
  const money = ticketsRefundMoney(tickets.map((t) => ({ fareFen: t.valueFen, feeFen: t.feeFen })), heldFen)
  const values = takeInOrder(tickets.map((t) => Math.max(0, t.valueFen)), money.valueFen)
  const fees = takeInOrder(tickets.map((t, i) => Math.min(Math.max(0, t.feeFen), values[i])), money.feeFen)
  const refunds = takeInOrder(values.map((v, i) => v - fees[i]), money.refundFen)
  return { ...money, perTicket: tickets.map((t, i) => ({ passengerSeq: t.passengerSeq, feeFen: fees[i], refundFen: refunds[i] })) }
}
