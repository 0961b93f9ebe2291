import { ConsumptionStore } from './ConsumptionStore'

const item = { OrderNo: 'F1', ProductType: 5, Title: '北京 - 上海', TravellerName: '张伟', StatusName: '已完成', PaidFen: 128000, PaidAt: '2026-11-20T10:00:00+08:00' }

describe('ConsumptionStore', () => {
  it('loads the month with its total and balance, never moves past this month, and goes back', async () => {
    const consumption = jest.fn(async (body: { Month: string; PageIndex: number; PageSize: number }) =>
      body.Month === '2026-11'
        ? { Items: [item], Total: 1, PageIndex: 1, PageSize: 20, Month: body.Month, TotalFen: 128000, BalanceFen: 5000000 }
        : { Items: [], Total: 0, PageIndex: 1, PageSize: 20, Month: body.Month, TotalFen: 0, BalanceFen: 5000000 },
    )
    const store = new ConsumptionStore({ consumption }, '2026-11')
    await store.fetch()
    expect(store.title).toBe('2026年11月')
    expect(store.totalFen).toBe(128000)
    expect(store.balanceFen).toBe(5000000)
    expect(store.canGoForward).toBe(false)
    expect(await store.shift(1)).toBe(false)
    expect(store.month).toBe('2026-11')
    await store.shift(-1)
    expect(consumption).toHaveBeenLastCalledWith({ Month: '2026-10', PageIndex: 1, PageSize: 20 })
    expect(store.list.isEmpty).toBe(true)
    expect(store.totalFen).toBe(0)
    expect(store.canGoForward).toBe(true)
  })
})
