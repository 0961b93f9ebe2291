import type { OrderListData, OrderListItem, OrderListRequest } from '@api/order'
import type { OrderApi } from '../api/orderApi'
import { OrderListStore } from './OrderListStore'

const item = (no: string): OrderListItem => ({
  OrderNo: no,
  ProductType: 1,
  Status: 'PendingPayment',
  StatusText: '待支付',
  Title: '酒店',
  Subtitle: '',
  StartDate: '2026-12-01',
  EndDate: '2026-12-02',
  TravellerNames: '张三',
  TotalFen: 100,
  CreatedAt: '2026-11-20T10:00:00+08:00',
  PayDeadline: null,
})
const page = (nos: string[], total: number, PageIndex = 1): OrderListData => ({ Orders: nos.map(item), Total: total, PageIndex, PageSize: 10 })
const tenFrom = (start: number) => Array.from({ length: 10 }, (_, i) => `H${start + i}`)

function fakeApi(answer: (body: OrderListRequest) => Promise<OrderListData> | OrderListData) {
  const calls: OrderListRequest[] = []
  const api = { list: async (body: OrderListRequest) => (calls.push(body), answer(body)) } as unknown as OrderApi
  return { api, calls }
}

describe('OrderListStore', () => {
  it('loads page 1 of the tab, then appends the next pages until Total', async () => {
    const { api, calls } = fakeApi((b) => page(b.PageIndex === 1 ? tenFrom(1) : ['H11', 'H12'], 12, b.PageIndex))
    const store = new OrderListStore(api)
    await store.fetch()
    expect(store.list.items).toHaveLength(10)
    expect(store.list.hasMore).toBe(true)
    await store.list.loadMore()
    expect(store.list.items).toHaveLength(12)
    expect(store.list.hasMore).toBe(false)
    await store.list.loadMore()
    expect(calls).toEqual([
      { Tab: 'all', PageIndex: 1, PageSize: 10 },
      { Tab: 'all', PageIndex: 2, PageSize: 10 },
    ])
  })

  it('a tab or product change restarts at page 1 with the filter; product 0 sends none', async () => {
    const { api, calls } = fakeApi(() => page([], 0))
    const store = new OrderListStore(api, 'pendingPayment')
    await store.fetch()
    await store.selectProduct(1)
    await store.selectTab('cancelled')
    await store.selectTab('cancelled')
    expect(calls).toEqual([
      { Tab: 'pendingPayment', PageIndex: 1, PageSize: 10 },
      { Tab: 'pendingPayment', ProductType: 1, PageIndex: 1, PageSize: 10 },
      { Tab: 'cancelled', ProductType: 1, PageIndex: 1, PageSize: 10 },
    ])
    expect(store.list.isEmpty).toBe(true)
  })

  it('a page answered after a tab change is dropped', async () => {
    let release: (d: OrderListData) => void = () => undefined
    const { api } = fakeApi((b) =>
      b.Tab === 'all' && b.PageIndex === 2 ? new Promise((r) => (release = r)) : page(b.Tab === 'all' ? tenFrom(1) : ['C1'], b.Tab === 'all' ? 30 : 1),
    )
    const store = new OrderListStore(api)
    await store.fetch()
    const more = store.list.loadMore()
    await store.selectTab('cancelled')
    release(page(tenFrom(11), 30, 2))
    await more
    expect(store.list.items.map((o) => o.OrderNo)).toEqual(['C1'])
    expect(store.list.isLoadingMore).toBe(false)
  })

  it('a failed next page keeps the list and says so; the first-load failure is an error state', async () => {
    let fails = false
    const { api } = fakeApi((b) => {
      if (fails) return Promise.reject({ Code: '5000', Msg: '系统繁忙，请稍后再试', Data: null })
      return page(tenFrom(b.PageIndex * 10), 30, b.PageIndex)
    })
    const store = new OrderListStore(api)
    await store.fetch()
    fails = true
    await store.list.loadMore()
    expect(store.list.items).toHaveLength(10)
    expect(store.list.loadMoreError).toBe('系统繁忙，请稍后再试')
    const fresh = new OrderListStore(api)
    await fresh.fetch()
    expect(fresh.list.load.status).toBe('error')
    expect(fresh.list.load.errorMessage).toBe('系统繁忙，请稍后再试')
  })
})
