import type { TakeoutAddress, TakeoutBookingInfoData, TakeoutDetailUrlData, TakeoutReason, TakeoutValidStandardData } from '@api/takeout'
import { makeAutoObservable, runInAction } from 'mobx'
import { todayWire } from '@/core/format'
import { BookingChargeStore, type BookingChargeDeps } from '../../costs/public'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { TakeoutApi } from '../api/takeoutApi'
import { fenOfYuan, formProblem, standardStep, type TakeoutForm } from '../domain/mealStandard'

const EMPTY_ADDRESS: TakeoutAddress = { Contact: '', Phone: '', Address: '', CityName: '' }

/**
 * 外卖: the day's meal standard, the delivery address and booking info, the standard check of the planned spend
 * (with an over-standard reason when the enterprise asks one), the cost centre and project with the remaining budget
 * for the planned spend (decision 0480), presave, then the provider's page; back from it, whether the order came back.
 */
export class TakeoutStore {
  readonly load = new LoadState()
  info: TakeoutBookingInfoData | null = null
  reasons: TakeoutReason[] = []
  form: TakeoutForm = { address: { ...EMPTY_ADDRESS }, budgetYuan: '', reasonCode: '', reason: '' }
  verdict: TakeoutValidStandardData | null = null
  /** The budget the verdict is for (fen). */
  private verdictFen: number | null = null
  preOrder: TakeoutDetailUrlData | null = null
  isSubmitting = false
  errorMessage = ''
  private reqId: string | null = null
  readonly charge: BookingChargeStore

  constructor(
    private readonly api: TakeoutApi,
    private readonly createReqId: () => string,
    private readonly toast: (message: string) => void,
    chargeDeps: Omit<BookingChargeDeps, 'productType'> = {},
  ) {
    this.charge = new BookingChargeStore({ ...chargeDeps, productType: 8 })
    makeAutoObservable<TakeoutStore, 'api' | 'createReqId' | 'toast' | 'reqId' | 'verdictFen'>(this, {
      api: false, createReqId: false, toast: false, reqId: false, verdictFen: false, charge: false,
    })
  }

  get step(): 'go' | 'reason' | 'blocked' {
    return this.verdict ? standardStep(this.verdict) : 'go'
  }

  async open(): Promise<void> {
    await this.load.run(
      () => Promise.all([this.api.bookingInfo(), this.api.overReasons()]),
      ([info, reasons]) => {
        this.info = info
        this.reasons = reasons.Reasons
        const typed = this.form.address
        if (!typed.Contact && !typed.Address && info.Addresses[0]) this.form.address = { ...info.Addresses[0] }
      },
    )
    if (this.charge.modules.length === 0) await this.charge.load()
    if (this.preOrder?.Status === 'open') await this.refreshPreOrder()
  }

  setAddress(field: keyof TakeoutAddress, value: string): void {
    this.form.address = { ...this.form.address, [field]: value }
  }

  setBudget(text: string): void {
    this.form.budgetYuan = text
    if (fenOfYuan(text) !== this.verdictFen) this.verdict = null
  }

  setReason(code: string): void {
    this.form.reasonCode = this.form.reasonCode === code ? '' : code
  }

  setReasonText(text: string): void {
    this.form.reason = text
  }

  /** Checks the planned spend against what is left of today's standard. */
  async checkStandard(): Promise<TakeoutValidStandardData | null> {
    const fen = fenOfYuan(this.form.budgetYuan)
    if (fen === null) return null
    if (this.verdict && this.verdictFen === fen) return this.verdict
    void this.charge.checkBudget(fen, todayWire())
    try {
      const verdict = await this.api.validStandard(fen)
      runInAction(() => {
        this.verdict = verdict
        this.verdictFen = fen
      })
      return verdict
    } catch (error) {
      this.toast(failureMessage(error, '餐标校验失败，请重试'))
      return null
    }
  }

  /**
   * Presaves and answers the provider's page to open; null when something stops it (toasted, input kept). When the
   * enterprise asks to confirm the cost attribution, the first call opens the confirmation; `costConfirmed` goes on.
   */
  async submit(options: { costConfirmed?: boolean } = {}): Promise<string | null> {
    if (this.isSubmitting) return null
    const first = formProblem(this.form, false)
    if (first) return this.stop(first)
    const verdict = await this.checkStandard()
    if (!verdict) return null
    const step = standardStep(verdict)
    if (step === 'blocked') return this.stop(verdict.Rule)
    const problem = formProblem(this.form, step === 'reason')
    if (problem) return this.stop(problem)
    const chargeProblem = this.charge.problem()
    if (chargeProblem) return this.stop(chargeProblem)
    if (!this.charge.confirmed({ confirmed: options.costConfirmed })) return null
    this.reqId ??= this.createReqId()
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      const { address, reasonCode, reason } = this.form
      const saved = await this.api.presave(
        { Address: address, ReasonCode: reasonCode, Reason: reasonCode === '9' ? reason.trim() : '', Remark: '', ...this.charge.fields() },
        this.reqId,
      )
      runInAction(() => {
        this.reqId = null
        this.preOrder = { PreOrderNo: saved.PreOrderNo, DetailUrl: saved.DetailUrl, Status: 'open', OrderNo: '', AmountFen: 0 }
      })
      return saved.DetailUrl
    } catch (error) {
      return this.stop(failureMessage(error, '提交失败，请重试'))
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }

  /** Back from the provider's page: did the order come back? */
  async refreshPreOrder(): Promise<void> {
    const pre = this.preOrder
    if (!pre) return
    try {
      const now = await this.api.detailUrl(pre.PreOrderNo)
      runInAction(() => (this.preOrder = now))
      if (now.Status === 'ordered') await this.load.run(() => this.api.bookingInfo(), (info) => (this.info = info))
    } catch (error) {
      this.toast(failureMessage(error, '查询订单失败，请下拉刷新'))
    }
  }

  private stop(message: string): null {
    this.errorMessage = message
    this.toast(message)
    return null
  }
}
