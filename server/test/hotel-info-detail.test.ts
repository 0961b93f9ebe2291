/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { cancelTerms, toCancelPolicy } from '../src/domains/hotel/cancelPolicy'
import { addDays, shanghaiDate } from '../src/lib/time'
import { firstArrivalDate } from '@domain/hotel/stay'
import { CITIES as CATALOGUE_CITIES } from '../src/domains/hotel/supplier/catalogue'
import { PHONE, assertAuthRequired, setupFile } from './helper'
import { SHANGHAI } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const INFO = '/hotel/api/hotel/info'
const CITIES = '/hotel-front-api/hotel-home/recommend-data-city'
const REWARD = '/b2b/Hotel/GetTravelStandardRewardRule'
const today = shanghaiDate()
// Two days ahead: tomorrow's free-cancel cut-off (18:00 today, Shanghai) is past every evening.
const arrival = addDays(today, 2)
const departure = addDays(arrival, 2)
const search = (body: Record<string, unknown>, token: string) =>
  t.post(`${INFO}/SearchHotelList`, { CityCode: SHANGHAI, ArrivalDate: arrival, DepartureDate: departure, PageIndex: 1, PageSize: 50, ...body }, { token })
const roomsBody = (hotel: any, extra: Record<string, unknown> = {}) => ({
  HotelId: hotel.HotelId, HotelProductType: 1, ArrivalDate: arrival, DepartureDate: departure, Lat: hotel.Lat, Lon: hotel.Lon,
  roomOccupancyList: [{ RoomIndex: 0, AdultCount: 1, ChildCount: 0 }], CheckInRoomList: [{ RoomIndex: 0 }], FilterList: [], StandardAmount: 60000,
  SearchTrack: { ConditionList: [{ UniqueKey: '柏曼', UniqueKeyType: 'keyword' }] }, HotelDistance: hotel.DistanceMeters, HotelPosition: 0, IsRecommend: 0,
  RankType: 'recommend', MinPrice: hotel.MinPriceFen, ...extra,
})

test('every read call needs a login', async () => {
  const stay = { ArrivalDate: arrival, DepartureDate: departure }
  const calls: [string, unknown][] = [
    [`${INFO}/GetHotelDetail`, { HotelId: '100001', ...stay }],
    [`${INFO}/GetBetterRoomList`, roomsBody({ HotelId: '100001', Lat: 31.2, Lon: 121.4, DistanceMeters: 0, MinPriceFen: 0 })],
    [`${INFO}/GetBrandList`, { CityCode: SHANGHAI }],
    [`${INFO}/GetBusinessDistrictList`, { CityCode: SHANGHAI }],
    [`${INFO}/GetHotelReviews`, { HotelId: '100001', PageIndex: 1, PageSize: 10 }],
    [CITIES, {}],
    [REWARD, { DestCode: SHANGHAI }],
  ]
  for (const [url, body] of calls) await assertAuthRequired(t, url, body)
})

