/**
 * 接机 and 送机 by flight (decision 0740). 接机: the driver is at the arrival terminal when the flight lands (its
 * estimated arrival, so a delay moves the pick-up) and waits a free hour. 送机: the pick-up is worked back from
 * the departure: the ride's minutes and the time the airport asks before take-off (2 hours domestic, 3 hours
 * international, as the airlines advise), rounded down to 5 minutes.
 */

export const FREE_WAIT_AFTER_LANDING_MINUTES = 60
export const AT_AIRPORT_BEFORE_DEPARTURE_MINUTES = { domestic: 120, international: 180 } as const

/** 接机: the pick-up is the flight's (estimated) arrival. */
export const airportPickupTime = (estimatedArrival: Date): Date => new Date(estimatedArrival.getTime())

/** 送机: the latest pick-up that arrives in time for the flight, on a 5-minute mark. */
export function dropOffPickupTime(departure: Date, rideMinutes: number, isInternational: boolean): Date {
  const before = isInternational ? AT_AIRPORT_BEFORE_DEPARTURE_MINUTES.international : AT_AIRPORT_BEFORE_DEPARTURE_MINUTES.domestic
  const at = departure.getTime() - (before + rideMinutes) * 60_000
  const step = 5 * 60_000
  return new Date(Math.floor(at / step) * step)
}

/** A flight number as the airlines write it: two-character airline code and 1–4 digits (MU5101, 3U3029). */
export const FLIGHT_NO_PATTERN = /^[A-Z0-9]{2}\d{1,4}$/

/** What the member typed, as a flight number: upper case, no spaces ('mu 5101' → 'MU5101'). */
export const normaliseFlightNo = (text: string): string => text.replace(/\s+/g, '').toUpperCase()
