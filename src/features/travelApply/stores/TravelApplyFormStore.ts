import type { PolicyProduct } from '@domain/policy/standards'
import { makeAutoObservable } from 'mobx'
import { addDaysWire, todayWire } from '@/core/format'
import { SubmitOnce } from '../../shared/stores/SubmitOnce'
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
  readonly submitting: SubmitOnce

  get isSubmitting(): boolean {
    return this.submitting.isSubmitting
  }

  get errorMessage(): string {
    return this.submitting.errorMessage
  }

  constructor(private readonly deps: TravelApplyFormDeps, initial: { city?: string } = {}) {
    const today = todayWire(deps.now())
    this.startDate = addDaysWire(today, 1)
    this.endDate = addDaysWire(today, 3)
    this.citiesText = initial.city ?? ''
    this.submitting = new SubmitOnce(deps)
    makeAutoObservable<TravelApplyFormStore, 'deps'>(this, { deps: false, submitting: false })
  }

  get cities(): string[] {
    return citiesOf(this.citiesText)
  }

  set(patch: Partial<Pick<TravelApplyFormStore, 'reason' | 'departCity' | 'citiesText' | 'startDate' | 'endDate' | 'budgetYuan' | 'remark'>>) {
    Object.assign(this, patch)
    this.submitting.clearError()
  }

  setTravellerMemberIds(ids: string[]) {
    this.travellerMemberIds = [...new Set(ids.filter(Boolean))]
  }

  toggleProduct(product: PolicyProduct) {
    this.products = this.products.includes(product) ? this.products.filter((p) => p !== product) : [...this.products, product]
  }

  /** Saves (submit false: a draft); the new application's number on success, else null with the reason shown. */
  async save(submit: boolean): Promise<string | null> {
    const problem = travelApplyFormError(this, todayWire(this.deps.now()))
    const body = requestOf(this, submit)
    const request = this.travellerMemberIds.length ? { ...body, TravellerMemberIds: this.travellerMemberIds } : body
    const data = await this.submitting.run(problem, (reqId) => this.deps.api.create(request, reqId))
    return data?.ApplyNo ?? null
  }
}
