import { makeAutoObservable, runInAction } from 'mobx'
import type { InvoiceTitle } from '@api/invoice'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { InvoiceTitleApi } from '../api/invoiceApi'

/** 发票抬头 list: load, refresh, delete. */
export class TitleListStore {
  titles: InvoiceTitle[] = []
  readonly load = new LoadState('发票抬头加载失败，请重试')
  deletingId: string | null = null
  actionMessage = ''

  constructor(private readonly api: InvoiceTitleApi) {
    makeAutoObservable<TitleListStore, 'api'>(this, { api: false, load: false })
  }

  get isEmpty(): boolean {
    return this.titles.length === 0
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.listTitles(), (data) => (this.titles = data.Titles ?? []))
  }

  async remove(titleId: string): Promise<boolean> {
    if (this.deletingId) return false
    this.deletingId = titleId
    this.actionMessage = ''
    try {
      await this.api.deleteTitle(titleId)
      runInAction(() => (this.titles = this.titles.filter((t) => t.TitleId !== titleId)))
      return true
    } catch (error) {
      runInAction(() => (this.actionMessage = failureMessage(error, '删除失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.deletingId = null))
    }
  }
}
