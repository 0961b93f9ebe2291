import type { Clock } from '@/features/shared/domain/clock'

/** A clock that moves only when told; tickers fire for every whole interval passed. */
export class FakeClock implements Clock {
  private tickers = new Set<{ ms: number; next: number; tick: () => void }>()

  constructor(private time = 1_700_000_000_000) {}

  now = () => this.time

  every = (ms: number, tick: () => void) => {
    const ticker = { ms, next: this.time + ms, tick }
    this.tickers.add(ticker)
    return () => {
      this.tickers.delete(ticker)
    }
  }

  get activeTickers(): number {
    return this.tickers.size
  }

  advance(ms: number): void {
    const end = this.time + ms
    for (;;) {
      const due = [...this.tickers].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0]
      if (!due) break
      this.time = due.next
      due.next += due.ms
      due.tick()
    }
    this.time = end
  }
}
