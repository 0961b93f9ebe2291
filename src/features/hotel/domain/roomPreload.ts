import type { GetBetterRoomListData, GetBetterRoomListRequest, HotelListItem, HotelSort, RoomOccupancy } from '@api/hotel'

/** One preloaded hotel: the catalogue's "Hotel room preload entry". */
export type PreloadEntry = {
  HotelId: string
  searchParams: GetBetterRoomListRequest
  searchResult: GetBetterRoomListData | null
  loading: boolean
  abortKey: string
  hasPreloaded: boolean
  /** When the result arrived (ms); 0 while none. */
  loadedAt: number
}

export type PreloadDeps = {
  fetchRooms: (params: GetBetterRoomListRequest, abortKey: string) => Promise<GetBetterRoomListData>
  abortByKey: (abortKey: string) => void
  now: () => number
  /** ROOM_PRELOAD.cacheSeconds * 1000 by default. */
  cacheMs: number
}

/** One room, one adult: what the list preloads and the detail screen asks first. */
export const DEFAULT_OCCUPANCY: RoomOccupancy[] = [{ RoomIndex: 0, AdultCount: 1, ChildCount: 0 }]

export const preloadAbortKey = (hotelId: string) => `hotelRoomPreload:${hotelId}`

export type PreloadContext = {
  arrivalDate: string
  departureDate: string
  occupancy: RoomOccupancy[]
  standardAmountFen: number
  sort: HotelSort
  conditions: { UniqueKey: string; UniqueKeyType: string }[]
  isPrivate: boolean
}

/** Occupancy of `roomCount` rooms with `adults` each. */
export function occupancyOf(roomCount: number, adults: number): RoomOccupancy[] {
  return Array.from({ length: Math.max(1, roomCount) }, (_, RoomIndex) => ({ RoomIndex, AdultCount: Math.max(1, adults), ChildCount: 0 }))
}

/** searchParams exactly as the catalogue lists them, for the hotel at `position` of the list. */
export function preloadParams(hotel: HotelListItem, position: number, context: PreloadContext): GetBetterRoomListRequest {
  return {
    HotelId: hotel.HotelId,
    HotelProductType: 1,
    ArrivalDate: context.arrivalDate,
    DepartureDate: context.departureDate,
    Lat: hotel.Lat,
    Lon: hotel.Lon,
    roomOccupancyList: context.occupancy.map((room) => ({ ...room })),
    CheckInRoomList: context.occupancy.map((room) => ({ RoomIndex: room.RoomIndex })),
    FilterList: [],
    StandardAmount: context.standardAmountFen,
    SearchTrack: { ConditionList: context.conditions.map((condition) => ({ ...condition })) },
    HotelDistance: hotel.DistanceMeters,
    HotelPosition: position,
    IsRecommend: context.sort === 'recommend' ? 1 : 0,
    RankType: context.sort,
    MinPrice: hotel.MinPriceFen,
    IsPrivate: context.isPrivate ? 1 : 0,
  }
}

/** The params that decide whether a cached result fits (position and track do not change the rooms). */
function roomKey(params: GetBetterRoomListRequest): string {
  return JSON.stringify([params.HotelId, params.ArrivalDate, params.DepartureDate, params.roomOccupancyList, params.IsPrivate ?? 0])
}

/**
 * Rooms preloaded for the first hotels of the list, cached per hotel for the cache time; preloading a
 * hotel again aborts its pending preload (abortKey per hotel) and only the newest answer is kept.
 */
export class RoomPreloadCache {
  private readonly entries = new Map<string, PreloadEntry>()
  private readonly sequence = new Map<string, number>()

  constructor(private readonly deps: PreloadDeps) {}

  entry(hotelId: string): PreloadEntry | undefined {
    this.dropExpired(hotelId)
    return this.entries.get(hotelId)
  }

  /** A fresh result for these params, or null. */
  resultFor(params: GetBetterRoomListRequest): GetBetterRoomListData | null {
    const entry = this.entry(params.HotelId)
    if (!entry?.searchResult || roomKey(entry.searchParams) !== roomKey(params)) return null
    return entry.searchResult
  }

  /** Starts preloads; hotels with a fresh matching result are skipped. Resolves when all settle. */
  preload(list: readonly GetBetterRoomListRequest[]): Promise<void> {
    return Promise.all(list.map((params) => this.preloadOne(params))).then(() => undefined)
  }

  private async preloadOne(params: GetBetterRoomListRequest): Promise<void> {
    const hotelId = params.HotelId
    if (this.resultFor(params)) return
    const abortKey = preloadAbortKey(hotelId)
    const pending = this.entries.get(hotelId)
    if (pending?.loading) this.deps.abortByKey(abortKey)
    const id = (this.sequence.get(hotelId) ?? 0) + 1
    this.sequence.set(hotelId, id)
    this.entries.set(hotelId, {
      HotelId: hotelId,
      searchParams: params,
      searchResult: null,
      loading: true,
      abortKey,
      hasPreloaded: false,
      loadedAt: 0,
    })
    try {
      const result = await this.deps.fetchRooms(params, abortKey)
      if (this.sequence.get(hotelId) !== id) return
      this.entries.set(hotelId, {
        HotelId: hotelId,
        searchParams: params,
        searchResult: result,
        loading: false,
        abortKey,
        hasPreloaded: true,
        loadedAt: this.deps.now(),
      })
    } catch {
      // a failed or aborted preload only means the detail screen loads the rooms itself
      if (this.sequence.get(hotelId) === id) this.entries.delete(hotelId)
    }
  }

  /** Aborts every pending preload (leaving the list). */
  abortAll(): void {
    for (const entry of this.entries.values()) if (entry.loading) this.deps.abortByKey(entry.abortKey)
  }

  private dropExpired(hotelId: string): void {
    const entry = this.entries.get(hotelId)
    if (entry && entry.loadedAt > 0 && this.deps.now() - entry.loadedAt >= this.deps.cacheMs) this.entries.delete(hotelId)
  }
}

/** The hotels to preload: the first `count` (configurable, default 0 = none). */
export function preloadTargets<T>(hotels: readonly T[], count: number): T[] {
  return count > 0 ? hotels.slice(0, Math.floor(count)) : []
}
