import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage, isAborted } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { PickedCostItem } from '../domain/picked'

export type CostItemsPage = { items: PickedCostItem[]; total: number }
export type FetchCostItems = (keyword: string, pageIndex: number, pageSize: number) => Promise<CostItemsPage>

export const COST_PAGE_SIZE = 20

/**
 * A searchable, paged list of cost centres / projects / reasons: `fetch` restarts at page 1 (first load,
 * pull-to-refresh, search), `loadMore` appends (reach-bottom); an answer of an older fetch is dropped.
 */
export class CostItemsStore {
  readonly load: LoadState
  items: PickedCostItem[] = []
  total = 0
  keyword = ''
  isLoadingMore = false
  loadMoreError = ''
  private pageIndex = 0
  private generation = 0

  constructor(
    private readonly fetchPage: FetchCostItems,
    readonly selectedId: string,
    fallbackMessage: string,
    private readonly pageSize = COST_PAGE_SIZE,
  ) {
    this.load = new LoadState(fallbackMessage)
    makeAutoObservable<CostItemsStore, 'fetchPage' | 'pageIndex' | 'generation' | 'pageSize'>(this, {
      load: false,
      fetchPage: false,
      pageIndex: false,
      generation: false,
      pageSize: false,
    })
  }

  get isEmpty(): boolean {
    return this.items.length === 0
  }

  get hasMore(): boolean {
    return this.items.length < this.total
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword
  }

  fetch(): Promise<boolean> {
    this.generation += 1
    this.loadMoreError = ''
    this.isLoadingMore = false
    const keyword = this.keyword.trim()
    return this.load.run(
      () => this.fetchPage(keyword, 1, this.pageSize),
      (page) => {
        this.items = page.items
        this.total = page.total
        this.pageIndex = 1
      },
    )
  }

  clearSearch(): Promise<boolean> {
    this.keyword = ''
    return this.fetch()
  }

  async loadMore(): Promise<void> {
    if (!this.hasMore || this.isLoadingMore || this.load.status !== 'ready') return
    const generation = this.generation
    const next = this.pageIndex + 1
    this.isLoadingMore = true
    this.loadMoreError = ''
    try {
      const page = await this.fetchPage(this.keyword.trim(), next, this.pageSize)
      runInAction(() => {
        if (generation !== this.generation) return
        const known = new Set(this.items.map((item) => item.id))
        this.items = [...this.items, ...page.items.filter((item) => !known.has(item.id))]
        this.total = page.items.length === 0 ? this.items.length : page.total
        this.pageIndex = next
        this.isLoadingMore = false
      })
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return
        this.isLoadingMore = false
        if (!isAborted(error)) this.loadMoreError = failureMessage(error, '加载失败，请重试')
      })
    }
  }
}
