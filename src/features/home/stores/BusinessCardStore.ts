import type { BusinessCard } from '@api/businessCard'
import { makeAutoObservable } from 'mobx'
import { PagedList } from '../../orders/public'
import { ValueStore } from '../../shared/stores/ValueStore'
import type { BusinessCardApi } from '../api/businessCardApi'

/** 名片: my own card, and the enterprise's card bank searched by a keyword (name, department, employee number). */
export class BusinessCardStore {
  readonly mine: ValueStore<BusinessCard>
  readonly bank: PagedList<BusinessCard>
  keyword = ''
  /** The keyword of the shown results; the bank is searched only on 搜索. */
  searched: string | null = null

  constructor(api: BusinessCardApi) {
    this.mine = new ValueStore(() => api.mine(), '名片加载失败')
    this.bank = new PagedList((i, s) => api.search(this.searched ?? '', i, s), (c) => c.MemberId, 20, '名片搜索失败')
    makeAutoObservable(this, { mine: false, bank: false })
  }

  setKeyword(value: string): void {
    this.keyword = value
  }

  search(): Promise<unknown> {
    this.searched = this.keyword.trim()
    return this.bank.fetch()
  }

  clear(): void {
    this.keyword = ''
    this.searched = null
  }

  refresh(): Promise<unknown> {
    return Promise.all([this.mine.fetch(), this.searched === null ? null : this.bank.fetch()])
  }
}
