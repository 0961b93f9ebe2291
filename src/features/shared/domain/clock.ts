/** Time source and ticker injected into stores, so tests run on a fake clock. */
export type Clock = {
  now(): number
  every(ms: number, tick: () => void): () => void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every(ms, tick) {
    const handle = setInterval(tick, ms)
    return () => clearInterval(handle)
  },
}
