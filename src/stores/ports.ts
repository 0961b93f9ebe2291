import type { RequestFn } from '@/core/http/types'

export type { RequestFn }

/** The storage the stores need (AppStorage satisfies it; tests pass a memory one). */
export type StoreStorage = {
  get(key: string): unknown
  set(key: string, value: unknown): unknown
  remove(key: string): void
}

export type TimerId = unknown

/** Time and timers, injected so tests control them. */
export type Clock = {
  now(): number
  setTimeout(fn: () => void, ms: number): TimerId
  clearTimeout(id: TimerId): void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
}

export type Logger = Pick<Console, 'warn' | 'info'>
