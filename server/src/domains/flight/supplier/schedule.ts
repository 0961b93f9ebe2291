import type { CabinClass, FareRules } from '../../../../../types/api/flight'
import { AIRCRAFT_BY_DISTANCE, AIRLINES, type AirlineRow } from './cityTable'
import { distanceKm, type Airport, type City } from './geography'

/** FNV-1a: the simulated channel's schedules and fares are a pure function of their inputs. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

export type ScheduledFlight = {
  flightNo: string
  airline: AirlineRow
  operatingFlightNo: string
  aircraft: string
  from: Airport
  fromTerminal: string
  to: Airport
  toTerminal: string
  /** Minutes after local midnight at the departure airport. */
  departMinute: number
  durationMinutes: number
  distanceKm: number
  onTimeRate: number
}

const round5 = (minutes: number) => Math.round(minutes / 5) * 5

/**
 * Block minutes (gate to gate) of a nonstop flight (decision 0624): 55 minutes of taxi, climb, approach and the
 * airlines' schedule padding, plus the great-circle distance at a block speed of 750 km/h (domestic) rising to
 * 800 km/h on long haul (6,000 km and more), 8 % longer flying west against the prevailing westerlies and 8 %
 * shorter flying east, in proportion to the route's east-west share.
 */
export function blockMinutes(from: Pick<Airport, 'lat' | 'lon'>, to: Pick<Airport, 'lat' | 'lon'>): number {
  const km = distanceKm(from, to)
  if (km === 0) return 0
  const speed = 750 + 50 * Math.min(1, Math.max(0, (km - 2000) / 4000))
  const eastKm = ((((to.lon - from.lon) % 360) + 540) % 360 - 180) * 111.32 * Math.cos((((from.lat + to.lat) / 2) * Math.PI) / 180)
  const westward = Math.max(-1, Math.min(1, -eastKm / km))
  return round5(55 + (km / speed) * 60 * (1 + 0.08 * westward))
}

/**
 * The daily flights of a city pair (the same every day): 5-10 flights between 06:30 and 22:00 for a domestic
 * pair, 2-4 for an international one; durations by `blockMinutes` (decision 0624).
 */
export function dailyFlights(from: City, to: City): ScheduledFlight[] {
  if (from.cityCode === to.cityCode) return []
  const key = `${from.cityCode}-${to.cityCode}`
  const seed = hash(key)
  const isInternational = from.isInternational || to.isInternational
  const count = isInternational ? 2 + (seed % 3) : 5 + (seed % 6)
  const airlines = AIRLINES.filter((a) => (isInternational ? true : a.isDomestic))
  const span = (22 * 60 - 6 * 60 - 30) / count
  const flights: ScheduledFlight[] = []
  for (let i = 0; i < count; i += 1) {
    const h = hash(`${key}#${i}`)
    const fromAirport = from.airports[h % from.airports.length]
    const toAirport = to.airports[(h >>> 3) % to.airports.length]
    const airline = airlines[(h >>> 5) % airlines.length]
    const km = distanceKm(fromAirport, toAirport)
    const aircraftList = AIRCRAFT_BY_DISTANCE.find((a) => km <= a.maxKm)?.types ?? AIRCRAFT_BY_DISTANCE[0].types
    const number = 1000 + ((h >>> 7) % 8999)
    const isShared = i % 5 === 3
    const operator = isShared ? airlines[(h >>> 9) % airlines.length] : airline
    flights.push({
      flightNo: `${airline.code}${number}`,
      airline,
      operatingFlightNo: isShared && operator.code !== airline.code ? `${operator.code}${1000 + ((h >>> 11) % 8999)}` : '',
      aircraft: aircraftList[(h >>> 13) % aircraftList.length],
      from: fromAirport,
      fromTerminal: fromAirport.terminals[(h >>> 15) % fromAirport.terminals.length],
      to: toAirport,
      toTerminal: toAirport.terminals[(h >>> 17) % toAirport.terminals.length],
      departMinute: round5(6 * 60 + 30 + i * span + ((h >>> 19) % 40)),
      durationMinutes: blockMinutes(fromAirport, toAirport),
      distanceKm: Math.round(km),
      onTimeRate: 70 + ((h >>> 21) % 29),
    })
  }
  return flights.sort((a, b) => a.departMinute - b.departMinute)
}

