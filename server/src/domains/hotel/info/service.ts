import type { Db, Queryable } from '../../../db/types'
import type * as Api from '../../../../../types/api/hotel'
import type { Member } from '../../../lib/caller'
import type { HotelSupplier, PricedHotel, SupplierHotel } from '../supplier/index'
import { noResult, type Answer } from '../../../lib/answer'
import { invalidInput, notFound } from '../../../lib/errors'
import { shanghaiDate, shanghaiIso } from '../../../lib/time'
import type { HotelStandardContext } from '../../../../../types/api/hotel'
import { appliedStandardOf, standardColumns } from '../../policy/public'
import { checkRate, standardContext, standardContextOf } from '../policy'
import { firstArrivalDate, stayError } from '@domain/hotel/stay'
import { toRoom } from './rates'

const advanceDaysSql = (enterprise: string) => `select hotel_advance_day as days from enterprises where id = ${enterprise}`

function checkStayWith(hotelAdvanceDay: number, arrivalDate: string, departureDate: string, now: Date): void {
  const problem = stayError(arrivalDate, departureDate, shanghaiDate(now), hotelAdvanceDay, firstArrivalDate(now))
  if (problem) throw invalidInput(problem)
}

async function checkStay(db: Queryable, member: Member, arrivalDate: string, departureDate: string): Promise<void> {
  const { rows } = await db.query<{ days: number }>(advanceDaysSql('$1'), [member.enterpriseId])
  checkStayWith(rows[0]?.days ?? 0, arrivalDate, departureDate, new Date())
}

/** A listed hotel; its cheapest rate within the caller's standard is found with the one policy check (checkRate). */
function toListItem(p: PricedHotel, context: HotelStandardContext): Api.HotelListItem {
  const h = p.hotel
  return {
    HotelId: String(h.hotelId),
    HotelName: h.name,
    BrandId: String(h.brandId),
    BrandName: h.brandName,
    StarLevel: h.starLevel,
    ScoreTenths: h.scoreTenths,
    Address: h.address,
    BusinessDistrictId: String(h.districtId),
    BusinessDistrictName: h.districtName,
    Lat: h.lat,
    Lon: h.lon,
    DistanceMeters: p.distanceMeters,
    CoverImageUrl: h.coverImageUrl,
    Tags: h.tags,
    MinPriceFen: p.minPriceFen,
    MinCompliantPriceFen: p.poolFen.find((fen) => checkRate(context, fen).status === 'within') ?? null,
    IsFull: p.isFull,
  }
}

/** The member's newest history entry is this search, written less than a minute ago ($1 member, $2…$5 city, keyword, dates). */
const ON_TOP_SQL = (member: string, city: string, keyword: string, arrival: string, departure: string) => `
  exists (select 1 from (select * from hotel_search_history where member_id = ${member} order by searched_at desc limit 1) newest
           where newest.city_code = ${city} and newest.keyword = ${keyword} and newest.arrival_date = ${arrival} and newest.departure_date = ${departure}
             and newest.searched_at > now() - interval '1 minute')`

const historyParams = (memberId: number, body: Api.SearchHotelListRequest) =>
  [memberId, body.CityCode, (body.Keyword ?? '').trim(), body.ArrivalDate, body.DepartureDate]

/**
 * Puts the search at the top of the member's history. Repeating the newest entry within a minute (a filter,
 * a sort, a pull to refresh) writes nothing: it is already on top, and a write per tap only waits for disk.
 * The search's own statement tells whether it is on top (`on_top`), so that a repeat makes no round trip at
 * all; the write keeps the same condition for a search repeated at the same moment elsewhere.
 */
async function rememberSearch(db: Queryable, memberId: number, body: Api.SearchHotelListRequest): Promise<void> {
  await db.query(
    `insert into hotel_search_history (member_id, city_code, keyword, arrival_date, departure_date)
     select $1::int, $2::text, $3::text, $4::date, $5::date
      where not ${ON_TOP_SQL('$1', '$2', '$3', '$4', '$5')}
     on conflict (member_id, city_code, keyword) do update set arrival_date = excluded.arrival_date, departure_date = excluded.departure_date, searched_at = now()`,
    historyParams(memberId, body),
  )
}

