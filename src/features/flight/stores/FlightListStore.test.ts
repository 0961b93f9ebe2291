import type { FlightItem, QueryFlightListData } from '@api/flight'
import { SearchCacheStore } from '@/stores/SearchCacheStore'
import { fakeClock, memoryStorage } from '@test/stores/fakes'
import type { FlightApi } from '../api/flightApi'
import { FlightListStore } from './FlightListStore'

const flight = (no: string, depart: string, fare: number): FlightItem => ({
  FlightNo: no, AirlineCode: no.slice(0, 2), AirlineName: no.slice(0, 2), AircraftType: 'A320', DepartAirportCode: 'PEK', DepartAirportName: '首都',
  DepartTerminal: 'T3', ArriveAirportCode: 'SHA', ArriveAirportName: '虹桥', ArriveTerminal: 'T2', DepartTime: `2026-12-01 ${depart}`,
  ArriveTime: '2026-12-01 23:00', DurationMinutes: 130, CrossDays: 0, IsShared: false, OperatingFlightNo: '', StopCity: '', OnTimeRate: 90,
  LowestFareFen: fare, LowestDiscount: 650, LowestCabinClass: 'Y', SeatsLeft: 9, DocumentArea: 'domestic',
})
const PARAMS = { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: '2026-12-01', CabinClass: '' as const }

function setup(answers: (QueryFlightListData | Error)[]) {
  const clock = fakeClock()
  const cache = new SearchCacheStore({ clock, storage: memoryStorage() })
  const flights = jest.fn(async () => {
    const next = answers.shift()
    if (!next || next instanceof Error) throw next ?? new Error('no answer')
    return next
  })
  const store = new FlightListStore({ api: { flights } as unknown as FlightApi, cache })
  return { store, flights, clock, cache }
}

test('a result is reused for 15 s, then asked again', async () => {
  const { store, flights, clock } = setup([{ Flights: [flight('CA1', '08:00', 90000)] }, { Flights: [flight('MU2', '09:00', 80000)] }])
  await store.search(PARAMS)
  await store.search(PARAMS)
  expect(flights).toHaveBeenCalledTimes(1)
  clock.advance(14_999)
  await store.search(PARAMS)
  expect(flights).toHaveBeenCalledTimes(1)
  clock.advance(1)
  await store.search(PARAMS)
  expect(flights).toHaveBeenCalledTimes(2)
  expect(store.shown.map((f) => f.FlightNo)).toEqual(['MU2'])
})

test('another search is not served from the cache; a pull-down refresh asks again', async () => {
  const { store, flights } = setup([{ Flights: [] }, { Flights: [flight('CA1', '08:00', 1)] }, { Flights: [flight('CA3', '10:00', 1)] }])
  await store.search(PARAMS)
  await store.search({ ...PARAMS, DepartDate: '2026-12-02' })
  await store.refresh()
  expect(flights).toHaveBeenCalledTimes(3)
  expect(store.shown.map((f) => f.FlightNo)).toEqual(['CA3'])
})

test('code 2000 (no flights) is an empty result, not an error', async () => {
  const { store } = setup([{ Flights: [] }])
  await store.search(PARAMS)
  expect(store.load.status).toBe('ready')
  expect(store.isEmpty).toBe(true)
})

test('a failure shows the server message and keeps nothing in the cache', async () => {
  const failure = Object.assign(new Error('x'), { Msg: '出发日期不能早于今天' })
  const { store, cache } = setup([failure])
  await store.search(PARAMS)
  expect(store.load.status).toBe('error')
  expect(store.load.errorMessage).toBe('出发日期不能早于今天')
  expect(cache.cachedFor('flightList', PARAMS)).toBeNull()
})

test('sort and airline filter', async () => {
  const { store } = setup([{ Flights: [flight('CA1', '08:00', 90000), flight('MU2', '07:00', 70000), flight('CA3', '06:00', 80000)] }])
  await store.search(PARAMS)
  expect(store.shown.map((f) => f.FlightNo)).toEqual(['CA3', 'MU2', 'CA1'])
  store.setSort('price')
  expect(store.shown.map((f) => f.FlightNo)).toEqual(['MU2', 'CA3', 'CA1'])
  store.toggleAirline('CA')
  expect(store.shown.map((f) => f.FlightNo)).toEqual(['CA3', 'CA1'])
  store.toggleAirline('CA')
  expect(store.shown).toHaveLength(3)
})