export type FareClass = { cabin: CabinClass; cabinName: string; bookingClass: string; percentOfY: number; baggageKg: number; meal: string; defaultSeats: number }

const ECONOMY_DISCOUNTS = [
  { bookingClass: 'B', percent: 85 },
  { bookingClass: 'M', percent: 75 },
  { bookingClass: 'H', percent: 65 },
  { bookingClass: 'K', percent: 55 },
  { bookingClass: 'L', percent: 45 },
]

const isWideBody = (aircraft: string) => /^(A33|A35|B77|B78)/.test(aircraft)

/** The booking classes a flight sells on a date: full Y, two discount classes, and the premium cabins its aircraft has. */
export function fareClasses(flight: ScheduledFlight, date: string): FareClass[] {
  const h = hash(`${flight.flightNo}@${date}`)
  const meal = flight.durationMinutes >= 150 ? '正餐' : '点心'
  const start = h % (ECONOMY_DISCOUNTS.length - 1)
  const discounts = ECONOMY_DISCOUNTS.slice(start, start + 2).map((d, i): FareClass => ({
    cabin: 'Y', cabinName: '经济舱', bookingClass: d.bookingClass, percentOfY: d.percent, baggageKg: 20, meal, defaultSeats: 3 + ((h >>> (4 + i)) % 7),
  }))
  const classes: FareClass[] = [
    ...discounts,
    { cabin: 'Y', cabinName: '经济舱', bookingClass: 'Y', percentOfY: 100, baggageKg: 20, meal, defaultSeats: 9 },
    { cabin: 'C', cabinName: '公务舱', bookingClass: 'C', percentOfY: 250, baggageKg: 30, meal: '正餐', defaultSeats: 4 },
  ]
  if (isWideBody(flight.aircraft)) {
    classes.splice(discounts.length + 1, 0, { cabin: 'W', cabinName: '超级经济舱', bookingClass: 'W', percentOfY: 130, baggageKg: 30, meal, defaultSeats: 6 })
    classes.push({ cabin: 'F', cabinName: '头等舱', bookingClass: 'F', percentOfY: 400, baggageKg: 40, meal: '正餐', defaultSeats: 2 })
  }
  return classes
}

/** The full economy (Y) fare in fen: domestic 200 + 0.95 yuan/km, international 1500 + 0.6 yuan/km, whole tens of yuan. */
export function fullFareFen(flight: ScheduledFlight, isInternational: boolean): number {
  const yuan = isInternational ? 1500 + flight.distanceKm * 0.6 : 200 + flight.distanceKm * 0.95
  return Math.round(yuan / 10) * 1000
}

/** Airport construction fee and fuel surcharge per passenger and segment. */
export function taxFen(flight: ScheduledFlight, isInternational: boolean): number {
  if (isInternational) return 30000 + Math.round(flight.distanceKm / 10) * 100
  return 5000 + (flight.distanceKm <= 800 ? 1000 : 2000)
}

/** Refund and change fees by cabin and discount (decision 0171): the cheaper the fare, the dearer its changes. */
export function rulesOf(fare: FareClass): FareRules {
  const tiers = (p: readonly [number, number, number, number]) => [
    { HoursBefore: 168, Percent: p[0] },
    { HoursBefore: 48, Percent: p[1] },
    { HoursBefore: 4, Percent: p[2] },
    { HoursBefore: 0, Percent: p[3] },
  ]
  const isFull = fare.percentOfY >= 100
  const refund = fare.cabin === 'F' ? [0, 5, 5, 10] as const : fare.cabin === 'C' ? [5, 5, 10, 15] as const : isFull ? [0, 5, 10, 20] as const : [10, 20, 30, 50] as const
  const change = fare.cabin === 'F' ? [0, 0, 0, 5] as const : fare.cabin === 'C' ? [0, 0, 5, 10] as const : isFull ? [0, 0, 5, 10] as const : [5, 10, 20, 30] as const
  return {
    Refund: tiers(refund),
    Change: tiers(change),
    IsEndorsable: fare.cabin !== 'Y' || isFull,
    Text: fare.cabin !== 'Y' || isFull ? '可签转' : '不得签转',
  }
}
