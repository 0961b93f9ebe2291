import type { HotelListItem, HotelStandardContext, SearchHotelListData, SearchHotelListRequest } from '@api/hotel'
import { makeAutoObservable, runInAction } from 'mobx'
import { todayWire } from '@/core/format'
import type { Clock } from '../../shared/domain/clock'
import { failureMessage, isAborted } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { HotelApi } from '../api/hotelApi'
import { checkLabel, listPriceCheck } from '../domain/compliantRate'
import { EMPTY_FILTERS, toggle, type HotelFilters, type PriceRange } from '../domain/listFilters'
import { DEFAULT_OCCUPANCY, preloadParams, preloadTargets } from '../domain/roomPreload'
import { searchFormError, toSearchRequest, type HotelSearchForm } from '../domain/searchParams'
import { firstArrivalDate } from '@domain/hotel/stay'
import { hotelCapOf, type HotelVerdict } from '@domain/policy/hotel'
import type { HotelFlowStore } from './HotelFlowStore'

/** The part of searchCache used here: the hotelList module, whose results never expire. */
export type HotelListCachePort = {
  startSearch(module: 'hotelList', searchParams: unknown): void
  setResult(module: 'hotelList', searchResult: unknown, searchParams?: unknown): void
  failSearch(module: 'hotelList'): void
  cachedFor(module: 'hotelList', searchParams: unknown): unknown
}

export type HotelListDeps = {
  api: Pick<HotelApi, 'searchHotels'>
  flow: HotelFlowStore
  cache: HotelListCachePort
  clock: Pick<Clock, 'now'>
  settings: { readonly HotelAdvanceDay: number }
  /** How many of the first hotels get their rooms preloaded (ROOM_PRELOAD.defaultCount = 0). */
  preloadCount: number
  toast: (message: string) => void
}

export type HotelRow = HotelListItem & { check: HotelVerdict; label: string }

const EMPTY_CONTEXT: HotelStandardContext = { CityTier: 3, Role: 'employee', Standard: null }

/** Paged hotel search with filters and sort; '2000' is an empty result; first N hotels' rooms preloaded. */
export class HotelListStore {
  readonly load = new LoadState('酒店加载失败，请重试')
  hotels: HotelListItem[] = []
  total = 0
  pageIndex = 0
  context: HotelStandardContext = EMPTY_CONTEXT
  isLoadingMore = false
  moreError = ''

  constructor(private readonly deps: HotelListDeps) {
    makeAutoObservable<HotelListStore, 'deps'>(this, { deps: false, load: false })
  }

  get form(): HotelSearchForm {
    return this.deps.flow.form
  }

  get filters(): HotelFilters {
    return this.deps.flow.filters
  }

  get isEnd(): boolean {
    return this.pageIndex > 0 && this.hotels.length >= this.total
  }

  get isEmpty(): boolean {
    return this.load.isReady && this.hotels.length === 0
  }

  get capFen(): number | null {
    return hotelCapOf(this.context.Standard, this.context.CityTier, this.context.Role)
  }

  get rows(): HotelRow[] {
    return this.hotels.map((hotel) => {
      const check = listPriceCheck(hotel.MinPriceFen, this.context)
      return { ...hotel, check, label: checkLabel(check) }
    })
  }

  /** The cheapest hotel price within the standard among those loaded (null when none or no standard). */
  get cheapestCompliantFen(): number | null {
    const prices = this.hotels.map((hotel) => hotel.MinCompliantPriceFen).filter((price): price is number => price !== null)
    return prices.length ? Math.min(...prices) : null
  }

  /** Opening the list: a form from the route query (if any) replaces the flow's, keeping its map point. */
  start(form: HotelSearchForm | null): Promise<boolean> {
    if (form) this.deps.flow.setForm({ ...form, point: this.deps.flow.form.cityCode === form.cityCode ? this.deps.flow.form.point : null })
    return this.search()
  }

