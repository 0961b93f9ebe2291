import type { QueryTrainListData } from '@api/train'
import { SearchCacheStore } from '@/stores/SearchCacheStore'
import { fakeClock, memoryStorage } from '@test/stores/fakes'
import { TrainListStore } from './TrainListStore'

const answer: QueryTrainListData = { Trains: [] }

function setup() {
  const clock = fakeClock()
  const cache = new SearchCacheStore({ clock, storage: memoryStorage() })
  const trains = jest.fn(async () => answer)
  const transfers = jest.fn(async () => ({ Plans: [] }))
  const store = () => new TrainListStore({ from: '北京', to: '上海', date: '2026-11-25', onlyHighSpeed: false }, { trains, transfers }, cache)
  return { clock, trains, transfers, store }
}

describe('TrainListStore and the 15 s trainList cache', () => {
  it('a new list within 15 s shows the cached answer without a call', async () => {
    const { trains, store } = setup()
    await store().fetch()
    await store().fetch()
    expect(trains).toHaveBeenCalledTimes(1)
  })
  it('after 15 s the list asks again', async () => {
    const { clock, trains, store } = setup()
    await store().fetch()
    clock.advance(15_000)
    await store().fetch()
    expect(trains).toHaveBeenCalledTimes(2)
  })
  it('pull-to-refresh always asks', async () => {
    const { trains, store } = setup()
    const list = store()
    await list.fetch()
    await list.fetch(true)
    expect(trains).toHaveBeenCalledTimes(2)
  })
  it('an empty answer (2000) is a ready, empty list; a failure is an error with its message', async () => {
    const { store } = setup()
    const list = store()
    await list.fetch()
    expect([list.load.status, list.shown]).toEqual(['ready', []])
    const failing = new TrainListStore({ from: '北京', to: '上海', date: '2026-11-26', onlyHighSpeed: false }, { trains: async () => Promise.reject({ Code: '4000', Msg: '出发日期不能早于今天' }), transfers: async () => ({ Plans: [] }) }, new SearchCacheStore({ clock: fakeClock(), storage: memoryStorage() }))
    await failing.fetch()
    expect([failing.load.status, failing.load.errorMessage]).toEqual(['error', '出发日期不能早于今天'])
  })
})

describe('TrainListStore transfers', () => {
  const seat = (remaining: number) => ({ SeatCode: 'O' as const, SeatName: '二等座', PriceFen: 100, Remaining: remaining })
  const direct = (remaining: number): QueryTrainListData => ({
    Trains: [{ TrainNo: 'G1', TrainType: 'G', FromStationCode: 'A', FromStationName: 'A', ToStationCode: 'B', ToStationName: 'B', StartStationName: 'A', EndStationName: 'B',
      DepartTime: '07:00', ArriveTime: '09:00', ArriveDayOffset: 0, DurationMinutes: 120, DistanceKm: 200, Seats: [seat(remaining)] }],
  })
  const run = async (answer: QueryTrainListData) => {
    const transfers = jest.fn(async () => ({ Plans: [] }))
    const store = new TrainListStore({ from: 'A', to: 'B', date: '2026-11-25', onlyHighSpeed: false }, { trains: async () => answer, transfers }, new SearchCacheStore({ clock: fakeClock(), storage: memoryStorage() }))
    await store.fetch()
    return transfers.mock.calls.length
  }
  it('asks for transfers when there is no direct train', async () => expect(await run({ Trains: [] })).toBe(1))
  it('asks for transfers when every direct train is sold out', async () => expect(await run(direct(0))).toBe(1))
  it('does not when a direct train has a seat', async () => expect(await run(direct(3))).toBe(0))
})
