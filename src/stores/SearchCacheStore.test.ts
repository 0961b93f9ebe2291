import { HISTORY_LIMIT, HISTORY_STORAGE_KEY, historyStorageKey, SearchCacheStore } from './SearchCacheStore'
import type { SearchModule } from './SearchCacheStore'
import { fakeClock, memoryStorage } from '@test/stores/fakes'

function setup() {
  const clock = fakeClock()
  const storage = memoryStorage()
  return { clock, storage, store: new SearchCacheStore({ clock, storage }) }
}

describe('SearchCacheStore', () => {
  it('starts empty with expiration 15000 for flight/train/transfer and 0 for hotel', () => {
    const { store } = setup()
    expect(store.modules.flightList).toEqual({ searchParams: null, searchResult: null, loading: false, timestamp: 0, expiration: 15000 })
    expect(store.modules.trainList.expiration).toBe(15000)
    expect(store.modules.transferTrainList.expiration).toBe(15000)
    expect(store.modules.hotelList.expiration).toBe(0)
  })

  it('loading is on during a search and off with the result', () => {
    const { store, clock } = setup()
    store.startSearch('trainList', { from: 'BJP' })
    expect(store.modules.trainList.loading).toBe(true)
    store.setResult('trainList', ['G1'])
    expect(store.modules.trainList).toMatchObject({ loading: false, searchResult: ['G1'], timestamp: clock.now() })
  })

  it.each<SearchModule>(['flightList', 'trainList', 'transferTrainList'])('%s result empties (timestamp 0) after 15 s', (module) => {
    const { store, clock } = setup()
    store.setResult(module, ['r'])
    clock.advance(14999)
    expect(store.modules[module].searchResult).toEqual(['r'])
    expect(store.resultOf(module)).toEqual(['r'])
    clock.advance(1)
    expect(store.modules[module]).toMatchObject({ searchResult: null, timestamp: 0 })
    expect(store.resultOf(module)).toBeNull()
  })

  it('hotel results never expire', () => {
    const { store, clock } = setup()
    store.setResult('hotelList', ['h'])
    clock.advance(24 * 3600 * 1000)
    expect(store.resultOf('hotelList')).toEqual(['h'])
    expect(clock.pending()).toBe(0)
  })

  it('each new result resets the timer', () => {
    const { store, clock } = setup()
    store.setResult('flightList', ['a'])
    clock.advance(10000)
    store.setResult('flightList', ['b'])
    clock.advance(10000)
    expect(store.resultOf('flightList')).toEqual(['b'])
    clock.advance(5000)
    expect(store.resultOf('flightList')).toBeNull()
    expect(clock.pending()).toBe(0)
  })

  it('cachedFor returns the result only for the same parameters', () => {
    const { store } = setup()
    store.setResult('hotelList', ['h'], { city: '010' })
    expect(store.cachedFor('hotelList', { city: '010' })).toEqual(['h'])
    expect(store.cachedFor('hotelList', { city: '020' })).toBeNull()
  })

  it('search history per type: newest first, deduplicated, capped, persisted', () => {
    const { store, storage, clock } = setup()
    store.addHistory('hotel', { city: '北京' })
    store.addHistory('hotel', { city: '上海' })
    store.addHistory('hotel', { city: '北京' })
    store.addHistory('train', 'BJP-SHH')
    expect(store.history.hotel).toEqual([{ city: '北京' }, { city: '上海' }])
    expect(store.history.flight).toEqual([])
    for (let i = 0; i < 20; i += 1) store.addHistory('flight', i)
    expect(store.history.flight).toHaveLength(HISTORY_LIMIT)
    expect(storage.data.get(HISTORY_STORAGE_KEY)).toMatchObject({ hotel: [{ city: '北京' }, { city: '上海' }], train: ['BJP-SHH'] })
    const again = new SearchCacheStore({ clock, storage })
    expect(again.history.train).toEqual(['BJP-SHH'])
    again.clearHistory('train')
    expect(again.history.train).toEqual([])
  })

  it('each member keeps a history of their own on a shared device (decision 0722)', () => {
    const { storage, clock } = setup()
    let member = '10001'
    const store = new SearchCacheStore({ clock, storage, memberId: () => member })
    store.addHistory('flight', { from: '北京', to: '上海' })
    member = '10006'
    const other = new SearchCacheStore({ clock, storage, memberId: () => member })
    expect(other.history.flight).toEqual([])
    other.addHistory('flight', { from: '广州', to: '成都' })
    member = '10001'
    const back = new SearchCacheStore({ clock, storage, memberId: () => member })
    expect(back.history.flight).toEqual([{ from: '北京', to: '上海' }])
    expect(storage.data.get(historyStorageKey('10006'))).toMatchObject({ flight: [{ from: '广州', to: '成都' }] })
  })
})
