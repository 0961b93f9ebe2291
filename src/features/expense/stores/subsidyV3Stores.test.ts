import type { SubsidyLineDetail, SubsidyPreviewData } from '@api/subsidy'
import { SubsidyDatesStore } from './SubsidyDatesStore'
import { SubsidyProductStore } from './SubsidyJourneyStore'
import { SubsidyLineStore } from './SubsidyLineStore'

const preview: SubsidyPreviewData = {
  Depart: '2026-11-14 14:30', Back: '2026-11-16 17:28', TimedBy: 'orders', CityName: '上海', CityTier: 1, DailyFen: 17000, DepartAfter: '12:00', ReturnBefore: '12:00',
  Days: [
    { Date: '2026-11-14', Halves: 1, AmountFen: 8500, Claimed: false, Selected: true },
    { Date: '2026-11-15', Halves: 2, AmountFen: 17000, Claimed: true, Selected: true },
    { Date: '2026-11-16', Halves: 2, AmountFen: 17000, Claimed: false, Selected: true },
  ],
  DayCount: 1.5, AmountFen: 25500,
}

describe('SubsidyDatesStore', () => {
  it('chooses every unclaimed day, leaves days out, claims the chosen dates with the chosen orders, one reqId across retries', async () => {
    const claim = jest.fn().mockRejectedValueOnce({ Code: '5000', Msg: '系统繁忙' }).mockResolvedValue({ CostId: '9', AmountFen: 17000, DayCount: 1 })
    let n = 0
    const store = new SubsidyDatesStore({ api: { preview: jest.fn().mockResolvedValue(preview), claim }, createReqId: () => `r${++n}` }, 'TA1', ['F1'])
    await store.fetch()
    expect(store.total).toEqual({ fen: 25500, dayCount: 1.5 })
    store.toggle('2026-11-15') // claimed: stays out
    store.toggle('2026-11-14')
    expect(store.total).toEqual({ fen: 17000, dayCount: 1 })
    expect(await store.claim()).toBe('')
    expect(store.errorMessage).toBe('系统繁忙')
    expect(await store.claim()).toBe('9')
    expect(claim.mock.calls[1]).toEqual([{ ApplyNo: 'TA1', Dates: ['2026-11-16'], OrderNos: ['F1'] }, 'r1'])
    expect(claim.mock.calls[0][1]).toBe('r1')
  })

  it('refuses to claim nothing', async () => {
    const claim = jest.fn()
    const store = new SubsidyDatesStore({ api: { preview: jest.fn().mockResolvedValue(preview), claim }, createReqId: () => 'r' }, 'TA1', undefined)
    await store.fetch()
    store.toggle('2026-11-14')
    store.toggle('2026-11-16')
    expect(await store.claim()).toBe('')
    expect(store.errorMessage).toBe('请选择补贴日期')
    expect(claim).not.toHaveBeenCalled()
  })
})

describe('SubsidyProductStore', () => {
  it('ticks the flights and trains at first; hotels cannot be ticked', async () => {
    const journeyProducts = jest.fn().mockResolvedValue({
      Journey: { ApplyNo: 'TA1' },
      Items: [
        { OrderNo: 'F1', Timing: true }, { OrderNo: 'H2', Timing: false }, { OrderNo: 'T3', Timing: true },
      ],
    })
    const store = new SubsidyProductStore({ journeyProducts }, 'TA1')
    await store.fetch()
    expect(store.chosen).toEqual(['F1', 'T3'])
    store.toggle('H2')
    store.toggle('F1')
    expect(store.chosen).toEqual(['T3'])
    await store.fetch()
    expect(store.chosen).toEqual(['T3'])
  })
})

const line: SubsidyLineDetail = {
  CostId: '9', CityName: '上海', FirstDate: '2026-11-14', LastDate: '2026-11-16', DayCount: 2.5, AmountFen: 42500, Remark: '出差补贴', BillNo: '', Editable: true,
  Days: [
    { Date: '2026-11-14', Halves: [1], MealFen: 10000, TransportFen: 5000, CommunicationFen: 2000, Deducted: [], AmountFen: 8500, Itemised: true },
    { Date: '2026-11-15', Halves: [0, 1], MealFen: 10000, TransportFen: 5000, CommunicationFen: 2000, Deducted: [], AmountFen: 17000, Itemised: true },
    { Date: '2026-11-16', Halves: [0, 1], MealFen: 10000, TransportFen: 5000, CommunicationFen: 2000, Deducted: [], AmountFen: 17000, Itemised: true },
  ],
}

describe('SubsidyLineStore', () => {
  it('works out the new amount as the server will and saves every day with the remark', async () => {
    const saveLine = jest.fn().mockResolvedValue({ CostId: '9', AmountFen: 15500, DayCount: 1.5 })
    const store = new SubsidyLineStore({ api: { line: jest.fn().mockResolvedValue(line), saveLine }, createReqId: () => 'r1' }, '9')
    await store.fetch()
    expect(store.outcome).toEqual({ fen: 42500, dayCount: 2.5, problem: '' })
    store.toggleKeep('2026-11-16')
    store.toggleItem('2026-11-15', 'meal')
    expect(store.outcome).toEqual({ fen: 8500 + 7000, dayCount: 1.5, problem: '' })
    store.setRemark(' 客户安排午餐 ')
    expect(await store.save()).toBe(true)
    expect(saveLine).toHaveBeenCalledWith({
      CostId: '9', Remark: '客户安排午餐',
      Days: [
        { Date: '2026-11-14', Keep: true, Deducted: [] },
        { Date: '2026-11-15', Keep: true, Deducted: ['meal'] },
        { Date: '2026-11-16', Keep: false, Deducted: [] },
      ],
    }, 'r1')
  })

  it('leaving every day out is refused before calling', async () => {
    const saveLine = jest.fn()
    const store = new SubsidyLineStore({ api: { line: jest.fn().mockResolvedValue(line), saveLine }, createReqId: () => 'r1' }, '9')
    await store.fetch()
    for (const d of line.Days) store.toggleKeep(d.Date)
    expect(store.outcome.problem).toMatch('至少保留一天补贴')
    expect(await store.save()).toBe(false)
    expect(saveLine).not.toHaveBeenCalled()
  })
})
