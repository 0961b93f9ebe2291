import { makeAutoObservable, runInAction } from 'mobx'
import type { TrainStation } from '@api/train'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainApi } from '../api/trainApi'

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

  get matches(): TrainStation[] {
    const key = this.keyword
    if (!key) return []
    return this.stations.filter((s) => s.Name.includes(key) || s.CityName.includes(key) || s.Pinyin.startsWith(key) || s.Initials.startsWith(key))
  }
}
