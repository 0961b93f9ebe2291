import type { TripToReimburse } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { InvoiceApi } from '../api/invoiceApi'

/** 行程已结束: the finished trips the account book offers to turn into a travel reimbursement in one tap. */
export class TripOfferStore {
  trips: TripToReimburse[] = []
  drafting = ''
  errorMessage = ''

  constructor(private readonly api: Pick<InvoiceApi, 'tripsToReimburse' | 'draftTripReimbursement'>) {
    makeAutoObservable<TripOfferStore, 'api'>(this, { api: false })
  }

  /** Quietly empty when it fails: the offer is a shortcut, the account book works without it. */
  async fetch(): Promise<void> {
    try {
      const data = await this.api.tripsToReimburse()
      runInAction(() => (this.trips = data.Items))
    } catch {
      runInAction(() => (this.trips = []))
    }
  }

  /** Drafts the trip's reimbursement; answers its bill number, '' when it failed. */
  async draft(applyNo: string): Promise<string> {
    if (this.drafting) return ''
    this.drafting = applyNo
    this.errorMessage = ''
    try {
      const made = await this.api.draftTripReimbursement(applyNo)
      runInAction(() => (this.trips = this.trips.filter((t) => t.ApplyNo !== applyNo)))
      return made.BillNo
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '生成报销单失败，请重试')))
      return ''
    } finally {
      runInAction(() => (this.drafting = ''))
    }
  }
}
