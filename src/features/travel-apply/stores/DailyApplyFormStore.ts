import type { CreateDailyApplyRequest } from '@api/travelApply'
import { DAILY_CATEGORIES, dailyApplyProblem } from '@domain/travelApply/dailyApply'
import { makeAutoObservable } from 'mobx'
import { addDaysWire, todayWire } from '@/core/format'
import { SubmitOnce } from '../../shared/stores/SubmitOnce'
import type { TravelApplyApi } from '../api/travelApplyApi'
import { budgetFenOf } from '../domain/travelApplyForm'

export type DailyApplyFormDeps = {
  api: Pick<TravelApplyApi, 'createDaily'>
  now: () => number
  createReqId: () => string
  toast: (message: string) => void
}

type Field = 'category' | 'reason' | 'cityName' | 'startDate' | 'endDate' | 'budgetYuan' | 'remark'

/**
 * 新建日常申请: type, reason, city, dates, estimated amount; saved as a draft or submitted to the application
 * flow. The reqId is kept until one succeeds; what was typed stays on failure.
 */
export class DailyApplyFormStore {
  category: string = DAILY_CATEGORIES[0]
  reason = ''
  cityName = ''
  startDate: string
  endDate: string
  budgetYuan = ''
  remark = ''
  readonly submitting: SubmitOnce

  get isSubmitting(): boolean {
    return this.submitting.isSubmitting
  }

  get errorMessage(): string {
    return this.submitting.errorMessage
  }

  constructor(private readonly deps: DailyApplyFormDeps) {
    const tomorrow = addDaysWire(todayWire(deps.now()), 1)
    this.startDate = tomorrow
    this.endDate = tomorrow
    this.submitting = new SubmitOnce(deps)
    makeAutoObservable<DailyApplyFormStore, 'deps'>(this, { deps: false, submitting: false })
  }

  set(patch: Partial<Pick<DailyApplyFormStore, Field>>) {
    Object.assign(this, patch)
    if (patch.startDate && this.endDate < patch.startDate) this.endDate = patch.startDate
    this.submitting.clearError()
  }

  get request(): CreateDailyApplyRequest {
    return {
      Category: this.category,
      Reason: this.reason.trim(),
      CityName: this.cityName.trim(),
      StartDate: this.startDate,
      EndDate: this.endDate,
      BudgetFen: budgetFenOf(this.budgetYuan) ?? 0,
      ...(this.remark.trim() ? { Remark: this.remark.trim() } : {}),
    }
  }

  get problem(): string {
    const { category, reason, startDate, endDate } = this
    return dailyApplyProblem({ category, reason, startDate, endDate, budgetFen: budgetFenOf(this.budgetYuan) }, todayWire(this.deps.now()))
  }

  /** The new application's number, or null with the reason shown. */
  async save(submit: boolean): Promise<string | null> {
    const data = await this.submitting.run(this.problem, (reqId) => this.deps.api.createDaily({ ...this.request, Submit: submit }, reqId))
    return data?.ApplyNo ?? null
  }
}
