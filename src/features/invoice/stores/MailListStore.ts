import { makeAutoObservable, runInAction } from 'mobx'
import type { MailInfo } from '@api/invoice'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { MailApi } from '../api/mailApi'

/** 收件地址 list: load, refresh, delete. */
export class MailListStore {
  mails: MailInfo[] = []
  readonly load = new LoadState('收件地址加载失败，请重试')
  actionMessage = ''

  constructor(private readonly api: MailApi) {
    makeAutoObservable<MailListStore, 'api'>(this, { api: false, load: false })
  }

  get isEmpty(): boolean {
    return this.mails.length === 0
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.list(), (data) => (this.mails = data.Mails ?? []))
  }

  async remove(mailId: string): Promise<boolean> {
    this.actionMessage = ''
    try {
      await this.api.remove(mailId)
      runInAction(() => (this.mails = this.mails.filter((m) => m.MailId !== mailId)))
      return true
    } catch (error) {
      runInAction(() => (this.actionMessage = failureMessage(error, '删除失败，请重试')))
      return false
    }
  }
}
