import { ROOM_PRELOAD } from '@/core/constants'
import { todayWire } from '@/core/format'
import { abortByKey } from '@/core/http/client'
import type { RootStore } from '@/stores/root'
import { createHotelApi, type HotelApi } from '../api/hotelApi'
import { RoomPreloadCache } from '../domain/roomPreload'
import { HotelFlowStore } from './HotelFlowStore'

const flows = new WeakMap<RootStore, HotelFlowStore>()

/** The hotel flow of the app run (one per root store), wired to the real request layer. */
export function hotelFlowOf(root: RootStore): HotelFlowStore {
  let flow = flows.get(root)
  if (!flow) {
    const api = createHotelApi(root.request)
    const cache = new RoomPreloadCache({
      fetchRooms: (params, key) => api.rooms(params, key),
      abortByKey: (key) => void abortByKey(key),
      now: () => Date.now(),
      cacheMs: ROOM_PRELOAD.cacheSeconds * 1000,
    })
    flow = new HotelFlowStore(cache, todayWire())
    flows.set(root, flow)
  }
  return flow
}

export function hotelApiOf(root: RootStore): HotelApi {
  return createHotelApi(root.request)
}
