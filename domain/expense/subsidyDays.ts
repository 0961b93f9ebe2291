/**
 * Travel subsidy days (出差补贴, decision 0251). Every calendar day has two halves, 上午 and 下午. A trip covers
 * every half from its departure to its return, except: leaving at or after the departure cutoff skips the
 * morning of the departure day, coming back at or before the return cutoff skips the afternoon of the return
 * day. Halves covered by several overlapping trips are paid once, at the best rate among them. Times are the
 * wall clock of Asia/Shanghai written 'YYYY-MM-DD HH:mm'.
 */

/**
 * dayRates (decision 0772): the rate and city of each date of a multi-city trip (a tier per day and city); a date
 * not in it pays the trip's rateFen at its cityName.
 */
export type SubsidyTrip = { id: string; depart: string; back: string; rateFen: number; cityName: string; dayRates?: Readonly<Record<string, { rateFen: number; cityName: string }>> }
export type SubsidyCutoffs = { departAfter: string; returnBefore: string }
export type SubsidyDay = { date: string; halves: 1 | 2; amountFen: number; tripIds: string[]; cityName: string }
export type SubsidyResult = { days: SubsidyDay[]; dayCount: number; amountFen: number }

export const DEFAULT_CUTOFFS: SubsidyCutoffs = { departAfter: '12:00', returnBefore: '12:00' }

const STAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/

function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000)
}
function dateOf(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10)
}

/** Index of the first and last half covered by a trip (day * 2 + 0 morning / 1 afternoon), null when none. */
export function halvesOf(trip: Pick<SubsidyTrip, 'depart' | 'back'>, cutoffs: SubsidyCutoffs = DEFAULT_CUTOFFS): [number, number] | null {
  const d = STAMP.exec(trip.depart)
  const b = STAMP.exec(trip.back)
  if (!d || !b || trip.back < trip.depart) return null
  const first = dayNumber(trip.depart.slice(0, 10)) * 2 + (trip.depart.slice(11) >= cutoffs.departAfter ? 1 : 0)
  const last = dayNumber(trip.back.slice(0, 10)) * 2 + (trip.back.slice(11) <= cutoffs.returnBefore ? 0 : 1)
  return last >= first ? [first, last] : null
}

/** payerId: the trip whose rate pays the half (the best among tripIds). */
export type SubsidyHalf = { date: string; half: 0 | 1; amountFen: number; tripIds: string[]; cityName: string; payerId: string }

/** The key of a half day ('2026-11-20#1' is the afternoon of the 20th). */
export const halfKey = (date: string, half: 0 | 1): string => `${date}#${half}`

/** Every half day the trips cover, once each, at the best rate among the trips covering it (morning: the
 * smaller half of an odd rate, afternoon the rest, so a whole day is the rate exactly). */
export function subsidyHalves(trips: readonly SubsidyTrip[], cutoffs: SubsidyCutoffs = DEFAULT_CUTOFFS): SubsidyHalf[] {
  const best = new Map<number, { trip: SubsidyTrip; rate: { rateFen: number; cityName: string }; trips: Set<string> }>()
  for (const trip of trips) {
    const span = halvesOf(trip, cutoffs)
    if (!span) continue
    for (let h = span[0]; h <= span[1]; h++) {
      const rate = trip.dayRates?.[dateOf(Math.floor(h / 2))] ?? { rateFen: trip.rateFen, cityName: trip.cityName }
      const seen = best.get(h)
      if (!seen) best.set(h, { trip, rate, trips: new Set([trip.id]) })
      else {
        seen.trips.add(trip.id)
        if (rate.rateFen > seen.rate.rateFen) Object.assign(seen, { trip, rate })
      }
    }
  }
  return [...best.keys()].sort((a, b) => a - b).filter((h) => best.get(h)!.rate.rateFen > 0).map((h) => {
    const { trip, rate, trips: ids } = best.get(h)!
    const half = (h % 2) as 0 | 1
    const morning = Math.floor(rate.rateFen / 2)
    return { date: dateOf(Math.floor(h / 2)), half, amountFen: half === 0 ? morning : rate.rateFen - morning, tripIds: [...ids], cityName: rate.cityName, payerId: trip.id }
  })
}

/** Half days grouped by day, with the count of days (halves / 2) and the amount. */
export function groupHalves(halves: readonly SubsidyHalf[]): SubsidyResult {
  const byDay = new Map<string, SubsidyDay>()
  for (const half of halves) {
    const entry = byDay.get(half.date)
    if (!entry) byDay.set(half.date, { date: half.date, halves: 1, amountFen: half.amountFen, tripIds: [...half.tripIds], cityName: half.cityName })
    else {
      entry.halves = 2
      entry.amountFen += half.amountFen
      for (const id of half.tripIds) if (!entry.tripIds.includes(id)) entry.tripIds.push(id)
    }
  }
  const days = [...byDay.values()]
  return { days, dayCount: days.reduce((s, d) => s + d.halves, 0) / 2, amountFen: days.reduce((s, d) => s + d.amountFen, 0) }
}

/** The subsidy of a member's trips: per day its covered halves (each paid once) and the amount. */
export function subsidyDays(trips: readonly SubsidyTrip[], cutoffs: SubsidyCutoffs = DEFAULT_CUTOFFS): SubsidyResult {
  return groupHalves(subsidyHalves(trips, cutoffs))
}

/** The daily rate of a grade in a city tier: meal + transport + communication, in fen. */
export type SubsidyRate = { cityTier: number; grade: string; mealFen: number; transportFen: number; communicationFen: number }
export const dailyRateFen = (r: Pick<SubsidyRate, 'mealFen' | 'transportFen' | 'communicationFen'>): number => r.mealFen + r.transportFen + r.communicationFen

/** The rate of a grade in a tier, falling back to the grade's rate of any tier ('*' grade matches every grade). */
export function rateFor(rates: readonly SubsidyRate[], cityTier: number, grade: string): SubsidyRate | null {
  return rates.find((r) => r.cityTier === cityTier && r.grade === grade)
    ?? rates.find((r) => r.cityTier === cityTier && r.grade === '*')
    ?? null
}
