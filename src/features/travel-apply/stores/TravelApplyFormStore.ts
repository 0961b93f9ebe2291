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
  /** 补申请 (decision 0772): a trip already over, filed for approval after the fact. */
  isAfterTheFact = false
  /** The dates spent in each city of a multi-city trip. */
  cityDays: Record<string, { startDate: string; endDate: string }> = {}
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

  /** 补申请 on: the dates move to the last three days (the trip is over); off: back to the coming days. */
  setAfterTheFact(on: boolean) {
    const today = todayWire(this.deps.now())
    this.isAfterTheFact = on
    this.startDate = addDaysWire(today, on ? -3 : 1)
    this.endDate = addDaysWire(today, on ? -1 : 3)
    this.cityDays = {}
    this.submitting.clearError()
  }

  setCityDay(city: string, patch: Partial<{ startDate: string; endDate: string }>) {
    const current = this.cityDays[city] ?? { startDate: '', endDate: '' }
    this.cityDays = { ...this.cityDays, [city]: { ...current, ...patch } }
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
