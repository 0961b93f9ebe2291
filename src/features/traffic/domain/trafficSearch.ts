import type { FlightItem } from '@api/flight'
import type { TrainItem } from '@api/train'
import { lastPresaleDate, PRESALE_DAYS } from '@domain/train/presale'

/** A city for both searches: its name (the rail search takes it) and its IATA city code ('' without an airport). */
export type TrafficCity = { name: string; flightCode: string }
export type TrafficSearch = { from: TrafficCity; to: TrafficCity; date: string }
export type TrafficMode = 'all' | 'train' | 'flight'

export type TrafficItem =
  | { kind: 'train'; key: string; departTime: string; durationMinutes: number; lowestFen: number; train: TrainItem }
  | { kind: 'flight'; key: string; departTime: string; durationMinutes: number; lowestFen: number; flight: FlightItem }


/** Why the search cannot run, in Chinese; '' when it can. */
export function searchError(search: TrafficSearch, today: string): string {
  if (!search.from.name || !search.to.name) return '请选择出发城市和到达城市'
  if (search.from.name === search.to.name) return '出发城市和到达城市不能相同'
  if (search.date < today) return '出发日期不能早于今天'
  return ''
}

/** Why trains are not searched for this date ('' when they are). */
export function trainDateNote(date: string, today: string): string {
  return date > lastPresaleDate(today) ? `火车票仅可预订${PRESALE_DAYS + 1}天内的车票` : ''
}

/** Why flights are not searched for this pair ('' when they are). */
export function flightNote(search: TrafficSearch): string {
  if (!search.from.flightCode) return `${search.from.name}暂无机场`
  if (!search.to.flightCode) return `${search.to.name}暂无机场`
  return ''
}

const trainLowest = (train: TrainItem) => {
  const open = train.Seats.filter((s) => s.Remaining > 0)
  return Math.min(...(open.length > 0 ? open : train.Seats).map((s) => s.PriceFen))
}

/** Trains and flights in one list by departure time (flights' 'YYYY-MM-DD HH:mm' read as HH:mm), then the shorter trip. */
export function mergeTraffic(trains: readonly TrainItem[], flights: readonly FlightItem[], mode: TrafficMode = 'all'): TrafficItem[] {
  const items: TrafficItem[] = [
    ...(mode === 'flight' ? [] : trains.map((train): TrafficItem => ({ kind: 'train', key: `T${train.TrainNo}`, departTime: train.DepartTime, durationMinutes: train.DurationMinutes, lowestFen: trainLowest(train), train }))),
    ...(mode === 'train' ? [] : flights.map((flight): TrafficItem => ({ kind: 'flight', key: `F${flight.FlightNo}`, departTime: flight.DepartTime.slice(11, 16), durationMinutes: flight.DurationMinutes, lowestFen: flight.LowestFareFen, flight }))),
  ]
  return items.sort((a, b) => a.departTime.localeCompare(b.departTime) || a.durationMinutes - b.durationMinutes || a.key.localeCompare(b.key))
}

export type ModeSummary = { count: number; lowestFen: number | null; fastestMinutes: number | null }

/** Per mode: how many, the lowest price and the shortest trip (null when none). */
export function summarize(items: readonly TrafficItem[]): ModeSummary {
  if (items.length === 0) return { count: 0, lowestFen: null, fastestMinutes: null }
  return { count: items.length, lowestFen: Math.min(...items.map((i) => i.lowestFen)), fastestMinutes: Math.min(...items.map((i) => i.durationMinutes)) }
}

/** The traffic pages' query, and back. */
export function searchToQuery(search: TrafficSearch): Record<string, string> {
  return { from: search.from.name, fromCode: search.from.flightCode, to: search.to.name, toCode: search.to.flightCode, date: search.date }
}

export function searchFromQuery(query: Record<string, string | undefined>): TrafficSearch | null {
  if (!query.from || !query.to || !query.date || !/^\d{4}-\d{2}-\d{2}$/.test(query.date)) return null
  return { from: { name: query.from, flightCode: query.fromCode ?? '' }, to: { name: query.to, flightCode: query.toCode ?? '' }, date: query.date }
}

/** 4小时28分, 55分. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return h > 0 ? `${h}小时${m > 0 ? `${m}分` : ''}` : `${m}分`
}
