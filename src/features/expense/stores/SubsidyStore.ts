import type { MySubsidyData } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { InvoiceApi } from '../api/invoiceApi'

/** 我的出差补贴: the member's finished trips (or one of them), their subsidy days and the claim. */
export class SubsidyStore {
  readonly load = new LoadState('出差补贴加载失败')
  data: MySubsidyData | null = null
  isClaiming = false
  errorMessage = ''

  constructor(
    private readonly api: Pick<InvoiceApi, 'mySubsidy' | 'claimSubsidy'>,
    readonly applyNo = '',
  ) {
    makeAutoObservable<SubsidyStore, 'api'>(this, { api: false, load: false, applyNo: false })
  }

  private get body() {
    return this.applyNo ? { ApplyNo: this.applyNo } : {}
  }

  get isEmpty(): boolean {
    return !this.data || this.data.Trips.length === 0
  }

  get canClaim(): boolean {
    return !!this.data && this.data.UnclaimedFen > 0
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.mySubsidy(this.body), (data) => (this.data = data))
  }

  /** The unclaimed days become one 出差补贴 cost; answers its id, '' when it failed. */
  async claim(): Promise<string> {
    if (this.isClaiming || !this.canClaim) return ''
    this.isClaiming = true
    this.errorMessage = ''
    try {
      const made = await this.api.claimSubsidy(this.body)
      await this.fetch()
      return made.CostId
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '申领失败，请重试')))
      return ''
    } finally {
      runInAction(() => (this.isClaiming = false))
    }
  }
}
