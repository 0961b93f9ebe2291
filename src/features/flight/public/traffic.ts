import { todayWire } from '@/core/format'
import type { RootStore } from '@/stores/root'
import { openRoute } from '../../shared/navigation'
import { flightRoute, type FlightLine } from '../domain/flightRoutes'
import { defaultForm, formToQuery, type CityChoice } from '../domain/searchForm'
import { flightFlowOf } from '../stores/flightFlow'
import '../components/flight.scss'

/** What the traffic pages (交通首页, 综合交通) use of flights: the calls, the list's flight card and opening a search. */
export { createFlightApi, type FlightApi } from '../api/flightApi'
export { FlightCard } from '../components/FlightCard'

export type FlightSearchStart = { from: CityChoice; to: CityChoice; date: string; line: FlightLine }

/** Starts a domestic one-way search in the flight booking run; opens the flight's cabins, or the list without one. */
export function openFlightSearch(root: RootStore, start: FlightSearchStart, flightNo?: string): void {
  const flow = flightFlowOf(root)
  const form = { ...defaultForm(todayWire()), from: start.from, to: start.to, departDate: start.date, returnDate: start.date }
  flow.setForm(form)
  flow.startSearch()
  if (flightNo) openRoute(flightRoute('detail', start.line), { flightNo, date: start.date, from: start.from.code, to: start.to.code })
  else openRoute(flightRoute('list', start.line), formToQuery(form))
}
