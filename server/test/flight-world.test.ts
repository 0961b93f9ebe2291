// @database-independent: the simulated flight channel's geography and schedules (issue 33, Air); runs once.
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { cityByCode, distanceKm } from '../src/domains/flight/supplier/geography'
import { blockMinutes, dailyFlights } from '../src/domains/flight/supplier/schedule'
import { PHONE, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const F = (path: string) => `/b2b/Flight/${path}`

/** 'YYYY-MM-DD HH:mm' of an instant at a fixed offset (the test's own arithmetic, independent of the app's). */
const at = (ms: number, offsetHours: number) => new Date(ms + offsetHours * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
const instantOf = (wall: string, offsetHours: number) => Date.parse(`${wall.replace(' ', 'T')}:00Z`) - offsetHours * 3_600_000

/** A date within the year's sales window in the given month (the 15th), this year or next. */
function dateIn(month: number): string {
  const today = new Date(Date.now() + 8 * 3_600_000)
  const year = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < 15) ? today.getUTCFullYear() : today.getUTCFullYear() + 1
  return `${year}-${String(month).padStart(2, '0')}-15`
}

async function flights(token: string, from: string, to: string, date: string): Promise<any[]> {
  const list = await t.post(F('QueryFlightList'), { DepartCityCode: from, ArriveCityCode: to, DepartDate: date }, { token })
  assert.equal(list.Code, '0000', list.Msg)
  return list.Data.Flights
}

test('a July flight to London, Paris or New York arrives on summer time (BST, CEST, EDT)', async () => {
  const token = await t.login(PHONE.employee)
  const july = dateIn(7)
  for (const [city, summerOffset] of [['LON', 1], ['PAR', 2], ['NYC', -4]] as const) {
    for (const f of await flights(token, 'SHA', city, july)) {
      const landing = instantOf(f.DepartTime, 8) + f.DurationMinutes * 60_000
      assert.equal(f.ArriveTime, at(landing, summerOffset), `${f.FlightNo} SHA→${city} ${f.DepartTime} + ${f.DurationMinutes} min`)
    }
  }
})

test('a July flight from London leaves on BST; a January flight to Sydney lands on AEDT (UTC+11)', async () => {
  const token = await t.login(PHONE.employee)
  for (const f of await flights(token, 'LON', 'SHA', dateIn(7))) {
    assert.equal(f.ArriveTime, at(instantOf(f.DepartTime, 1) + f.DurationMinutes * 60_000, 8), `${f.FlightNo} LON→SHA`)
  }
  for (const f of await flights(token, 'SHA', 'SYD', dateIn(1))) {
    assert.equal(f.ArriveTime, at(instantOf(f.DepartTime, 8) + f.DurationMinutes * 60_000, 11), `${f.FlightNo} SHA→SYD`)
  }
  for (const f of await flights(token, 'SHA', 'SYD', dateIn(7))) {
    assert.equal(f.ArriveTime, at(instantOf(f.DepartTime, 8) + f.DurationMinutes * 60_000, 10), `${f.FlightNo} SHA→SYD in July (AEST)`)
  }
})

test('郑州 is CGO (ZHA is 湛江); 青岛 flies from 胶东 (TAO since 2021), not the closed 流亭', async () => {
  assert.equal(cityByCode('ZHA'), undefined)
  assert.deepEqual(cityByCode('CGO')?.airports.map((a) => a.code), ['CGO'])
  assert.equal(cityByCode('CGO')?.name, '郑州')
  const tao = cityByCode('TAO')!.airports[0]
  // 胶东国际机场 at 36.36 N 120.09 E (CAAC; opened 12 August 2021); 流亭 was at 36.27 N 120.37 E, 27 km away.
  assert.ok(distanceKm(tao, { lat: 36.3617, lon: 120.0883 }) < 3, `TAO at ${tao.lat}, ${tao.lon}`)
  const cities = await t.post(F('GetFlightCities'), {}, { token: await t.login(PHONE.employee) })
  assert.ok(cities.Data.Cities.some((c: any) => c.CityCode === 'CGO' && c.CityName === '郑州'))
})

test('every airport from the generated list (decision 0820): 大兴, 天府 and 胶东 under their cities, 合肥 at 新桥 not the closed 骆岗', () => {
  const airport = (city: string, code: string) => cityByCode(city)!.airports.find((a) => a.code === code)!
  // Reference points (OurAirports / the airports' AIP entries): 大兴 39.51 N 116.41 E, 天府 30.32 N 104.44 E,
  // 合肥新桥 31.99 N 116.97 E (opened 30 May 2013; 骆岗 at 31.78 N 117.30 E, 38 km away, was in OpenFlights' data).
  assert.ok(distanceKm(airport('BJS', 'PKX'), { lat: 39.5098, lon: 116.4105 }) < 3)
  assert.ok(distanceKm(airport('CTU', 'TFU'), { lat: 30.3125, lon: 104.4442 }) < 3)
  const hefei = airport('HFE', 'HFE')
  assert.ok(distanceKm(hefei, { lat: 31.9869, lon: 116.9726 }) < 3, `HFE at ${hefei.lat}, ${hefei.lon}`)
  assert.deepEqual([airport('BJS', 'PKX').tz, airport('CTU', 'TFU').enName, cityByCode('BJS')!.enName], ['Asia/Shanghai', 'Chengdu Tianfu Airport', 'Beijing'])
})

test('block times come near published schedules (issue 33: PEK–SHA 130–140 min, PVG–TFU about 210)', () => {
  const airport = (city: string, code: string) => cityByCode(city)!.airports.find((a) => a.code === code)!
  const minutes = (a: [string, string], b: [string, string]) => blockMinutes(airport(...a), airport(...b))
  const within = (value: number, low: number, high: number, what: string) => assert.ok(value >= low && value <= high, `${what}: ${value} min, published ${low}–${high}`)
  within(minutes(['BJS', 'PEK'], ['SHA', 'SHA']), 130, 140, 'PEK→SHA')
  within(minutes(['SHA', 'PVG'], ['CTU', 'TFU']), 195, 215, 'PVG→TFU (westbound)')
  within(minutes(['CTU', 'TFU'], ['SHA', 'PVG']), 165, 185, 'TFU→PVG (eastbound)')
  within(minutes(['BJS', 'PEK'], ['CAN', 'CAN']), 195, 215, 'PEK→CAN')
  within(minutes(['SHA', 'PVG'], ['LON', 'LHR']), 750, 810, 'PVG→LHR')
  within(minutes(['LON', 'LHR'], ['SHA', 'PVG']), 660, 720, 'LHR→PVG')
})

test('GetFlightCities gives the keys the picker searches: initials, English names, the airports\' pinyin (decision 0721)', async () => {
  const token = await t.login(PHONE.employee)
  const all = [
    ...(await t.post('/b2b/Flight/GetFlightCities', { IsInternational: false }, { token })).Data.Cities,
    ...(await t.post('/b2b/Flight/GetFlightCities', { IsInternational: true }, { token })).Data.Cities,
  ]
  const by = (code: string) => all.find((c: { CityCode: string }) => c.CityCode === code)
  assert.deepEqual([by('CTU').Initials, by('CTU').EnName], ['cd', 'Chengdu'])
  assert.equal(by('TYO').EnName, 'Tokyo')
  assert.equal(by('HKG').EnName, 'Hong Kong')
  assert.equal(by('CKG').Pinyin, 'chongqing')
  const hongqiao = by('SHA').Airports.find((a: { Code: string }) => a.Code === 'SHA')
  assert.deepEqual([hongqiao.Pinyin, hongqiao.Initials, hongqiao.EnName], ['hongqiaoguojijichang', 'hqgjjc', 'Shanghai Hongqiao International Airport'])
  assert.equal(by('TAO').Airports[0].EnName, 'Qingdao Jiaodong International Airport', 'not the closed 流亭 of the package')
  assert.ok(all.every((c: { EnName: string }) => c.EnName), 'every city has an English name')
})

test('北京 → 上海 has about 80 flights a day across 首都/大兴 and 虹桥/浦东; schedules differ a little by weekday (issue 33)', () => {
  const [bjs, sha] = [cityByCode('BJS')!, cityByCode('SHA')!]
  const dates = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2027, 2, 1 + i)).toISOString().slice(0, 10))
  const days = dates.map((d) => dailyFlights(bjs, sha, d))
  for (const [i, list] of days.entries()) {
    assert.ok(list.length >= 70 && list.length <= 90, `${dates[i]}: ${list.length} flights`)
    assert.deepEqual(new Set(list.map((f) => f.from.code)), new Set(['PEK', 'PKX']))
    assert.deepEqual(new Set(list.map((f) => f.to.code)), new Set(['SHA', 'PVG']))
    assert.equal(new Set(list.map((f) => f.flightNo)).size, list.length, 'flight numbers are unique on a day')
    assert.ok(list.every((f) => f.departMinute >= 6 * 60 && f.departMinute <= 23 * 60), 'between 06:00 and 23:00')
  }
  assert.ok(new Set(days.map((list) => list.map((f) => f.flightNo).join())).size > 1, 'not the same schedule every day')
  // SkyTeam and 南航 fly from 大兴, 国航 and 海航 from 首都.
  for (const f of days[0]) {
    const operator = (f.operatingFlightNo || f.flightNo).slice(0, 2)
    assert.equal(f.from.code, ['MU', 'FM', 'CZ', 'MF'].includes(operator) ? 'PKX' : 'PEK', `${f.flightNo} operated by ${operator}`)
  }
})

