import type { TravelCitiesData, TravelCity } from '@api/subsidy'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { TravelApplyApi } from '../api/travelApplyApi'
import { groupByInitial, matchCities, type CityGroup } from '../domain/travelCities'

/** 选择出差城市: every prefecture-level city with its tier, hot cities, search by name or pinyin. */
export class TravelCityStore {
  readonly load = new LoadState('城市加载失败')
  data: TravelCitiesData | null = null
  keyword = ''

  constructor(private readonly api: Pick<TravelApplyApi, 'travelCities'>) {
    makeAutoObservable<TravelCityStore, 'api'>(this, { api: false, load: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.travelCities(), (data) => (this.data = data))
  }

  setKeyword(keyword: string) {
    this.keyword = keyword
  }

  get isSearching(): boolean {
    return this.keyword.trim() !== ''
  }

  get matched(): TravelCity[] {
    return matchCities(this.data?.Cities ?? [], this.keyword)
  }

  get hot(): TravelCity[] {
    return (this.data?.Cities ?? []).filter((c) => c.IsHot)
  }

  get groups(): CityGroup[] {
    return groupByInitial(this.data?.Cities ?? [])
  }

  get dailyFenByTier(): Partial<Record<string, number>> {
    return this.data?.DailyFenByTier ?? {}
  }
}
