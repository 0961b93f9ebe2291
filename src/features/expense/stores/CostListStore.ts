import type { Cost } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { keepNothing, type KeptLoader } from '../../shared/offline/keptLoader'
import { LoadState } from '../../shared/stores/LoadState'
import type { ExpenseApi } from '../api/expenseApi'
import { monthTitle, shiftMonth } from '../domain/costForm'

/** 我的记账本: the member's costs of one month with the month's total. */
export class CostListStore {
  readonly load = new LoadState('记账本加载失败')
  month: string
  costs: Cost[] = []
  totalFen = 0
  actionError = ''
  /** When the month shown was kept on the device (no network); null when fresh. */
  keptAt: number | null = null

  constructor(
    private readonly api: Pick<ExpenseApi, 'costs' | 'deleteCost'>,
    today: string,
    private readonly kept: KeptLoader = keepNothing,
  ) {
    this.month = today.slice(0, 7)
    makeAutoObservable<CostListStore, 'api' | 'kept'>(this, { api: false, kept: false, load: false })
  }

  get title(): string {
    return monthTitle(this.month)
  }

  get isEmpty(): boolean {
    return this.costs.length === 0
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.kept.load(`costs:${this.month}`, () => this.api.costs({ Month: this.month })),
      ({ value, savedAt }) => {
        this.costs = value.Items
        this.totalFen = value.TotalFen
        this.keptAt = savedAt
      },
    )
  }

  shift(by: number): Promise<boolean> {
    this.month = shiftMonth(this.month, by)
    this.load.status = 'idle'
    return this.fetch()
  }

  async remove(costId: string): Promise<boolean> {
    this.actionError = ''
    try {
      await this.api.deleteCost(costId)
      await this.fetch()
      return true
    } catch (error) {
      runInAction(() => (this.actionError = failureMessage(error, '删除失败，请重试')))
      return false
    }
  }
}
