import type { CreateDailyApplyRequest } from '@api/travelApply'
import { DAILY_CATEGORIES, dailyApplyProblem } from '@domain/travelApply/dailyApply'
import { makeAutoObservable, runInAction } from 'mobx'
import { addDaysWire, todayWire } from '@/core/format'
import { failureMessage } from '../../shared/domain/failureMessage'
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
  isSubmitting = false
  errorMessage = ''
  private reqId: string | null = null

  constructor(private readonly deps: DailyApplyFormDeps) {
    const tomorrow = addDaysWire(todayWire(deps.now()), 1)
    this.startDate = tomorrow
    this.endDate = tomorrow
    makeAutoObservable<DailyApplyFormStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false })
  }

  set(patch: Partial<Pick<DailyApplyFormStore, Field>>) {
    Object.assign(this, patch)
    if (patch.startDate && this.endDate < patch.startDate) this.endDate = patch.startDate
    this.errorMessage = ''
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
    if (this.isSubmitting) return null
    const problem = this.problem
    if (problem) {
      this.errorMessage = problem
      this.deps.toast(problem)
      return null
    }
    this.reqId ??= this.deps.createReqId()
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      const data = await this.deps.api.createDaily({ ...this.request, Submit: submit }, this.reqId)
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
