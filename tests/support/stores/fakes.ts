import type { Clock, StoreStorage } from '@/stores/ports'

/** A Map-backed storage that copies values through JSON like real storage does. */
export function memoryStorage(initial: Record<string, unknown> = {}): StoreStorage & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>(Object.entries(initial))
  return {
    data,
    get: (key) => (data.has(key) ? JSON.parse(JSON.stringify(data.get(key))) : undefined),
    set: (key, value) => data.set(key, JSON.parse(JSON.stringify(value))),
    remove: (key) => {
      data.delete(key)
    },
  }
}

/** A clock the test moves by hand; timers fire when their time is passed. */
export function fakeClock(start = 1_700_000_000_000): Clock & { advance(ms: number): void; pending(): number } {
  let now = start
  let nextId = 1
  const timers = new Map<number, { at: number; fn: () => void }>()
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++
      timers.set(id, { at: now + ms, fn })
      return id
    },
    clearTimeout: (id) => {
      timers.delete(id as number)
    },
    advance(ms) {
      const end = now + ms
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].fn()
      }
      now = end
    },
    pending: () => timers.size,
  }
}
