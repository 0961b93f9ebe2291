/** Synchronous key-value storage (Taro.getStorageSync and friends). */
export type SyncBackend = {
  /** undefined (or '') when missing. */
  get(key: string): unknown
  set(key: string, value: unknown): void
  remove(key: string): void
  keys(): string[]
}

/** Asynchronous storage for big values (IndexedDB on H5). */
export type BigValueStore = {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  remove(key: string): Promise<void>
}

export type StorageLogger = Pick<Console, 'warn' | 'info'>

export type StorageLimits = {
  warnTotalBytes: number
  localLimitBytes: number
  bigValueBytes: number
}

/** Where a write ended up. */
export type WriteOutcome = 'local' | 'big' | 'refused'