/**
 * What the search needs of the app's own data, in the search's statement (issue 37): the enterprise's advance
 * days, the member's grade and the hotel standard (policy's own columns), whether the search is on top of the history.
 */
type SearchContextRow = { days: number | null; is_manage: boolean | null; standard: unknown; on_top: boolean }

const searchContextQuery = (member: Member, body: Api.SearchHotelListRequest) => ({
  sql: `select (${advanceDaysSql('$2')}) as days, ${standardColumns('$1', '$2', 'hotel')},
               ${ON_TOP_SQL('$1::int', '$3::text', '$4::text', '$5::date', '$6::date')} as on_top`,
  params: [member.memberId, member.enterpriseId, ...historyParams(member.memberId, body).slice(1)],
})

/**
 * The hotel list: the supplier prices, filters, sorts and pages the city's hotels for the stay; the caller's
 * standard marks the cheapest rate within it. One statement (issue 37): the stay's advance-day limit and the
 * standard are read with the search and checked after it, in the same order as before (stay, then the member).
 * A request the statement should not run for (no such city, a bad price range or point, a stay the default
 * advance days would refuse) is checked as before, after one lookup of the advance days: 4000.
 */
export async function searchHotelList(db: Db, supplier: HotelSupplier, member: Member, body: Api.SearchHotelListRequest): Promise<Api.SearchHotelListData | Answer<Api.SearchHotelListData>> {
  const city = await supplier.city(body.CityCode)
  const badPriceRange = body.MinPriceFen !== undefined && body.MaxPriceFen !== undefined && body.MinPriceFen > body.MaxPriceFen
  const badPoint = (body.Lat === undefined) !== (body.Lon === undefined)
  // The stay as the default advance days (a year, the supplier's horizon) allow it: the statement may run.
  const before = new Date()
  const plainStay = stayError(body.ArrivalDate, body.DepartureDate, shanghaiDate(before), 0, firstArrivalDate(before)) === null
  if (!city || badPriceRange || badPoint || !plainStay) {
    await checkStay(db, member, body.ArrivalDate, body.DepartureDate)
    if (!city) throw invalidInput('城市不存在')
    if (badPriceRange) throw invalidInput('最低价不能高于最高价')
    if (badPoint) throw invalidInput('经纬度须同时提供')
    // Left: an enterprise whose advance days reach beyond a year, and a stay beyond it (searched below).
  }
  const page = await supplier.searchPriced({
    cityCode: city.cityCode,
    keyword: body.Keyword?.trim() || undefined,
    brandIds: body.BrandIds?.map(Number),
    districtId: body.BusinessDistrictId !== undefined ? Number(body.BusinessDistrictId) : undefined,
    starLevels: body.StarLevels,
    stay: { arrivalDate: body.ArrivalDate, departureDate: body.DepartureDate },
    point: body.Lat !== undefined && body.Lon !== undefined ? { lat: body.Lat, lon: body.Lon } : city,
    minPriceFen: body.MinPriceFen,
    maxPriceFen: body.MaxPriceFen,
    sort: body.Sort ?? 'recommend',
    offset: (body.PageIndex - 1) * body.PageSize,
    limit: body.PageSize,
  }, searchContextQuery(member, body))
  const row = page.alongside as SearchContextRow
  checkStayWith(row.days ?? 0, body.ArrivalDate, body.DepartureDate, before)
  const context = standardContextOf(appliedStandardOf<'hotel'>(row, city.tier), body.IsPrivate === 1)
  if (body.PageIndex === 1 && !row.on_top) await rememberSearch(db, member.memberId, body)
  const data: Api.SearchHotelListData = {
    ...context,
    Hotels: page.hotels.map((p) => toListItem(p, context)),
    Total: page.total,
    PageIndex: body.PageIndex,
    PageSize: body.PageSize,
  }
  return data.Total === 0 ? noResult(data, '没有找到符合条件的酒店') : data
}

async function hotelOr404(supplier: HotelSupplier, hotelId: string): Promise<SupplierHotel> {
  const hotel = await supplier.hotel(Number(hotelId))
  if (!hotel) throw notFound('酒店不存在')
  return hotel
}

