import type { TrainOrderDetail } from '@api/train'
import { TrainChangeStore } from './TrainChangeStore'

const ORDER = { OrderNo: 'T1', Date: '2026-12-03', DepartTime: '09:00', FromStationName: '北京南', ToStationName: '上海虹桥', Passengers: [], PaidFen: 0, RefundedFen: 0 } as unknown as TrainOrderDetail

function storeAt(now: string) {
  const dates: string[] = []
  const api = {
    orderDetail: async () => ORDER,
    trains: async (body: { Date: string }) => {
      dates.push(body.Date)
      return { Trains: [] }
    },
    change: async () => {
      throw new Error('not used')
    },
  }
  return { store: new TrainChangeStore('T1', { api, createReqId: () => 'r', now: () => Date.parse(now) }), dates }
}

describe('TrainChangeStore: the dates a ticket may change to (decision 0600)', () => {
  it('30 hours before departure: only the ticket date is offered, with the reason, and the next day is not searched', async () => {
    const { store, dates } = storeAt('2026-12-02T03:00:00+08:00')
    await store.fetch()
    expect(store.window).toEqual({ firstDate: '2026-12-02', lastDate: '2026-12-03', isTicketDateOnly: true })
    expect(store.windowNotice).toBe('距开车不足48小时，只能改签至票面日期（2026-12-03）24:00前开车的车次。')
    expect(await store.setDate('2026-12-04')).toBe(false)
    expect(store.date).toBe('2026-12-03')
    expect(store.error).toBe(store.windowNotice)
    expect(await store.setDate('2026-12-02')).toBe(true)
    expect(dates).toEqual(['2026-12-03', '2026-12-02'])
  })

  it('48 hours or more before: every date on sale, no notice', async () => {
    const { store } = storeAt('2026-12-01T09:00:00+08:00')
    await store.fetch()
    expect(store.window).toEqual({ firstDate: '2026-12-01', lastDate: '2026-12-15', isTicketDateOnly: false })
    expect(store.windowNotice).toBe('')
    expect(await store.setDate('2026-12-09')).toBe(true)
  })
})
