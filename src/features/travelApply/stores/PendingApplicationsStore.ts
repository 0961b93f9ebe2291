import { makeAutoObservable, runInAction } from 'mobx'
import type { TravelApplyApi } from '../api/travelApplyApi'

/** How many travel applications wait for the member's decision; a failed count keeps the last one (it is a hint). */
export class PendingApplicationsStore {
  count = 0

  constructor(private readonly api: Pick<TravelApplyApi, 'list'>) {
    makeAutoObservable<PendingApplicationsStore, 'api'>(this, { api: false })
  }

  async fetch(): Promise<void> {
    try {
      const data = await this.api.list({ Tab: 'pending', PageIndex: 1, PageSize: 1 })
      runInAction(() => (this.count = data.Total))
    } catch {
      // the 审批 screen's own list shows connection problems
    }
  }
}
