import type { Queryable } from '../../db/types'
import type { FrequentLine, GetFrequentLinesData } from '../../../../types/api/traffic'
import type { Member } from '../../lib/caller'
import { noResult, type Answer } from '../../lib/answer'
import { shanghaiDate } from '../../lib/time'
import type { FlightSupplier } from '../flight/public'
import type { TrainSupplier } from '../train/public'

type Trip = { from: string; to: string; date: string; kind: 'train' | 'flight' }

/**
 * The caller's frequent lines (decision 0341): city pairs of the train orders (the first of a change chain only) and
 * flight segments they booked in the last 365 days, cancelled unpaid bookings left out; most trips first.
 */
export async function frequentLines(db: Queryable, rail: TrainSupplier, air: FlightSupplier, member: Member, limit: number): Promise<GetFrequentLinesData | Answer<GetFrequentLinesData>> {
  const cityOfStation = new Map(rail.stations().map((s) => [s.code, s.city]))
  const railCities = new Set(rail.stations().map((s) => s.city))
  const airCode = new Map(air.cities().filter((c) => !c.isInternational).map((c) => [c.name, c.cityCode]))
  // A rejected booking was never a trip, nor a 改签补款 order (its order already counts; decision 0640).
  const booked = `o.enterprise_id = $1 and o.booker_member_id = $2 and o.created_at > now() - interval '365 days' and not (o.status = 'Cancelled' and o.paid_fen = 0)
      and o.status <> 'Rejected' and not o.is_charge_only`
  const { rows: trains } = await db.query<{ from_code: string; to_code: string; run_date: string }>(
    `select t.from_code, t.to_code, t.run_date::text as run_date from orders o join train_orders t on t.order_id = o.id
      where ${booked} and t.changed_from_order_id is null`,
    [member.enterpriseId, member.memberId],
  )
  const { rows: flights } = await db.query<{ depart_city_name: string; arrive_city_name: string; depart_date: string }>(
    `select s.depart_city_name, s.arrive_city_name, left(s.depart_time, 10) as depart_date from orders o join flight_order_segments s on s.order_id = o.id
      join flight_orders f on f.order_id = o.id where ${booked} and not f.is_international`,
    [member.enterpriseId, member.memberId],
  )
  const trips: Trip[] = [
    ...trains.map((r): Trip => ({ from: cityOfStation.get(r.from_code) ?? '', to: cityOfStation.get(r.to_code) ?? '', date: r.run_date, kind: 'train' })),
    ...flights.map((r): Trip => ({ from: r.depart_city_name, to: r.arrive_city_name, date: r.depart_date, kind: 'flight' })),
  ].filter((t) => t.from && t.to && t.from !== t.to)
  const today = shanghaiDate(new Date())
  const lines = new Map<string, FrequentLine>()
  for (const trip of trips) {
    const key = `${trip.from}→${trip.to}`
    const line = lines.get(key) ?? {
      FromCity: trip.from, ToCity: trip.to, FromFlightCode: airCode.get(trip.from) ?? '', ToFlightCode: airCode.get(trip.to) ?? '',
      HasTrain: railCities.has(trip.from) && railCities.has(trip.to), Trips: 0, TrainTrips: 0, FlightTrips: 0, LastDate: '',
    }
    line.Trips += 1
    if (trip.kind === 'train') line.TrainTrips += 1
    else line.FlightTrips += 1
    // 最近: the latest trip already taken, never a booking ahead (issue 34); '' while every one is ahead.
    if (trip.date <= today && trip.date > line.LastDate) line.LastDate = trip.date
    lines.set(key, line)
  }
  const sorted = [...lines.values()].sort((a, b) => b.Trips - a.Trips || b.LastDate.localeCompare(a.LastDate) || a.FromCity.localeCompare(b.FromCity)).slice(0, limit)
  return sorted.length === 0 ? noResult({ Lines: [] }, '暂无常用线路') : { Lines: sorted }
}
