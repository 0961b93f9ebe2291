import { createHash } from 'node:crypto'
import type { Db, Queryable } from '../../../db/types'
import { addDays } from '../../../lib/time'
import { catalogueLoader } from './catalogueCache'
import { pricedSearchRows } from './pricedSearch'
import type {
  AlongsideQuery, HotelSearchQuery, HotelSupplier, InventoryHold, PricedHotel, PricedSearch, Stay, SupplierBrand, SupplierDistrict, SupplierHotel, SupplierRatePlan,
  SupplierReview, SupplierRoom,
} from './index'

/** Any constant: processes adding the same nights do it one at a time. */
const INVENTORY_LOCK = 7_203_140

type HotelRow = {
  id: number
  city_code: string
  brand_id: number
  brand_name: string
  district_id: number
  district_name: string
  name: string
  star_level: 2 | 3 | 4 | 5
  score_tenths: number
  review_count: number
  address: string
  phone: string
  lat: number
  lon: number
  cover_image_url: string
  image_urls: string[]
  facilities: string[]
  tags: string[]
  description: string
  open_year: number
  check_in_time: string
  check_out_time: string
  sort: number
}

const HOTEL_SELECT = `select h.id, h.city_code, h.brand_id, b.name as brand_name, h.district_id, d.name as district_name, h.name, h.star_level,
    h.score_tenths, h.review_count, h.address, h.phone, h.lat, h.lon, h.cover_image_url, h.image_urls, h.facilities, h.tags, h.description,
    h.open_year, h.check_in_time, h.check_out_time, h.sort
  from hotels h join hotel_brands b on b.id = h.brand_id join hotel_business_districts d on d.id = h.district_id`

function toHotel(r: HotelRow): SupplierHotel {
  return {
    hotelId: r.id,
    cityCode: r.city_code,
    brandId: r.brand_id,
    brandName: r.brand_name,
    districtId: r.district_id,
    districtName: r.district_name,
    name: r.name,
    starLevel: r.star_level,
    scoreTenths: r.score_tenths,
    reviewCount: r.review_count,
    address: r.address,
    phone: r.phone,
    lat: r.lat,
    lon: r.lon,
    coverImageUrl: r.cover_image_url,
    imageUrls: r.image_urls,
    facilities: r.facilities,
    tags: r.tags,
    description: r.description,
    openYear: r.open_year,
    checkInTime: r.check_in_time,
    checkOutTime: r.check_out_time,
    sort: r.sort,
  }
}

function nightsOf(stay: Stay): string[] {
  const nights: string[] = []
  for (let night = stay.arrivalDate; night < stay.departureDate; night = addDays(night, 1)) nights.push(night)
  return nights
}

/** A rate plan's price for a night: the night's price times the plan's factor, rounded to the yuan. */
const planPrice = (nightFen: number, permille: number) => Math.round((nightFen * permille) / 100_000) * 100

/**
 * The simulated channel: catalogue and availability in the app's database (tables of 0100_hotel.sql).
 * Nights are added for every room the first time a stay touches them, with a deterministic price (weekend
 * +12%, a small day-to-day variation) and availability (the room type's rooms per night; now and then a
 * sold-out night).
 */
