import type { MileageDetail } from '@api/mileage'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { MileageApi } from '../api/mileageApi'
import { fenToPrice } from '@domain/money/money'

/** 里程详情: one trip, and turning a finished one into an expense cost. */
export class MileageDetailStore {
  readonly load = new LoadState()
  detail: MileageDetail | null = null
  isSaving = false
  message = ''
  private reqId: string | null = null

  constructor(
    private readonly api: MileageApi,
    readonly mileageId: string,
    private readonly createReqId: () => string,
    private readonly toast: (message: string) => void,
  ) {
    makeAutoObservable<MileageDetailStore, 'api' | 'createReqId' | 'toast' | 'reqId'>(this, { api: false, createReqId: false, toast: false, reqId: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.detail(this.mileageId), (detail) => (this.detail = detail))
  }

  async saveCost(): Promise<void> {
    if (this.isSaving || this.detail?.Status !== 'finished') return
    this.isSaving = true
    this.message = ''
    try {
      const need = await this.api.needTravelBusiness(this.mileageId)
      if (need.NeedTravelBusiness) {
        runInAction(() => (this.message = need.Tip))
        this.toast(need.Tip)
        return
      }
      this.reqId ??= this.createReqId()
      const saved = await this.api.saveOrder(this.mileageId, '', this.reqId)
      runInAction(() => {
        this.reqId = null
        this.message = `已生成交通费 ${fenToPrice(saved.AmountFen)}，可在费用中提交报销`
      })
      await this.fetch()
    } catch (error) {
      const message = failureMessage(error, '生成费用失败，请重试')
      runInAction(() => (this.message = message))
      this.toast(message)
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }
}
