import type { Queryable } from '../../db/types'
import type { FlightCity, FlightFare, FlightItem, GetFlightCitiesData, QueryFlightListData, QueryFlightListRequest, QueryLowestFaresData, QueryLowestFaresRequest, QuerySeatListData, QuerySeatListRequest } from '../../../../types/api/flight'
import type { Member } from '../../lib/caller'
import { noResult, type Answer } from '../../lib/answer'
import { invalidInput, notFound } from '../../lib/errors'
import { addDays, isRealDate, shanghaiDate } from '../../lib/time'
import { documentAreaOf } from '@domain/flight/documents'
import type { City } from './supplier/geography'
import type { FlightSupplier, SupplierFare, SupplierFlight } from './supplier/index'
import { checkFare, dayOptions, describeStandard, flightStandardOf, type AppliedFlightStandard, type FareOption } from './standard'

const MAX_DAYS_AHEAD = 365

export const toFlightCity = (c: City): FlightCity => ({
  CityCode: c.cityCode, CityName: c.name, Pinyin: c.pinyin, Initials: c.initials, EnName: c.enName, IsInternational: c.isInternational, Country: c.country, Continent: c.continent,
  Airports: c.airports.map((a) => ({ Code: a.code, Name: a.name, Terminals: a.terminals, Pinyin: a.pinyin, Initials: a.initials, EnName: a.enName })),
})

export function flightCities(supplier: FlightSupplier, isInternational: boolean | undefined): GetFlightCitiesData {
  const cities = supplier.cities().filter((c) => isInternational === undefined || c.isInternational === isInternational)
  return { Hot: cities.filter((c) => c.isHot).map(toFlightCity), Cities: cities.map(toFlightCity) }
}

function checkSearch(body: { DepartCityCode: string; ArriveCityCode: string; DepartDate: string }) {
  if (body.DepartCityCode === body.ArriveCityCode) throw invalidInput('出发城市和到达城市不能相同')
  if (!isRealDate(body.DepartDate)) throw invalidInput('出发日期不正确')
  const today = shanghaiDate()
  if (body.DepartDate < today) throw invalidInput('出发日期不能早于今天')
  if (body.DepartDate > addDays(today, MAX_DAYS_AHEAD)) throw invalidInput('仅可查询一年内的航班')
}

/** Fares still sold: departure at least 45 minutes ahead (check-in closes), seats left. */
const isOnSale = (flight: SupplierFlight, now: Date) => flight.departAt.getTime() - now.getTime() >= 45 * 60_000

export function toFlightItem(f: SupplierFlight, fares: readonly SupplierFare[]): FlightItem {
  const lowest = [...fares].filter((x) => x.seatsLeft > 0).sort((a, b) => a.priceFen - b.priceFen)[0] ?? fares[0]
  return {
    FlightNo: f.flight.flightNo,
    AirlineCode: f.flight.airline.code,
    AirlineName: f.flight.airline.name,
    AircraftType: f.flight.aircraft,
    DepartAirportCode: f.flight.from.code,
    DepartAirportName: f.flight.from.name,
    DepartTerminal: f.flight.fromTerminal,
    ArriveAirportCode: f.flight.to.code,
    ArriveAirportName: f.flight.to.name,
    ArriveTerminal: f.flight.toTerminal,
    DepartTime: f.departTime,
    ArriveTime: f.arriveTime,
    DurationMinutes: f.flight.durationMinutes,
    CrossDays: f.crossDays,
    IsShared: f.flight.operatingFlightNo !== '',
    OperatingFlightNo: f.flight.operatingFlightNo,
    StopCity: '',
    OnTimeRate: f.flight.onTimeRate,
    LowestFareFen: lowest.priceFen,
    LowestDiscount: lowest.percentOfY * 10,
    LowestCabinClass: lowest.cabin,
    SeatsLeft: fares.reduce((sum, x) => sum + x.seatsLeft, 0),
    DocumentArea: documentAreaOf([f.from.country, f.to.country]),
  }
}

