import type { Db, Queryable } from '../../../db/types'
import { isRealDate } from '../../../lib/time'
import { carrierOf, ticketPrefixOf } from '../../../../../domain/flight/endorsement'
import { zonedInstant, zonedWallClock } from '../../../../../domain/dates/zonedTime'
import { cityByCode, CITIES } from './geography'
import type { FlightSupplier, SupplierFare, SupplierFlight } from './index'
import { cityPairKm, dailyFlights, fareClasses, fullFareFen, hash, rulesOf, taxFen, type ScheduledFlight } from './schedule'
import type { City } from './geography'

export const fareIdOf = (flightNo: string, date: string, bookingClass: string, from: string, to: string) => `${flightNo}.${date}.${bookingClass}.${from}.${to}`

function parseFareId(fareId: string) {
  const [flightNo, date, bookingClass, from, to] = fareId.split('.')
  return flightNo && date && isRealDate(date) && bookingClass && from && to ? { flightNo, date, bookingClass, from, to } : null
}

async function seatsLeft(db: Queryable, flightNos: string[], date: string): Promise<Map<string, number>> {
  if (flightNos.length === 0) return new Map()
  const { rows } = await db.query<{ flight_no: string; booking_class: string; seats_left: number }>(
    'select flight_no, booking_class, seats_left from flight_seats where flight_no = any($1::text[]) and depart_date = $2',
    [flightNos, date],
  )
  return new Map(rows.map((r) => [`${r.flight_no}.${r.booking_class}`, r.seats_left]))
}

function build(flight: ScheduledFlight, from: City, to: City, date: string, left: Map<string, number>): SupplierFlight {
  const isInternational = from.isInternational || to.isInternational
  // Wall clocks of each airport's own zone, daylight saving included (decision 0620).
  const departAt = zonedInstant(date, flight.departMinute, flight.from.tz)
  const arriveTime = zonedWallClock(new Date(departAt.getTime() + flight.durationMinutes * 60_000), flight.to.tz)
  const km = cityPairKm(from, to)
  const fullFen = fullFareFen(km, isInternational)
  const fares = fareClasses(flight, date, isInternational, `${from.cityCode}-${to.cityCode}`).map((c): SupplierFare => ({
    ...c,
    fareId: fareIdOf(flight.flightNo, date, c.bookingClass, from.cityCode, to.cityCode),
    priceFen: Math.round((fullFen * c.percentOfY) / 100 / 1000) * 1000,
    fullPriceFen: fullFen,
    taxFen: taxFen(km, isInternational),
    seatsLeft: left.get(`${flight.flightNo}.${c.bookingClass}`) ?? c.defaultSeats,
    rules: rulesOf(c),
  }))
  const crossDays = Math.round((Date.parse(`${arriveTime.slice(0, 10)}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000)
  return { flight, from, to, date, isInternational, departTime: zonedWallClock(departAt, flight.from.tz), arriveTime, departAt, crossDays, fares }
}

/** The simulated channel (decision 0172): deterministic schedules and fares, seats held in the app's database. */
export function createSimulatedFlightSupplier(db: Db): FlightSupplier {
  const search = async (fromCode: string, toCode: string, date: string, on: Queryable = db) => {
    const from = cityByCode(fromCode)
    const to = cityByCode(toCode)
    if (!from || !to || !isRealDate(date)) return []
    const flights = dailyFlights(from, to, date)
    const left = await seatsLeft(on, flights.map((f) => f.flightNo), date)
    return flights.map((f) => build(f, from, to, date, left))
  }
  const defaultSeatsOf = async (tx: Queryable, fareId: string) => {
    const id = parseFareId(fareId)
    if (!id) return null
    const flight = (await search(id.from, id.to, id.date, tx)).find((f) => f.flight.flightNo === id.flightNo)
    const fare = flight?.fares.find((f) => f.bookingClass === id.bookingClass)
    return fare && id ? { id, seats: fare.defaultSeats } : null
  }
  return {
    cities: () => CITIES,
    search: (from, to, date) => search(from, to, date),
    async fare(fareId) {
      const id = parseFareId(fareId)
      if (!id) return null
      const flight = (await search(id.from, id.to, id.date)).find((f) => f.flight.flightNo === id.flightNo)
      const fare = flight?.fares.find((f) => f.bookingClass === id.bookingClass)
      return flight && fare ? { flight, fare } : null
    },
    async hold(tx, fareId, count) {
      const known = await defaultSeatsOf(tx, fareId)
      if (!known) return false
      const { id, seats } = known
      await tx.query(
        'insert into flight_seats (flight_no, depart_date, booking_class, seats_left) values ($1, $2, $3, $4) on conflict do nothing',
        [id.flightNo, id.date, id.bookingClass, seats],
      )
      const { rowCount } = await tx.query(
        'update flight_seats set seats_left = seats_left - $4 where flight_no = $1 and depart_date = $2 and booking_class = $3 and seats_left >= $4',
        [id.flightNo, id.date, id.bookingClass, count],
      )
      return rowCount > 0
    },
    async release(tx, fareId, count) {
      const id = parseFareId(fareId)
      if (!id) return
      await tx.query('update flight_seats set seats_left = seats_left + $4 where flight_no = $1 and depart_date = $2 and booking_class = $3', [
        id.flightNo, id.date, id.bookingClass, count,
      ])
    },
    async issueTickets(fareId, orderNo, passengerCount) {
      // The validating carrier is the flight number's (a codeshare's marketing carrier): its IATA accounting code.
      const prefix = ticketPrefixOf(carrierOf(fareId))
      if (!prefix) throw new Error(`no ticket prefix for ${fareId}`)
      return Array.from({ length: passengerCount }, (_, i) => `${prefix}-${String(hash(`${orderNo}|${fareId}|${i}`) % 10_000_000_000).padStart(10, '0')}`)
    },
  }
}
