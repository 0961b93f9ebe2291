import { action, computed, makeObservable, observable, toJS } from 'mobx'
import { SEARCH_CACHE_MS } from '@/core/constants'
import type { Clock, StoreStorage, TimerId } from './ports'

export type SearchModule = 'flightList' | 'trainList' | 'transferTrainList' | 'hotelList'
export type HistoryType = 'hotel' | 'flight' | 'train'

export type SearchEntry = {
  searchParams: unknown
  searchResult: unknown
  loading: boolean
  /** When the result arrived (ms); 0 when there is none. */
  timestamp: number
  /** How long a result stays (ms); 0 = never expires. */
  expiration: number
}

/** Flight, train and transfer-train results empty after 15 s; hotel results never expire. */
export const SEARCH_EXPIRATION: Readonly<Record<SearchModule, number>> = {
  flightList: SEARCH_CACHE_MS,
  trainList: SEARCH_CACHE_MS,
  transferTrainList: SEARCH_CACHE_MS,
  hotelList: 0,
}

export const SEARCH_MODULES = Object.keys(SEARCH_EXPIRATION) as SearchModule[]
export const HISTORY_STORAGE_KEY = 'searchHistory'
export const HISTORY_LIMIT = 10

/** Each member's history is kept under a key of its own on a shared device (decision 0722); '' before login. */
export const historyStorageKey = (memberId: string) => (memberId ? `${HISTORY_STORAGE_KEY}:${memberId}` : HISTORY_STORAGE_KEY)

type History = Record<HistoryType, unknown[]>

const emptyEntry = (module: SearchModule): SearchEntry => ({
  searchParams: null,
  searchResult: null,
  loading: false,
  timestamp: 0,
  expiration: SEARCH_EXPIRATION[module],
})

export class SearchCacheStore {
  modules: Record<SearchModule, SearchEntry>
  /** The histories read or written in this run, by storage key. */
  private kept: Record<string, History> = {}

  private readonly clock: Clock
  private readonly storage: StoreStorage
  private readonly memberId: () => string
  private readonly timers = new Map<SearchModule, TimerId>()

  constructor(deps: { clock: Clock; storage: StoreStorage; memberId?: () => string }) {
    this.clock = deps.clock
    this.storage = deps.storage
    this.memberId = deps.memberId ?? (() => '')
    this.modules = Object.fromEntries(SEARCH_MODULES.map((module) => [module, emptyEntry(module)])) as Record<
      SearchModule,
      SearchEntry
    >
    makeObservable<SearchCacheStore, 'expire' | 'kept'>(this, {
      modules: observable,
      kept: observable,
      history: computed,
      startSearch: action,
      setResult: action,
      failSearch: action,
      clear: action,
      expire: action,
      addHistory: action,
      clearHistory: action,
    })
  }

  /** A search begins: loading on, params kept. */
  startSearch(module: SearchModule, searchParams: unknown): void {
    const entry = this.modules[module]
    entry.searchParams = searchParams
    entry.loading = true
  }

  /** A new result: stamped now; an expiring module's timer starts again. */
  setResult(module: SearchModule, searchResult: unknown, searchParams?: unknown): void {
    const entry = this.modules[module]
    entry.searchResult = searchResult
    if (searchParams !== undefined) entry.searchParams = searchParams
    entry.loading = false
    entry.timestamp = this.clock.now()
    this.stopTimer(module)
    if (entry.expiration > 0) {
      this.timers.set(
        module,
        this.clock.setTimeout(() => this.expire(module), entry.expiration),
      )
    }
  }

  failSearch(module: SearchModule): void {
    this.modules[module].loading = false
  }

  /** The cached result while still valid (checked against the clock too, for suspended timers). */
  resultOf(module: SearchModule): unknown {
    const entry = this.modules[module]
    if (entry.timestamp === 0) return null
    if (entry.expiration > 0 && this.clock.now() - entry.timestamp >= entry.expiration) return null
    return entry.searchResult
  }

  /** A valid cached result for the same search parameters (JSON equality). */
  cachedFor(module: SearchModule, searchParams: unknown): unknown {
    const result = this.resultOf(module)
    if (result === null) return null
    return JSON.stringify(this.modules[module].searchParams) === JSON.stringify(searchParams) ? result : null
  }

  clear(module: SearchModule): void {
    this.stopTimer(module)
    this.modules[module] = emptyEntry(module)
  }

  /** The signed-in member's search history per type (hotel, flight, train), as kept on this device. */
  get history(): History {
    const key = historyStorageKey(this.memberId())
    return this.kept[key] ?? readHistory(this.storage.get(key))
  }

  /** Newest first, no duplicates, at most 10 per type; persisted for the member. */
  addHistory(type: HistoryType, item: unknown): void {
    const key = JSON.stringify(item)
    this.saveHistory({ ...this.history, [type]: [item, ...this.history[type].filter((old) => JSON.stringify(old) !== key)].slice(0, HISTORY_LIMIT) })
  }

  clearHistory(type: HistoryType): void {
    this.saveHistory({ ...this.history, [type]: [] })
  }

  dispose(): void {
    for (const module of SEARCH_MODULES) this.stopTimer(module)
  }

  private expire(module: SearchModule): void {
    this.timers.delete(module)
    const entry = this.modules[module]
    entry.searchResult = null
    entry.timestamp = 0
  }

  private stopTimer(module: SearchModule): void {
    const timer = this.timers.get(module)
    if (timer !== undefined) this.clock.clearTimeout(timer)
    this.timers.delete(module)
  }

  private saveHistory(history: History): void {
    const key = historyStorageKey(this.memberId())
    this.kept[key] = history
    this.storage.set(key, toJS(history))
  }
}

function readHistory(stored: unknown): History {
  const value = (stored ?? {}) as Partial<History>
  return { hotel: arrayOr(value.hotel), flight: arrayOr(value.flight), train: arrayOr(value.train) }
}

function arrayOr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}
