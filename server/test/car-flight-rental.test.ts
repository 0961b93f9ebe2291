/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Decision 0740: 接机 follows its flight (the arrival terminal, the arrival time, a delay moves the pick-up), 送机 works
// the pick-up back from the departure, 日租/半日租 packages are charged their package and what they used past it.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { dropOffPickupTime } from '@domain/car/airportRide'
import { settleRental } from '@domain/car/rental'
import { createSimulatedRideSupplier, rentalUsage, type RideSupplier } from '../src/domains/car/supplier/index'
import { syncRide } from '../src/domains/car/progress'
import { orderExt } from '../src/domains/car/trip'
import { simulatedChange } from '../src/domains/flight/flightChanges'
import { flightStatusOf } from '../src/domains/flight/flightStatus'
import { CITIES } from '../src/domains/flight/supplier/geography'
import { dailyFlights } from '../src/domains/flight/supplier/schedule'
import { shanghaiIso } from '../src/lib/time'
import { ENTERPRISE, PHONE, setupFile } from './helper'

const clock = { shiftSeconds: 0 }
const base = createSimulatedRideSupplier()
const rideSupplier: RideSupplier = { ...base, stateAt: (request, driver, at) => base.stateAt(request, driver, new Date(at.getTime() + clock.shiftSeconds * 1000)) }
const t = setupFile({ orderJobs: false, rideSupplier })

const CAR = '/car/api'
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
const HONGQIAO_STATION = { Name: '上海虹桥站东出口网约车上车点', Address: '闵行区申贵路1500号', CityCode: '310100', Longitude: 121.322384, Latitude: 31.1941 }
const PEOPLES_SQUARE = { Name: '人民广场', Address: '黄浦区人民大道', CityCode: '310100', Longitude: 121.4737, Latitude: 31.2304 }
const SHANGHAI = CITIES.find((c) => c.name === '上海')!
const day = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

/** Flights into (or out of) 上海 of days 3 to 5 (their changes are not known yet: more than 48 hours ahead, at any hour). */
function shanghaiFlights(direction: 'in' | 'out') {
  const found = []
  for (const days of [3, 4, 5]) {
    for (const other of CITIES.filter((c) => !c.isInternational && c.cityCode !== SHANGHAI.cityCode)) {
      const flights = direction === 'in' ? dailyFlights(other, SHANGHAI) : dailyFlights(SHANGHAI, other)
      for (const f of flights) found.push({ flightNo: f.flightNo, date: day(days) })
    }
  }
  return found
}

async function allDayStandard() {
  await t.app.db.query(`update policy_standards set standard = jsonb_set(standard, '{timeWindows}', '[]'::jsonb) where enterprise_id = $1 and product = 'car'`, [ENTERPRISE.a])
}

const strip = (place: any) => ({ Name: place.Name, Address: place.Address, CityCode: place.CityCode, Longitude: place.Longitude, Latitude: place.Latitude })

async function book(token: string, body: Record<string, unknown>) {
  const price = await t.post(`${CAR}/order/QueryPrice`, { DepartTime: null, ...body }, { token })
  assert.equal(price.Code, '0000', price.Msg)
  const called = await t.post(`${CAR}/order/SubmitOrderNew`, {
    CarType: 1, DepartTime: null, ReasonCode: '3', Reason: '', PassengerPhone: '', EstimateFen: price.Data.PriceList[0].EstimateFen, ...body,
  }, withReq(token))
  assert.equal(called.Code, '0000', called.Msg)
  return { price: price.Data, orderNo: called.Data.OrderNo as string }
}

const orderIdOf = async (orderNo: string) => Number((await t.app.db.query<{ id: number }>('select id from orders where order_no = $1', [orderNo])).rows[0].id)

