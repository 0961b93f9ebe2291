/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { firstArrivalDate } from '@domain/hotel/stay'
import { PHONE, assertAuthRequired, setupFile } from './helper'
import { SHANGHAI } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const SEARCH = '/hotel/api/hotel/info/SearchHotelList'
const today = shanghaiDate()
const arrival = addDays(today, 1)
const departure = addDays(arrival, 1)
const search = (body: Record<string, unknown>, token: string) =>
  t.post(SEARCH, { CityCode: SHANGHAI, ArrivalDate: arrival, DepartureDate: departure, PageIndex: 1, PageSize: 50, ...body }, { token })
const ids = (answer: any): string[] => answer.Data.Hotels.map((h: any) => h.HotelId)
const sorted = (values: number[], order: 1 | -1) => [...values].sort((a, b) => (a - b) * order)

/** Independent great-circle distance, metres. */
function haversine(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = Math.PI / 180
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h))
}

/** What the list must show, computed from the supplier's rooms: the cheapest open average and the cheapest open one within `capFen`. */
async function expectedPrices(arrivalDate: string, departureDate: string, capFen: number) {
  const hotels = await t.app.hotelSupplier.searchHotels({ cityCode: SHANGHAI })
  const rooms = await t.app.hotelSupplier.rooms(hotels.map((h) => h.hotelId), { arrivalDate, departureDate })
  const byHotel = new Map<string, { min: number; compliant: number | null; full: boolean }>()
  for (const hotel of hotels) {
    const plans = rooms.filter((r) => r.hotelId === hotel.hotelId).flatMap((r) => r.ratePlans)
    const avg = (p: { nightlyPricesFen: number[] }) => Math.round(p.nightlyPricesFen.reduce((a, b) => a + b, 0) / p.nightlyPricesFen.length)
    const open = plans.filter((p) => p.remainingRooms > 0).map(avg)
    const pool = open.length > 0 ? open : plans.map(avg)
    const within = pool.filter((fen) => fen <= capFen)
    byHotel.set(String(hotel.hotelId), { min: Math.min(...pool), compliant: within.length > 0 ? Math.min(...within) : null, full: open.length === 0 })
  }
  return { order: hotels.map((h) => String(h.hotelId)), byHotel }
}

test('SearchHotelList: Shanghai tomorrow for one night, with prices from the supplier and the caller standard', async () => {
  await assertAuthRequired(t, SEARCH, { CityCode: SHANGHAI, ArrivalDate: arrival, DepartureDate: departure, PageIndex: 1, PageSize: 10 })
  const token = await t.login(PHONE.employee)
  const supplier = t.app.hotelSupplier
  const realRooms = supplier.rooms
  const realPriced = supplier.searchPriced
  let roomCalls = 0
  let pricedCalls = 0
  supplier.rooms = (...args) => {
    roomCalls += 1
    return realRooms.apply(supplier, args)
  }
  supplier.searchPriced = (...args) => {
    pricedCalls += 1
    return realPriced.apply(supplier, args)
  }
  let all
  try {
    all = await search({}, token)
  } finally {
    supplier.rooms = realRooms
    supplier.searchPriced = realPriced
  }
  assert.equal(all.Code, '0000', all.Msg)
  assert.deepEqual([pricedCalls, roomCalls], [1, 0], 'one priced search for the page, no rooms of every hotel (issue 22)')
  assert.equal(all.Data.Total, 24)
  assert.deepEqual([all.Data.CityTier, all.Data.Role, all.Data.Standard.nightlyCapFen['1'].employee, all.Data.Standard.whenExceeded], [1, 'employee', 60000, 'requireApproval'])

  const expected = await expectedPrices(arrival, departure, 60000)
  for (const hotel of all.Data.Hotels) {
    const want = expected.byHotel.get(hotel.HotelId)
    assert.deepEqual([hotel.MinPriceFen, hotel.MinCompliantPriceFen, hotel.IsFull], [want?.min, want?.compliant, want?.full], hotel.HotelName)
    assert.ok(hotel.MinPriceFen > 0 && Number.isInteger(hotel.MinPriceFen))
    assert.equal(typeof hotel.HotelId, 'string')
  }
  assert.ok(all.Data.Hotels.some((h: any) => h.MinCompliantPriceFen === null), 'the five-star hotels have nothing within ¥600')
  // recommend: the supplier's order (nothing is sold out here).
  assert.deepEqual(ids(all), expected.order)
  // Without a search point, distances are from the city centre.
  const centre = { lat: 31.2304, lon: 121.4737 }
  for (const hotel of all.Data.Hotels) assert.ok(Math.abs(hotel.DistanceMeters - haversine(centre, { lat: hotel.Lat, lon: hotel.Lon })) <= 1)

  const manager = await search({}, await t.login(PHONE.manager))
  assert.deepEqual([manager.Data.Role, manager.Data.Standard.nightlyCapFen['1'].manager], ['manager', 120000])
  const privateTrip = await search({ IsPrivate: 1 }, token)
  assert.equal(privateTrip.Data.Standard, null)
  assert.ok(privateTrip.Data.Hotels.every((h: any) => h.MinCompliantPriceFen === h.MinPriceFen), 'no standard: every rate is within')
})