/** b2b Flight/QueryFlightList: the day's flights of a city pair; none (or none in the cabin asked): 2000. */
export async function queryFlightList(supplier: FlightSupplier, body: QueryFlightListRequest, now = new Date()): Promise<QueryFlightListData | Answer<QueryFlightListData>> {
  checkSearch(body)
  const cabin = body.CabinClass ?? ''
  const flights = (await supplier.search(body.DepartCityCode, body.ArriveCityCode, body.DepartDate))
    .filter((f) => isOnSale(f, now))
    .map((f) => ({ f, fares: f.fares.filter((x) => cabin === '' || x.cabin === cabin) }))
    .filter(({ fares }) => fares.length > 0)
  if (flights.length === 0) return noResult({ Flights: [] }, '暂无符合条件的航班')
  return { Flights: flights.map(({ f, fares }) => toFlightItem(f, fares)) }
}

/** The fare calendar covers at most about two months a call (one month view and the next). */
export const LOWEST_FARES_MAX_DAYS = 62

/**
 * b2b Flight/QueryLowestFares: each day's lowest economy (Y) fare of a city pair from StartDate to EndDate, among
 * flights still on sale with seats left; null for a day without one. Days before today or past the year on sale
 * are left out (a month view asks for whole months).
 */
export async function queryLowestFares(supplier: FlightSupplier, body: QueryLowestFaresRequest, now = new Date()): Promise<QueryLowestFaresData> {
  if (body.DepartCityCode === body.ArriveCityCode) throw invalidInput('出发城市和到达城市不能相同')
  if (!isRealDate(body.StartDate) || !isRealDate(body.EndDate) || body.EndDate < body.StartDate) throw invalidInput('日期范围不正确')
  if (addDays(body.StartDate, LOWEST_FARES_MAX_DAYS - 1) < body.EndDate) throw invalidInput(`一次最多查询${LOWEST_FARES_MAX_DAYS}天的低价`)
  const today = shanghaiDate(now)
  const first = body.StartDate < today ? today : body.StartDate
  const lastOnSale = addDays(today, MAX_DAYS_AHEAD)
  const last = body.EndDate > lastOnSale ? lastOnSale : body.EndDate
  const days: QueryLowestFaresData['Days'] = []
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const flights = await supplier.search(body.DepartCityCode, body.ArriveCityCode, date)
    const prices = flights
      .filter((f) => isOnSale(f, now))
      .flatMap((f) => f.fares.filter((x) => x.cabin === 'Y' && x.seatsLeft > 0).map((x) => x.priceFen))
    days.push({ Date: date, LowestFareFen: prices.length > 0 ? Math.min(...prices) : null })
  }
  return { Days: days }
}

export function toFlightFare(flight: SupplierFlight, fare: SupplierFare, applied: AppliedFlightStandard, options: readonly FareOption[]): FlightFare {
  const verdict = checkFare(applied, flight, fare, options)
  return {
    FareId: fare.fareId,
    CabinClass: fare.cabin,
    CabinName: fare.cabinName,
    BookingClass: fare.bookingClass,
    PriceFen: fare.priceFen,
    FullPriceFen: fare.fullPriceFen,
    Discount: fare.percentOfY * 10,
    TaxFen: fare.taxFen,
    SeatsLeft: fare.seatsLeft,
    BaggageKg: fare.baggageKg,
    Meal: fare.meal,
    IsProtocol: false,
    Rules: fare.rules,
    IsOverStandard: verdict.status === 'over',
    OverStandardText: verdict.status === 'over' ? verdict.rule : '',
    PolicyAction: verdict.action,
  }
}

/** b2b Flight/QuerySeatList: every cabin and fare of one flight with its rules and the member's standard. */
export async function querySeatList(db: Queryable, supplier: FlightSupplier, member: Member, body: QuerySeatListRequest): Promise<QuerySeatListData> {
  checkSearch(body)
  const day = await supplier.search(body.DepartCityCode, body.ArriveCityCode, body.DepartDate)
  const flight = day.find((f) => f.flight.flightNo === body.FlightNo)
  if (!flight) throw notFound('航班不存在或已停售，请重新查询')
  const applied = await flightStandardOf(db, member)
  const options = dayOptions(day)
  return { Flight: toFlightItem(flight, flight.fares), Fares: flight.fares.map((f) => toFlightFare(flight, f, applied, options)), StandardText: describeStandard(applied) }
}
