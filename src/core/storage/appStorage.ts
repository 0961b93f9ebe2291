import { CACHE_LIMITS } from '../constants'
import { jsonBytes } from './size'
import type { BigValueStore, StorageLimits, StorageLogger, SyncBackend, WriteOutcome } from './types'

/** Left in local storage for a value kept in the big-value store. */
type BigMarker = { __bigValue: true; bytes: number }

const isMarker = (value: unknown): value is BigMarker =>
  Boolean(value) && typeof value === 'object' && (value as BigMarker).__bigValue === true

export type AppStorageDeps = {
  backend: SyncBackend
  /** Present on H5 (IndexedDB `{product}DB`, store `globalData`). */
  bigStore?: BigValueStore
  logger?: StorageLogger
  limits?: Partial<StorageLimits>
}

/**
 * Typed key-value storage. Small values are read and written synchronously. A value whose JSON passes
 * 1 MB goes to the big-value store when there is one (use the async API for it); local storage is kept
 * under 5 MB; a console warning when all data passes 10 MB. Missing data is only logged.
 */
export class AppStorage<Schema extends Record<string, unknown> = Record<string, unknown>> {
  private readonly backend: SyncBackend
  private readonly bigStore?: BigValueStore
  private readonly logger: StorageLogger
  private readonly limits: StorageLimits
  private readonly localSizes = new Map<string, number>()
  private readonly bigSizes = new Map<string, number>()

  constructor(deps: AppStorageDeps) {
    this.backend = deps.backend
    this.bigStore = deps.bigStore
    this.logger = deps.logger ?? console
    this.limits = { ...CACHE_LIMITS, ...deps.limits }
    for (const key of safeKeys(deps.backend)) {
      const value = this.readLocal(key)
      if (value === undefined) continue
      if (isMarker(value)) this.bigSizes.set(key, value.bytes)
      this.localSizes.set(key, jsonBytes(value))
    }
  }

  get hasBigStore(): boolean {
    return Boolean(this.bigStore)
  }

  /** Bytes used in local storage by the keys this storage knows. */
  localBytes(): number {
    return sum(this.localSizes)
  }

  totalBytes(): number {
    return this.localBytes() + sum(this.bigSizes)
  }

  /** Sync read of a small value. A value kept in the big-value store needs getAsync. */
  get<K extends keyof Schema & string>(key: K): Schema[K] | undefined {
    const value = this.readLocal(key)
    if (isMarker(value)) {
      this.logger.info(`[storage] "${key}" is kept in IndexedDB; read it with getAsync`)
      return undefined
    }
    return value as Schema[K] | undefined
  }

  /**
   * Sync write. A big value is handed to the big-value store in the background (outcome 'big');
   * without one, or over the local limit, it is refused with a console warning.
   */
  set<K extends keyof Schema & string>(key: K, value: Schema[K]): WriteOutcome {
    const bytes = jsonBytes(value)
    if (this.belongsInBigStore(key, bytes)) {
      this.setBig(key, value, bytes).catch((error) => this.logger.warn(`[storage] could not store "${key}"`, error))
      return 'big'
    }
    return this.setLocal(key, value, bytes)
  }

  async getAsync<K extends keyof Schema & string>(key: K): Promise<Schema[K] | undefined> {
    const value = this.readLocal(key)
    if (!isMarker(value)) return value as Schema[K] | undefined
    if (!this.bigStore) {
      this.logger.info(`[storage] cached data "${key}" is missing (no IndexedDB here)`)
      return undefined
    }
    try {
      const big = await this.bigStore.get(key)
      if (big === undefined) this.logger.info(`[storage] cached data "${key}" is missing`)
      return big as Schema[K] | undefined
    } catch (error) {
      this.logger.info(`[storage] cached data "${key}" could not be read`, error)
      return undefined
    }
  }

  async setAsync<K extends keyof Schema & string>(key: K, value: Schema[K]): Promise<WriteOutcome> {
    const bytes = jsonBytes(value)
    if (this.belongsInBigStore(key, bytes)) {
      await this.setBig(key, value, bytes)
      return 'big'
    }
    return this.setLocal(key, value, bytes)
  }

  remove(key: keyof Schema & string): void {
    const wasBig = this.bigSizes.has(key)
    this.backend.remove(key)
    this.localSizes.delete(key)
    this.bigSizes.delete(key)
    if (wasBig && this.bigStore) {
      this.bigStore.remove(key).catch((error) => this.logger.warn(`[storage] could not remove "${key}"`, error))
    }
  }

  private belongsInBigStore(key: string, bytes: number): boolean {
    if (!this.bigStore) return false
    if (bytes > this.limits.bigValueBytes) return true
    return this.localAfter(key, bytes) > this.limits.localLimitBytes
  }

  private localAfter(key: string, bytes: number): number {
    return this.localBytes() - (this.localSizes.get(key) ?? 0) + bytes
  }

  private setLocal(key: string, value: unknown, bytes: number): WriteOutcome {
    if (bytes > this.limits.bigValueBytes || this.localAfter(key, bytes) > this.limits.localLimitBytes) {
      this.logger.warn(`[storage] "${key}" (${bytes} bytes) not stored: local cache limit`)
      return 'refused'
    }
    if (this.bigSizes.has(key) && this.bigStore) {
      this.bigStore.remove(key).catch(() => undefined)
    }
    this.bigSizes.delete(key)
    this.backend.set(key, value)
    this.localSizes.set(key, bytes)
    this.warnIfLarge()
    return 'local'
  }

  private async setBig(key: string, value: unknown, bytes: number): Promise<void> {
    const store = this.bigStore as BigValueStore
    await store.set(key, value)
    const marker: BigMarker = { __bigValue: true, bytes }
    this.backend.set(key, marker)
    this.localSizes.set(key, jsonBytes(marker))
    this.bigSizes.set(key, bytes)
    this.warnIfLarge()
  }

  private warnIfLarge(): void {
    const total = this.totalBytes()
    if (total > this.limits.warnTotalBytes) {
      this.logger.warn(`[storage] cached data is ${(total / 1024 / 1024).toFixed(1)} MB, above the 10 MB warning level`)
    }
  }

  private readLocal(key: string): unknown {
    try {
      const value = this.backend.get(key)
      return value === '' || value === null ? undefined : value
    } catch (error) {
      this.logger.info(`[storage] "${key}" could not be read`, error)
      return undefined
    }
  }
}

function sum(map: Map<string, number>): number {
  let total = 0
  for (const value of map.values()) total += value
  return total
}

function safeKeys(backend: SyncBackend): string[] {
  try {
    return backend.keys()
  } catch {
    return []
  }
}