test('GetBetterRoomList: rooms and rates of the stay; the cheapest open plan is the list price', async () => {
  const token = await t.login(PHONE.employee)
  const list = await search({ Keyword: '柏曼' }, token)
  const hotel = list.Data.Hotels[0]
  const rooms = await t.post(`${INFO}/GetBetterRoomList`, roomsBody(hotel), { token })
  assert.equal(rooms.Code, '0000', rooms.Msg)
  assert.deepEqual([rooms.Data.HotelId, rooms.Data.CityTier, rooms.Data.Role, rooms.Data.Standard], [hotel.HotelId, 1, 'employee', list.Data.Standard])
  const supplierRooms = await t.app.hotelSupplier.rooms([Number(hotel.HotelId)], { arrivalDate: arrival, departureDate: departure })
  assert.deepEqual(rooms.Data.Rooms.map((r: any) => r.RoomId), supplierRooms.map((r) => String(r.roomId)))
  for (const [i, room] of rooms.Data.Rooms.entries()) {
    const source = supplierRooms[i]
    assert.equal(room.RatePlans.length, source.ratePlans.length)
    for (const [j, plan] of room.RatePlans.entries()) {
      const sourcePlan = source.ratePlans[j]
      assert.equal(plan.NightlyPricesFen.length, 2)
      assert.equal(plan.AvgNightlyFen, Math.round((plan.NightlyPricesFen[0] + plan.NightlyPricesFen[1]) / 2))
      assert.deepEqual(plan.CancelPolicy, toCancelPolicy(cancelTerms(sourcePlan.cancelType, arrival, sourcePlan.nightlyPricesFen, 1, new Date(), sourcePlan.freeCancelDaysBefore)))
      assert.deepEqual([plan.MaxOccupancy, plan.RemainingRooms, plan.RatePlanId], [source.maxOccupancy, sourcePlan.remainingRooms, String(sourcePlan.ratePlanId)])
    }
  }
  const plans = rooms.Data.Rooms.flatMap((r: any) => r.RatePlans)
  assert.equal(Math.min(...plans.filter((p: any) => p.RemainingRooms > 0).map((p: any) => p.AvgNightlyFen)), hotel.MinPriceFen)
  // Free cancellation per rate (decision 0771): 标准价 until 18:00 on the arrival day, 含双早 until 18:00 the day before.
  const free = plans.filter((p: any) => p.CancelPolicy.Type === 1)
  assert.ok(free.every((p: any) => /前可免费取消/.test(p.CancelPolicy.Description)))
  assert.equal(free.find((p: any) => p.RatePlanName === '标准价').CancelPolicy.FreeCancelUntil, `${arrival}T18:00:00+08:00`)
  assert.equal(free.find((p: any) => p.RatePlanName === '含双早').CancelPolicy.FreeCancelUntil, `${addDays(arrival, -1)}T18:00:00+08:00`)
  assert.ok(plans.some((p: any) => p.AvgNightlyFen > 60000), 'the executive room is over the standard')
  assert.ok(plans.some((p: any) => p.PayType === 1 && p.NeedCardGuarantee))

  assert.equal((await t.post(`${INFO}/GetBetterRoomList`, roomsBody(hotel, { IsPrivate: 1 }), { token })).Data.Standard, null)
  const unknown = await t.post(`${INFO}/GetBetterRoomList`, roomsBody({ ...hotel, HotelId: '1' }), { token })
  assert.deepEqual([unknown.Code, unknown.Msg], ['4004', '酒店不存在'])
  // The day before the first bookable arrival, taken now (not at load): before 06:00 Shanghai the first is yesterday (凌晨入住).
  const now = new Date()
  const first = firstArrivalDate(now)
  const past = await t.post(`${INFO}/GetBetterRoomList`, roomsBody(hotel, { ArrivalDate: addDays(first, -1) }), { token })
  assert.deepEqual([past.Code, past.Msg], ['4000', first < shanghaiDate(now) ? `凌晨6点前最早可预订${first}入住` : '入住日期不能早于今天'])
  const { SearchTrack: _dropped, ...missing } = roomsBody(hotel)
  assert.equal((await t.post(`${INFO}/GetBetterRoomList`, missing, { token })).Code, '4000', 'the body is the whole request')
})

