import type { PolicyProduct } from '@domain/policy/standards'
import { makeAutoObservable, runInAction } from 'mobx'
import { addDaysWire, todayWire } from '@/core/format'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { TravelApplyApi } from '../api/travelApplyApi'
import { citiesOf, requestOf, travelApplyFormError, type TravelApplyFormInput } from '../domain/travelApplyForm'

export type TravelApplyFormDeps = {
  api: Pick<TravelApplyApi, 'create'>
  now: () => number
  createReqId: () => string
  toast: (message: string) => void
}

/**
 * 新建出差申请: reason, cities, dates, products, budget; saved as a draft or submitted for approval. The reqId
 * is kept until one succeeds, so a retry never creates two; input stays as typed on failure.
 */
export class TravelApplyFormStore implements TravelApplyFormInput {
  reason = ''
  departCity = ''
  citiesText = ''
  startDate: string
  endDate: string
  products: PolicyProduct[] = ['hotel']
  /** Member ids of the colleagues travelling too (the applicant always travels). */
  travellerMemberIds: string[] = []
  budgetYuan = ''
  remark = ''
  isSubmitting = false
  errorMessage = ''
  private reqId: string | null = null

  constructor(private readonly deps: TravelApplyFormDeps, initial: { city?: string } = {}) {
    const today = todayWire(deps.now())
    this.startDate = addDaysWire(today, 1)
    this.endDate = addDaysWire(today, 3)
    this.citiesText = initial.city ?? ''
    makeAutoObservable<TravelApplyFormStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false })
  }

  get cities(): string[] {
    return citiesOf(this.citiesText)
  }

  set(patch: Partial<Pick<TravelApplyFormStore, 'reason' | 'departCity' | 'citiesText' | 'startDate' | 'endDate' | 'budgetYuan' | 'remark'>>) {
    Object.assign(this, patch)
    this.errorMessage = ''
  }

  setTravellerMemberIds(ids: string[]) {
    this.travellerMemberIds = [...new Set(ids.filter(Boolean))]
  }

  toggleProduct(product: PolicyProduct) {
    this.products = this.products.includes(product) ? this.products.filter((p) => p !== product) : [...this.products, product]
  }

  /** Saves (submit false: a draft); the new application's number on success, else null with the reason shown. */
  async save(submit: boolean): Promise<string | null> {
    if (this.isSubmitting) return null
    const problem = travelApplyFormError(this, todayWire(this.deps.now()))
    if (problem) {
      this.errorMessage = problem
      this.deps.toast(problem)
      return null
    }
    this.reqId ??= this.deps.createReqId()
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      const body = requestOf(this, submit)
      const data = await this.deps.api.create(this.travellerMemberIds.length ? { ...body, TravellerMemberIds: this.travellerMemberIds } : body, this.reqId)
      runInAction(() => (this.reqId = null))
      return data.ApplyNo
    } catch (error) {
      const message = failureMessage(error, '提交失败，请重试')
      runInAction(() => (this.errorMessage = message))
      this.deps.toast(message)
      return null
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
