import type { MemberPointsData, PointsRecord } from '@api/points'
import { makeAutoObservable } from 'mobx'
import { PagedList } from '../../orders/public'
import { LoadState } from '../../shared/stores/LoadState'
import type { MyPointsApi } from '../api/pointsApi'

export type PointsDirection = 'all' | 'in' | 'out'

/** 我的积分 and 积分明细: the balance, and the records page by page, by direction. */
export class PointsStore {
  readonly load = new LoadState('积分加载失败')
  balance: MemberPointsData | null = null
  direction: PointsDirection = 'all'
  readonly records: PagedList<PointsRecord>

  constructor(private readonly api: MyPointsApi, pageSize = 20) {
    this.records = new PagedList(
      (index, size) => this.api.records(index, size, this.direction === 'all' ? undefined : this.direction),
      (record) => record.RecordId,
      pageSize,
      '积分明细加载失败',
    )
    makeAutoObservable<PointsStore, 'api'>(this, { api: false, load: false, records: false })
  }

  async fetch(): Promise<boolean> {
    const [isLoaded] = await Promise.all([this.load.run(() => this.api.balance(), (data) => (this.balance = data)), this.records.fetch()])
    return isLoaded
  }

  setDirection(direction: PointsDirection): Promise<boolean> {
    this.direction = direction
    this.records.reset()
    return this.records.fetch()
  }
}
