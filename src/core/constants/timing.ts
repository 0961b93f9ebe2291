/** Network timeouts in ms (foundations section 9). */
export const TIMEOUTS = {
  request: 120000,
  connectSocket: 60000,
  uploadFile: 60000,
  downloadFile: 60000,
} as const

/** Async page loading: loading component after `delay`, error component after `timeout`. */
export const ASYNC_PAGE = {
  delay: 200,
  timeout: 60000,
} as const

export const PAGE_PRELOAD_DELAY = 1000

/** Inactivity timers used by two pages. */
export const INACTIVITY_TIMEOUT = 600000

/** Every toast lasts 2 s (at the bottom). */
export const TOAST_DURATION = 2000

/** Cached flight, train and transfer-train search results expire after 15 s. */
export const SEARCH_CACHE_MS = 15000

/** Preloaded hotel rooms are kept 120 s; preload count default 0. */
export const ROOM_PRELOAD = {
  cacheSeconds: 120,
  defaultCount: 0,
} as const
