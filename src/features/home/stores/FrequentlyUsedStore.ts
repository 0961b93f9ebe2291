import type { FrequentItem } from '@api/index'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { BusinessFunction, FrequentlyUsedApi, FunctionCategory } from '../api/frequentlyUsedApi'
import { addError, movedIds, searchError } from '../domain/frequentlyUsed'

/** The member's frequently used functions: list, catalogue, search, add, reorder, delete. */
export class FrequentlyUsedStore {
  readonly load = new LoadState('常用功能加载失败')
  readonly searching = new LoadState('搜索失败，请重试')
  items: FrequentItem[] = []
  categories: FunctionCategory[] = []
  keyword = ''
  /** Results of the last search; null while no search is shown. */
  results: BusinessFunction[] | null = null
  /** The item or function code being changed, to disable its buttons. */
  busyKey: string | null = null

  constructor(
    private readonly api: FrequentlyUsedApi,
    private readonly toast: (message: string) => void,
  ) {
    makeAutoObservable<FrequentlyUsedStore, 'api' | 'toast'>(this, { api: false, toast: false, load: false, searching: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => Promise.all([this.api.list(), this.api.catalogue()]),
      ([items, categories]) => {
        this.items = items
        this.categories = categories
      },
    )
  }

  setKeyword(value: string) {
    this.keyword = value
  }

  /** Searches the catalogue; the keyword stays as typed whatever happens. */
  async search(): Promise<void> {
    const problem = searchError(this.keyword)
    if (problem) return this.toast(problem)
    const keyword = this.keyword.trim()
    await this.searching.run(
      () => this.api.search(keyword),
      (functions) => (this.results = functions),
    )
  }

  clearSearch() {
    this.keyword = ''
    this.results = null
  }

  async add(fn: BusinessFunction): Promise<boolean> {
    const problem = addError(fn, this.items)
    if (problem) {
      this.toast(problem)
      return false
    }
    return this.change(fn.FunctionCode, async () => {
      await this.api.add(fn.FunctionCode)
      const items = await this.api.list()
      runInAction(() => (this.items = items))
    })
  }

  remove(item: FrequentItem): Promise<boolean> {
    return this.change(item.Id, async () => {
      await this.api.remove(item.Id)
      runInAction(() => (this.items = this.items.filter((other) => other.Id !== item.Id)))
    })
  }

  move(index: number, delta: -1 | 1): Promise<boolean> {
    const ids = movedIds(this.items, index, delta)
    if (!ids) return Promise.resolve(false)
    return this.change(ids[index], async () => {
      const items = await this.api.reorder(ids)
      runInAction(() => (this.items = items))
    })
  }

  private async change(key: string, task: () => Promise<void>): Promise<boolean> {
    if (this.busyKey !== null) return false
    this.busyKey = key
    try {
      await task()
      return true
    } catch (error) {
      this.toast(failureMessage(error, '操作失败，请重试'))
      return false
    } finally {
      runInAction(() => (this.busyKey = null))
    }
  }
}
