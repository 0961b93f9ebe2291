import type { Db, Queryable } from '../../../db/types'
import type * as Api from '../../../../../types/api/hotel'
import type { Member } from '../../../lib/caller'
import type { HotelSupplier, PricedHotel, SupplierHotel } from '../supplier/index'
import { noResult, type Answer } from '../../../lib/answer'
import { invalidInput, notFound } from '../../../lib/errors'
import { shanghaiDate, shanghaiIso } from '../../../lib/time'
import { capOf, standardContext } from '../policy'
import { firstArrivalDate, stayError } from '@domain/hotel/stay'
import { toRoom } from './rates'

async function checkStay(db: Queryable, member: Member, arrivalDate: string, departureDate: string): Promise<void> {
  const { rows } = await db.query<{ days: number }>('select hotel_advance_day as days from enterprises where id = $1', [member.enterpriseId])
  const now = new Date()
  const problem = stayError(arrivalDate, departureDate, shanghaiDate(now), rows[0]?.days ?? 0, firstArrivalDate(now))
  if (problem) throw invalidInput(problem)
}

function toListItem(p: PricedHotel): Api.HotelListItem {
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

/** The hotel list: the supplier prices, filters, sorts and pages the city's hotels for the stay and the caller's standard. */
export async function searchHotelList(db: Db, supplier: HotelSupplier, member: Member, body: Api.SearchHotelListRequest): Promise<Api.SearchHotelListData | Answer<Api.SearchHotelListData>> {
  await checkStay(db, member, body.ArrivalDate, body.DepartureDate)
  const city = await supplier.city(body.CityCode)
  if (!city) throw invalidInput('城市不存在')
  if (body.MinPriceFen !== undefined && body.MaxPriceFen !== undefined && body.MinPriceFen > body.MaxPriceFen) throw invalidInput('最低价不能高于最高价')
  if ((body.Lat === undefined) !== (body.Lon === undefined)) throw invalidInput('经纬度须同时提供')
  const context = await standardContext(db, member, city.tier, body.IsPrivate === 1)
  const page = await supplier.searchPriced({
    cityCode: city.cityCode,
    keyword: body.Keyword?.trim() || undefined,
    brandIds: body.BrandIds?.map(Number),
    districtId: body.BusinessDistrictId !== undefined ? Number(body.BusinessDistrictId) : undefined,
    starLevels: body.StarLevels,
    stay: { arrivalDate: body.ArrivalDate, departureDate: body.DepartureDate },
    capFen: capOf(context),
    point: body.Lat !== undefined && body.Lon !== undefined ? { lat: body.Lat, lon: body.Lon } : city,
    minPriceFen: body.MinPriceFen,
    maxPriceFen: body.MaxPriceFen,
    sort: body.Sort ?? 'recommend',
    offset: (body.PageIndex - 1) * body.PageSize,
    limit: body.PageSize,
  })
  if (body.PageIndex === 1) await rememberSearch(db, member.memberId, body)
  const data: Api.SearchHotelListData = {
    ...context,
    Hotels: page.hotels.map(toListItem),
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