/** The hotel itself; the stay is not checked here (an old shared link still opens the hotel, its rooms say why not). */
export async function hotelDetail(supplier: HotelSupplier, body: Api.GetHotelDetailRequest): Promise<Api.HotelDetail> {
  const hotel = await hotelOr404(supplier, body.HotelId)
  const city = await supplier.city(hotel.cityCode)
  return {
    HotelId: String(hotel.hotelId),
    HotelName: hotel.name,
    BrandId: String(hotel.brandId),
    BrandName: hotel.brandName,
    StarLevel: hotel.starLevel,
    ScoreTenths: hotel.scoreTenths,
    ReviewCount: hotel.reviewCount,
    CityCode: hotel.cityCode,
    CityName: city?.name ?? '',
    Address: hotel.address,
    Phone: hotel.phone,
    Lat: hotel.lat,
    Lon: hotel.lon,
    ImageUrls: hotel.imageUrls,
    Facilities: hotel.facilities,
    Description: hotel.description,
    OpenYear: hotel.openYear,
    CheckInTime: hotel.checkInTime,
    CheckOutTime: hotel.checkOutTime,
  }
}

/** Rooms and rates of one hotel for the stay, with the caller's standard for its city. */
export async function betterRoomList(db: Db, supplier: HotelSupplier, member: Member, body: Api.GetBetterRoomListRequest): Promise<Api.GetBetterRoomListData> {
  await checkStay(db, member, body.ArrivalDate, body.DepartureDate)
  const hotel = await hotelOr404(supplier, body.HotelId)
  const city = await supplier.city(hotel.cityCode)
  const context = await standardContext(db, member, city?.tier ?? 3, body.IsPrivate === 1)
  const rooms = await supplier.rooms([hotel.hotelId], { arrivalDate: body.ArrivalDate, departureDate: body.DepartureDate })
  return { ...context, HotelId: String(hotel.hotelId), Rooms: rooms.map((room) => toRoom(room, body.ArrivalDate)) }
}

async function cityOr4000(supplier: HotelSupplier, cityCode: string) {
  const city = await supplier.city(cityCode)
  if (!city) throw invalidInput('城市不存在')
  return city
}

export async function brandList(supplier: HotelSupplier, cityCode: string): Promise<Api.GetBrandListData> {
  await cityOr4000(supplier, cityCode)
  const brands = await supplier.brands(cityCode)
  return { Brands: brands.map((b) => ({ BrandId: String(b.brandId), BrandName: b.name, GroupName: b.groupName, LogoUrl: b.logoUrl, HotelCount: b.hotelCount })) }
}

export async function districtList(supplier: HotelSupplier, cityCode: string): Promise<Api.GetBusinessDistrictListData> {
  await cityOr4000(supplier, cityCode)
  const districts = await supplier.districts(cityCode)
  return { Districts: districts.map((d) => ({ BusinessDistrictId: String(d.districtId), Name: d.name, Kind: d.kind, Lat: d.lat, Lon: d.lon, HotelCount: d.hotelCount })) }
}

export async function hotelReviews(supplier: HotelSupplier, body: Api.GetHotelReviewsRequest): Promise<Api.GetHotelReviewsData | Answer<Api.GetHotelReviewsData>> {
  const hotel = await hotelOr404(supplier, body.HotelId)
  const page = await supplier.reviews(hotel.hotelId, { index: body.PageIndex, size: body.PageSize })
  const data: Api.GetHotelReviewsData = {
    Reviews: page.reviews.map((r) => ({
      ReviewId: String(r.reviewId),
      ReviewerName: r.reviewerName,
      ScoreTenths: r.scoreTenths,
      Content: r.content,
      RoomName: r.roomName,
      ImageUrls: r.imageUrls,
      CreatedAt: shanghaiIso(r.createdAt),
    })),
    Total: page.total,
    AverageScoreTenths: page.averageScoreTenths,
    PageIndex: body.PageIndex,
    PageSize: body.PageSize,
  }
  return page.total === 0 ? noResult(data, '暂无点评') : data
}
