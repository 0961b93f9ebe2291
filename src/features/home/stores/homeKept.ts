import type { SyncBackend } from '@/core/storage/types'
import type { Banner, FrequentItem } from '../api/homeApi'

/** The home's last fresh banners and frequently used items, kept on the device for the next start (decision 0921). */
export type HomeCopy = { banners: Banner[]; frequentlyUsed: FrequentItem[] }

export type HomeKept = {
  /** The member's last copy; null when there is none (or it is another member's). */
  read(): HomeCopy | null
  write(copy: HomeCopy): void
}

/** One key for the device: a new member's copy replaces the last one, so no other member's copy is ever shown. */
export const HOME_KEPT_KEY = 'home:kept'

type Stored = HomeCopy & { memberId: string }

const isStored = (value: unknown): value is Stored =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as Stored).memberId === 'string' &&
  Array.isArray((value as Stored).banners) &&
  Array.isArray((value as Stored).frequentlyUsed)

/** The member's copy in synchronous storage (Taro.getStorageSync/setStorageSync in the app); nothing kept without a member. */
export function homeKeptIn(backend: SyncBackend, memberId: string): HomeKept {
  return {
    read() {
      if (!memberId) return null
      let stored: unknown
      try {
        stored = backend.get(HOME_KEPT_KEY)
      } catch {
        return null
      }
      return isStored(stored) && stored.memberId === memberId ? { banners: stored.banners, frequentlyUsed: stored.frequentlyUsed } : null
    },
    write(copy) {
      if (!memberId) return
      try {
        backend.set(HOME_KEPT_KEY, { memberId, banners: copy.banners, frequentlyUsed: copy.frequentlyUsed } satisfies Stored)
      } catch {
        // A full or refused storage only costs the next start its head start.
      }
    },
  }
}