  /** Page 1. A cached result for the same search shows at once unless `force` (pull down / retry). */
  search(force = false): Promise<boolean> {
    const problem = searchFormError(this.form, todayWire(this.deps.clock.now()), this.deps.settings.HotelAdvanceDay, firstArrivalDate(new Date(this.deps.clock.now())))
    if (problem) {
      this.deps.toast(problem)
      return Promise.resolve(false)
    }
    const request = toSearchRequest(this.form, this.filters, 1)
    const cached = force ? null : (this.deps.cache.cachedFor('hotelList', request) as SearchHotelListData | null)
    return this.load.run(
      async () => {
        if (cached) return cached
        this.deps.cache.startSearch('hotelList', request)
        try {
          const data = await this.deps.api.searchHotels(request)
          this.deps.cache.setResult('hotelList', data, request)
          return data
        } catch (error) {
          this.deps.cache.failSearch('hotelList')
          throw error
        }
      },
      (data) => {
        this.applyFirstPage(data)
        void this.preload()
      },
    )
  }

  async loadMore(): Promise<void> {
    if (this.isLoadingMore || this.isEnd || !this.load.isReady) return
    this.isLoadingMore = true
    this.moreError = ''
    const request: SearchHotelListRequest = toSearchRequest(this.form, this.filters, this.pageIndex + 1)
    try {
      const data = await this.deps.api.searchHotels(request)
      runInAction(() => {
        const known = new Set(this.hotels.map((hotel) => hotel.HotelId))
        const fresh = (data?.Hotels ?? []).filter((hotel) => !known.has(hotel.HotelId))
        this.hotels = [...this.hotels, ...fresh]
        this.total = fresh.length === 0 ? this.hotels.length : data.Total
        this.pageIndex = request.PageIndex
      })
    } catch (error) {
      if (!isAborted(error)) runInAction(() => (this.moreError = failureMessage(error, '加载更多失败，请重试')))
    } finally {
      runInAction(() => (this.isLoadingMore = false))
    }
  }

  setSort(sort: HotelFilters['sort']) {
    return this.applyFilters({ ...this.filters, sort })
  }

  toggleStar(star: HotelFilters['starLevels'][number]) {
    this.deps.flow.setFilters({ ...this.filters, starLevels: toggle(this.filters.starLevels, star) })
  }

  setPrice(price: PriceRange) {
    this.deps.flow.setFilters({ ...this.filters, price })
  }

  clearPriceStar() {
    this.deps.flow.setFilters({ ...this.filters, price: EMPTY_FILTERS.price, starLevels: [] })
  }

  /** The price-star panel's 确定, brand and district picks end here. */
  applyFilters(filters: HotelFilters = this.filters): Promise<boolean> {
    this.deps.flow.setFilters(filters)
    return this.search()
  }

  resetFilters(): Promise<boolean> {
    return this.applyFilters(EMPTY_FILTERS)
  }

  private applyFirstPage(data: SearchHotelListData | null) {
    this.hotels = data?.Hotels ?? []
    this.total = data?.Total ?? 0
    this.pageIndex = 1
    this.context = data ? { CityTier: data.CityTier, Role: data.Role, Standard: data.Standard } : EMPTY_CONTEXT
    this.moreError = ''
  }

  private preload(): Promise<void> {
    const targets = preloadTargets(this.hotels, this.deps.preloadCount)
    if (targets.length === 0) return Promise.resolve()
    const context = {
      arrivalDate: this.form.arrivalDate,
      departureDate: this.form.departureDate,
      occupancy: DEFAULT_OCCUPANCY,
      standardAmountFen: this.capFen ?? 0,
      sort: this.filters.sort,
      conditions: [
        ...this.filters.brandIds.map((id) => ({ UniqueKey: id, UniqueKeyType: 'brand' })),
        ...(this.filters.businessDistrictId ? [{ UniqueKey: this.filters.businessDistrictId, UniqueKeyType: 'businessDistrict' }] : []),
      ],
      isPrivate: this.form.isPrivate,
    }
    return this.deps.flow.preloadCache.preload(targets.map((hotel, index) => preloadParams(hotel, index, context)))
  }
}
