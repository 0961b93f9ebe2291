import { SearchCacheStore } from '@/stores/SearchCacheStore'
import { fakeClock, memoryStorage } from '@test/stores/fakes'
import type { SearchHotelListRequest } from '@api/hotel'
import { preloadAbortKey } from '../domain/roomPreload'
import { HotelListStore } from './HotelListStore'
import { listPage, roomsData, testFlow } from '@test/hotel/testFlow'

type Answer = (body: SearchHotelListRequest) => Promise<unknown>

function setup(answer: Answer, preloadCount = 0) {
  const preloads: string[] = []
  const t = testFlow(async (params) => {
    preloads.push((params as { HotelId: string }).HotelId)
    return roomsData((params as { HotelId: string }).HotelId)
  })
  t.flow.patchForm({ cityCode: 'GZ', cityName: '广州', cityTier: 1 })
  const cache = new SearchCacheStore({ clock: fakeClock(), storage: memoryStorage() })
  const calls: SearchHotelListRequest[] = []
  const toasts: string[] = []
  const store = new HotelListStore({
    api: { searchHotels: ((body: SearchHotelListRequest) => (calls.push(body), answer(body))) as never },
    flow: t.flow,
    cache,
    clock: t.clock,
    settings: { HotelAdvanceDay: 30 },
    preloadCount,
    toast: (m) => void toasts.push(m),
  })
  return { store, calls, searchCache: cache, toasts, preloads, ...t }
}

const pages = (total: number): Answer => async (body) => {
  const start = (body.PageIndex - 1) * 20
  const ids = Array.from({ length: Math.max(0, Math.min(20, total - start)) }, (_, i) => `h${start + i}`)
  return listPage(ids, total, body.PageIndex)
}

describe('HotelListStore', () => {
  it('first page, reach-bottom pages until the end', async () => {
    const { store, calls } = setup(pages(45))
    await store.search()
    expect(store.hotels).toHaveLength(20)
    expect(store.isEnd).toBe(false)
    await store.loadMore()
    await store.loadMore()
    expect(store.hotels).toHaveLength(45)
    expect(store.isEnd).toBe(true)
    await store.loadMore()
    expect(calls.map((c) => c.PageIndex)).toEqual([1, 2, 3])
  })

  it("'2000' answer (empty Hotels) is a valid empty result, not an error", async () => {
    const { store } = setup(async () => ({ ...listPage([], 0) }))
    await store.search()
    expect(store.load.status).toBe('ready')
    expect(store.isEmpty).toBe(true)
    expect(store.isEnd).toBe(true)
  })

  it('a failure is an error state; a failed load-more keeps the list and reports', async () => {
    const failing = setup(() => Promise.reject({ Code: '5000', Msg: '系统繁忙，请稍后再试' }))
    await failing.store.search()
    expect(failing.store.load.status).toBe('error')
    expect(failing.store.load.errorMessage).toBe('系统繁忙，请稍后再试')

    let fail = false
    const { store } = setup((body) => (fail ? Promise.reject({ Msg: '网络不给力' }) : pages(45)(body)))
    await store.search()
    fail = true
    await store.loadMore()
    expect(store.hotels).toHaveLength(20)
    expect(store.moreError).toBe('网络不给力')
  })

  it('hotel results never expire from the cache: the same search is answered from it', async () => {
    const { store, calls, advance } = setup(pages(5))
    await store.search()
    advance(2 * 3600 * 1000) // far beyond the 15 s of flight and train results
    await store.search()
    expect(calls).toHaveLength(1)
    await store.search(true)
    expect(calls).toHaveLength(2)
  })

  it('sort and filters go to the request and search page 1 again', async () => {
    const { store, calls } = setup(pages(5))
    await store.search()
    await store.setSort('price-asc')
    store.toggleStar(4)
    store.setPrice({ minFen: 30000, maxFen: 15000 })
    await store.applyFilters()
    expect(calls[2]).toMatchObject({ Sort: 'price-asc', StarLevels: [4], MinPriceFen: 15000, MaxPriceFen: 30000, PageIndex: 1 })
    await store.resetFilters()
    expect(calls[3].StarLevels).toBeUndefined()
  })

  it('marks over-standard hotels and finds the cheapest compliant price', async () => {
    const { store } = setup(async () => listPage(['h1', 'over'], 2))
    await store.search()
    expect(store.rows.map((row) => [row.check.status, row.label])).toEqual([
      ['within', '符合差标'],
      ['over', '超标需填原因'],
    ])
    expect(store.cheapestCompliantFen).toBe(35000)
    expect(store.capFen).toBe(40000)
  })

  it('preloads rooms of the first N hotels only (default 0: none)', async () => {
    const none = setup(pages(5))
    await none.store.search()
    expect(none.preloads).toEqual([])
    const two = setup(pages(5), 2)
    await two.store.search()
    await Promise.resolve()
    expect(two.preloads).toEqual(['h0', 'h1'])
    expect(two.cache.entry('h0')).toBeDefined()
    expect(preloadAbortKey('h0')).toBe('hotelRoomPreload:h0')
  })

  it('start: a route form replaces the flow form, keeping the map point of the same city', async () => {
    const { store, flow, calls } = setup(pages(5))
    flow.patchForm({ point: { lat: 1, lon: 2, name: '广州南站' } })
    await store.start({ ...flow.form, keyword: '天河', point: null })
    expect(flow.form).toMatchObject({ keyword: '天河', point: { name: '广州南站' } })
    expect(calls[0]).toMatchObject({ Keyword: '天河', Lat: 1, Lon: 2 })
    await store.start({ ...flow.form, cityCode: 'BJ' })
    expect(flow.form.point).toBeNull()
  })

  it('invalid dates do not search', async () => {
    const { store, calls, toasts, flow } = setup(pages(5))
    flow.patchForm({ departureDate: flow.form.arrivalDate })
    expect(await store.search()).toBe(false)
    expect(calls).toHaveLength(0)
    expect(toasts).toEqual(['离店日期须晚于入住日期'])
  })
})