export function createSimulatedHotelSupplier(db: Db): HotelSupplier {
  const knownNights = new Set<string>()

  async function ensureNights(stay: Stay): Promise<void> {
    const wanted = nightsOf(stay).filter((night) => !knownNights.has(night))
    if (wanted.length === 0) return
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [INVENTORY_LOCK])
      const { rows } = await tx.query<{ night: string }>('select night from hotel_inventory_days where night = any($1::date[])', [wanted])
      const present = new Set(rows.map((r) => r.night))
      const missing = wanted.filter((night) => !present.has(night))
      if (missing.length > 0) {
        await tx.query(
          `insert into hotel_room_nights (room_id, night, price_fen, available)
           select r.id, d.night,
                  (round(r.base_price_fen * (case when extract(isodow from d.night) in (5, 6) then 1.12 else 1 end)
                         * (1 + (((r.id * 13 + (d.night - date '2020-01-01') * 7) % 5) - 2) * 0.02) / 100) * 100)::int,
                  case when (r.id * 7 + (d.night - date '2020-01-01')) % 29 = 0 then 0 else r.rooms_per_night end
             from hotel_rooms r cross join unnest($1::date[]) as d (night)
           on conflict do nothing`,
          [missing],
        )
        await tx.query('insert into hotel_inventory_days (night) select unnest($1::date[]) on conflict do nothing', [missing])
      }
    })
    for (const night of wanted) knownNights.add(night)
  }

  const catalogue = catalogueLoader(db, async () => (await db.query<HotelRow>(`${HOTEL_SELECT} order by h.city_code, h.sort, h.id`)).rows.map(toHotel))

  return {
    name: 'simulated',

    async cities() {
      return (await catalogue()).cities
    },

    async city(cityCode) {
      return (await catalogue()).cityByCode.get(cityCode) ?? null
    },

    async searchHotels(query: HotelSearchQuery) {
      const keyword = query.keyword?.toLowerCase()
      return (await catalogue()).hotels.filter(
        (h) =>
          h.cityCode === query.cityCode &&
          (!keyword || [h.name, h.brandName, h.districtName, h.address].some((text) => text.toLowerCase().includes(keyword))) &&
          (!query.brandIds?.length || query.brandIds.includes(h.brandId)) &&
          (query.districtId === undefined || h.districtId === query.districtId) &&
          (!query.starLevels?.length || query.starLevels.includes(h.starLevel)),
      )
    },

    async hotel(hotelId) {
      return (await catalogue()).hotelById.get(hotelId) ?? null
    },

    async searchPriced(search: PricedSearch, alongsideQuery?: AlongsideQuery) {
      await ensureNights(search.stay)
      const { hotelById } = await catalogue()
      const { rows, total, alongside } = await pricedSearchRows(db, search, nightsOf(search.stay).length, alongsideQuery)
      const hotels = rows.flatMap((r): PricedHotel[] => {
        const hotel = hotelById.get(r.id)
        return hotel ? [{ hotel, minPriceFen: r.min_price, poolFen: r.pool_fen, isFull: r.is_full, distanceMeters: r.distance }] : []
      })
      return { hotels, total, alongside }
    },

    async rooms(hotelIds: number[], stay: Stay) {
      if (hotelIds.length === 0) return []
      await ensureNights(stay)
      const { roomsByHotel, plansByRoom } = await catalogue()
      const nights = nightsOf(stay)
      const roomRows = hotelIds.flatMap((id) => roomsByHotel.get(id) ?? [])
      const roomIds = roomRows.map((r) => r.id)
      const { rows: nightRows } = await db.query<{ room_id: number; night: string; price_fen: number; available: number }>(
        `select room_id, night, price_fen, available from hotel_room_nights where room_id = any($1::int[]) and night >= $2 and night < $3 order by room_id, night`,
        [roomIds, stay.arrivalDate, stay.departureDate],
      )
      const nightsByRoom = new Map<number, Map<string, { price: number; available: number }>>()
      for (const n of nightRows) {
        const byNight = nightsByRoom.get(n.room_id) ?? new Map()
        byNight.set(n.night, { price: n.price_fen, available: n.available })
        nightsByRoom.set(n.room_id, byNight)
      }
      return roomRows.map((room): SupplierRoom => {
        const byNight = nightsByRoom.get(room.id) ?? new Map<string, { price: number; available: number }>()
        const stayNights = nights.map((night) => byNight.get(night))
        const remainingRooms = stayNights.every((n) => n !== undefined) ? Math.min(...stayNights.map((n) => n?.available ?? 0)) : 0
        const ratePlans = (plansByRoom.get(room.id) ?? []).map((p): SupplierRatePlan => ({
          ratePlanId: p.id,
          name: p.name,
          breakfastCount: p.breakfast_count,
          cancelType: p.cancel_type,
          freeCancelDaysBefore: p.free_cancel_days_before,
          payType: p.pay_type,
          needCardGuarantee: p.need_card_guarantee,
          nightlyPricesFen: stayNights.map((n) => planPrice(n?.price ?? 0, p.price_permille)),
          remainingRooms,
        }))
        return {
          roomId: room.id,
          hotelId: room.hotel_id,
          name: room.name,
          bedType: room.bed_type,
          areaSquareMeters: room.area_square_meters,
          floor: room.floor,
          imageUrls: room.image_urls,
          maxOccupancy: room.max_occupancy,
          ratePlans,
        }
      })
    },

    async brands(cityCode): Promise<SupplierBrand[]> {
      const { rows } = await db.query<{ id: number; name: string; group_name: string; logo_url: string; hotel_count: number }>(
        `select b.id, b.name, b.group_name, b.logo_url, count(*)::int as hotel_count
           from hotels h join hotel_brands b on b.id = h.brand_id where h.city_code = $1
          group by b.id order by hotel_count desc, b.id`,
        [cityCode],
      )
      return rows.map((r) => ({ brandId: r.id, name: r.name, groupName: r.group_name, logoUrl: r.logo_url, hotelCount: r.hotel_count }))
    },

    async districts(cityCode): Promise<SupplierDistrict[]> {
      const { rows } = await db.query<{ id: number; name: string; kind: SupplierDistrict['kind']; lat: number; lon: number; hotel_count: number }>(
        `select d.id, d.name, d.kind, d.lat, d.lon, (select count(*)::int from hotels h where h.district_id = d.id) as hotel_count
           from hotel_business_districts d where d.city_code = $1 order by d.sort`,
        [cityCode],
      )
      return rows.map((r) => ({ districtId: r.id, name: r.name, kind: r.kind, lat: r.lat, lon: r.lon, hotelCount: r.hotel_count }))
    },

    async reviews(hotelId, page) {
      const { rows } = await db.query<{
        id: number; reviewer_name: string; score_tenths: number; content: string; room_name: string; image_urls: string[]; created_at: Date; total: number; average: number
      }>(
        `select id, reviewer_name, score_tenths, content, room_name, image_urls, created_at, count(*) over () as total,
                round(avg(score_tenths) over ())::int as average
           from hotel_reviews where hotel_id = $1 order by created_at desc, id desc limit $2 offset $3`,
        [hotelId, page.size, (page.index - 1) * page.size],
      )
      const reviews = rows.map((r): SupplierReview => ({
        reviewId: r.id,
        reviewerName: r.reviewer_name,
        scoreTenths: r.score_tenths,
        content: r.content,
        roomName: r.room_name,
        imageUrls: r.image_urls,
        createdAt: r.created_at,
      }))
      if (rows.length > 0) return { reviews, total: rows[0].total, averageScoreTenths: rows[0].average }
      const { rows: all } = await db.query<{ total: number; average: number | null }>(
        'select count(*)::int as total, round(avg(score_tenths))::int as average from hotel_reviews where hotel_id = $1',
        [hotelId],
      )
      return { reviews, total: all[0].total, averageScoreTenths: all[0].average ?? 0 }
    },

    async hold(tx: Queryable, hold: InventoryHold) {
      await ensureNights(hold.stay)
      const nights = nightsOf(hold.stay).length
      const range = [hold.roomId, hold.stay.arrivalDate, hold.stay.departureDate]
      // Lock the nights in date order (concurrent multi-night bookings never deadlock), then take the rooms
      // only where enough are left: every night or none (nothing is changed when a night is short).
      const locked = await tx.query<{ available: number }>(
        'select available from hotel_room_nights where room_id = $1 and night >= $2 and night < $3 order by night for update',
        range,
      )
      if (locked.rows.length !== nights || locked.rows.some((r) => r.available < hold.roomCount)) return false
      const taken = await tx.query(
        `update hotel_room_nights set available = available - $4
          where room_id = $1 and night >= $2 and night < $3 and available >= $4`,
        [...range, hold.roomCount],
      )
      return taken.rowCount === nights
    },

    async release(tx: Queryable, hold: InventoryHold) {
      await tx.query(
        'update hotel_room_nights set available = available + $4 where room_id = $1 and night >= $2 and night < $3',
        [hold.roomId, hold.stay.arrivalDate, hold.stay.departureDate, hold.roomCount],
      )
    },

    async confirm(booking) {
      // The simulated hotel confirms at once with a number derived from the order.
      const digest = createHash('sha256').update(`${booking.hotelId}:${booking.orderNo}`).digest('hex')
      return { confirmNo: `HC${parseInt(digest.slice(0, 10), 16).toString().padStart(12, '0').slice(0, 12)}` }
    },
  }
}
