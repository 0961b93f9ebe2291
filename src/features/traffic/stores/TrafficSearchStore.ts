import { makeAutoObservable, runInAction } from 'mobx'
import type { FlightCity } from '@api/flight'
import type { FrequentLine } from '@api/traffic'
import type { RootStore } from '@/stores/root'
import { addWireDays } from '@domain/dates/wireDate'
import { LoadState } from '../../shared/stores/LoadState'
import { createTrafficApi, type TrafficApi } from '../api/trafficApi'
import type { TrafficSearch } from '../domain/trafficSearch'


/** The traffic search of the app run (交通首页 and 综合交通 share it): two cities, a date, and the city picker. */
export class TrafficSearchStore {
  search: TrafficSearch
  readonly citiesLoad = new LoadState('城市加载失败，请重试')
  hot: FlightCity[] = []
  cities: FlightCity[] = []
  picking: 'from' | 'to' | null = null
  keyword = ''

  constructor(
    today: string,
    private readonly api: Pick<TrafficApi, 'cities'>,
  ) {
    this.search = { from: { name: '北京', flightCode: 'BJS' }, to: { name: '上海', flightCode: 'SHA' }, date: addWireDays(today, 1) }
    makeAutoObservable<TrafficSearchStore, 'api'>(this, { api: false })
  }

  fetchCities(): Promise<boolean> {
    if (this.citiesLoad.isReady) return Promise.resolve(true)
    return this.citiesLoad.run(
      () => this.api.cities(),
      (data) => runInAction(() => {
        this.hot = data.Hot
        this.cities = data.Cities
      }),
    )
  }

  setSearch(search: TrafficSearch) {
    this.search = search
  }

  startPicking(side: 'from' | 'to') {
    this.picking = side
    this.keyword = ''
  }

  stopPicking() {
    this.picking = null
  }

  setKeyword(keyword: string) {
    this.keyword = keyword
  }

  /** The hot cities without a keyword; else the cities whose name contains it or whose pinyin starts with it. */
  get matches(): FlightCity[] {
    const key = this.keyword.trim().toLowerCase()
    if (!key) return this.hot
    return this.cities.filter((c) => c.CityName.includes(key) || c.Pinyin.toLowerCase().startsWith(key) || c.CityCode.toLowerCase() === key)
  }

  pick(city: FlightCity) {
    if (!this.picking) return
    this.search = { ...this.search, [this.picking]: { name: city.CityName, flightCode: city.CityCode } }
    this.picking = null
  }

  swap() {
    this.search = { ...this.search, from: this.search.to, to: this.search.from }
  }

  setDate(date: string) {
    this.search = { ...this.search, date }
  }

  useLine(line: FrequentLine) {
    this.search = { ...this.search, from: { name: line.FromCity, flightCode: line.FromFlightCode }, to: { name: line.ToCity, flightCode: line.ToFlightCode } }
  }
}

const searches = new WeakMap<RootStore, TrafficSearchStore>()

export function trafficSearchOf(root: RootStore, today: string): TrafficSearchStore {
  let store = searches.get(root)
  if (!store) {
    store = new TrafficSearchStore(today, createTrafficApi(root.request))
    searches.set(root, store)
  }
  return store
}
