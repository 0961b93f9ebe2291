import type { Db, Queryable } from '../../../db/types'
import type * as Api from '../../../../../types/api/hotel'
import type { Member } from '../../../lib/caller'
import type { HotelSupplier, SupplierHotel, SupplierRoom } from '../supplier/index'
import { noResult, type Answer } from '../../../lib/answer'
import { invalidInput, notFound } from '../../../lib/errors'
import { shanghaiDate, shanghaiIso } from '../../../lib/time'
import { averageNightlyFen, checkRate, standardContext } from '../policy'
import { stayError } from '@domain/hotel/stay'
import { distanceMeters, toRoom } from './rates'

async function checkStay(db: Queryable, member: Member, arrivalDate: string, departureDate: string): Promise<void> {
  const { rows } = await db.query<{ days: number }>('select hotel_advance_day as days from enterprises where id = $1', [member.enterpriseId])
  const problem = stayError(arrivalDate, departureDate, shanghaiDate(), rows[0]?.days ?? 0)
  if (problem) throw invalidInput(problem)
}

type Priced = { hotel: SupplierHotel; minPriceFen: number; minCompliantFen: number | null; isFull: boolean; distance: number }

/**
 * The hotel's prices for the stay: the cheapest average nightly price of the plans with rooms left, and the
 * cheapest of those within the standard. A sold-out hotel (no plan with rooms left) shows its cheapest plans.
 */
function priceHotel(hotel: SupplierHotel, rooms: SupplierRoom[], context: Api.HotelStandardContext, point: { lat: number; lon: number }): Priced {
  const plans = rooms.flatMap((room) => room.ratePlans).map((plan) => ({ avg: averageNightlyFen(plan.nightlyPricesFen), isOpen: plan.remainingRooms > 0 }))
  const open = plans.filter((p) => p.isOpen)
  const pool = open.length > 0 ? open : plans
  const compliant = pool.filter((p) => checkRate(context, p.avg).status === 'within')
  return {
    hotel,
    minPriceFen: pool.length > 0 ? Math.min(...pool.map((p) => p.avg)) : 0,
    minCompliantFen: compliant.length > 0 ? Math.min(...compliant.map((p) => p.avg)) : null,
    isFull: open.length === 0,
    distance: distanceMeters(point, hotel),
  }
}

/** Comparators for a stable sort of the supplier's order: ties keep the supplier's (recommended) order. */
const SORTS: Record<Api.HotelSort, (a: Priced, b: Priced) => number> = {
  recommend: (a, b) => Number(a.isFull) - Number(b.isFull),
  'price-asc': (a, b) => a.minPriceFen - b.minPriceFen,
  'price-desc': (a, b) => b.minPriceFen - a.minPriceFen,
  distance: (a, b) => a.distance - b.distance,
  star: (a, b) => b.hotel.starLevel - a.hotel.starLevel || b.hotel.scoreTenths - a.hotel.scoreTenths,
}

function roomsByHotel(rooms: SupplierRoom[]): Map<number, SupplierRoom[]> {
  const byHotel = new Map<number, SupplierRoom[]>()
  for (const room of rooms) {
    const list = byHotel.get(room.hotelId)
    if (list) list.push(room)
    else byHotel.set(room.hotelId, [room])
  }
  return byHotel
}

function toListItem(p: Priced): Api.HotelListItem {
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
    DistanceMeters: p.distance,
    CoverImageUrl: h.coverImageUrl,
    Tags: h.tags,
    MinPriceFen: p.minPriceFen,
    MinCompliantPriceFen: p.minCompliantFen,
    IsFull: p.isFull,
  }
}

/**
 * Puts the search at the top of the member's history. Repeating the newest entry within a minute (a filter,
 * a sort, a pull to refresh) writes nothing: it is already on top, and a write per tap only waits for disk.
 */
async function rememberSearch(db: Queryable, memberId: number, body: Api.SearchHotelListRequest): Promise<void> {
  await db.query(
    `insert into hotel_search_history (member_id, city_code, keyword, arrival_date, departure_date)
     select $1::int, $2::text, $3::text, $4::date, $5::date
      where not exists (
        select 1 from (select * from hotel_search_history where member_id = $1 order by searched_at desc limit 1) newest
         where newest.city_code = $2 and newest.keyword = $3 and newest.arrival_date = $4 and newest.departure_date = $5
           and newest.searched_at > now() - interval '1 minute')
     on conflict (member_id, city_code, keyword) do update set arrival_date = excluded.arrival_date, departure_date = excluded.departure_date, searched_at = now()`,
    [memberId, body.CityCode, (body.Keyword ?? '').trim(), body.ArrivalDate, body.DepartureDate],
  )
}

/** The hotel list: supplier search, one rooms call for every hotel's prices, the standard, filters, sort, page. */
export async function searchHotelList(db: Db, supplier: HotelSupplier, member: Member, body: Api.SearchHotelListRequest): Promise<Api.SearchHotelListData | Answer<Api.SearchHotelListData>> {
  await checkStay(db, member, body.ArrivalDate, body.DepartureDate)
  const city = await supplier.city(body.CityCode)
  if (!city) throw invalidInput('城市不存在')
  if (body.MinPriceFen !== undefined && body.MaxPriceFen !== undefined && body.MinPriceFen > body.MaxPriceFen) throw invalidInput('最低价不能高于最高价')
  if ((body.Lat === undefined) !== (body.Lon === undefined)) throw invalidInput('经纬度须同时提供')
  const context = await standardContext(db, member, city.tier, body.IsPrivate === 1)
  const hotels = await supplier.searchHotels({
    cityCode: city.cityCode,
    keyword: body.Keyword?.trim() || undefined,
    brandIds: body.BrandIds?.map(Number),
    districtId: body.BusinessDistrictId !== undefined ? Number(body.BusinessDistrictId) : undefined,
    starLevels: body.StarLevels,
  })
  const rooms = await supplier.rooms(hotels.map((h) => h.hotelId), { arrivalDate: body.ArrivalDate, departureDate: body.DepartureDate })
  const point = body.Lat !== undefined && body.Lon !== undefined ? { lat: body.Lat, lon: body.Lon } : city
  const byHotel = roomsByHotel(rooms)
  const priced = hotels
    .map((hotel) => priceHotel(hotel, byHotel.get(hotel.hotelId) ?? [], context, point))
    .filter((p) => (body.MinPriceFen === undefined || p.minPriceFen >= body.MinPriceFen) && (body.MaxPriceFen === undefined || p.minPriceFen <= body.MaxPriceFen))
    .sort(SORTS[body.Sort ?? 'recommend'])
  if (body.PageIndex === 1) await rememberSearch(db, member.memberId, body)
  const start = (body.PageIndex - 1) * body.PageSize
  const data: Api.SearchHotelListData = {
    ...context,
    Hotels: priced.slice(start, start + body.PageSize).map(toListItem),
    Total: priced.length,
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
