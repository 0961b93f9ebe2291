import { makeAutoObservable, runInAction } from 'mobx'
import type { InvoiceDetailData } from '@api/invoice'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { InvoiceApplicationApi } from '../api/applicationApi'

/** One application: its title, delivery and orders; 撤回 while not issued. */
export class ApplicationDetailStore {
  detail: InvoiceDetailData | null = null
  readonly load = new LoadState('开票申请加载失败，请重试')
  isWithdrawing = false
  actionMessage = ''

  constructor(
    private readonly api: InvoiceApplicationApi,
    readonly applyNo: string,
  ) {
    makeAutoObservable<ApplicationDetailStore, 'api'>(this, { api: false, load: false, applyNo: false })
  }

  get canWithdraw(): boolean {
    return this.detail?.Status === 'Applied'
  }

  fetch(): Promise<boolean> {
    if (!this.applyNo) {
      return this.load.run(() => Promise.reject({ Code: '4000', Msg: '缺少开票申请号', Data: null }), () => undefined)
    }
    return this.load.run(() => this.api.detail(this.applyNo), (detail) => (this.detail = detail))
  }

  async withdraw(): Promise<boolean> {
    if (this.isWithdrawing || !this.canWithdraw) return false
    this.isWithdrawing = true
    this.actionMessage = ''
    try {
      await this.api.withdraw(this.applyNo)
      await this.fetch()
      return true
    } catch (error) {
      runInAction(() => (this.actionMessage = failureMessage(error, '撤回失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isWithdrawing = false))
    }
  }
}
