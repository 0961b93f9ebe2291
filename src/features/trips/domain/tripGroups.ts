import { dateLabel, shanghaiDate } from './shanghaiDate'

export type DatedTrip = { StartTime: string; EndTime?: string | null }
export type TripGroup<T> = { date: string; label: string; trips: T[] }
export type GroupedTrips<T> = { upcoming: TripGroup<T>[]; past: TripGroup<T>[] }

/**
 * Trips by their start day (Asia/Shanghai). A trip is upcoming until the day it ends (a hotel stay in
 * progress is still upcoming). Upcoming days soonest first; past days latest first.
 */
export function groupTrips<T extends DatedTrip>(trips: readonly T[], now: number): GroupedTrips<T> {
  const today = shanghaiDate(now)
  const isUpcoming = (t: T) => shanghaiDate(t.EndTime || t.StartTime) >= today
  const byStart = (a: T, b: T) => Date.parse(a.StartTime) - Date.parse(b.StartTime)
  const upcoming = trips.filter(isUpcoming).sort(byStart)
  const past = trips.filter((t) => !isUpcoming(t)).sort((a, b) => byStart(b, a))
  return { upcoming: byDay(upcoming, today), past: byDay(past, today) }
}

function byDay<T extends DatedTrip>(sorted: readonly T[], today: string): TripGroup<T>[] {
  const groups: TripGroup<T>[] = []
  for (const trip of sorted) {
    const date = shanghaiDate(trip.StartTime)
    const last = groups[groups.length - 1]
    if (last && last.date === date) last.trips.push(trip)
    else groups.push({ date, label: dateLabel(date, today), trips: [trip] })
  }
  return groups
}
