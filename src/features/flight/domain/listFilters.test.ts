import type { FlightItem } from '@api/flight'
import { airlinesOf, discountText, durationText, NO_FILTERS, visibleFlights } from './listFilters'

const flight = (no: string, airline: string, depart: string, fare: number, minutes: number, stop = ''): FlightItem => ({
  FlightNo: no, AirlineCode: airline, AirlineName: airline === 'CA' ? '中国国航' : '东方航空', AircraftType: 'A320',
  DepartAirportCode: 'PEK', DepartAirportName: '首都国际机场', DepartTerminal: 'T3', ArriveAirportCode: 'SHA', ArriveAirportName: '虹桥国际机场',
  ArriveTerminal: 'T2', DepartTime: `2026-12-01 ${depart}`, ArriveTime: '2026-12-01 23:00', DurationMinutes: minutes, CrossDays: 0, IsShared: false,
  OperatingFlightNo: '', StopCity: stop, OnTimeRate: 90, LowestFareFen: fare, LowestDiscount: 650, LowestCabinClass: 'Y', SeatsLeft: 9, DocumentArea: 'domestic',
})

const FLIGHTS = [
  flight('CA1', 'CA', '08:00', 90000, 130),
  flight('MU2', 'MU', '12:00', 70000, 140),
  flight('CA3', 'CA', '17:59', 70000, 120, '合肥'),
  flight('MU4', 'MU', '18:00', 60000, 125),
]
const nos = (list: FlightItem[]) => list.map((f) => f.FlightNo)

test.each([
  ['no filter, by departure', NO_FILTERS, 'departure', ['CA1', 'MU2', 'CA3', 'MU4']],
  ['by price, ties by departure', NO_FILTERS, 'price', ['MU4', 'MU2', 'CA3', 'CA1']],
  ['by duration', NO_FILTERS, 'duration', ['CA3', 'MU4', 'CA1', 'MU2']],
  ['airline CA', { ...NO_FILTERS, airlines: ['CA'] }, 'departure', ['CA1', 'CA3']],
  ['afternoon band: 12:00 in, 18:00 out', { ...NO_FILTERS, timeBand: 'afternoon' }, 'departure', ['MU2', 'CA3']],
  ['evening band', { ...NO_FILTERS, timeBand: 'evening' }, 'departure', ['MU4']],
  ['morning band', { ...NO_FILTERS, timeBand: 'morning' }, 'departure', ['CA1']],
  ['direct only', { ...NO_FILTERS, directOnly: true }, 'departure', ['CA1', 'MU2', 'MU4']],
] as const)('%s', (_name, filters, sort, expected) => {
  expect(nos(visibleFlights(FLIGHTS, filters, sort))).toEqual(expected)
})

test('airlines of a result, first seen order', () => {
  expect(airlinesOf(FLIGHTS)).toEqual([{ code: 'CA', name: '中国国航' }, { code: 'MU', name: '东方航空' }])
})

test.each([[130, '2小时10分'], [120, '2小时'], [45, '45分']])('durationText(%s)', (m, text) => expect(durationText(m)).toBe(text))
test.each([[650, '6.5折'], [500, '5折'], [1000, '全价'], [2500, '2.5倍']])('discountText(%s)', (d, text) => expect(discountText(d)).toBe(text))
