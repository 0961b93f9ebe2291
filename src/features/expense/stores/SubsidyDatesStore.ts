import type { SubsidyPreviewData } from '@api/subsidy'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { SubsidyApi } from '../api/subsidyApi'
import { chosenFen, claimableDates } from '../domain/subsidyPick'

export type SubsidyDatesDeps = { api: Pick<SubsidyApi, 'preview' | 'claim'>; createReqId: () => string }

/**
 * 选择日期 (subsidy v3): the journey's days timed by the chosen orders; every unclaimed day chosen at first, the
 * member leaves out days not on business; the chosen days are claimed as one subsidy cost (reqId kept until done).
 */
export class SubsidyDatesStore {
  readonly load = new LoadState('补贴日期加载失败')
  data: SubsidyPreviewData | null = null
  chosen = new Set<string>()
  isClaiming = false
  errorMessage = ''
  private reqId: string | null = null

  constructor(
    private readonly deps: SubsidyDatesDeps,
    readonly applyNo: string,
    readonly orderNos: string[] | undefined,
  ) {
    makeAutoObservable<SubsidyDatesStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false, load: false, applyNo: false, orderNos: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.deps.api.preview({ ApplyNo: this.applyNo, ...(this.orderNos ? { OrderNos: this.orderNos } : {}) }),
      (data) => {
        this.data = data
        this.chosen = new Set(claimableDates(data.Days))
      },
    )
  }

  toggle(date: string) {
    if (!this.data?.Days.some((d) => d.Date === date && !d.Claimed)) return
    const next = new Set(this.chosen)
    if (next.has(date)) next.delete(date)
    else next.add(date)
    this.chosen = next
    this.errorMessage = ''
  }

  get total(): { fen: number; dayCount: number } {
    return chosenFen(this.data?.Days ?? [], this.chosen)
  }

  /** The cities the days are paid at, in order (a tier per day and city, decision 0772). */
  get dayCities(): string[] {
    return [...new Set((this.data?.Days ?? []).map((d) => d.CityName ?? '').filter(Boolean))]
  }

  get isEmpty(): boolean {
    return !this.data || this.data.Days.length === 0
  }

  /** The new subsidy cost's id, '' when nothing was claimed (the reason shown). */
  async claim(): Promise<string> {
    if (this.isClaiming) return ''
    const dates = claimableDates(this.data?.Days ?? []).filter((d) => this.chosen.has(d))
    if (dates.length === 0) {
      this.errorMessage = '请选择补贴日期'
      return ''
    }
    this.reqId ??= this.deps.createReqId()
    this.isClaiming = true
    this.errorMessage = ''
    try {
      const body = { ApplyNo: this.applyNo, Dates: dates, ...(this.orderNos ? { OrderNos: this.orderNos } : {}) }
      const made = await this.deps.api.claim(body, this.reqId)
      runInAction(() => (this.reqId = null))
      return made.CostId
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '申领失败，请重试')))
      return ''
    } finally {
      runInAction(() => (this.isClaiming = false))
    }
  }
}
