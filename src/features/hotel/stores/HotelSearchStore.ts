import type { HotelCity, HotelSearchHistoryItem } from '@api/hotel'
import { makeAutoObservable } from 'mobx'
import { todayWire } from '@/core/format'
import type { Clock } from '../../shared/domain/clock'
import { LoadState } from '../../shared/stores/LoadState'
import type { HotelApi } from '../api/hotelApi'
import { citiesByInitial, matchCities, mergedHistory, type HotelHistoryEntry } from '../domain/cities'
import { firstArrivalDate, lastArrivalDate } from '@domain/hotel/stay'
import { formToQuery, refreshedForm, searchFormError, withArrival } from '../domain/searchParams'
import type { HotelFlowStore } from './HotelFlowStore'

/** The part of searchCache this store uses: hotel search history. */
export type HotelHistoryPort = {
  readonly history: { hotel: unknown[] }
  addHistory(type: 'hotel', item: unknown): void
  clearHistory(type: 'hotel'): void
}

export type HotelSearchDeps = {
  api: Pick<HotelApi, 'recommendCities'>
  flow: HotelFlowStore
  history: HotelHistoryPort
  settings: { readonly HotelAdvanceDay: number; readonly IsPermittedBookHotel: boolean }
  clock: Pick<Clock, 'now'>
  toast: (message: string) => void
}

export const NO_HOTEL_PERMISSION = '您暂无预订酒店的权限，请联系管理员'

/** Hotel index and city picker: the search form, hot cities, all cities and the search history. */
export class HotelSearchStore {
  readonly load = new LoadState('城市加载失败，请重试')
  hotCities: HotelCity[] = []
  cities: HotelCity[] = []
  serverHistory: HotelSearchHistoryItem[] = []
  cityKeyword = ''

  constructor(private readonly deps: HotelSearchDeps) {
    makeAutoObservable<HotelSearchStore, 'deps'>(this, { deps: false, load: false })
  }

  get form() {
    return this.deps.flow.form
  }

  get today(): string {
    return todayWire(this.deps.clock.now())
  }

  /** The first arrival date on sale: the previous date before 06:00 (凌晨入住, decision 0771). */
  get firstArrival(): string {
    return firstArrivalDate(new Date(this.deps.clock.now()))
  }

  /** Said on the index before 06:00: last night is still on sale. */
  get lateNightNotice(): string {
    return this.firstArrival < this.today ? `凌晨入住：6:00前可预订${this.firstArrival}入住（今晚凌晨）` : ''
  }

  get lastArrival(): string {
    return lastArrivalDate(this.today, this.deps.settings.HotelAdvanceDay)
  }

  get history(): HotelHistoryEntry[] {
    return mergedHistory(this.deps.history.history.hotel, this.serverHistory, this.cities)
  }

  get matchedCities(): HotelCity[] {
    return matchCities(this.cities, this.cityKeyword)
  }

  get cityGroups() {
    return citiesByInitial(this.cities)
  }

  /** Opening the index: a stale saved date moves to today; isPrivate comes from the route (product3.0). */
  open(isPrivate: boolean) {
    this.deps.flow.setForm({ ...refreshedForm(this.deps.flow.form, this.today, this.firstArrival), isPrivate })
  }

  fetchCities(): Promise<boolean> {
    return this.load.run(
      () => this.deps.api.recommendCities({}),
      (data) => {
        this.hotCities = data.HotCities ?? []
        this.cities = data.Cities ?? []
        this.serverHistory = data.HistoryList ?? []
      },
    )
  }

  setCityKeyword(value: string) {
    this.cityKeyword = value
  }

  /** A city picked (hot, A-Z or search): a different city clears the keyword and map point. */
  chooseCity(city: Pick<HotelCity, 'CityCode' | 'CityName'> & { Tier: HotelCity['Tier'] | null }) {
    const isSame = city.CityCode === this.form.cityCode
    this.deps.flow.patchForm({
      cityCode: city.CityCode,
      cityName: city.CityName,
      cityTier: city.Tier,
      ...(isSame ? {} : { keyword: '', point: null }),
    })
  }

  chooseHistory(entry: HotelHistoryEntry) {
    this.deps.flow.patchForm({ cityCode: entry.cityCode, cityName: entry.cityName, cityTier: entry.cityTier, keyword: entry.keyword, point: null })
  }

  clearHistory() {
    this.deps.history.clearHistory('hotel')
    this.serverHistory = []
  }

  setArrival(date: string) {
    this.deps.flow.setForm(withArrival(this.form, date))
  }

  /** 入住 and 离店 chosen together on the range calendar (decision 0822). */
  setStay(arrivalDate: string, departureDate: string) {
    this.deps.flow.patchForm({ arrivalDate, departureDate })
  }

  setKeyword(value: string) {
    this.deps.flow.patchForm({ keyword: value })
  }

  /** Checks the form; on success records the history and returns the list route's query. */
  submit(): Record<string, string> | null {
    const form = this.form
    if (!form.isPrivate && !this.deps.settings.IsPermittedBookHotel) {
      this.deps.toast(NO_HOTEL_PERMISSION)
      return null
    }
    const problem = searchFormError(form, this.today, this.deps.settings.HotelAdvanceDay, this.firstArrival)
    if (problem) {
      this.deps.toast(problem)
      return null
    }
    const entry: HotelHistoryEntry = { cityCode: form.cityCode, cityName: form.cityName, cityTier: form.cityTier, keyword: form.keyword.trim() }
    this.deps.history.addHistory('hotel', entry)
    return formToQuery(form)
  }
}
