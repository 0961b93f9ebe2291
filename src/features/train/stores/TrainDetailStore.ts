import { makeAutoObservable, runInAction } from 'mobx'
import type { TrainItem, TrainStop } from '@api/train'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainApi } from '../api/trainApi'

export type TrainDetailKey = { trainNo: string; date: string; fromCode: string; toCode: string }

/** 车次详情: the train between the chosen stations (seats and prices) and its stop list. */
export class TrainDetailStore {
  readonly load = new LoadState('车次信息加载失败，请重试')
  train: TrainItem | null = null
  stops: TrainStop[] = []

  constructor(
    readonly key: TrainDetailKey,
    private readonly api: Pick<TrainApi, 'trains' | 'stops'>,
  ) {
    makeAutoObservable<TrainDetailStore, 'api'>(this, { api: false, key: false })
  }

  fetch(): Promise<boolean> {
    const { trainNo, date, fromCode, toCode } = this.key
    return this.load.run(
      () => Promise.all([this.api.trains({ From: fromCode, To: toCode, Date: date, OnlyHighSpeed: 0 }), this.api.stops(trainNo, date)]),
      ([list, stops]) =>
        runInAction(() => {
          this.train = list.Trains.find((t) => t.TrainNo === trainNo) ?? null
          this.stops = stops.Stops
        }),
    )
  }

  /** Whether a stop lies on the booked segment (shown highlighted). */
  isOnSegment(stop: TrainStop): boolean {
    if (!this.train) return false
    const from = this.stops.findIndex((s) => s.StationName === this.train?.FromStationName)
    const to = this.stops.findIndex((s) => s.StationName === this.train?.ToStationName)
    return stop.Index >= from && stop.Index <= to
  }
}
