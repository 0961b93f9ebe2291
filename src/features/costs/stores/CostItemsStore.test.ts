import { CostItemsStore, type CostItemsPage } from './CostItemsStore'

const item = (n: number) => ({ id: String(n), code: `C${n}`, name: `中心${n}` })
const pages = (total: number, size: number) => (keyword: string, pageIndex: number): Promise<CostItemsPage> => {
  const all = Array.from({ length: total }, (_, i) => item(i + 1)).filter((x) => x.name.includes(keyword))
  return Promise.resolve({ items: all.slice((pageIndex - 1) * size, pageIndex * size), total: all.length })
}

describe('CostItemsStore', () => {
  it('loads page by page until the total', async () => {
    const store = new CostItemsStore(pages(5, 2), '', '加载失败', 2)
    await store.fetch()
    expect(store.items.map((x) => x.id)).toEqual(['1', '2'])
    expect(store.hasMore).toBe(true)
    await store.loadMore()
    await store.loadMore()
    expect(store.items).toHaveLength(5)
    expect(store.hasMore).toBe(false)
  })

  it('searches from page 1 with the keyword', async () => {
    const store = new CostItemsStore(pages(12, 20), '', '加载失败')
    store.setKeyword(' 中心1 ')
    await store.fetch()
    expect(store.items.map((x) => x.id)).toEqual(['1', '10', '11', '12'])
    await store.clearSearch()
    expect(store.items).toHaveLength(12)
  })

  it('keeps the list and reports a failed next page', async () => {
    let fail = false
    const store = new CostItemsStore((k, p) => (fail ? Promise.reject({ Code: '5000', Msg: '网络异常' }) : pages(4, 2)(k, p)), '', '加载失败', 2)
    await store.fetch()
    fail = true
    await store.loadMore()
    expect(store.items).toHaveLength(2)
    expect(store.loadMoreError).toBe('网络异常')
  })

  it('shows an error on a failed first load', async () => {
    const store = new CostItemsStore(() => Promise.reject({ Code: '5000', Msg: '' }), '', '成本中心加载失败')
    await store.fetch()
    expect(store.load.status).toBe('error')
    expect(store.load.errorMessage).toBe('成本中心加载失败')
  })
})
