import type { FlightCity, GetFlightCitiesData } from '@api/flight'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { FlightApi } from '../api/flightApi'
import { searchCities } from '../domain/citySearch'

/** 选择城市/机场: hot cities and every city of the tab, searched by name, pinyin, initials or IATA code. */
export class FlightCityStore {
  readonly load = new LoadState('城市加载失败，请重试')
  data: GetFlightCitiesData = { Hot: [], Cities: [] }
  keyword = ''

  constructor(private readonly api: FlightApi, readonly isInternational: boolean) {
    makeAutoObservable<FlightCityStore, 'api'>(this, { api: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.cities(this.isInternational), (data) => (this.data = data))
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword
  }

  get matches(): FlightCity[] {
    return searchCities(this.data.Cities, this.keyword)
  }

  /** International cities by continent. */
  get byContinent(): [string, FlightCity[]][] {
    const groups = new Map<string, FlightCity[]>()
    for (const city of this.data.Cities) groups.set(city.Continent, [...(groups.get(city.Continent) ?? []), city])
    return [...groups]
  }
}
