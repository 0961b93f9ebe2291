import { makeAutoObservable, runInAction } from 'mobx'
import type { TrainStation } from '@api/train'
import { searchStations } from '@domain/train/stationSearch'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainApi } from '../api/trainApi'

/** Matches shown at once: a letter or two matches hundreds of 12306's 3,300 stations. */
export const MATCH_LIMIT = 60

/** 选择出发站/到达站: every station once, filtered on the device by Chinese, full pinyin or initials; hot ones first. */
export class StationPickerStore {
  readonly load = new LoadState('车站加载失败，请重试')
  stations: TrainStation[] = []
  keyword = ''

  constructor(private readonly api: Pick<TrainApi, 'stations'>) {
    makeAutoObservable<StationPickerStore, 'api'>(this, { api: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.api.stations(''),
      (data) => runInAction(() => (this.stations = data.Stations)),
    )
  }

  setKeyword(value: string) {
    this.keyword = value.trim().toLowerCase()
  }

  get hot(): TrainStation[] {
    return this.stations.filter((s) => s.IsHot)
  }

  /** Cities with stations, in the order first met. */
  get hotCities(): string[] {
    return [...new Set(this.hot.map((s) => s.CityName))]
  }

  /** The stations matching the keyword, best first (domain/train/stationSearch), at most MATCH_LIMIT of them. */
  get matches(): TrainStation[] {
    if (!this.keyword) return []
    return searchStations(this.stations, this.keyword, (s) => ({ name: s.Name, city: s.CityName, pinyin: s.Pinyin, initials: s.Initials })).slice(0, MATCH_LIMIT)
  }
}
