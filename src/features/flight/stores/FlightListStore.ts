import type { FlightItem, QueryFlightListData, QueryFlightListRequest } from '@api/flight'
import { makeAutoObservable } from 'mobx'
import type { SearchCacheStore } from '@/stores/SearchCacheStore'
import { LoadState } from '../../shared/stores/LoadState'
import type { FlightApi } from '../api/flightApi'
import { airlinesOf, NO_FILTERS, visibleFlights, type FlightFilters, type FlightSort } from '../domain/listFilters'

type Cache = Pick<SearchCacheStore, 'cachedFor' | 'startSearch' | 'setResult' | 'failSearch'>

/** 航班列表: one day's flights of a leg, cached 15 s (flightList), filtered and sorted in the app. */
export class FlightListStore {
  readonly load = new LoadState('航班查询失败，请重试')
  flights: FlightItem[] = []
  filters: FlightFilters = NO_FILTERS
  sort: FlightSort = 'departure'
  params: QueryFlightListRequest | null = null

  constructor(private readonly deps: { api: FlightApi; cache: Cache }) {
    makeAutoObservable<FlightListStore, 'deps'>(this, { deps: false })
  }

  get shown(): FlightItem[] {
    return visibleFlights(this.flights, this.filters, this.sort)
  }

  get airlines() {
    return airlinesOf(this.flights)
  }

  get isEmpty(): boolean {
    return this.load.isReady && this.shown.length === 0
  }

  async search(params: QueryFlightListRequest, force = false): Promise<void> {
    this.params = params
    const cached = force ? undefined : (this.deps.cache.cachedFor('flightList', params) as QueryFlightListData | null | undefined)
    if (cached) {
      await this.load.run(async () => cached, (data) => (this.flights = data.Flights))
      return
    }
    this.deps.cache.startSearch('flightList', params)
    const ok = await this.load.run(() => this.deps.api.flights(params), (data) => {
      this.flights = data.Flights
      this.deps.cache.setResult('flightList', data, params)
    })
    if (!ok) this.deps.cache.failSearch('flightList')
  }

  refresh(): Promise<void> {
    return this.params ? this.search(this.params, true) : Promise.resolve()
  }

  setSort(sort: FlightSort): void {
    this.sort = sort
  }

  setFilters(filters: FlightFilters): void {
    this.filters = filters
  }

  toggleAirline(code: string): void {
    const has = this.filters.airlines.includes(code)
    this.filters = { ...this.filters, airlines: has ? this.filters.airlines.filter((c) => c !== code) : [...this.filters.airlines, code] }
  }
}
