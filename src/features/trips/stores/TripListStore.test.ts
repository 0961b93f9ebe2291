import { FakeClock } from '@test/shared/fakeClock'
import type { TripApi, TripItem } from '../api/tripApi'
import { TripListStore } from './TripListStore'

const NOW = Date.parse('2026-05-30T04:00:00Z')
const trip = (OrderNo: string, StartTime: string, ProductType: TripItem['ProductType'] = 5) =>
  ({ OrderNo, StartTime, ProductType, Title: OrderNo }) as TripItem
const FUTURE = trip('F1', '2026-06-02T01:00:00Z')
const PAST = trip('H1', '2026-05-01T06:00:00Z', 1)

function setup(patch: Partial<TripApi> = {}) {
  const api = {
    getTripList: jest.fn().mockResolvedValue([PAST, FUTURE]),
    searchTrips: jest.fn().mockResolvedValue([PAST]),
    getUnreadOrderNos: jest.fn().mockResolvedValue(['F1']),
    markRead: jest.fn().mockResolvedValue(null),
    ...patch,
  } as jest.Mocked<TripApi>
  return { api, store: new TripListStore(api, new FakeClock(NOW)) }
}

describe('TripListStore', () => {
  it('loads trips grouped upcoming first, with unread marks', async () => {
    const { store } = setup()
    await store.fetch()
    expect(store.load.status).toBe('ready')
    expect(store.groups.upcoming.map((g) => g.trips[0].OrderNo)).toEqual(['F1'])
    expect(store.groups.past.map((g) => g.trips[0].OrderNo)).toEqual(['H1'])
    expect(store.isUnread(FUTURE)).toBe(true)
    expect(store.isUnread(PAST)).toBe(false)
  })

  it('is empty with 暂无行程', async () => {
    const { store } = setup({ getTripList: jest.fn().mockResolvedValue([]) })
    await store.fetch()
    expect(store.isEmpty).toBe(true)
    expect(store.emptyText).toBe('暂无行程')
  })

  it('is an error with the Msg, and a retry loads', async () => {
    const { store, api } = setup()
    api.getTripList.mockRejectedValueOnce({ Msg: '行程服务异常' })
    await store.fetch()
    expect(store.load.status).toBe('error')
    expect(store.load.errorMessage).toBe('行程服务异常')
    await store.fetch()
    expect(store.load.status).toBe('ready')
  })

  it('still shows trips when the unread marks fail', async () => {
    const { store } = setup({ getUnreadOrderNos: jest.fn().mockRejectedValue({ Msg: 'x' }) })
    await store.fetch()
    expect(store.load.status).toBe('ready')
    expect(store.trips).toHaveLength(2)
  })

  it('searches with the trimmed keyword and says when nothing matches', async () => {
    const { store, api } = setup({ searchTrips: jest.fn().mockResolvedValue([]) })
    store.setKeyword(' 上海 ')
    await store.fetch()
    expect(api.searchTrips).toHaveBeenCalledWith('上海')
    expect(api.getTripList).not.toHaveBeenCalled()
    expect(store.emptyText).toBe('未找到相关行程')
  })

  it('clearing the search shows all trips again', async () => {
    const { store, api } = setup()
    store.setKeyword('上海')
    await store.fetch()
    await store.clearSearch()
    expect(store.keyword).toBe('')
    expect(api.getTripList).toHaveBeenCalledTimes(1)
    expect(store.trips).toHaveLength(2)
    expect(store.emptyText).toBe('暂无行程')
  })

  it('marks a trip read at once and tells the server', async () => {
    const { store, api } = setup()
    await store.fetch()
    await store.markRead(FUTURE)
    expect(store.isUnread(FUTURE)).toBe(false)
    expect(api.markRead).toHaveBeenCalledWith(['F1'])
  })

  it('does not call the server for a trip already read', async () => {
    const { store, api } = setup()
    await store.fetch()
    await store.markRead(PAST)
    expect(api.markRead).not.toHaveBeenCalled()
  })

  it('puts the mark back when the server refuses', async () => {
    const { store } = setup({ markRead: jest.fn().mockRejectedValue({ Msg: 'x' }) })
    await store.fetch()
    await store.markRead(FUTURE)
    expect(store.isUnread(FUTURE)).toBe(true)
  })
})
