import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage, isAborted } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import { appendPage, hasMorePages } from '../domain/orderList'

export type Page<T> = { items: T[]; total: number }

/**
 * A list loaded page by page: `fetch` (first load, pull-to-refresh, filter change) restarts at page 1;
 * `loadMore` (reach-bottom) appends the next page. A fetch makes any older page answer stale.
 */
export class PagedList<T> {
  readonly load: LoadState
  items: T[] = []
  total = 0
  hasMore = false
  isLoadingMore = false
  loadMoreError = ''
  private pageIndex = 0
  private generation = 0

  constructor(
    private readonly fetchPage: (pageIndex: number, pageSize: number) => Promise<Page<T>>,
    private readonly keyOf: (item: T) => string,
    private readonly pageSize: number,
    fallbackMessage: string,
  ) {
    this.load = new LoadState(fallbackMessage)
    makeAutoObservable<PagedList<T>, 'fetchPage' | 'keyOf' | 'pageSize' | 'pageIndex' | 'generation'>(this, {
      load: false,
      fetchPage: false,
      keyOf: false,
      pageSize: false,
      pageIndex: false,
      generation: false,
    })
  }

  get isEmpty(): boolean {
    return this.items.length === 0
  }

  /** Drops what is shown (a filter changed) so the spinner shows instead of the old list. */
  reset(): void {
    this.generation += 1
    this.items = []
    this.total = 0
    this.hasMore = false
    this.isLoadingMore = false
    this.loadMoreError = ''
    this.load.status = 'idle'
  }

  fetch(): Promise<boolean> {
    this.generation += 1
    this.isLoadingMore = false
    this.loadMoreError = ''
    return this.load.run(
      () => this.fetchPage(1, this.pageSize),
      (page) => {
        this.items = page.items
        this.total = page.total
        this.pageIndex = 1
        this.hasMore = hasMorePages(page.items.length, page.total, page.items.length, this.pageSize)
      },
    )
  }

  async loadMore(): Promise<void> {
    if (!this.hasMore || this.isLoadingMore || this.load.status !== 'ready') return
    const generation = this.generation
    const next = this.pageIndex + 1
    this.isLoadingMore = true
    this.loadMoreError = ''
    try {
      const page = await this.fetchPage(next, this.pageSize)
      runInAction(() => {
        if (generation !== this.generation) return
        this.items = appendPage(this.items, page.items, this.keyOf)
        this.total = page.total
        this.pageIndex = next
        this.hasMore = hasMorePages(this.items.length, page.total, page.items.length, this.pageSize)
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
