import type { FaqCategory, FaqSummary } from '@api/faq'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { ServiceApi } from '../api/serviceApi'

/** 常见问题: categories, and the questions of the chosen category or of the typed keyword (kept on failure). */
export class FaqListStore {
  readonly load = new LoadState('常见问题加载失败')
  categories: FaqCategory[] = []
  items: FaqSummary[] = []
  categoryId: number | undefined
  keyword = ''

  constructor(private readonly api: ServiceApi, categoryId?: number) {
    this.categoryId = categoryId
    makeAutoObservable<FaqListStore, 'api'>(this, { api: false, load: false })
  }

  fetch(): Promise<boolean> {
    const keyword = this.keyword.trim()
    return this.load.run(
      () => this.api.faqList({ ...(this.categoryId && !keyword ? { CategoryId: this.categoryId } : {}), ...(keyword ? { Keyword: keyword } : {}) }),
      (data) => {
        this.categories = data.Categories
        this.items = data.Items
      },
    )
  }

  choose(categoryId: number | undefined): Promise<boolean> {
    this.categoryId = categoryId
    this.keyword = ''
    return this.fetch()
  }

  setKeyword(value: string) {
    this.keyword = value
  }

  clearKeyword(): Promise<boolean> {
    this.keyword = ''
    return this.fetch()
  }

  get title(): string {
    if (this.keyword.trim()) return '搜索结果'
    return this.categories.find((c) => c.CategoryId === this.categoryId)?.Name ?? '热门问题'
  }
}
