const MB = 1024 * 1024

/** Storage limits in bytes (foundations section 9). */
export const CACHE_LIMITS = {
  /** Warn (console) when all cached data together passes this. */
  warnTotalBytes: 10 * MB,
  /** Local (key-value) storage is kept under this. */
  localLimitBytes: 5 * MB,
  /** A value whose JSON is larger than this goes to IndexedDB on H5. */
  bigValueBytes: 1 * MB,
  /** IndexedDB object store holding big values; the database is `{product}DB`. */
  idbStoreName: 'globalData',
} as const
