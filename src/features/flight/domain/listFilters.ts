import type { FlightItem } from '@api/flight'

export type TimeBand = 'all' | 'morning' | 'afternoon' | 'evening'
export type FlightSort = 'departure' | 'price' | 'duration'

export type FlightFilters = { airlines: readonly string[]; timeBand: TimeBand; directOnly: boolean }

export const NO_FILTERS: FlightFilters = { airlines: [], timeBand: 'all', directOnly: false }

export const TIME_BANDS: readonly { key: TimeBand; text: string; from: string; to: string }[] = [
  { key: 'all', text: '不限', from: '00:00', to: '24:00' },
  { key: 'morning', text: '上午 06-12点', from: '00:00', to: '12:00' },
  { key: 'afternoon', text: '下午 12-18点', from: '12:00', to: '18:00' },
  { key: 'evening', text: '晚上 18-24点', from: '18:00', to: '24:00' },
]

export const SORTS: readonly { key: FlightSort; text: string }[] = [
  { key: 'departure', text: '起飞最早' },
  { key: 'price', text: '价格最低' },
  { key: 'duration', text: '耗时最短' },
]

const timeOf = (local: string) => local.slice(11, 16)

export function matches(flight: FlightItem, filters: FlightFilters): boolean {
  if (filters.airlines.length > 0 && !filters.airlines.includes(flight.AirlineCode)) return false
  if (filters.directOnly && flight.StopCity !== '') return false
  const band = TIME_BANDS.find((b) => b.key === filters.timeBand)
  if (band && band.key !== 'all') {
    const time = timeOf(flight.DepartTime)
    if (time < band.from || time >= band.to) return false
  }
  return true
}

const COMPARE: Record<FlightSort, (a: FlightItem, b: FlightItem) => number> = {
  departure: (a, b) => a.DepartTime.localeCompare(b.DepartTime),
  price: (a, b) => a.LowestFareFen - b.LowestFareFen || a.DepartTime.localeCompare(b.DepartTime),
  duration: (a, b) => a.DurationMinutes - b.DurationMinutes || a.DepartTime.localeCompare(b.DepartTime),
}

/** The flights shown: filtered, then sorted (ties by departure). */
export function visibleFlights(flights: readonly FlightItem[], filters: FlightFilters, sort: FlightSort): FlightItem[] {
  return flights.filter((f) => matches(f, filters)).sort(COMPARE[sort])
}

/** Airlines present in the result, for the airline filter. */
export function airlinesOf(flights: readonly FlightItem[]): { code: string; name: string }[] {
  const seen = new Map<string, string>()
  for (const f of flights) if (!seen.has(f.AirlineCode)) seen.set(f.AirlineCode, f.AirlineName)
  return [...seen].map(([code, name]) => ({ code, name }))
}

/** 2小时15分 */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${h > 0 ? `${h}小时` : ''}${m > 0 ? `${m}分` : ''}` || '0分'
}

/** 6.5折 / 全价 from tenths of a percent. */
export function discountText(discount: number): string {
  if (discount >= 1000) return discount === 1000 ? '全价' : `${(discount / 1000).toFixed(1).replace(/\.0$/, '')}倍`
  return `${(discount / 100).toFixed(1).replace(/\.0$/, '')}折`
}
