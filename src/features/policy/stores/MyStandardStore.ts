import type { QueryMyTravelStandardData } from '@api/policy'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { PolicyApi } from '../api/policyApi'

/** 我的差标: the member's standards for every product in plain Chinese. */
export class MyStandardStore {
  readonly load = new LoadState('差旅标准加载失败')
  data: QueryMyTravelStandardData | null = null

  constructor(private readonly api: Pick<PolicyApi, 'myStandard'>) {
    makeAutoObservable<MyStandardStore, 'api'>(this, { load: false, api: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.api.myStandard(),
      (data) => (this.data = data),
    )
  }
}
