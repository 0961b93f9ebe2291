import { makeAutoObservable, runInAction } from 'mobx'
import type { QueryTrainListData, QueryTransferListData, TrainItem, TransferPlan } from '@api/train'
import type { SearchCacheStore } from '@/stores/SearchCacheStore'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainApi } from '../api/trainApi'
import type { TrainPolicyInput } from '@domain/policy/train'
import { arrangeTrains, type TrainSort } from '../domain/seatLabels'
import { placeNames } from '../domain/trainSearch'

/** A search: from and to are a station's telegraph code or a city's name; the names are shown when the search carried them. */
export type TrainSearch = { from: string; to: string; date: string; onlyHighSpeed: boolean; fromName?: string; toName?: string }

export type TrainSearchCache = Pick<SearchCacheStore, 'startSearch' | 'setResult' | 'failSearch' | 'cachedFor'>

/**
 * 车次列表: the search answer (2000 is a valid empty list), sort and the 只看高铁动车 filter. Answers are kept 15 s in
 * the search cache (`trainList`): coming back to the list within that time shows them without a call; pull-to-refresh asks again.
 */
export class TrainListStore {
  readonly load = new LoadState('车次加载失败，请重试')
  trains: TrainItem[] = []
  /** 中转 plans, asked for when no direct train has a seat. */
  transfers: TransferPlan[] = []
  /** The caller's train standard; null until known (no marks then). */
  policy: TrainPolicyInput | null = null
  sort: TrainSort = 'earliest'
  onlyHighSpeed: boolean

  search: TrainSearch

  constructor(
    search: TrainSearch,
    private readonly api: Pick<TrainApi, 'trains' | 'transfers'> & Partial<Pick<TrainApi, 'myStandard'>>,
    private readonly cache: TrainSearchCache,
  ) {
    this.search = search
    this.onlyHighSpeed = search.onlyHighSpeed
    makeAutoObservable<TrainListStore, 'api' | 'cache'>(this, { api: false, cache: false })
  }

  /** The standard marks seats only; a failure leaves the list unmarked (the form and the server still check). */
  async fetchPolicy(): Promise<void> {
    if (this.policy || !this.api.myStandard) return
    try {
      const data = await this.api.myStandard()
      runInAction(() => (this.policy = { grade: data.Grade, standard: data.Standards.train }))
    } catch {
      runInAction(() => (this.policy = null))
    }
  }

  /** The station or city names of the search, for the title and the pages opened from the list. */
  get places(): { from: string; to: string } {
    return placeNames(this.search, this.trains)
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

  fetch(force = false): Promise<boolean> {
    const { from, to, date } = this.search
    const params = { From: from, To: to, Date: date, OnlyHighSpeed: 0 as const }
    const cached = force ? null : (this.cache.cachedFor('trainList', params) as QueryTrainListData | null)
    return this.load.run(
      async () => {
        if (cached) return cached
        this.cache.startSearch('trainList', params)
        try {
          const data = await this.api.trains(params)
          this.cache.setResult('trainList', data, params)
          return data
        } catch (error) {
          this.cache.failSearch('trainList')
          throw error
        }
      },
      (data) => runInAction(() => (this.trains = data.Trains)),
    ).then(async (ok) => {
      if (ok && !this.hasDirectSeat) await this.fetchTransfers(force)
      return ok
    })
  }

  /** The date strip: the same route on another day (the list and its 中转 plans asked again). */
  changeDate(date: string): Promise<boolean> {
    if (date === this.search.date) return Promise.resolve(true)
    this.search = { ...this.search, date }
    this.trains = []
    this.transfers = []
    return this.fetch()
  }

  /** Some direct train has a seat left in some class. */
  get hasDirectSeat(): boolean {
    return this.trains.some((t) => t.Seats.some((s) => s.Remaining > 0))
  }

  private async fetchTransfers(force: boolean): Promise<void> {
    const { from, to, date } = this.search
    const params = { From: from, To: to, Date: date }
    let data = force ? null : (this.cache.cachedFor('transferTrainList', params) as QueryTransferListData | null)
    if (!data) {
      this.cache.startSearch('transferTrainList', params)
      try {
        data = await this.api.transfers(params)
        this.cache.setResult('transferTrainList', data, params)
      } catch {
        this.cache.failSearch('transferTrainList')
        data = { Plans: [] }
      }
    }
    const plans = data.Plans
    runInAction(() => (this.transfers = plans))
  }
}
