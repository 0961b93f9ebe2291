/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { PHONE, assertAuthRequired, setupFile } from './helper'
import { SHANGHAI } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const SEARCH = '/hotel/api/hotel/info/SearchHotelList'
const arrival = addDays(shanghaiDate(), 2)
const departure = addDays(arrival, 1)
const search = (body: Record<string, unknown>, token: string) =>
  t.post(SEARCH, { CityCode: SHANGHAI, ArrivalDate: arrival, DepartureDate: departure, PageIndex: 1, PageSize: 50, ...body }, { token })

test('SearchHotelList: prices, the standard, filters, sorts, pages and 2000 for nothing', async () => {
  await assertAuthRequired(t, SEARCH, { CityCode: SHANGHAI, ArrivalDate: arrival, DepartureDate: departure, PageIndex: 1, PageSize: 10 })
  const token = await t.login(PHONE.employee)
  const all = await search({}, token)
  assert.equal(all.Code, '0000', all.Msg)
  assert.equal(all.Data.Total, 24)
  assert.deepEqual([all.Data.CityTier, all.Data.Role, all.Data.Standard.nightlyCapFen['1'].employee, all.Data.Standard.whenExceeded], [1, 'employee', 60000, 'requireApproval'])
  for (const hotel of all.Data.Hotels) {
    assert.ok(hotel.MinPriceFen > 0)
    if (hotel.MinCompliantPriceFen !== null) assert.ok(hotel.MinCompliantPriceFen <= 60000 && hotel.MinCompliantPriceFen >= hotel.MinPriceFen)
  }
  const cheap = await search({ Sort: 'price-asc' }, token)
  const prices = cheap.Data.Hotels.map((h: any) => h.MinPriceFen)
  assert.deepEqual(prices, [...prices].sort((a, b) => a - b))
  const stars = (await search({ Sort: 'star' }, token)).Data.Hotels.map((h: any) => h.StarLevel)
  assert.deepEqual(stars, [...stars].sort((a, b) => b - a))
  const near = await search({ Sort: 'distance', Lat: 31.2304, Lon: 121.4737 }, token)
  const distances = near.Data.Hotels.map((h: any) => h.DistanceMeters)
  assert.deepEqual(distances, [...distances].sort((a, b) => a - b))

  const keyword = await search({ Keyword: '柏曼' }, token)
  assert.ok(keyword.Data.Total >= 1 && keyword.Data.Hotels.every((h: any) => h.BrandName === '柏曼'))
  const fourStar = await search({ StarLevels: [4, 5] }, token)
  assert.ok(fourStar.Data.Hotels.every((h: any) => h.StarLevel >= 4))
  const ranged = await search({ MinPriceFen: 30000, MaxPriceFen: 50000 }, token)
  assert.ok(ranged.Data.Hotels.every((h: any) => h.MinPriceFen >= 30000 && h.MinPriceFen <= 50000))
  const district = all.Data.Hotels[0].BusinessDistrictId
  assert.ok((await search({ BusinessDistrictId: district }, token)).Data.Hotels.every((h: any) => h.BusinessDistrictId === district))

  const page2 = await search({ PageIndex: 2, PageSize: 10 }, token)
  assert.deepEqual(page2.Data.Hotels.map((h: any) => h.HotelId), all.Data.Hotels.slice(10, 20).map((h: any) => h.HotelId))

  const nothing = await search({ Keyword: '不存在的酒店名' }, token)
  assert.deepEqual([nothing.Code, nothing.Data.Total, nothing.Data.Hotels], ['2000', 0, []])
  const privateTrip = await search({ IsPrivate: 1 }, token)
  assert.equal(privateTrip.Data.Standard, null)
})

test('SearchHotelList refuses bad stays and unknown cities with Chinese messages', async () => {
  const token = await t.login(PHONE.employee)
  const today = shanghaiDate()
  const cases: [Record<string, unknown>, string][] = [
    [{ ArrivalDate: addDays(today, -1), DepartureDate: today }, '入住日期不能早于今天'],
    [{ ArrivalDate: arrival, DepartureDate: arrival }, '离店日期须晚于入住日期'],
    [{ ArrivalDate: arrival, DepartureDate: addDays(arrival, 31) }, '单次预订最多30晚'],
    [{ ArrivalDate: '2026-02-30', DepartureDate: '2026-03-01' }, '入住日期不正确'],
    [{ CityCode: '999999' }, '城市不存在'],
    [{ MinPriceFen: 50000, MaxPriceFen: 100 }, '最低价不能高于最高价'],
  ]
  for (const [body, msg] of cases) {
    const answer = await search(body, token)
    assert.deepEqual([answer.Code, answer.Msg], ['4000', msg], JSON.stringify(body))
  }
  // Enterprise B books at most 1 day ahead.
  const tokenB = await t.login(PHONE.employeeB)
  assert.equal((await search({ ArrivalDate: addDays(today, 2), DepartureDate: addDays(today, 3) }, tokenB)).Msg, '仅可预订1天内入住的酒店')
})

