import type { Queryable } from '../../../db/types'

/**
 * A hotel channel: search, detail, rooms and rates of a stay, hold (book) and release (cancel) inventory,
 * and confirmation. The simulated supplier (simulated.ts) keeps its catalogue and availability in the
 * app's database; a real channel implements the same interface over its API and records the holds it
 * made in the transaction it is given.
 */
export type Stay = { arrivalDate: string; departureDate: string }

export type SupplierCity = { cityCode: string; name: string; pinyin: string; tier: 1 | 2 | 3; lat: number; lon: number; isHot: boolean }

export type SupplierHotel = {
  hotelId: number
  cityCode: string
  brandId: number
  brandName: string
  districtId: number
  districtName: string
  name: string
  starLevel: 2 | 3 | 4 | 5
  scoreTenths: number
  reviewCount: number
  address: string
  phone: string
  lat: number
  lon: number
  coverImageUrl: string
  imageUrls: string[]
  facilities: string[]
  tags: string[]
  description: string
  openYear: number
  checkInTime: string
  checkOutTime: string
  sort: number
}

export type SupplierRatePlan = {
  ratePlanId: number
  name: string
  breakfastCount: 0 | 1 | 2
  /** 0 not cancellable, 1 free until 18:00 on the arrival day or the day before (freeCancelDaysBefore), 2 always a fee. */
  cancelType: 0 | 1 | 2
  /** Free cancellation (type 1) ends 18:00 this many days before arrival: 0 the arrival day, 1 the day before (decision 0771). */
  freeCancelDaysBefore: 0 | 1
  /** 1 pay at the hotel, 2 prepaid. */
  payType: 1 | 2
  needCardGuarantee: boolean
  /** One room, per night of the stay, in order. */
  nightlyPricesFen: number[]
  /** Rooms left for the whole stay (min over the nights); 0 when a night is missing. */
  remainingRooms: number
}

export type SupplierRoom = {
  roomId: number
  hotelId: number
  name: string
  bedType: string
  areaSquareMeters: number
  floor: string
  imageUrls: string[]
  maxOccupancy: number
  ratePlans: SupplierRatePlan[]
}

export type SupplierBrand = { brandId: number; name: string; groupName: string; logoUrl: string; hotelCount: number }
export type SupplierDistrict = { districtId: number; name: string; kind: 'district' | 'station' | 'landmark' | 'area'; lat: number; lon: number; hotelCount: number }
export type SupplierReview = { reviewId: number; reviewerName: string; scoreTenths: number; content: string; roomName: string; imageUrls: string[]; createdAt: Date }

export type HotelSearchQuery = { cityCode: string; keyword?: string; brandIds?: number[]; districtId?: number; starLevels?: number[] }

/** The hotel list priced for a stay, filtered by price, sorted and paged by the channel (issue 22). */
export type PricedSearch = HotelSearchQuery & {
  stay: Stay
  /** Distances are measured from here. */
  point: { lat: number; lon: number }
  minPriceFen?: number
  maxPriceFen?: number
  sort: 'recommend' | 'price-asc' | 'price-desc' | 'distance' | 'star'
  offset: number
  limit: number
}

/**
 * A listed hotel: its cheapest average nightly price (of the plans with rooms left, else of all: full), and that
 * pool's averages ascending (the caller finds the cheapest within its standard with the policy rule).
 */
export type PricedHotel = { hotel: SupplierHotel; minPriceFen: number; poolFen: number[]; isFull: boolean; distanceMeters: number }

/**
 * A one-row select of the app's own (its parameters $1…$n of `params`) that the search answers as `alongside`
 * (the row as a JSON object): a channel keeping its data in the app's database folds it into the search's
 * statement (one round trip, issue 37); a channel elsewhere runs it on the app's database beside its call.
 */
export type AlongsideQuery = { sql: string; params: readonly unknown[] }

/** What a booking holds: `roomCount` rooms of one room type for every night of the stay. */
export type InventoryHold = { roomId: number; stay: Stay; roomCount: number }

export type HotelSupplier = {
  readonly name: string
  cities(): Promise<SupplierCity[]>
  city(cityCode: string): Promise<SupplierCity | null>
  /** Hotels of a city matching the static filters (prices come from rooms()). */
  searchHotels(query: HotelSearchQuery): Promise<SupplierHotel[]>
  hotel(hotelId: number): Promise<SupplierHotel | null>
  /** One page of the city's hotels priced for the stay, with how many match in all (and the `alongside` row asked for). */
  searchPriced(search: PricedSearch, alongside?: AlongsideQuery): Promise<{ hotels: PricedHotel[]; total: number; alongside: unknown }>
  /** Rooms and priced rate plans of the hotels for the stay. */
  rooms(hotelIds: number[], stay: Stay): Promise<SupplierRoom[]>
  brands(cityCode: string): Promise<SupplierBrand[]>
  districts(cityCode: string): Promise<SupplierDistrict[]>
  reviews(hotelId: number, page: { index: number; size: number }): Promise<{ reviews: SupplierReview[]; total: number; averageScoreTenths: number }>
  /** Takes the rooms inside the caller's transaction; false when any night has fewer left (nothing held). */
  hold(tx: Queryable, hold: InventoryHold): Promise<boolean>
  /** Gives held rooms back (cancel, reject, revoke), inside the caller's transaction. */
  release(tx: Queryable, hold: InventoryHold): Promise<void>
  /** The hotel's confirmation of a held booking. */
  confirm(booking: { orderNo: string; hotelId: number }): Promise<{ confirmNo: string }>
}

