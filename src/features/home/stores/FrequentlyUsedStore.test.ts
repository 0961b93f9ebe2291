import type { FrequentItem } from '@api/index'
import type { BusinessFunction, FrequentlyUsedApi } from '../api/frequentlyUsedApi'
import { FrequentlyUsedStore } from './FrequentlyUsedStore'

const item = (n: number): FrequentItem => ({ Id: String(n), FunctionCode: `f${n}`, Name: `功能${n}`, Url: '', Icon: '', Sort: n })
const fn = (code: string): BusinessFunction => ({ FunctionCode: code, Name: code, Category: '出行', Url: '', Icon: '', IsAdded: false })

function setup(patch: Partial<FrequentlyUsedApi> = {}, initial = [item(1), item(2)]) {
  const api = {
    list: jest.fn().mockResolvedValue(initial),
    catalogue: jest.fn().mockResolvedValue([{ Category: '出行', Functions: [fn('f1'), fn('f9')] }]),
    search: jest.fn().mockResolvedValue([fn('f9')]),
    add: jest.fn().mockResolvedValue({ Id: '9' }),
    reorder: jest.fn(async (ids: string[]) => ids.map((id) => item(Number(id)))),
    remove: jest.fn().mockResolvedValue(null),
    ...patch,
  } as jest.Mocked<FrequentlyUsedApi>
  const toast = jest.fn()
  return { api, toast, store: new FrequentlyUsedStore(api, toast) }
}

describe('FrequentlyUsedStore', () => {
  it('loads the items and the catalogue', async () => {
    const { store } = setup()
    await store.fetch()
    expect(store.items.map((i) => i.Id)).toEqual(['1', '2'])
    expect(store.categories[0].Functions).toHaveLength(2)
  })

  it('is an error when the list fails', async () => {
    const { store } = setup({ list: jest.fn().mockRejectedValue({ Msg: '服务异常' }) })
    await store.fetch()
    expect(store.load.status).toBe('error')
    expect(store.load.errorMessage).toBe('服务异常')
  })

  it('asks for a keyword before searching, and keeps the keyword after a failure', async () => {
    const { store, api, toast } = setup({ search: jest.fn().mockRejectedValue({ Msg: '搜索服务繁忙' }) })
    store.setKeyword('  ')
    await store.search()
    expect(toast).toHaveBeenCalledWith('请输入搜索关键词')
    expect(api.search).not.toHaveBeenCalled()
    store.setKeyword('酒店')
    await store.search()
    expect(store.keyword).toBe('酒店')
    expect(store.searching.errorMessage).toBe('搜索服务繁忙')
  })

  it('searches with the trimmed keyword; clearing goes back to the catalogue', async () => {
    const { store, api } = setup()
    store.setKeyword(' 酒店 ')
    await store.search()
    expect(api.search).toHaveBeenCalledWith('酒店')
    expect(store.results).toHaveLength(1)
    store.clearSearch()
    expect(store.results).toBeNull()
    expect(store.keyword).toBe('')
  })

  it('adds a function and reloads the list', async () => {
    const { store, api } = setup()
    await store.fetch()
    api.list.mockResolvedValueOnce([item(1), item(2), item(9)])
    expect(await store.add(fn('f9'))).toBe(true)
    expect(api.add).toHaveBeenCalledWith('f9')
    expect(store.items).toHaveLength(3)
  })

  it('refuses a function already added and the 13th one, with a message', async () => {
    const { store, api, toast } = setup({}, Array.from({ length: 12 }, (_, i) => item(i + 1)))
    await store.fetch()
    expect(await store.add(fn('f1'))).toBe(false)
    expect(toast).toHaveBeenLastCalledWith('已在常用中')
    expect(await store.add(fn('f99'))).toBe(false)
    expect(toast).toHaveBeenLastCalledWith('最多添加12个常用功能')
    expect(api.add).not.toHaveBeenCalled()
  })

  it('toasts the server Msg when adding fails', async () => {
    const { store, toast } = setup({ add: jest.fn().mockRejectedValue({ Code: '4009', Msg: '该功能已添加' }) })
    await store.fetch()
    expect(await store.add(fn('f9'))).toBe(false)
    expect(toast).toHaveBeenCalledWith('该功能已添加')
    expect(store.busyKey).toBeNull()
  })

  it('removes an item', async () => {
    const { store, api } = setup()
    await store.fetch()
    await store.remove(store.items[0])
    expect(api.remove).toHaveBeenCalledWith('1')
    expect(store.items.map((i) => i.Id)).toEqual(['2'])
  })

  it('keeps the item when deleting fails', async () => {
    const { store } = setup({ remove: jest.fn().mockRejectedValue({ Msg: 'x' }) })
    await store.fetch()
    await store.remove(store.items[0])
    expect(store.items).toHaveLength(2)
  })

  it('moves an item and takes the order the server answers', async () => {
    const { store, api } = setup()
    await store.fetch()
    expect(await store.move(1, -1)).toBe(true)
    expect(api.reorder).toHaveBeenCalledWith(['2', '1'])
    expect(store.items.map((i) => i.Id)).toEqual(['2', '1'])
    expect(await store.move(0, -1)).toBe(false)
  })

  it('ignores a second change while one runs', async () => {
    let finish!: (v: unknown) => void
    const { store, api } = setup({ remove: jest.fn(() => new Promise((r) => (finish = r))) })
    await store.fetch()
    const first = store.remove(store.items[0])
    expect(await store.move(1, -1)).toBe(false)
    finish(null)
    await first
    expect(api.reorder).not.toHaveBeenCalled()
  })
})
