import type { BudgetCheck } from '@api/common'
import type { ApprovalRule } from '@api/memberOverview'
import type { QueryMyTravelStandardData } from '@api/policy'
import { makeAutoObservable, runInAction } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { OverviewApi } from '../api/overviewApi'

/** 管控信息: the member's standard (required), budgets and approval rules (each shown when it loads). */
export class ControlInformationStore {
  readonly load = new LoadState('管控信息加载失败')
  standard: QueryMyTravelStandardData | null = null
  budgets: BudgetCheck[] | null = null
  rules: ApprovalRule[] | null = null

  constructor(private readonly api: OverviewApi) {
    makeAutoObservable<ControlInformationStore, 'api'>(this, { api: false, load: false })
  }

  async fetch(): Promise<boolean> {
    const optional = <T>(task: Promise<T>) => task.catch(() => null)
    const [isLoaded, budgets, rules] = await Promise.all([
      this.load.run(() => this.api.standard(), (data) => (this.standard = data)),
      optional(this.api.budgets()),
      optional(this.api.approvalRules()),
    ])
    runInAction(() => {
      this.budgets = budgets ? budgets.Budgets : null
      this.rules = rules ? rules.Rules : null
    })
    return isLoaded
  }
}
