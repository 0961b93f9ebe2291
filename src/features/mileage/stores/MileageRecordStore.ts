import type { MileageDetail, MileagePoint, MileageSettingData } from '@api/mileage'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { MileageApi } from '../api/mileageApi'
import { metresOf } from '../domain/trackView'

/**
 * 里程记录: starts a trip at the phone's position, samples the position while the page is open and sends it,
 * shows the distance from the track, and finishes the trip. Positions not yet sent are kept and sent with the next.
 */
export class MileageRecordStore {
  readonly load = new LoadState()
  setting: MileageSettingData | null = null
  record: MileageDetail | null = null
  pending: MileagePoint[] = []
  purpose = ''
  startName = ''
  endName = ''
  isBusy = false
  now = Date.now()
  private reqId: string | null = null
  private isSending = false

  constructor(
    private readonly api: MileageApi,
    private readonly locate: () => Promise<MileagePoint | null>,
    private readonly createReqId: () => string,
    private readonly toast: (message: string) => void,
  ) {
    makeAutoObservable<MileageRecordStore, 'api' | 'locate' | 'createReqId' | 'toast' | 'reqId' | 'isSending'>(this, {
      api: false, locate: false, createReqId: false, toast: false, reqId: false, isSending: false,
    })
  }

  get track(): MileagePoint[] {
    return this.record ? [...this.record.Track, ...this.pending] : []
  }

  get metres(): number {
    return metresOf(this.track)
  }

  get sampleMs(): number {
    return (this.setting?.SampleSeconds ?? 10) * 1000
  }

  async open(): Promise<void> {
    await this.load.run(
      () => Promise.all([this.api.setting(), this.api.current()]),
      ([setting, current]) => {
        this.setting = setting
        this.record = current.Record
        if (current.Record) this.pending = []
      },
    )
  }

  setField(field: 'purpose' | 'startName' | 'endName', value: string): void {
    this[field] = value
  }

  tick(now = Date.now()): void {
    this.now = now
  }

  async start(): Promise<boolean> {
    if (this.isBusy || this.record) return false
    this.isBusy = true
    try {
      const point = await this.locate()
      if (!point) {
        this.toast('无法获取定位，请在设置中允许定位后重试')
        return false
      }
      this.reqId ??= this.createReqId()
      await this.api.start({ Purpose: this.purpose.trim(), StartName: this.startName.trim(), Point: point }, this.reqId)
      runInAction(() => (this.reqId = null))
      const { Record } = await this.api.current()
      runInAction(() => {
        this.record = Record
        this.pending = []
      })
      return true
    } catch (error) {
      this.toast(failureMessage(error, '开始行程失败，请重试'))
      return false
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }

  /** One sample: the position now, then everything not yet sent. */
  async sample(): Promise<void> {
    if (!this.record) return
    const point = await this.locate()
    if (point) runInAction(() => this.pending.push(point))
    await this.send(false)
  }

  /** Sends the pending positions (finishing the trip when asked); answers whether the server took them. */
  private async send(finish: boolean): Promise<boolean> {
    const record = this.record
    if (!record || this.isSending) return false
    const points = this.pending.slice()
    if (!points.length && !finish) return true
    this.isSending = true
    try {
      const answer = await this.api.update({ MileageId: record.MileageId, Points: points, Finish: finish, EndName: this.endName.trim() })
      runInAction(() => {
        this.pending = this.pending.slice(points.length)
        if (this.record) this.record = { ...this.record, Track: [...this.record.Track, ...points], DistanceM: answer.DistanceM, Status: answer.Status }
      })
      return true
    } catch (error) {
      if (finish) this.toast(failureMessage(error, '结束行程失败，请重试'))
      return false
    } finally {
      this.isSending = false
    }
  }

  /** Last sample, then the trip ends; answers its id for the detail page. */
  async finish(): Promise<string | null> {
    const record = this.record
    if (!record || this.isBusy) return null
    this.isBusy = true
    try {
      const point = await this.locate()
      if (point) runInAction(() => this.pending.push(point))
      const ok = await this.send(true)
      if (!ok) return null
      runInAction(() => (this.record = null))
      return record.MileageId
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }
}
