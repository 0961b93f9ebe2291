import type { SubsidyLine } from '@api/subsidy'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { SubsidyApi } from '../api/subsidyApi'

/** 已申领的补贴: the member's subsidy costs, each opening 编辑补贴费用. */
export class SubsidyLinesStore {
  readonly load = new LoadState('已申领的补贴加载失败')
  items: SubsidyLine[] = []

  constructor(private readonly api: Pick<SubsidyApi, 'lines'>) {
    makeAutoObservable<SubsidyLinesStore, 'api'>(this, { api: false, load: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.lines(), (data) => (this.items = data.Items))
  }
}