test('SearchHotelList: sorts, filters, pages and 2000 for nothing', async () => {
  const token = await t.login(PHONE.employee)
  const all = await search({}, token)

  const cheap = (await search({ Sort: 'price-asc' }, token)).Data.Hotels.map((h: any) => h.MinPriceFen)
  assert.deepEqual(cheap, sorted(cheap, 1))
  assert.ok(cheap[0] < cheap[cheap.length - 1])
  const dear = (await search({ Sort: 'price-desc' }, token)).Data.Hotels.map((h: any) => h.MinPriceFen)
  assert.deepEqual(dear, sorted(dear, -1))
  const starred = (await search({ Sort: 'star' }, token)).Data.Hotels
  assert.deepEqual(starred.map((h: any) => h.StarLevel), sorted(starred.map((h: any) => h.StarLevel), -1))
  assert.equal(starred[0].StarLevel, 5)
  const point = { lat: 31.21, lon: 121.325 }
  const near = (await search({ Sort: 'distance', Lat: point.lat, Lon: point.lon }, token)).Data.Hotels
  const distances = near.map((h: any) => h.DistanceMeters)
  assert.deepEqual(distances, sorted(distances, 1))
  assert.ok(Math.abs(distances[0] - haversine(point, { lat: near[0].Lat, lon: near[0].Lon })) <= 1)
  assert.match(near[0].BusinessDistrictName, /虹桥/, 'the hotels nearest the Hongqiao point come first')

  // Priced and paged in SQL (issue 22): the same order as sorting the supplier's prices here, page by page.
  const expected = await expectedPrices(arrival, departure, 60000)
  const byPrice = [...expected.order].sort((a, b) => (expected.byHotel.get(a)?.min ?? 0) - (expected.byHotel.get(b)?.min ?? 0))
  assert.deepEqual(ids(await search({ Sort: 'price-asc' }, token)), byPrice)
  assert.deepEqual(ids(await search({ Sort: 'price-asc', PageIndex: 2, PageSize: 7 }, token)), byPrice.slice(7, 14))

  const keyword = await search({ Keyword: ' 柏曼 ' }, token)
  assert.ok(keyword.Data.Total >= 1 && keyword.Data.Hotels.every((h: any) => h.BrandName === '柏曼'))
  const brands = (await t.post('/hotel/api/hotel/info/GetBrandList', { CityCode: SHANGHAI }, { token })).Data.Brands
  const twoBrands = brands.slice(0, 2)
  const byBrand = await search({ BrandIds: twoBrands.map((b: any) => b.BrandId) }, token)
  assert.equal(byBrand.Data.Total, twoBrands[0].HotelCount + twoBrands[1].HotelCount)
  assert.ok(byBrand.Data.Hotels.every((h: any) => twoBrands.some((b: any) => b.BrandId === h.BrandId)))
  const fourStar = await search({ StarLevels: [4, 5] }, token)
  assert.ok(fourStar.Data.Total > 0 && fourStar.Data.Total < 24 && fourStar.Data.Hotels.every((h: any) => h.StarLevel >= 4))
  const ranged = await search({ MinPriceFen: 30000, MaxPriceFen: 50000 }, token)
  assert.ok(ranged.Data.Total > 0 && ranged.Data.Total < 24)
  assert.ok(ranged.Data.Hotels.every((h: any) => h.MinPriceFen >= 30000 && h.MinPriceFen <= 50000))
  const district = all.Data.Hotels[0].BusinessDistrictId
  const inDistrict = await search({ BusinessDistrictId: district }, token)
  assert.ok(inDistrict.Data.Total === 8 && inDistrict.Data.Hotels.every((h: any) => h.BusinessDistrictId === district))

  const page2 = await search({ PageIndex: 2, PageSize: 10 }, token)
  assert.deepEqual([page2.Data.Total, page2.Data.PageIndex, page2.Data.PageSize], [24, 2, 10])
  assert.deepEqual(ids(page2), ids(all).slice(10, 20))
  assert.deepEqual(ids(await search({ PageIndex: 3, PageSize: 10 }, token)), ids(all).slice(20))
  const beyond = await search({ PageIndex: 4, PageSize: 10 }, token)
  assert.deepEqual([beyond.Code, beyond.Data.Hotels, beyond.Data.Total], ['0000', [], 24])

  const nothing = await search({ Keyword: '不存在的酒店名' }, token)
  assert.deepEqual([nothing.Code, nothing.Data.Total, nothing.Data.Hotels, nothing.Data.CityTier], ['2000', 0, [], 1])
  assert.equal((await search({ MinPriceFen: 9_000_000 }, token)).Code, '2000')
})

