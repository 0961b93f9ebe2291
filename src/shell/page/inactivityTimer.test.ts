import { InactivityTimer } from './inactivityTimer'

function fakeClock() {
  let now = 0
  let timers: { at: number; fn: () => void; id: number }[] = []
  let next = 1
  return {
    clock: { set: (fn: () => void, ms: number) => (timers.push({ at: now + ms, fn, id: next }), next++), clear: (id: unknown) => (timers = timers.filter((t) => t.id !== id)) },
    advance(ms: number) {
      now += ms
      const due = timers.filter((t) => t.at <= now)
      timers = timers.filter((t) => t.at > now)
      due.forEach((t) => t.fn())
    },
  }
}

describe('InactivityTimer', () => {
  it('fires once after 600000 ms without activity, not before', () => {
    const fake = fakeClock()
    const onIdle = jest.fn()
    const timer = new InactivityTimer(onIdle, undefined, fake.clock)
    timer.start()
    fake.advance(599_999)
    expect(onIdle).not.toHaveBeenCalled()
    fake.advance(1)
    expect(onIdle).toHaveBeenCalledTimes(1)
    fake.advance(600_000)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('restarts on activity and stays stopped while hidden', () => {
    const fake = fakeClock()
    const onIdle = jest.fn()
    const timer = new InactivityTimer(onIdle, 600_000, fake.clock)
    timer.start()
    fake.advance(500_000)
    timer.touch()
    fake.advance(500_000)
    expect(onIdle).not.toHaveBeenCalled()
    timer.stop()
    timer.touch()
    fake.advance(700_000)
    expect(onIdle).not.toHaveBeenCalled()
    timer.start()
    fake.advance(600_000)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })
})
