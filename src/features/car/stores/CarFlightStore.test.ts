import type { CarFlight } from '@api/car'
import { USE_TYPES } from '@domain/car/ride'
import { CarBookingStore } from './CarBookingStore'
import { CarFlightStore } from './CarFlightStore'
import { CarMapStore } from './CarMapStore'

const PUDONG = { Name: '浦东国际机场T1航站楼', Address: '浦东新区迎宾大道6000号', CityCode: '310100', CityName: '上海', Longitude: 121.8083, Latitude: 31.1434 }
const SQUARE = { Name: '人民广场', Address: '人民大道', CityCode: '310100', CityName: '上海', Longitude: 121.4737, Latitude: 31.2304 }
const flight = (over: Partial<CarFlight> = {}): CarFlight => ({
  FlightNo: 'MU5101', FlightDate: '2026-12-02', DepartCityName: '北京', ArriveCityName: '上海', DepartAirport: '首都国际机场T2', ArriveAirport: '浦东国际机场T1',
  DepartTime: '2026-12-02 08:00', ArriveTime: '2026-12-02 10:15', ScheduledDepartTime: '2026-12-02 08:00', ScheduledArriveTime: '2026-12-02 10:15',
  Status: 'scheduled', StatusText: '计划', Notice: '', Place: PUDONG, PickUpTime: '2026-12-02T10:15:00+08:00', ...over,
})

function setup(useType: 3 | 4 | 6) {
  const map = new CarMapStore({ geocode: jest.fn() }, jest.fn())
  map.setUseType(USE_TYPES.find((u) => u.useType === useType)!)
  const flights = jest.fn(async () => ({ Flights: [flight()] }))
  const toast = jest.fn()
  const store = new CarFlightStore({ flights }, map, toast, Date.parse('2026-12-01T02:00:00Z'))
  const quote = jest.fn(async () => ({ Distance: 40_000, Duration: 47, DistanceUnit: '米' as const, DurationUnit: '分钟' as const, PriceList: [], PickUpTime: '2026-12-02T10:15:00+08:00' }))
  const submit = jest.fn(async () => ({ OrderNo: 'C1', OrderStatus: 'Confirming', EstimateFen: 9_800, NeedApproval: false }))
  const booking = new CarBookingStore({ quote, validStandard: jest.fn(), submit }, map, () => 'req', toast)
  return { map, store, flights, toast, booking, quote, submit }
}

test('接机: the typed number is read as a flight number; the one flight found becomes the pick-up at its terminal', async () => {
  const { map, store, flights, booking, quote } = setup(3)
  map.setPlace(2, SQUARE)
  expect(booking.canQuote).toBe(false)
  expect(booking.blocker).toBe('请输入航班号并选择航班')
  store.setFlightNo('mu 5101')
  store.setDate('2026-12-02')
  await store.search()
  expect(flights).toHaveBeenCalledWith({ FlightNo: 'MU5101', FlightDate: '2026-12-02', UseType: 3 })
  expect(map.flight?.FlightNo).toBe('MU5101')
  expect(map.startPlaceInfo?.Name).toBe('浦东国际机场T1航站楼')
  expect(map.isPickupFixed).toBe(true)
  await booking.fetchQuote()
  expect(quote).toHaveBeenCalledWith(expect.objectContaining({ UseType: 3, DepartTime: null, Flight: { FlightNo: 'MU5101', FlightDate: '2026-12-02' } }))
  expect(booking.pickUpTime).toBe('2026-12-02T10:15:00+08:00')
  expect(booking.rideDate).toBe('2026-12-02')
})

test('送机: the flight\'s departure terminal becomes the destination; another use type forgets the flight', async () => {
  const { map, store } = setup(4)
  store.setFlightNo('MU5101')
  await store.search()
  expect(map.endPlaceInfo?.Name).toBe('浦东国际机场T1航站楼')
  map.setUseType(USE_TYPES[0])
  expect(map.flight).toBeNull()
  expect(map.rideExtras).toEqual({})
})

test('a malformed number is not asked; a cancelled flight is not chosen', async () => {
  const { store, flights, toast, map } = setup(3)
  store.setFlightNo('上海')
  expect(await store.search()).toBe(false)
  expect(flights).not.toHaveBeenCalled()
  expect(toast).toHaveBeenCalledWith('请输入正确的航班号，如MU5101')
  store.choose(flight({ Status: 'cancelled', StatusText: '取消' }))
  expect(map.flight).toBeNull()
  expect(toast).toHaveBeenCalledWith('航班MU5101已取消')
})

test('日租 sends its package; the departure dates run from yesterday to 6 days ahead', async () => {
  const { map } = setup(6)
  expect(map.rideExtras).toEqual({ PackageCode: 'half' })
  map.setRentalPackage('day')
  expect(map.rideExtras).toEqual({ PackageCode: 'day' })
  expect(CarFlightStore.dates('2026-12-01')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'])
})
