import type { KeptResult } from '@/stores/OfflineStore'

/** The part of root.offline a store needs to keep its data for use with no network. */
export type KeptLoader = { load<T>(name: string, task: () => Promise<T>): Promise<KeptResult<T>> }

/** Keeps nothing: the store loads as it would without offline support (tests, screens outside the app). */
export const keepNothing: KeptLoader = {
  load: async (_name, task) => ({ value: await task(), savedAt: null }),
}
