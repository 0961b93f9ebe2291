import { makeAutoObservable, runInAction } from 'mobx'
import type { InvoiceApplicationSummary } from '@api/invoice'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { InvoiceApplicationApi } from '../api/applicationApi'

const PAGE_SIZE = 10

/** 开票历史: the member's applications, newest first, a page at a time. */
export class HistoryStore {
  items: InvoiceApplicationSummary[] = []
  total = 0
  pageIndex = 1
  readonly load = new LoadState('开票记录加载失败，请重试')
  isLoadingMore = false
  loadMoreError = ''

  constructor(private readonly api: InvoiceApplicationApi) {
    makeAutoObservable<HistoryStore, 'api'>(this, { api: false, load: false })
  }

  get isEmpty(): boolean {
    return this.items.length === 0
  }

  get hasMore(): boolean {
    return this.items.length < this.total
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.page(1, PAGE_SIZE), (data) => {
      this.items = data.Items ?? []
      this.total = data.Total ?? 0
      this.pageIndex = 1
    })
  }

  async loadMore(): Promise<void> {
    if (this.isLoadingMore || !this.hasMore) return
    this.isLoadingMore = true
    this.loadMoreError = ''
    try {
      const next = this.pageIndex + 1
      const data = await this.api.page(next, PAGE_SIZE)
      runInAction(() => {
        this.items = [...this.items, ...(data.Items ?? []).filter((i) => !this.items.some((x) => x.ApplyNo === i.ApplyNo))]
        this.total = data.Total ?? this.total
        this.pageIndex = next
      })
    } catch (error) {
      runInAction(() => (this.loadMoreError = failureMessage(error, '加载失败，点击重试')))
    } finally {
      runInAction(() => (this.isLoadingMore = false))
    }
  }
}
