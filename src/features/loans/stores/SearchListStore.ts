import { makeAutoObservable } from 'mobx'
import { PagedList } from '../../orders/public'

export const PICK_PAGE_SIZE = 20

/** A picker's list: a keyword and its pages (banks, branches, members, open loans). */
export class SearchListStore<T> {
  keyword = ''
  readonly list: PagedList<T>

  constructor(fetchPage: (keyword: string, PageIndex: number, PageSize: number) => Promise<{ Items: T[]; Total: number }>, keyOf: (item: T) => string, fallback: string) {
    this.list = new PagedList(async (PageIndex, PageSize) => {
      const data = await fetchPage(this.keyword.trim(), PageIndex, PageSize)
      return { items: data.Items, total: data.Total }
    }, keyOf, PICK_PAGE_SIZE, fallback)
    makeAutoObservable(this, { list: false })
  }

  setKeyword(value: string): void {
    this.keyword = value
  }

  fetch(): Promise<boolean> {
    return this.list.fetch()
  }

  search(): Promise<boolean> {
    this.list.reset()
    return this.list.fetch()
  }

  clear(): Promise<boolean> {
    this.keyword = ''
    return this.search()
  }
}
