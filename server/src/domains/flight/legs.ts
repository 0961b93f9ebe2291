import type { Queryable } from '../../db/types'
import { passengersOf, segmentsOf, validPassengers } from './orderParts'

export type TravelLeg = { seq: number; text: string; startsAt: Date; endsAt: Date; isActive: boolean }
export type OrderTravel = { legs: TravelLeg[]; travellers: string[] }

/** What other domains (insurance) may read of a flight order: its legs with their times and its passengers. */
export async function flightTravelOf(db: Queryable, orderId: number): Promise<OrderTravel> {
  const segments = await segmentsOf(db, orderId)
  const passengers = await passengersOf(db, orderId)
  return {
    legs: segments.map((s) => {
      const [day, time] = s.arrive_time.split(' ')
      const arriveLocal = Date.parse(`${day}T${time}:00Z`)
      const departLocal = Date.parse(`${s.depart_time.replace(' ', 'T')}:00Z`)
      return {
        seq: s.seq,
        text: `${s.flight_no} ${s.depart_city_name}→${s.arrive_city_name} ${s.depart_time}`,
        startsAt: s.depart_at,
        // Arrival instant: the departure plus the local wall-clock span (both airports' offsets differ only abroad, a few hours at most).
        endsAt: new Date(s.depart_at.getTime() + Math.max(arriveLocal - departLocal, 0) + 12 * 3_600_000),
        isActive: s.status !== 'Refunded',
      }
    }),
    // The passengers still ticketed: a refunded or changed one (decisions 0790, 0791) is insured no more here.
    travellers: validPassengers(passengers).map((p) => p.name),
  }
}