test('SearchHotelList: a sold-out hotel shows its cheapest rate, is marked full and goes last in recommend', async () => {
  const token = await t.login(PHONE.employee)
  const stay = { ArrivalDate: addDays(today, 4), DepartureDate: addDays(today, 6) }
  const before = await search(stay, token)
  const target = before.Data.Hotels[0]
  await t.app.db.query(
    `update hotel_room_nights set available = 0 where night = $1 and room_id in (select id from hotel_rooms where hotel_id = $2)`,
    [addDays(today, 5), Number(target.HotelId)],
  )
  const after = await search(stay, token)
  const full = after.Data.Hotels.find((h: any) => h.HotelId === target.HotelId)
  const expected = (await expectedPrices(stay.ArrivalDate, stay.DepartureDate, 60000)).byHotel.get(target.HotelId)
  assert.deepEqual([full.IsFull, full.MinPriceFen, full.MinCompliantPriceFen], [true, expected?.min, expected?.compliant])
  assert.ok(full.MinPriceFen <= target.MinPriceFen)
  assert.deepEqual(ids(after), [...ids(before).slice(1), target.HotelId])
})

test('SearchHotelList refuses bad stays, bad pages and unknown cities with Chinese messages', async () => {
  const token = await t.login(PHONE.employee)
  // The day before the first bookable arrival, taken now (not at load): before 06:00 Shanghai the first is yesterday (凌晨入住).
  const now = new Date()
  const first = firstArrivalDate(now)
  const cases: [Record<string, unknown>, string][] = [
    [{ ArrivalDate: addDays(first, -1), DepartureDate: first }, first < shanghaiDate(now) ? `凌晨6点前最早可预订${first}入住` : '入住日期不能早于今天'],
    [{ ArrivalDate: arrival, DepartureDate: arrival }, '离店日期须晚于入住日期'],
    [{ ArrivalDate: arrival, DepartureDate: addDays(arrival, -1) }, '离店日期须晚于入住日期'],
    [{ ArrivalDate: arrival, DepartureDate: addDays(arrival, 31) }, '最多可连续入住30晚'],
    [{ ArrivalDate: '2026-02-30', DepartureDate: '2026-03-01' }, '请选择入住日期'],
    [{ ArrivalDate: addDays(today, 366), DepartureDate: addDays(today, 367) }, '仅支持预订365天内入住的酒店'],
    [{ CityCode: '999999' }, '城市不存在'],
    [{ MinPriceFen: 50000, MaxPriceFen: 100 }, '最低价不能高于最高价'],
    [{ Lat: 31.2 }, '经纬度须同时提供'],
  ]
  for (const [body, msg] of cases) {
    const answer = await search(body, token)
    assert.deepEqual([answer.Code, answer.Msg, answer.Data], ['4000', msg, null], JSON.stringify(body))
  }
  assert.equal((await search({ ArrivalDate: arrival, DepartureDate: addDays(arrival, 30) }, token)).Code, '0000', '30 nights are fine')
  assert.equal((await search({ ArrivalDate: today, DepartureDate: arrival }, token)).Code, '0000', 'tonight is fine')
  for (const body of [{ PageSize: 51 }, { PageSize: 0 }, { PageIndex: 0 }, { Sort: 'cheapest' }, { StarLevels: [1] }, { ArrivalDate: '2026/01/01' }, { CityCode: undefined }]) {
    assert.equal((await search(body, token)).Code, '4000', JSON.stringify(body))
  }
  // Enterprise B books at most 1 day ahead.
  const tokenB = await t.login(PHONE.employeeB)
  assert.equal((await search({ ArrivalDate: addDays(today, 2), DepartureDate: addDays(today, 3) }, tokenB)).Msg, '仅支持预订1天内入住的酒店')
  assert.equal((await search({}, tokenB)).Code, '0000')
})
