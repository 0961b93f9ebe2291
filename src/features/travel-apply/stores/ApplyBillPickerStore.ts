import type { TravelApplySettings, TravelApplySummary, UsableTravelApplyRequest } from '@api/travelApply'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { TravelApplyApi } from '../api/travelApplyApi'

/** 选择申请单: the caller's approved applications covering the booking's product, city and dates. */
export class ApplyBillPickerStore {
  readonly load = new LoadState('申请单加载失败')
  items: TravelApplySummary[] = []
  settings: TravelApplySettings | null = null

  constructor(
    private readonly api: Pick<TravelApplyApi, 'usable'>,
    private readonly want: UsableTravelApplyRequest,
  ) {
    makeAutoObservable<ApplyBillPickerStore, 'api' | 'want'>(this, { load: false, api: false, want: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.api.usable(this.want),
      (data) => {
        this.items = data.Items
        this.settings = data.Settings
      },
    )
  }
}
