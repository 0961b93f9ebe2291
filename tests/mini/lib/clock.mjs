// A fake clock for the mini-program's JS context: setTimeout/setInterval/Date read it, and it moves only when the
// runner says so. Timers due now run as soon as the runner settles; a wait for a condition moves the clock to
// the next timer only when nothing else (a request, a due timer) is under way: tests wait on conditions, never
// on times, and a 2 s toast or a 300 ms debounce costs no real time.
export class FakeClock {
  constructor(start = Date.now()) {
    this.now = start
    this.seq = 0
    this.timers = new Map() // id -> { at, fn, args, every }
  }

  setTimeout = (fn, ms = 0, ...args) => this.add(fn, ms, args, undefined)
  setInterval = (fn, ms = 0, ...args) => this.add(fn, ms, args, Math.max(1, Number(ms) || 0))
  clearTimeout = (id) => { this.timers.delete(Number(id)) }
  clearInterval = (id) => { this.timers.delete(Number(id)) }

  add(fn, ms, args, every) {
    const id = ++this.seq
    this.timers.set(id, { at: this.now + Math.max(0, Number(ms) || 0), fn, args, every, seq: id })
    return id
  }

  /** The timer due first, or undefined. */
  next() {
    let first
    for (const [id, t] of this.timers) if (!first || t.at < first.t.at || (t.at === first.t.at && t.seq < first.t.seq)) first = { id, t }
    return first
  }

  /** Runs one timer that is due now; answers whether it ran one. */
  runOneDue() {
    const first = this.next()
    if (!first || first.t.at > this.now) return false
    const { id, t } = first
    if (t.every) this.timers.set(id, { ...t, at: this.now + t.every, seq: ++this.seq })
    else this.timers.delete(id)
    if (typeof t.fn === 'function') t.fn(...t.args)
    return true
  }

  hasDue() {
    const first = this.next()
    return Boolean(first && first.t.at <= this.now)
  }

  /** Moves the clock to the next timer (at most `limit` ms ahead); answers the ms moved, or -1 if none. */
  advanceToNext(limit = Infinity) {
    const first = this.next()
    if (!first) return -1
    const by = Math.max(0, first.t.at - this.now)
    if (by > limit) return -1
    this.now += by
    return by
  }

  advance(ms) { this.now += ms }
}

/** A Date class for a vm context whose "now" is the clock's (made with the context's own Date, so instanceof holds). */
export function installDate(vmContext, clock, runInContext) {
  vmContext.__clockNow = () => clock.now
  runInContext(`(() => {
    const Real = Date
    const now = globalThis.__clockNow
    class FakeDate extends Real {
      constructor(...args) { if (args.length === 0) super(now()); else super(...args) }
      static now() { return now() }
    }
    FakeDate.UTC = Real.UTC
    FakeDate.parse = Real.parse
    globalThis.Date = FakeDate
  })()`)
}
