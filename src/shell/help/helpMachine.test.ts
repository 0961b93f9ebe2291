import { HELP_BUTTON, helpReducer, initialHelpState, opensHelpDirectly, type HelpEvent, type HelpState } from './helpMachine'

/** A clock that moves only when told; at most one timer, as the view keeps. */
class FakeClock {
  private timer: { at: number; fire: () => void } | null = null
  constructor(private time = 0) {}
  now = () => this.time
  setTimer(at: number, fire: () => void) {
    this.timer = { at, fire }
  }
  clearTimer() {
    this.timer = null
  }
  advance(ms: number) {
    const end = this.time + ms
    while (this.timer && this.timer.at <= end) {
      const { at, fire } = this.timer
      this.timer = null
      this.time = at
      fire()
    }
    this.time = end
  }
}

/** Drives the reducer the way the view does: a timer fires a tick at hideAt. */
function drive(clock: FakeClock) {
  let state: HelpState = initialHelpState
  const effects: unknown[] = []
  const dispatch = (event: HelpEvent) => {
    const result = helpReducer(state, event)
    state = result.state
    if (result.effect) effects.push(result.effect)
    clock.clearTimer()
    if (state.hideAt !== null) clock.setTimer(state.hideAt, () => dispatch({ type: 'tick', now: clock.now() }))
  }
  return { dispatch, effects, get state() { return state } }
}

describe('help button geometry', () => {
  it('uses the spec offsets and delay', () => {
    expect(HELP_BUTTON).toEqual({ bottom: 120, right: 26, hiddenRight: -40, hideDelay: 2000 })
  })
})

describe('helpReducer', () => {
  it('starts shown and slides half off-screen after 2 s', () => {
    const clock = new FakeClock(0)
    const m = drive(clock)
    m.dispatch({ type: 'mounted', now: clock.now() })
    clock.advance(1999)
    expect(m.state.isHidden).toBe(false)
    clock.advance(1)
    expect(m.state.isHidden).toBe(true)
  })

  it('a tap while hidden brings it back and it re-hides 2 s later, without opening anything', () => {
    const clock = new FakeClock(0)
    const m = drive(clock)
    m.dispatch({ type: 'mounted', now: 0 })
    clock.advance(2000)
    m.dispatch({ type: 'tap', now: clock.now(), opensDirectly: false })
    expect(m.state).toMatchObject({ isHidden: false, isPopupOpen: false })
    clock.advance(1999)
    expect(m.state.isHidden).toBe(false)
    clock.advance(1)
    expect(m.state.isHidden).toBe(true)
    expect(m.effects).toEqual([])
  })

  it('a tap while shown opens the popup, which keeps it shown; closing re-hides it', () => {
    const clock = new FakeClock(0)
    const m = drive(clock)
    m.dispatch({ type: 'mounted', now: 0 })
    clock.advance(500)
    m.dispatch({ type: 'tap', now: clock.now(), opensDirectly: false })
    expect(m.state).toEqual({ isHidden: false, isPopupOpen: true, hideAt: null })
    clock.advance(10_000)
    expect(m.state.isHidden).toBe(false)
    m.dispatch({ type: 'closePopup' })
    expect(m.state).toEqual({ isHidden: true, isPopupOpen: false, hideAt: null })
  })

  it('choosing an entry closes the popup, re-hides and opens it', () => {
    let state = helpReducer(initialHelpState, { type: 'tap', now: 0, opensDirectly: false }).state
    const help = helpReducer(state, { type: 'choose', entry: 'help' })
    expect(help).toEqual({ state: { isHidden: true, isPopupOpen: false, hideAt: null }, effect: { open: 'help' } })
    state = helpReducer(initialHelpState, { type: 'tap', now: 0, opensDirectly: false }).state
    expect(helpReducer(state, { type: 'choose', entry: 'feedback' }).effect).toEqual({ open: 'feedback' })
  })

  it('opens help directly without the popup when the platform says so', () => {
    const result = helpReducer({ isHidden: false, isPopupOpen: false, hideAt: 100 }, { type: 'tap', now: 50, opensDirectly: true })
    expect(result.effect).toEqual({ open: 'help' })
    expect(result.state).toEqual({ isHidden: false, isPopupOpen: false, hideAt: 2050 })
  })

  it('a tap while hidden never opens help, even directly', () => {
    const result = helpReducer({ isHidden: true, isPopupOpen: false, hideAt: null }, { type: 'tap', now: 0, opensDirectly: true })
    expect(result.effect).toBeNull()
    expect(result.state.isHidden).toBe(false)
  })

  it('ignores early ticks and ticks without a pending hide', () => {
    const pending = { isHidden: false, isPopupOpen: false, hideAt: 2000 }
    expect(helpReducer(pending, { type: 'tick', now: 1000 }).state).toBe(pending)
    expect(helpReducer(initialHelpState, { type: 'tick', now: 99_999 }).state).toBe(initialHelpState)
  })
})

describe('opensHelpDirectly', () => {
  it('skips the popup on platIds 1080, 1081, 1082', () => {
    expect([1080, 1081, 1082, '1081'].map((platId) => opensHelpDirectly({ platId }))).toEqual([true, true, true, true])
    expect(opensHelpDirectly({ platId: 1020 })).toBe(false)
  })

  it('skips the popup on the dossen (1004) and digicoms (1005) agent platforms', () => {
    expect(opensHelpDirectly({ agentPlatId: 1004 })).toBe(true)
    expect(opensHelpDirectly({ agentPlatId: '1005' })).toBe(true)
    expect(opensHelpDirectly({ agentPlatId: 1001 })).toBe(false)
    expect(opensHelpDirectly({})).toBe(false)
  })
})
