import type { PointsRulesData } from '@api/points'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { MyPointsApi } from '../api/pointsApi'
import { transferError, type TransferForm } from '../domain/points'

/** 积分互通: give points to a colleague; the form is kept when the server refuses. */
export class TransferStore {
  readonly load = new LoadState('积分加载失败')
  balance = 0
  rules: PointsRulesData | null = null
  form: TransferForm = { phone: '', points: '', remark: '' }
  error = ''
  isSubmitting = false
  /** One reqId per gift the member means, kept across retries of the same form. */
  private reqId = ''

  constructor(
    private readonly api: MyPointsApi,
    private readonly notify: (message: string) => void,
    private readonly newReqId: () => string = () => `gift-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  ) {
    makeAutoObservable<TransferStore, 'api' | 'notify' | 'newReqId' | 'reqId'>(this, { api: false, notify: false, newReqId: false, reqId: false, load: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => Promise.all([this.api.balance(), this.api.rules()]),
      ([balance, rules]) => {
        this.balance = balance.Balance
        this.rules = rules
      },
    )
  }

  set(field: keyof TransferForm, value: string) {
    this.form = { ...this.form, [field]: value }
    this.error = ''
    this.reqId = ''
  }

  async submit(): Promise<boolean> {
    if (this.isSubmitting || !this.rules) return false
    const problem = transferError(this.form, { balance: this.balance, min: this.rules.TransferMin, max: this.rules.TransferMax })
    if (problem) {
      this.error = problem
      return false
    }
    this.isSubmitting = true
    if (!this.reqId) this.reqId = this.newReqId()
    try {
      const remark = this.form.remark.trim()
      const data = await this.api.transfer({ ToPhone: this.form.phone.trim(), Points: Number(this.form.points), ...(remark ? { Remark: remark } : {}) }, this.reqId)
      runInAction(() => {
        this.balance = data.Balance
        this.form = { phone: '', points: '', remark: '' }
        this.reqId = ''
      })
      this.notify(`已转赠给${data.ToName}`)
      return true
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '转赠失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
