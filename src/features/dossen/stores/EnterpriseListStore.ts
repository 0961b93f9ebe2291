import type { DossenEnterprise, DossenEnterpriseMonth, DossenMonthTotal, DossenRewardTotalData } from '@api/dossen'
import { makeAutoObservable, runInAction } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { DossenApi } from '../api/dossenApi'

/** 企业列表: the enterprises the member looks after; for a sale also reward totals and a month's reward per enterprise. */
export class EnterpriseListStore {
  readonly load = new LoadState('企业列表加载失败')
  role: 'sale' | 'owner' | null = null
  enterprises: DossenEnterprise[] = []
  total: DossenRewardTotalData | null = null
  months: DossenMonthTotal[] = []
  month = ''
  ofMonth: DossenEnterpriseMonth[] = []

  constructor(private readonly api: DossenApi) {
    makeAutoObservable<EnterpriseListStore, 'api'>(this, { api: false, load: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      async () => {
        const list = await this.api.enterprises()
        if (list.Role !== 'sale') return { list, total: null, months: [] as DossenMonthTotal[], ofMonth: null }
        const [total, months] = await Promise.all([this.api.total(), this.api.months()])
        const month = this.month || months.Items[0]?.Month || ''
        const ofMonth = month ? await this.api.enterprisesOfMonth(month) : null
        return { list, total, months: months.Items, ofMonth }
      },
      ({ list, total, months, ofMonth }) => {
        this.role = list.Role
        this.enterprises = list.Items
        this.total = total
        this.months = months
        if (ofMonth) {
          this.month = ofMonth.Month
          this.ofMonth = ofMonth.Items
        }
      },
    )
  }

  async choose(month: string): Promise<void> {
    this.month = month
    try {
      const data = await this.api.enterprisesOfMonth(month)
      runInAction(() => {
        if (this.month === month) this.ofMonth = data.Items
      })
    } catch {
      runInAction(() => (this.ofMonth = []))
    }
  }

  rewardOf(enterpriseId: number): DossenEnterpriseMonth | undefined {
    return this.ofMonth.find((e) => e.EnterpriseId === enterpriseId)
  }
}