test('rooms match the list price; detail, brands (dossen group), districts, reviews; city history and reward rules', async () => {
  const token = await t.login(PHONE.employee)
  const list = await search({ Keyword: '柏曼' }, token)
  const hotel = list.Data.Hotels[0]
  const rooms = await t.post('/hotel/api/hotel/info/GetBetterRoomList', {
    HotelId: hotel.HotelId, HotelProductType: 1, ArrivalDate: arrival, DepartureDate: departure, Lat: hotel.Lat, Lon: hotel.Lon,
    roomOccupancyList: [{ RoomIndex: 0, AdultCount: 1, ChildCount: 0 }], CheckInRoomList: [{ RoomIndex: 0 }], FilterList: [], StandardAmount: 60000,
    SearchTrack: { ConditionList: [] }, HotelDistance: hotel.DistanceMeters, HotelPosition: 0, IsRecommend: 0, RankType: 'recommend', MinPrice: hotel.MinPriceFen,
  }, { token })
  assert.equal(rooms.Code, '0000', rooms.Msg)
  const plans = rooms.Data.Rooms.flatMap((r: any) => r.RatePlans)
  assert.equal(Math.min(...plans.filter((p: any) => p.RemainingRooms > 0).map((p: any) => p.AvgNightlyFen)), hotel.MinPriceFen)
  const free = plans.find((p: any) => p.CancelPolicy.Type === 1)
  assert.match(free.CancelPolicy.Description, /前可免费取消/)
  assert.ok(plans.some((p: any) => p.AvgNightlyFen > 60000), 'the executive room is over the standard')

  const detail = await t.post('/hotel/api/hotel/info/GetHotelDetail', { HotelId: hotel.HotelId, ArrivalDate: arrival, DepartureDate: departure }, { token })
  assert.deepEqual([detail.Data.HotelName, detail.Data.CityName], [hotel.HotelName, '上海'])
  assert.equal((await t.post('/hotel/api/hotel/info/GetHotelDetail', { HotelId: '1', ArrivalDate: arrival, DepartureDate: departure }, { token })).Code, '4004')
  const brands = await t.post('/hotel/api/hotel/info/GetBrandList', { CityCode: SHANGHAI }, { token })
  assert.ok(brands.Data.Brands.some((b: any) => b.GroupName === '东呈集团'))
  const districts = await t.post('/hotel/api/hotel/info/GetBusinessDistrictList', { CityCode: SHANGHAI }, { token })
  assert.deepEqual(districts.Data.Districts.map((d: any) => d.Name), ['陆家嘴', '人民广场', '虹桥枢纽'])
  const reviews = await t.post('/hotel/api/hotel/info/GetHotelReviews', { HotelId: hotel.HotelId, PageIndex: 1, PageSize: 2 }, { token })
  assert.equal(reviews.Code, '0000')
  assert.ok(reviews.Data.Total >= 3 && reviews.Data.Reviews.length === 2)
  assert.match(reviews.Data.Reviews[0].ReviewerName, /\*\*$/)
  assert.equal((await t.post('/hotel/api/hotel/info/GetHotelReviews', { HotelId: hotel.HotelId, PageIndex: 99, PageSize: 10 }, { token })).Data.Reviews.length, 0)

  const cities = await t.post('/hotel-front-api/hotel-home/recommend-data-city', {}, { token })
  assert.ok(cities.Data.Cities.length >= 30)
  assert.ok(cities.Data.HotCities.some((c: any) => c.CityName === '上海'))
  assert.deepEqual([cities.Data.HistoryList[0].CityName, cities.Data.HistoryList[0].Keyword], ['上海', '柏曼'])
  const filtered = await t.post('/hotel-front-api/hotel-home/recommend-data-city', { Keyword: 'hang' }, { token })
  assert.deepEqual(filtered.Data.Cities.map((c: any) => c.CityName), ['杭州'])

  const rules = await t.post('/b2b/Hotel/GetTravelStandardRewardRule', { DestCode: SHANGHAI }, { token })
  assert.equal(rules.Data.Rules.filter((r: any) => r.IsSelected).length, 1)
  assert.equal((await t.post('/b2b/Hotel/GetTravelStandardRewardRule', { DestCode: '999999' }, { token })).Msg, '城市不存在')
  const none = await t.post('/b2b/Hotel/GetTravelStandardRewardRule', { DestCode: SHANGHAI }, { token: await t.login(PHONE.employeeB) })
  assert.deepEqual([none.Data.Rules, none.Data.Remark], [[], '贵企业暂未开通节省返还'])
})