test('接机 by flight number: the arrival terminal is the pick-up at the landing time; a delay announced later moves the pick-up', async () => {
  await allDayStandard()
  const token = await t.login(PHONE.employee)
  // A flight into 上海 that the airline will delay (one flight-day in thirteen), not known yet.
  const delayed = shanghaiFlights('in').find((f) => simulatedChange(f.flightNo, f.date)?.kind === 'delay')
  assert.ok(delayed, 'some flight into 上海 of those days is delayed')
  const [status] = flightStatusOf(delayed.flightNo, delayed.date, new Date())
  assert.equal(status.status, 'scheduled', 'more than 48 hours ahead the delay is not known')

  const query = await t.post(`${CAR}/flight/QueryFlight`, { FlightNo: delayed.flightNo.toLowerCase(), FlightDate: delayed.date, UseType: 3 }, { token })
  assert.equal(query.Code, '0000', query.Msg)
  const [flight] = query.Data.Flights
  assert.equal(flight.ArriveCityName, '上海')
  assert.match(flight.Place.Name, /^(虹桥|浦东)国际机场T\d航站楼$/)
  assert.equal(flight.Place.CityCode, '310100')
  assert.equal(flight.PickUpTime, shanghaiIso(status.scheduledArrive))
  assert.deepEqual([flight.Status, flight.StatusText], ['scheduled', '计划'])

  assert.deepEqual(Object.values(await t.post(`${CAR}/flight/QueryFlight`, { FlightNo: '上海虹桥', FlightDate: delayed.date, UseType: 3 }, { token })).slice(0, 2), ['4000', '请输入正确的航班号，如MU5101'])
  const none = await t.post(`${CAR}/flight/QueryFlight`, { FlightNo: 'ZZ9', FlightDate: delayed.date, UseType: 3 }, { token })
  assert.deepEqual([none.Code, none.Data.Flights], ['2000', []])
  assert.equal((await t.post(`${CAR}/flight/QueryFlight`, { FlightNo: 'MU5101', FlightDate: delayed.date, UseType: 6 }, { token })).Code, '4000')

  const asked = { UseType: 3, Start: strip(flight.Place), End: PEOPLES_SQUARE, Flight: { FlightNo: delayed.flightNo, FlightDate: delayed.date } }
  const noFlight = await t.post(`${CAR}/order/QueryPrice`, { ...asked, Flight: undefined, DepartTime: null }, { token })
  assert.deepEqual([noFlight.Code, noFlight.Msg], ['4000', '接机请填写航班号'])
  const wrongPlace = await t.post(`${CAR}/order/QueryPrice`, { ...asked, Start: HONGQIAO_STATION, DepartTime: null }, { token })
  assert.deepEqual([wrongPlace.Code, wrongPlace.Msg], ['4000', '上车地点应为航班到达的航站楼'])

  const { price, orderNo } = await book(token, asked)
  assert.equal(price.PickUpTime, flight.PickUpTime)
  const ext = (await t.post(`${CAR}/order/QueryOrderExt`, { OrderNo: orderNo }, { token })).Data
  assert.equal(ext.DepartTime, flight.PickUpTime)
  assert.deepEqual(ext.Flight, { FlightNo: delayed.flightNo, FlightDate: delayed.date, Status: 'scheduled', StatusText: '计划', Notice: '' })
  assert.equal(ext.Start.Name, flight.Place.Name)

  // 47 hours before departure the airline has announced the delay: the pick-up moves two hours.
  const later = new Date(status.scheduledDepart.getTime() - 47 * 3_600_000)
  const synced = await syncRide(t.app.db, t.app.rideSupplier, t.app.orderProducts.of(7), await orderIdOf(orderNo), later)
  const moved = orderExt(synced.row, synced.state, later)
  assert.equal(moved.DepartTime, shanghaiIso(new Date(status.scheduledArrive.getTime() + 2 * 3_600_000)))
  assert.deepEqual([moved.Flight?.Status, moved.Flight?.StatusText], ['delayed', '延误'])
  assert.match(moved.Flight?.Notice ?? '', /接机时间已随航班调整/)
  assert.equal(moved.RidePhase, 'dispatching')
  const { rows } = await t.app.db.query<{ start_time: Date; called_at: Date }>(
    'select o.start_time, c.called_at from orders o join car_orders c on c.order_id = o.id where o.order_no = $1', [orderNo])
  assert.equal(rows[0].start_time.getTime(), status.scheduledArrive.getTime() + 2 * 3_600_000, 'the order (and its trip) show the new time')
  assert.equal(rows[0].called_at.getTime(), status.scheduledArrive.getTime() + 2 * 3_600_000 - 15 * 60_000)
  await t.post(`${CAR}/order/CancelOrder`, { OrderNo: orderNo, Reason: '行程有变，暂不需要用车' }, withReq(token))
})

