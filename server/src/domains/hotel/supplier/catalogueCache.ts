import type { Db } from '../../../db/types'
import type { SupplierCity, SupplierHotel } from './index'

export type RoomRow = {
  id: number; hotel_id: number; name: string; bed_type: string; area_square_meters: number; floor: string; image_urls: string[]; max_occupancy: number
}
export type PlanRow = {
  id: number; room_id: number; name: string; breakfast_count: 0 | 1 | 2; cancel_type: 0 | 1 | 2; price_permille: number; pay_type: 1 | 2; need_card_guarantee: boolean; free_cancel_days_before: 0 | 1
}

export type Catalogue = {
  cities: SupplierCity[]
  cityByCode: Map<string, SupplierCity>
  hotels: SupplierHotel[]
  hotelById: Map<number, SupplierHotel>
  roomsByHotel: Map<number, RoomRow[]>
  plansByRoom: Map<number, PlanRow[]>
}

const group = <K, V>(rows: V[], key: (row: V) => K) => {
  const map = new Map<K, V[]>()
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row])
  return map
}

/**
 * The simulated channel's static catalogue (cities, hotels, rooms, rate plans), read from the database once
 * and kept in memory: it never changes while the server runs. Availability and prices per night are not
 * part of it and are always read from the database.
 */
export function catalogueLoader(db: Db, loadHotels: () => Promise<SupplierHotel[]>) {
  let pending: Promise<Catalogue> | null = null
  const load = async (): Promise<Catalogue> => {
    const { rows: cityRows } = await db.query<{ city_code: string; name: string; pinyin: string; tier: 1 | 2 | 3; lat: number; lon: number; is_hot: boolean }>(
      'select city_code, name, pinyin, tier, lat, lon, is_hot from hotel_cities order by sort',
    )
    const cities = cityRows.map((r): SupplierCity => ({ cityCode: r.city_code, name: r.name, pinyin: r.pinyin, tier: r.tier, lat: r.lat, lon: r.lon, isHot: r.is_hot }))
    const hotels = await loadHotels()
    const { rows: rooms } = await db.query<RoomRow>('select id, hotel_id, name, bed_type, area_square_meters, floor, image_urls, max_occupancy from hotel_rooms order by hotel_id, id')
    const { rows: plans } = await db.query<PlanRow>(
      'select id, room_id, name, breakfast_count, cancel_type, price_permille, pay_type, need_card_guarantee, free_cancel_days_before from hotel_rate_plans order by room_id, sort',
    )
    return {
      cities,
      cityByCode: new Map(cities.map((c) => [c.cityCode, c])),
      hotels,
      hotelById: new Map(hotels.map((h) => [h.hotelId, h])),
      roomsByHotel: group(rooms, (r) => r.hotel_id),
      plansByRoom: group(plans, (p) => p.room_id),
    }
  }
  return (): Promise<Catalogue> => {
    pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}
