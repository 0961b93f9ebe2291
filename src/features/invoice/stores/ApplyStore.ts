import { makeAutoObservable, runInAction } from 'mobx'
import type { InvoiceableOrder, InvoiceKind, InvoiceMedium, InvoiceTitle } from '@api/invoice'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { InvoiceApplicationApi } from '../api/applicationApi'
import type { InvoiceTitleApi } from '../api/invoiceApi'
import { applyBody, applyFormError, selectedTotal, type ApplyForm } from '../domain/applyForm'

type TextField = 'email' | 'receiver' | 'phone' | 'address'

/** 申请开票: choose completed orders, a title, kind and delivery; submit once. Input is kept on failure. */
export class ApplyStore {
  orders: InvoiceableOrder[] = []
  titles: InvoiceTitle[] = []
  form: ApplyForm = { orderNos: [], titleId: null, kind: 'normal', medium: 'electronic', email: '', receiver: '', phone: '', address: '' }
  readonly load = new LoadState('可开票订单加载失败，请重试')
  isSubmitting = false
  errorMessage = ''

  constructor(
    private readonly applications: InvoiceApplicationApi,
    private readonly titleApi: InvoiceTitleApi,
  ) {
    makeAutoObservable<ApplyStore, 'applications' | 'titleApi'>(this, { applications: false, titleApi: false, load: false })
  }

  get totalFen(): number {
    return selectedTotal(this.orders, this.form.orderNos)
  }

  get selectedTitle(): InvoiceTitle | undefined {
    return this.titles.find((t) => t.TitleId === this.form.titleId)
  }

  /** Orders and titles together; a title chosen before (or the default) stays chosen when still there. */
  fetch(): Promise<boolean> {
    return this.load.run(
      () => Promise.all([this.applications.invoiceableOrders(), this.titleApi.listTitles()]),
      ([orders, titles]) => {
        this.orders = orders.Orders ?? []
        this.titles = titles.Titles ?? []
        this.form.orderNos = this.form.orderNos.filter((no) => this.orders.some((o) => o.OrderNo === no))
        if (!this.titles.some((t) => t.TitleId === this.form.titleId)) this.form.titleId = this.titles.find((t) => t.IsDefault)?.TitleId ?? this.titles[0]?.TitleId ?? null
      },
    )
  }

  toggleOrder(orderNo: string) {
    const chosen = this.form.orderNos.includes(orderNo)
    this.form.orderNos = chosen ? this.form.orderNos.filter((no) => no !== orderNo) : [...this.form.orderNos, orderNo]
  }

  toggleAll() {
    this.form.orderNos = this.form.orderNos.length === this.orders.length ? [] : this.orders.map((o) => o.OrderNo)
  }

  chooseTitle(titleId: string) {
    this.form.titleId = titleId
  }

  setKind(kind: InvoiceKind) {
    this.form.kind = kind
  }

  setMedium(medium: InvoiceMedium) {
    this.form.medium = medium
  }

  set(field: TextField, value: string) {
    this.form[field] = value
  }

  /** The new application's number, or null (errorMessage says why). */
  async submit(): Promise<string | null> {
    if (this.isSubmitting) return null
    const problem = applyFormError(this.form, this.titles)
    if (problem) {
      this.errorMessage = problem
      return null
    }
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      const { ApplyNo } = await this.applications.apply(applyBody(this.form))
      return ApplyNo
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '申请失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
