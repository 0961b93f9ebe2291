import type { SyncBackend } from './types'

/** In-memory SyncBackend: for tests, and a fallback where storage is unavailable. */
export function createMemoryBackend(initial: Record<string, unknown> = {}): SyncBackend & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>(Object.entries(initial))
  return {
    data,
    get: (key) => (data.has(key) ? structuredCopy(data.get(key)) : ''),
    set: (key, value) => {
      data.set(key, structuredCopy(value))
    },
    remove: (key) => {
      data.delete(key)
    },
    keys: () => Array.from(data.keys()),
  }
}

function structuredCopy(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value))
}
