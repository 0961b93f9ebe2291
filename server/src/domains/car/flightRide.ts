import type * as Api from '../../../../types/api/car'
import { FLIGHT_NO_PATTERN, airportPickupTime, normaliseFlightNo } from '@domain/car/airportRide'
import { flightStatusOf, type FlightStatus } from '../flight/public'
import { businessRule, invalidInput } from '../../lib/errors'
import { isRealDate, shanghaiIso } from '../../lib/time'
import { zonedWallClock } from '../../../../domain/dates/zonedTime'
import { wgs84ToGcj02 } from './supplier/coordinates'
import { cityAt } from './supplier/geocoder'
import { CAR_CITIES } from './supplier/places'

const STATUS_TEXT: Record<FlightStatus['status'], string> = { scheduled: '计划', delayed: '延误', cancelled: '取消' }

export type FlightRide = { status: FlightStatus; place: Api.CarPlace & { CityName: string } }

const airportName = (end: FlightStatus['from']) => `${end.airport.name}${end.terminal}`

/**
 * The car place of an airport terminal: the map's own point of that terminal (浦东国际机场T1航站楼) when it has one,
 * else the airport's position (GCJ-02) named by airport and terminal; null outside the cities cars serve.
 */
function terminalPlace(end: FlightStatus['from']): FlightRide['place'] | null {
  const at = wgs84ToGcj02({ lon: end.airport.lon, lat: end.airport.lat })
  const city = cityAt(at)
  if (!city) return null
  const seed = CAR_CITIES.find((c) => c.code === city.code)?.pois.find((p) => p.kind === 'airport' && p.name.startsWith(end.airport.name) && (end.terminal === '' || p.name.includes(end.terminal)))
  return seed
    ? { Name: seed.name, Address: seed.address, CityCode: city.code, CityName: city.name, Longitude: seed.lon, Latitude: seed.lat }
    : { Name: end.terminal ? `${end.airport.name}${end.terminal}航站楼` : end.airport.name, Address: `${city.name}${end.airport.name}`, CityCode: city.code, CityName: city.name, Longitude: at.lon, Latitude: at.lat }
}

/** The flights of a number and date a 接机 (their arrival) or 送机 (their departure) can serve, as the airline reports them now. */
export function flightRides(ref: Api.CarFlightRef, useType: 3 | 4, now: Date): FlightRide[] {
  const flightNo = normaliseFlightNo(ref.FlightNo)
  if (!FLIGHT_NO_PATTERN.test(flightNo)) throw invalidInput('请输入正确的航班号，如MU5101')
  if (!isRealDate(ref.FlightDate)) throw invalidInput('航班日期不正确')
  return flightStatusOf(flightNo, ref.FlightDate, now).flatMap((status) => {
    const place = terminalPlace(useType === 3 ? status.to : status.from)
    return place ? [{ status, place }] : []
  })
}

export function carFlightOf(ride: FlightRide, useType: 3 | 4): Api.CarFlight {
  const { status, place } = ride
  return {
    FlightNo: status.flightNo,
    FlightDate: status.date,
    DepartCityName: status.from.city.name,
    ArriveCityName: status.to.city.name,
    DepartAirport: airportName(status.from),
    ArriveAirport: airportName(status.to),
    DepartTime: status.from.wallClock,
    ArriveTime: status.to.wallClock,
    ScheduledDepartTime: zonedWallClock(status.scheduledDepart, status.from.airport.tz),
    ScheduledArriveTime: zonedWallClock(status.scheduledArrive, status.to.airport.tz),
    Status: status.status,
    StatusText: STATUS_TEXT[status.status],
    Notice: status.notice,
    Place: place,
    PickUpTime: useType === 3 && status.status !== 'cancelled' ? shanghaiIso(airportPickupTime(status.estimatedArrive)) : null,
  }
}

/**
 * The one flight a booking names, for the place the ride starts (接机) or ends (送机) at: refused when unknown,
 * cancelled, or when the place is not its terminal.
 */
export function bookedFlight(ref: Api.CarFlightRef, useType: 3 | 4, airportPlace: Api.CarPlace, now: Date): FlightRide {
  const rides = flightRides(ref, useType, now)
  if (rides.length === 0) throw invalidInput(useType === 3 ? '未查到该航班，或航班到达城市暂未开通用车服务' : '未查到该航班，或航班出发城市暂未开通用车服务')
  const ride = rides.find((r) => r.place.Name === airportPlace.Name)
  if (!ride) throw invalidInput(useType === 3 ? '上车地点应为航班到达的航站楼' : '目的地应为航班出发的航站楼')
  if (ride.status.status === 'cancelled') throw businessRule(`航班${ride.status.flightNo}已取消，无法预约${useType === 3 ? '接机' : '送机'}`)
  return ride
}