test('detail, brands (the dossen group), business districts and reviews', async () => {
  const token = await t.login(PHONE.employee)
  const hotel = (await search({ Keyword: '柏曼' }, token)).Data.Hotels[0]
  const detail = await t.post(`${INFO}/GetHotelDetail`, { HotelId: hotel.HotelId, ArrivalDate: arrival, DepartureDate: departure }, { token })
  assert.deepEqual([detail.Data.HotelName, detail.Data.CityName, detail.Data.CityCode, detail.Data.StarLevel], [hotel.HotelName, '上海', SHANGHAI, 4])
  assert.ok(detail.Data.Facilities.length > 0 && detail.Data.ImageUrls.length > 0 && detail.Data.ReviewCount >= 3)
  const unknown = await t.post(`${INFO}/GetHotelDetail`, { HotelId: '1', ArrivalDate: arrival, DepartureDate: departure }, { token })
  assert.deepEqual([unknown.Code, unknown.Msg], ['4004', '酒店不存在'])

  const brands = (await t.post(`${INFO}/GetBrandList`, { CityCode: SHANGHAI }, { token })).Data.Brands
  const dossen = brands.filter((b: any) => b.GroupName === '东呈集团')
  assert.ok(dossen.length >= 3 && dossen.some((b: any) => b.BrandName === '柏曼'))
  assert.equal(brands.reduce((sum: number, b: any) => sum + b.HotelCount, 0), 24)
  assert.equal(typeof brands[0].BrandId, 'string')
  const districts = (await t.post(`${INFO}/GetBusinessDistrictList`, { CityCode: SHANGHAI }, { token })).Data.Districts
  assert.deepEqual(districts.map((d: any) => [d.Name, d.Kind, d.HotelCount]), [['陆家嘴', 'district', 8], ['人民广场', 'landmark', 8], ['虹桥枢纽', 'station', 8]])
  for (const url of ['GetBrandList', 'GetBusinessDistrictList']) {
    const answer = await t.post(`${INFO}/${url}`, { CityCode: '999999' }, { token })
    assert.deepEqual([answer.Code, answer.Msg], ['4000', '城市不存在'])
  }

  const reviews = await t.post(`${INFO}/GetHotelReviews`, { HotelId: hotel.HotelId, PageIndex: 1, PageSize: 2 }, { token })
  assert.equal(reviews.Code, '0000')
  assert.ok(reviews.Data.Total >= 3 && reviews.Data.Reviews.length === 2 && reviews.Data.AverageScoreTenths > 0)
  const [first, second] = reviews.Data.Reviews
  assert.match(first.ReviewerName, /^.\*\*$/)
  assert.match(first.CreatedAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/)
  assert.ok(first.CreatedAt >= second.CreatedAt, 'newest first')
  const beyond = await t.post(`${INFO}/GetHotelReviews`, { HotelId: hotel.HotelId, PageIndex: 99, PageSize: 10 }, { token })
  assert.deepEqual([beyond.Code, beyond.Data.Reviews, beyond.Data.Total], ['0000', [], reviews.Data.Total])
  // A hotel nobody has reviewed yet: a valid empty result.
  const quiet = (await search({}, token)).Data.Hotels.at(-1)
  await t.app.db.query('delete from hotel_reviews where hotel_id = $1', [Number(quiet.HotelId)])
  const none = await t.post(`${INFO}/GetHotelReviews`, { HotelId: quiet.HotelId, PageIndex: 1, PageSize: 10 }, { token })
  assert.deepEqual([none.Code, none.Data.Reviews, none.Data.Total, none.Data.AverageScoreTenths], ['2000', [], 0, 0])
  assert.equal((await t.post(`${INFO}/GetHotelReviews`, { HotelId: '1', PageIndex: 1, PageSize: 10 }, { token })).Code, '4004')
})

