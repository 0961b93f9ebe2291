import { zonedInstant, zonedWallClock } from '../../../../domain/dates/zonedTime'
import { simulatedChange } from './flightChanges'
import { CITIES, type Airport, type City } from './supplier/geography'
import { dailyFlights, type ScheduledFlight } from './supplier/schedule'

/** Airline changes are known this long before departure (decision 0175). */
const CHANGES_KNOWN_MS = 48 * 3_600_000
/** A delay notice of the simulated airline moves the flight by two hours. */
const DELAY_MS = 2 * 3_600_000

export type FlightEnd = { city: City; airport: Airport; terminal: string; wallClock: string }

/** A flight of a date as the airline reports it at an instant (航班动态): the schedule and, once known, its delay or cancellation. */
export type FlightStatus = {
  flightNo: string
  /** Departure date on the departure airport's wall clock. */
  date: string
  isInternational: boolean
  from: FlightEnd
  to: FlightEnd
  scheduledDepart: Date
  scheduledArrive: Date
  estimatedDepart: Date
  estimatedArrive: Date
  status: 'scheduled' | 'delayed' | 'cancelled'
  notice: string
}

let byNumber: Map<string, { flight: ScheduledFlight; from: City; to: City }[]> | null = null

/** Every city pair's daily flights by flight number (the simulated channel's timetable, built once). */
function timetable() {
  if (byNumber) return byNumber
  const index = new Map<string, { flight: ScheduledFlight; from: City; to: City }[]>()
  for (const from of CITIES) {
    for (const to of CITIES) {
      for (const flight of dailyFlights(from, to)) index.set(flight.flightNo, [...(index.get(flight.flightNo) ?? []), { flight, from, to }])
    }
  }
  byNumber = index
  return index
}

/**
 * 航班动态 of the simulated channel: the flights numbered `flightNo` that depart on `date`, with the change the
 * airline has announced by `now` (a delay moves departure and arrival by two hours). Other domains (car) ask here.
 */
export function flightStatusOf(flightNo: string, date: string, now: Date): FlightStatus[] {
  return (timetable().get(flightNo) ?? []).map(({ flight, from, to }) => {
    const scheduledDepart = zonedInstant(date, flight.departMinute, flight.from.tz)
    const scheduledArrive = new Date(scheduledDepart.getTime() + flight.durationMinutes * 60_000)
    const change = now.getTime() >= scheduledDepart.getTime() - CHANGES_KNOWN_MS ? simulatedChange(flightNo, date) : null
    const shift = change?.kind === 'delay' ? DELAY_MS : 0
    const estimatedDepart = new Date(scheduledDepart.getTime() + shift)
    const estimatedArrive = new Date(scheduledArrive.getTime() + shift)
    return {
      flightNo,
      date,
      isInternational: from.isInternational || to.isInternational,
      from: { city: from, airport: flight.from, terminal: flight.fromTerminal, wallClock: zonedWallClock(estimatedDepart, flight.from.tz) },
      to: { city: to, airport: flight.to, terminal: flight.toTerminal, wallClock: zonedWallClock(estimatedArrive, flight.to.tz) },
      scheduledDepart,
      scheduledArrive,
      estimatedDepart,
      estimatedArrive,
      status: change ? (change.kind === 'delay' ? 'delayed' : 'cancelled') : 'scheduled',
      notice: change?.notice ?? '',
    }
  })
}
