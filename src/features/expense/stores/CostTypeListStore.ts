import type { CostType } from '@api/expense'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { ExpenseApi } from '../api/expenseApi'
import { costTypeGroups, isChoosableType, type CostTypeGroup } from '../domain/costTypeTree'

/** 费用类型: the enterprise's cost-type tree with a keyword filter. */
export class CostTypeListStore {
  readonly load = new LoadState('费用类型加载失败')
  types: CostType[] = []
  keyword = ''

  constructor(private readonly api: Pick<ExpenseApi, 'costTypes'>) {
    makeAutoObservable<CostTypeListStore, 'api'>(this, { api: false, load: false })
  }

  get groups(): CostTypeGroup[] {
    return costTypeGroups(this.types, this.keyword)
  }

  isChoosable(id: string): boolean {
    return isChoosableType(this.types, id)
  }

  setKeyword(value: string) {
    this.keyword = value
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.costTypes(), (data) => (this.types = data.Items))
  }
}
