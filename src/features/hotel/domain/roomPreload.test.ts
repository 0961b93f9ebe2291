import type { GetBetterRoomListData, GetBetterRoomListRequest } from '@api/hotel'
import { preloadAbortKey, preloadParams, preloadTargets, RoomPreloadCache, type PreloadContext } from './roomPreload'
import { CONTEXT, hotel } from '@test/hotel/testData'

const context: PreloadContext = {
  arrivalDate: '2026-11-22',
  departureDate: '2026-11-23',
  occupancy: [{ RoomIndex: 0, AdultCount: 1, ChildCount: 0 }],
  standardAmountFen: 40000,
  sort: 'recommend',
  conditions: [{ UniqueKey: 'b1', UniqueKeyType: 'brand' }],
  isPrivate: false,
}

function setup() {
  let time = 1000
  const pending: { params: GetBetterRoomListRequest; key: string; resolve: (d: GetBetterRoomListData) => void; reject: (e: unknown) => void }[] = []
  const aborted: string[] = []
  const cache = new RoomPreloadCache({
    fetchRooms: (params, key) => new Promise((resolve, reject) => pending.push({ params, key, resolve, reject })),
    abortByKey: (key) => {
      aborted.push(key)
      pending.filter((call) => call.key === key).forEach((call) => call.reject({ isAborted: true }))
    },
    now: () => time,
    cacheMs: 120_000,
  })
  return { cache, pending, aborted, advance: (ms: number) => (time += ms) }
}

const data = (id: string): GetBetterRoomListData => ({ ...CONTEXT, HotelId: id, Rooms: [] })

describe('room preload', () => {
  it('searchParams exactly as the catalogue lists them', () => {
    expect(preloadParams(hotel('h1'), 3, context)).toEqual({
      HotelId: 'h1',
      HotelProductType: 1,
      ArrivalDate: '2026-11-22',
      DepartureDate: '2026-11-23',
      Lat: 23.1,
      Lon: 113.3,
      roomOccupancyList: [{ RoomIndex: 0, AdultCount: 1, ChildCount: 0 }],
      CheckInRoomList: [{ RoomIndex: 0 }],
      FilterList: [],
      StandardAmount: 40000,
      SearchTrack: { ConditionList: [{ UniqueKey: 'b1', UniqueKeyType: 'brand' }] },
      HotelDistance: 1200,
      HotelPosition: 3,
      IsRecommend: 1,
      RankType: 'recommend',
      MinPrice: 35000,
      IsPrivate: 0,
    })
    expect(preloadParams(hotel('h1'), 0, { ...context, sort: 'price-asc' }).IsRecommend).toBe(0)
  })

  it('preload count default 0 preloads nothing; N takes the first N', () => {
    expect(preloadTargets([1, 2, 3], 0)).toEqual([])
    expect(preloadTargets([1, 2, 3], 2)).toEqual([1, 2])
  })

  it('caches per hotel for 120 s, then drops', async () => {
    const { cache, pending, advance } = setup()
    const params = preloadParams(hotel('h1'), 0, context)
    const done = cache.preload([params])
    expect(cache.entry('h1')).toMatchObject({ loading: true, hasPreloaded: false, abortKey: preloadAbortKey('h1') })
    pending[0].resolve(data('h1'))
    await done
    expect(cache.entry('h1')).toMatchObject({ loading: false, hasPreloaded: true })
    expect(cache.resultFor(params)).toEqual(data('h1'))
    await cache.preload([params])
    expect(pending).toHaveLength(1) // fresh: not fetched again
    advance(119_999)
    expect(cache.resultFor(params)).not.toBeNull()
    advance(1)
    expect(cache.resultFor(params)).toBeNull()
    expect(cache.entry('h1')).toBeUndefined()
  })

  it('a new preload aborts the pending one for the same hotel only; the old answer is ignored', async () => {
    const { cache, pending, aborted } = setup()
    const first = cache.preload([preloadParams(hotel('h1'), 0, context), preloadParams(hotel('h2'), 1, context)])
    const newer = { ...preloadParams(hotel('h1'), 0, context), DepartureDate: '2026-11-24' }
    const second = cache.preload([newer])
    expect(aborted).toEqual([preloadAbortKey('h1')])
    pending[2].resolve(data('h1'))
    pending[1].resolve(data('h2'))
    await Promise.all([first, second])
    expect(cache.resultFor(newer)).not.toBeNull()
    expect(cache.resultFor(preloadParams(hotel('h1'), 0, context))).toBeNull()
    expect(cache.entry('h2')?.hasPreloaded).toBe(true)
  })

  it('a failed preload leaves no entry; abortAll aborts pending ones', async () => {
    const { cache, pending, aborted } = setup()
    const done = cache.preload([preloadParams(hotel('h1'), 0, context), preloadParams(hotel('h2'), 1, context)])
    pending[0].reject({ Code: '5000' })
    await Promise.resolve()
    await Promise.resolve()
    cache.abortAll()
    await done
    expect(aborted).toEqual([preloadAbortKey('h2')])
    expect(cache.entry('h1')).toBeUndefined()
  })

  it('a result for other dates does not match', async () => {
    const { cache, pending } = setup()
    const params = preloadParams(hotel('h1'), 0, context)
    const done = cache.preload([params])
    pending[0].resolve(data('h1'))
    await done
    expect(cache.resultFor({ ...params, HotelPosition: 9 })).not.toBeNull()
    expect(cache.resultFor({ ...params, ArrivalDate: '2026-11-23' })).toBeNull()
  })
})