test('no flight that cannot exist: EK only to 迪拜, CX only to 香港, nothing from 虹桥 to 新加坡, codeshares within partners (issue 33)', () => {
  const all = ['SHA', 'BJS', 'CAN', 'SIN', 'HKG', 'DXB', 'TYO', 'LON'].map((c) => cityByCode(c)!)
  const date = '2027-03-03'
  for (const from of all) {
    for (const to of all) {
      for (const f of dailyFlights(from, to, date)) {
        const operator = (f.operatingFlightNo || f.flightNo).slice(0, 2)
        const marketing = f.flightNo.slice(0, 2)
        if ([marketing, operator].includes('EK')) assert.ok([from.cityCode, to.cityCode].includes('DXB'), `${f.flightNo} ${from.cityCode}-${to.cityCode}`)
        if ([marketing, operator].includes('CX')) assert.ok([from.cityCode, to.cityCode].includes('HKG'), `${f.flightNo} ${from.cityCode}-${to.cityCode}`)
        if (marketing === 'MU' && f.operatingFlightNo) assert.equal(operator, 'FM', `${f.flightNo} operated by ${f.operatingFlightNo}`)
        if ([from.cityCode, to.cityCode].includes('SIN') && [from.cityCode, to.cityCode].includes('SHA')) {
          assert.ok(f.from.code !== 'SHA' && f.to.code !== 'SHA', `${f.flightNo} from 虹桥 to 新加坡`)
          assert.notEqual(marketing, 'CX')
        }
      }
    }
  }
  assert.ok(dailyFlights(cityByCode('SHA')!, cityByCode('SIN')!, date).length > 0, '上海 → 新加坡 still flies (from 浦东)')
})

test('business class on long domestic routes costs over ¥5,000 (issue 33)', async () => {
  const token = await t.login(PHONE.employee)
  const date = dateIn(3)
  const [flight] = await flights(token, 'BJS', 'CAN', date)
  const seats = await t.post(F('QuerySeatList'), { FlightNo: flight.FlightNo, DepartDate: date, DepartCityCode: 'BJS', ArriveCityCode: 'CAN' }, { token })
  const business = seats.Data.Fares.find((f: any) => f.CabinClass === 'C')
  assert.ok(business.PriceFen > 500_000, `北京 → 广州 公务舱 ¥${business.PriceFen / 100}`)
  const economy = seats.Data.Fares.find((f: any) => f.CabinClass === 'Y' && f.BookingClass === 'Y')
  assert.ok(business.PriceFen >= economy.PriceFen * 4, 'about four times full economy')
})
