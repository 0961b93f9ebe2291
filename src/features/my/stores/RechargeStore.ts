import type { RechargeTipsData } from '@api/recharge'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { RechargeApi } from '../api/rechargeApi'
import { rechargeRequest, type RechargeForm } from '../domain/recharge'

/** 线下充值: where to transfer, and the report of a transfer (kept when the server refuses). */
export class RechargeStore {
  readonly load = new LoadState('充值信息加载失败')
  tips: RechargeTipsData | null = null
  form: RechargeForm
  error = ''
  isSubmitting = false
  private reqId = ''

  constructor(
    private readonly api: RechargeApi,
    private readonly today: string,
    private readonly done: (rechargeNo: string) => void,
  ) {
    this.form = { amount: '', payerName: '', payerAccount: '', transferDate: today, remark: '' }
    makeAutoObservable<RechargeStore, 'api' | 'today' | 'done' | 'reqId'>(this, { api: false, today: false, done: false, reqId: false, load: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.tips(), (tips) => (this.tips = tips))
  }

  set(field: keyof RechargeForm, value: string) {
    this.form = { ...this.form, [field]: value }
    this.error = ''
    this.reqId = ''
  }

  async submit(): Promise<boolean> {
    if (this.isSubmitting || !this.tips) return false
    const checked = rechargeRequest(this.form, this.tips.MinAmountFen, this.today)
    if ('error' in checked) {
      this.error = checked.error
      return false
    }
    this.isSubmitting = true
    this.reqId ||= `recharge-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
    try {
      const data = await this.api.report(checked.body, this.reqId)
      this.done(data.RechargeNo)
      return true
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '提交失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
