import { makeAutoObservable } from 'mobx'
import type { Clock } from './ports'
import { systemClock } from './ports'

/** Storage for kept data: local storage for small values, IndexedDB for big ones on H5 (AppStorage). */
export type KeptStorage = {
  getAsync(key: string): Promise<unknown>
  setAsync(key: string, value: unknown): Promise<unknown>
  remove(key: string): void
}

export type Kept<T> = { savedAt: number; value: T }
/** What a kept load gives: the fresh value (savedAt null) or the kept one with the time it was saved. */
export type KeptResult<T> = { value: T; savedAt: number | null }

const INDEX_KEY = 'kept:index'

const isNetworkFailure = (error: unknown): boolean =>
  Boolean(error) && typeof error === 'object' && (error as { isNetworkError?: boolean }).isNetworkError === true

/**
 * A traveller's data kept on the device for use with no network (issue 23): the last answer of each kept
 * screen, per member, with the time it was saved. While a kept load runs, the network-error page waits:
 * a screen that has kept data shows it instead; one that has none opens the page as before.
 */
export class OfflineStore {
  private inFlight = 0
  /** A kept screen answered with kept data (no network) since the last fresh answer. */
  hasShownKept = false
  private indexWrites: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly deps: {
      storage: KeptStorage
      memberKey: () => string
      clock?: Clock
      /** Opens the network-error page (once per run) when a kept screen has nothing kept. */
      openNetError?: () => void
    },
  ) {
    makeAutoObservable<OfflineStore, 'deps' | 'inFlight' | 'indexWrites'>(this, { deps: false, inFlight: false, indexWrites: false })
  }

  /** True while a kept screen is loading: the request layer then leaves the network-error page closed. */
  get isLoadingKept(): boolean {
    return this.inFlight > 0
  }

  private keyOf(name: string): string {
    return `kept:${this.deps.memberKey()}:${name}`
  }

  async keep<T>(name: string, value: T): Promise<void> {
    const key = this.keyOf(name)
    const now = (this.deps.clock ?? systemClock).now()
    await this.deps.storage.setAsync(key, { savedAt: now, value } satisfies Kept<T>)
    this.indexWrites = this.indexWrites.then(async () => {
      const index = await this.index()
      if (!index.includes(key)) await this.deps.storage.setAsync(INDEX_KEY, [...index, key])
    }).catch(() => undefined)
    await this.indexWrites
  }

  async read<T>(name: string): Promise<Kept<T> | undefined> {
    const kept = (await this.deps.storage.getAsync(this.keyOf(name)).catch(() => undefined)) as Kept<T> | undefined
    return kept && typeof kept === 'object' && typeof kept.savedAt === 'number' ? kept : undefined
  }

  /** Runs a load; keeps its answer; with no network answers the kept value instead, when there is one. */
  async load<T>(name: string, task: () => Promise<T>): Promise<KeptResult<T>> {
    this.inFlight += 1
    try {
      const value = await task()
      this.keep(name, value).catch(() => undefined)
      this.hasShownKept = false
      return { value, savedAt: null }
    } catch (error) {
      if (isNetworkFailure(error)) {
        const kept = await this.read<T>(name)
        if (kept) {
          this.hasShownKept = true
          return { value: kept.value, savedAt: kept.savedAt }
        }
        this.deps.openNetError?.()
      }
      throw error
    } finally {
      this.inFlight -= 1
    }
  }

  /** Forgets every member's kept data (logout, session end). */
  clear(): void {
    void this.index().then((keys) => {
      for (const key of keys) this.deps.storage.remove(key)
      this.deps.storage.remove(INDEX_KEY)
    })
  }

  private async index(): Promise<string[]> {
    const value = await this.deps.storage.getAsync(INDEX_KEY).catch(() => undefined)
    return Array.isArray(value) ? (value as string[]) : []
  }
}

/** Kept storage over a synchronous store (tests, and roots built without AppStorage). */
export function syncKeptStorage(storage: { get(key: string): unknown; set(key: string, value: unknown): unknown; remove(key: string): void }): KeptStorage {
  return {
    getAsync: async (key) => storage.get(key),
    setAsync: async (key, value) => storage.set(key, value),
    remove: (key) => storage.remove(key),
  }
}