test('recommend-data-city: hot cities, the caller newest searches (one per city and keyword, at most 10) and all cities', async () => {
  const token = await t.login(PHONE.approver)
  const empty = await t.post(CITIES, {}, { token })
  assert.equal(empty.Code, '0000')
  assert.deepEqual(empty.Data.HistoryList, [])
  assert.equal(empty.Data.Cities.length, CATALOGUE_CITIES.length)
  assert.deepEqual(empty.Data.HotCities.slice(0, 4).map((c: any) => c.CityName), ['北京', '上海', '广州', '深圳'])
  assert.deepEqual(empty.Data.Cities.find((c: any) => c.CityCode === SHANGHAI), { CityCode: SHANGHAI, CityName: '上海', Pinyin: 'shanghai', Tier: 1, Lat: 31.2304, Lon: 121.4737 })

  await search({ Keyword: '柏曼' }, token)
  await search({ CityCode: '330100' }, token)
  await search({ Keyword: '柏曼', DepartureDate: addDays(arrival, 1) }, token) // the same city and keyword again: moved to the top
  await search({ CityCode: '330100', PageIndex: 2, PageSize: 5 }, token) // a later page is not a new search
  const history = (await t.post(CITIES, {}, { token })).Data.HistoryList
  assert.deepEqual(history.map((h: any) => [h.CityName, h.Keyword, h.DepartureDate]), [['上海', '柏曼', addDays(arrival, 1)], ['杭州', '', departure]])
  assert.match(history[0].SearchedAt, /\+08:00$/)
  // The newest search repeated (a filter, a sort, a refresh) writes nothing; a different stay does.
  const newest = () => t.app.db.query<{ xmin: string }>(`select h.xmin::text from hotel_search_history h join members m on m.id = h.member_id join accounts a on a.id = m.account_id where a.phone = $1 and h.keyword = '柏曼'`, [PHONE.approver])
  const before = (await newest()).rows[0].xmin
  await search({ Keyword: '柏曼', DepartureDate: addDays(arrival, 1), Sort: 'price-asc' }, token)
  assert.equal((await newest()).rows[0].xmin, before, 'a repeat of the newest search is not written')
  await search({ Keyword: '柏曼', DepartureDate: addDays(arrival, 2) }, token)
  assert.notEqual((await newest()).rows[0].xmin, before)
  assert.equal((await t.post(CITIES, {}, { token })).Data.HistoryList[0].DepartureDate, addDays(arrival, 2))
  for (let i = 0; i < 11; i += 1) await search({ Keyword: `关键字${i}` }, token)
  const capped = (await t.post(CITIES, {}, { token })).Data.HistoryList
  assert.deepEqual(capped.map((h: any) => h.Keyword), Array.from({ length: 10 }, (_, i) => `关键字${10 - i}`))
  const other = await t.post(CITIES, {}, { token: await t.login(PHONE.finance) })
  assert.deepEqual(other.Data.HistoryList, [], 'only the caller searches')

  const byPinyin = await t.post(CITIES, { Keyword: 'Hang' }, { token })
  assert.deepEqual(byPinyin.Data.Cities.map((c: any) => c.CityName), ['杭州'])
  assert.ok(byPinyin.Data.HotCities.length > 0 && byPinyin.Data.HistoryList.length === 10, 'the keyword filters Cities only')
  assert.deepEqual((await t.post(CITIES, { Keyword: '南' }, { token })).Data.Cities.map((c: any) => c.CityName), ['南京', '济南', '南昌', '南宁'])
  assert.deepEqual((await t.post(CITIES, { Keyword: 'xyz' }, { token })).Data.Cities, [])
})

test('GetTravelStandardRewardRule: the caller enterprise saving-bonus rules', async () => {
  const token = await t.login(PHONE.employee)
  const rules = await t.post(REWARD, { DestCode: SHANGHAI }, { token })
  assert.equal(rules.Code, '0000', rules.Msg)
  assert.deepEqual(
    rules.Data.Rules.map((r: any) => [r.RuleName, r.RewardPermille, r.MaxRewardFen, r.IsSelected]),
    [['节省返还30%', 300, 5000, true], ['不参与节省返还', 0, 0, false]],
  )
  assert.equal(typeof rules.Data.Rules[0].RuleId, 'string')
  assert.match(rules.Data.Rules[0].Description, /30%/)
  assert.match(rules.Data.Remark, /上海/)
  const unknown = await t.post(REWARD, { DestCode: '999999' }, { token })
  assert.deepEqual([unknown.Code, unknown.Msg], ['4000', '城市不存在'])
  assert.equal((await t.post(REWARD, { DestCode: 'abc' }, { token })).Code, '4000')
  const none = await t.post(REWARD, { DestCode: SHANGHAI }, { token: await t.login(PHONE.employeeB) })
  assert.deepEqual([none.Code, none.Data.Rules, none.Data.Remark], ['0000', [], '贵企业暂未开通节省返还'])
})
