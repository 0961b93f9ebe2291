import type { GetBetterRoomListData, SearchHotelListData } from '@api/hotel'
import { RoomPreloadCache } from '@/features/hotel/domain/roomPreload'
import { CONTEXT, hotel, plan, room } from './testData'
import { HotelFlowStore } from '@/features/hotel/stores/HotelFlowStore'

/** 2026-11-22 10:00 in Shanghai. */
export const NOW = Date.parse('2026-11-22T02:00:00Z')
export const TODAY = '2026-11-22'

/** A flow on a hand-moved clock whose preload cache calls `fetchRooms` (default: never answers). */
type FetchRooms = (params: unknown, key: string) => Promise<GetBetterRoomListData>

export function testFlow(fetchRooms: FetchRooms = () => new Promise(() => undefined)) {
  let time = NOW
  const aborted: string[] = []
  const cache = new RoomPreloadCache({
    fetchRooms: (params, key) => fetchRooms(params, key),
    abortByKey: (key) => void aborted.push(key),
    now: () => time,
    cacheMs: 120_000,
  })
  const flow = new HotelFlowStore(cache, TODAY)
  return { flow, cache, aborted, clock: { now: () => time }, advance: (ms: number) => (time += ms) }
}

export function listPage(ids: string[], total: number, pageIndex = 1): SearchHotelListData {
  return { ...CONTEXT, Hotels: ids.map((id) => hotel(id, id === 'over' ? { MinPriceFen: 45000, MinCompliantPriceFen: null } : {})), Total: total, PageIndex: pageIndex, PageSize: 20 }
}

export function roomsData(hotelId = 'h1'): GetBetterRoomListData {
  return {
    ...CONTEXT,
    HotelId: hotelId,
    Rooms: [room('A', [plan('a1', 45000), plan('a2', 38000)]), room('B', [plan('b1', 30000, { RemainingRooms: 0 }), plan('b2', 99000)])],
  }
}
