import { INACTIVITY_TIMEOUT } from '@/core/constants'

type Clock = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void }
const realClock: Clock = { set: (fn, ms) => setTimeout(fn, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) }

/**
 * Fires `onIdle` once after `ms` without activity (foundations section 9: 600000 ms). Activity restarts it;
 * a hidden page stops it; showing the page again restarts it.
 */
export class InactivityTimer {
  private handle: unknown = null

  constructor(
    private readonly onIdle: () => void,
    private readonly ms: number = INACTIVITY_TIMEOUT,
    private readonly clock: Clock = realClock,
  ) {}

  get isRunning(): boolean {
    return this.handle !== null
  }

  start(): void {
    this.stop()
    this.handle = this.clock.set(() => {
      this.handle = null
      this.onIdle()
    }, this.ms)
  }

  /** Activity: restarts only a running timer (a hidden page stays stopped). */
  touch(): void {
    if (this.isRunning) this.start()
  }

  stop(): void {
    if (this.handle !== null) this.clock.clear(this.handle)
    this.handle = null
  }
}
