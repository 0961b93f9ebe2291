import type { Cost } from '@api/expense'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { ExpenseApi } from '../api/expenseApi'
import { chosenTotal } from '../domain/billForm'

const MAX_COSTS = 50

/** 选择费用: the costs a bill holds and the free ones of the account book; the member ticks what goes on the bill. */
export class CostRecordStore {
  readonly load = new LoadState('费用加载失败')
  costs: Cost[] = []
  chosen: string[]
  errorMessage = ''

  constructor(
    private readonly api: Pick<ExpenseApi, 'costs'>,
    private readonly held: readonly Cost[],
    chosen: readonly string[],
  ) {
    this.chosen = [...chosen]
    makeAutoObservable<CostRecordStore, 'api' | 'held'>(this, { api: false, held: false, load: false })
  }

  get totalFen(): number {
    return chosenTotal(this.costs, this.chosen)
  }

  get chosenCosts(): Cost[] {
    return this.costs.filter((c) => this.chosen.includes(c.CostId))
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.api.costs({ OnlyFree: true }),
      (free) => {
        const heldIds = new Set(this.held.map((c) => c.CostId))
        this.costs = [...this.held, ...free.Items.filter((c) => !heldIds.has(c.CostId))]
        this.chosen = this.chosen.filter((id) => this.costs.some((c) => c.CostId === id))
      },
    )
  }

  toggle(costId: string) {
    this.errorMessage = ''
    if (this.chosen.includes(costId)) this.chosen = this.chosen.filter((id) => id !== costId)
    else if (this.chosen.length >= MAX_COSTS) this.errorMessage = `一张单据最多${MAX_COSTS}笔费用`
    else this.chosen = [...this.chosen, costId]
  }
}
