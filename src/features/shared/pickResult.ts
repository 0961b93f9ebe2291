/**
 * A small result channel for pickers opened on top of a form (over-standard reason, travel application...):
 * the picker delivers its choice, the form takes it when it is shown again. Works the same in H5 and
 * mini-programs (one JS context) and keeps the picker free of the form's product code.
 */
const pending = new Map<string, unknown>()

export type PickChannel<T> = {
  deliver(value: T): void
  /** The delivered choice, once; undefined when nothing was picked since the last take. */
  take(): T | undefined
}

export function pickChannel<T>(name: string): PickChannel<T> {
  return {
    deliver: (value) => void pending.set(name, value),
    take: () => {
      if (!pending.has(name)) return undefined
      const value = pending.get(name) as T
      pending.delete(name)
      return value
    },
  }
}
