import type { Queryable } from '../../../db/types'
import type { FareRules } from '../../../../../types/api/flight'
import type { City } from './geography'
import type { FareClass, ScheduledFlight } from './schedule'

export type SupplierFare = FareClass & { fareId: string; priceFen: number; fullPriceFen: number; taxFen: number; seatsLeft: number; rules: FareRules }

export type SupplierFlight = {
  flight: ScheduledFlight
  from: City
  to: City
  date: string
  isInternational: boolean
  /** Local departure and arrival 'YYYY-MM-DD HH:mm'. */
  departTime: string
  arriveTime: string
  departAt: Date
  crossDays: number
  fares: SupplierFare[]
}

/** A flight channel: the cities it serves, its flights and fares with seats, holding and giving back seats, ticketing. */
export type FlightSupplier = {
  cities(): readonly City[]
  search(fromCityCode: string, toCityCode: string, date: string): Promise<SupplierFlight[]>
  /** The flight of a fare id with that fare first among its fares, or null. */
  fare(fareId: string): Promise<{ flight: SupplierFlight; fare: SupplierFare } | null>
  /** Takes `count` seats of the fare; false when fewer are left (never oversells). */
  hold(tx: Queryable, fareId: string, count: number): Promise<boolean>
  release(tx: Queryable, fareId: string, count: number): Promise<void>
  /** Ticket numbers for the passengers of a segment. */
  issueTickets(fareId: string, orderNo: string, passengerCount: number): Promise<string[]>
}
