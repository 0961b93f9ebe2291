import { makeAutoObservable, runInAction } from 'mobx'
import type { TrainItem } from '@api/train'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainApi } from '../api/trainApi'
import { arrangeTrains, type TrainSort } from '../domain/seatLabels'

export type TrainSearch = { from: string; to: string; date: string; onlyHighSpeed: boolean }

/** 车次列表: the search answer (2000 is a valid empty list), sort and the 只看高铁动车 filter. */
export class TrainListStore {
  readonly load = new LoadState('车次加载失败，请重试')
  trains: TrainItem[] = []
  sort: TrainSort = 'earliest'
  onlyHighSpeed: boolean

  constructor(
    readonly search: TrainSearch,
    private readonly api: Pick<TrainApi, 'trains'>,
  ) {
    this.onlyHighSpeed = search.onlyHighSpeed
    makeAutoObservable<TrainListStore, 'api'>(this, { api: false, search: false })
  }

  get shown(): TrainItem[] {
    return arrangeTrains(this.trains, this.sort, this.onlyHighSpeed)
  }

  setSort(sort: TrainSort) {
    this.sort = sort
  }

  toggleHighSpeed() {
    this.onlyHighSpeed = !this.onlyHighSpeed
  }

  fetch(): Promise<boolean> {
    const { from, to, date } = this.search
    return this.load.run(
      () => this.api.trains({ From: from, To: to, Date: date, OnlyHighSpeed: 0 }),
      (data) => runInAction(() => (this.trains = data.Trains)),
    )
  }
}