test('送机 by flight: the departure terminal is the drop-off, the pick-up worked back from the departure; a cancelled flight refused', async () => {
  await allDayStandard()
  const token = await t.login(PHONE.employee)
  const out = shanghaiFlights('out').find((f) => simulatedChange(f.flightNo, f.date) === null)!
  const [status] = flightStatusOf(out.flightNo, out.date, new Date())
  const query = await t.post(`${CAR}/flight/QueryFlight`, { FlightNo: out.flightNo, FlightDate: out.date, UseType: 4 }, { token })
  assert.equal(query.Code, '0000', query.Msg)
  const [flight] = query.Data.Flights
  assert.equal(flight.DepartCityName, '上海')
  assert.equal(flight.PickUpTime, null)
  const { price, orderNo } = await book(token, { UseType: 4, Start: PEOPLES_SQUARE, End: strip(flight.Place), Flight: { FlightNo: out.flightNo, FlightDate: out.date } })
  const expected = shanghaiIso(dropOffPickupTime(status.estimatedDepart, price.Duration, false))
  assert.equal(price.PickUpTime, expected)
  const ext = (await t.post(`${CAR}/order/QueryOrderExt`, { OrderNo: orderNo }, { token })).Data
  assert.equal(ext.DepartTime, expected)
  assert.equal(ext.End.Name, flight.Place.Name)
  assert.ok(Date.parse(expected) <= status.estimatedDepart.getTime() - (120 + price.Duration) * 60_000, 'at the airport 2 hours before departure')
  await t.post(`${CAR}/order/CancelOrder`, { OrderNo: orderNo, Reason: '行程有变，暂不需要用车' }, withReq(token))

  // Within 48 hours of departure a cancelled flight is known: no 送机 for it.
  const cancelled = shanghaiFlights('out').map((f) => ({ ...f, date: day(1) })).find((f) => simulatedChange(f.flightNo, f.date)?.kind === 'cancel'
    && flightStatusOf(f.flightNo, f.date, new Date())[0].status === 'cancelled')
  if (cancelled) {
    const [c] = (await t.post(`${CAR}/flight/QueryFlight`, { FlightNo: cancelled.flightNo, FlightDate: cancelled.date, UseType: 4 }, { token })).Data.Flights
    const refused = await t.post(`${CAR}/order/QueryPrice`, { UseType: 4, Start: PEOPLES_SQUARE, End: strip(c.Place), DepartTime: null, Flight: { FlightNo: cancelled.flightNo, FlightDate: cancelled.date } }, { token })
    assert.equal(refused.Code, '4001')
    assert.match(refused.Msg, /已取消，无法预约送机$/)
  }
})

test('半日租: priced by its package, charged overtime and over-distance per the package when it ends; packages only for 日租', async () => {
  await allDayStandard()
  clock.shiftSeconds = 0
  const token = await t.login(PHONE.employee)
  const asked = { UseType: 6, Start: HONGQIAO_STATION, End: PEOPLES_SQUARE, DepartTime: null }
  const noPackage = await t.post(`${CAR}/order/QueryPrice`, asked, { token })
  assert.deepEqual([noPackage.Code, noPackage.Msg], ['4000', '请选择日租套餐'])
  const wrongKind = await t.post(`${CAR}/order/QueryPrice`, { ...asked, UseType: 1, PackageCode: 'half' }, { token })
  assert.deepEqual([wrongKind.Code, wrongKind.Msg], ['4000', '立即用车没有套餐'])
  assert.equal((await t.post(`${CAR}/order/QueryPrice`, { ...asked, PackageCode: 'week' }, { token })).Code, '4000')

  const refused = await t.post(`${CAR}/order/SubmitOrderNew`, { ...asked, PackageCode: 'half', CarType: 1, ReasonCode: '3', Reason: '', PassengerPhone: '', EstimateFen: 29_800 }, withReq(token))
  assert.deepEqual([refused.Code, refused.Msg], ['4003', '您没有日租用车权限'], 'the employee has no 日租 right; the manager has')
  const { price, orderNo } = await book(await t.login(PHONE.manager), { ...asked, PackageCode: 'half' })
  assert.deepEqual(price.PriceList.map((p: any) => p.EstimateFen), [29_800, 39_800, 59_800])
  assert.deepEqual(price.PriceList[0].Rental, {
    PackageCode: 'half', PackageName: '半日租', Hours: 4, Km: 50, OvertimeFenPerMinute: 80, OverKmFenPerKm: 250, Text: '4小时50公里 · 超时¥0.8/分钟 · 超里程¥2.5/公里',
  })
  const day8 = await t.post(`${CAR}/order/QueryPrice`, { ...asked, PackageCode: 'day' }, { token })
  assert.equal(day8.Data.PriceList[0].EstimateFen, 49_800)

  clock.shiftSeconds = 10_000
  const done = (await t.post(`${CAR}/order/QueryOrderExt`, { OrderNo: orderNo }, { token: await t.login(PHONE.manager) })).Data
  assert.equal(done.RidePhase, 'finished')
  const used = rentalUsage({ orderNo, carType: 1, start: { lon: 0, lat: 0 }, end: { lon: 0, lat: 0 }, calledAt: new Date(), platePrefix: '', rental: { hours: 4, km: 50 } })
  const settled = settleRental(1, 'half', used.minutes, used.metres)
  assert.equal(done.FinalFen, settled.totalFen)
  assert.deepEqual([done.Rental.UsedMinutes, done.Rental.UsedMetres, done.Rental.OvertimeFen, done.Rental.OverKmFen], [used.minutes, used.metres, settled.overtimeFen, settled.overKmFen])
  assert.equal(done.EstimateFen, 29_800)
  const { rows } = await t.app.db.query<{ amount_fen: string; title: string }>('select amount_fen, title from orders where order_no = $1', [orderNo])
  assert.equal(Number(rows[0].amount_fen), settled.totalFen, 'the order is charged the settled fare')
  assert.equal(rows[0].title, '半日租 · 经济型')
  clock.shiftSeconds = 0
})
