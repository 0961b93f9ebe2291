import { REFRESH, initialRefreshState, refreshCaption, refreshReducer, type RefreshEvent, type RefreshState } from './machine'

function run(events: RefreshEvent[], from: RefreshState = initialRefreshState) {
  let state = from
  const effects: string[] = []
  for (const event of events) {
    const result = refreshReducer(state, event)
    state = result.state
    if (result.effect) effects.push(result.effect)
  }
  return { state, effects }
}

const down = (dy: number, scrollTop = 0): RefreshEvent => ({ type: 'touchMove', y: 100 + dy, scrollTop })
const start = (scrollTop = 0): RefreshEvent => ({ type: 'touchStart', y: 100, scrollTop })
const reachDy = REFRESH.threshold / REFRESH.damping

describe('refreshReducer', () => {
  it('constants: settle 0.3 s, fallback 350 ms', () => {
    expect(REFRESH.settleSeconds).toBe(0.3)
    expect(REFRESH.fallbackMs).toBe(350)
  })

  it('a downward drag at the top pulls, and past the threshold is reached', () => {
    expect(run([start(), down(10)]).state).toMatchObject({ status: 'pulling', distance: 10 * REFRESH.damping })
    expect(run([start(), down(reachDy - 1)]).state.status).toBe('pulling')
    expect(run([start(), down(reachDy)]).state.status).toBe('reached')
  })

  it('the pull distance is capped', () => {
    expect(run([start(), down(10_000)]).state.distance).toBe(REFRESH.maxDistance)
  })

  it('moving back up from reached returns to pulling, and to idle at the start', () => {
    expect(run([start(), down(reachDy), down(reachDy - 20)]).state.status).toBe('pulling')
    expect(run([start(), down(reachDy), down(0)]).state).toMatchObject({ status: 'idle', distance: 0 })
  })

  it('does nothing when the drag starts below the scroll top', () => {
    expect(run([start(40), down(reachDy)]).state).toMatchObject({ status: 'idle', distance: 0 })
  })

  it('does nothing when the drag goes up first or the page has scrolled meanwhile', () => {
    expect(run([start(), down(-5), down(reachDy)]).state).toMatchObject({ status: 'idle', distance: 0 })
    expect(run([start(), down(10, 5)]).state).toMatchObject({ status: 'idle', distance: 0 })
  })

  it('release while reached starts a refresh and fires the handler once', () => {
    const { state, effects } = run([start(), down(reachDy + 10), { type: 'touchEnd' }])
    expect(state).toEqual({ status: 'refreshing', distance: REFRESH.holdHeight, startY: null })
    expect(effects).toEqual(['refresh'])
  })

  it('release before the threshold aborts and returns to idle when settled', () => {
    const aborted = run([start(), down(20), { type: 'touchEnd' }])
    expect(aborted.state).toMatchObject({ status: 'aborting', distance: 0 })
    expect(aborted.effects).toEqual(['settle'])
    expect(run([{ type: 'settled' }], aborted.state).state).toEqual(initialRefreshState)
  })

  it('refreshing ignores touches and lasts until an explicit stop, then restores', () => {
    const refreshing = run([start(), down(reachDy), { type: 'touchEnd' }]).state
    const touched = run([start(), down(reachDy * 2), { type: 'touchEnd' }, { type: 'settled' }], refreshing)
    expect(touched.state).toBe(refreshing)
    expect(touched.effects).toEqual([])
    const stopped = run([{ type: 'stop' }], refreshing)
    expect(stopped.state).toMatchObject({ status: 'restoring', distance: 0 })
    expect(stopped.effects).toEqual(['settle'])
    expect(run([{ type: 'settled' }], stopped.state).state).toEqual(initialRefreshState)
  })

  it('a stop outside refreshing and a second settled are ignored', () => {
    expect(run([{ type: 'stop' }]).state).toBe(initialRefreshState)
    const pulling = run([start(), down(10)]).state
    expect(run([{ type: 'stop' }], pulling).state).toBe(pulling)
    expect(run([{ type: 'settled' }]).state).toBe(initialRefreshState)
  })

  it('a tap without a drag stays idle', () => {
    expect(run([start(), { type: 'touchEnd' }])).toEqual({ state: initialRefreshState, effects: [] })
  })
})

describe('refreshCaption', () => {
  it('reads 下拉刷新, 释放立即刷新, 正在刷新…', () => {
    expect(refreshCaption('idle')).toBe('下拉刷新')
    expect(refreshCaption('pulling')).toBe('下拉刷新')
    expect(refreshCaption('aborting')).toBe('下拉刷新')
    expect(refreshCaption('reached')).toBe('释放立即刷新')
    expect(refreshCaption('refreshing')).toBe('正在刷新…')
  })
})
