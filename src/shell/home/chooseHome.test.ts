import { chooseHome, hasTracingId, isOn } from './chooseHome'

describe('chooseHome', () => {
  it('sends an Azgo user with a tracing id to the private hotel index', () => {
    expect(chooseHome({ refId: 219, azgoTraceId: 'T-1' })).toBe('/pages/product3.0/hotel/index/index?isPrivate=1')
    expect(chooseHome({ refId: '219', azgoTraceId: 'T-1', agentPlatId: 1004, isOpenBonusPoints: true })).toBe(
      '/pages/product3.0/hotel/index/index?isPrivate=1',
    )
  })

  it('ignores a tracing id without the Azgo referrer, and an empty one', () => {
    expect(hasTracingId({ refId: 154, azgoTraceId: 'T-1' })).toBe(false)
    expect(hasTracingId({ refId: 219, azgoTraceId: '  ' })).toBe(false)
    expect(hasTracingId({ refId: 219 })).toBe(false)
    expect(chooseHome({ refId: 219 })).toBe('/pages/index/index')
  })

  it('sends the dossen agent platform (1004) to the dossen home, before bonus points', () => {
    expect(chooseHome({ agentPlatId: 1004 })).toBe('/pages/index3.0/dossen/index')
    expect(chooseHome({ agentPlatId: '1004', isOpenBonusPoints: 1 })).toBe('/pages/index3.0/dossen/index')
    expect(chooseHome({ agentPlatId: 1005 })).toBe('/pages/index/index')
  })

  it('sends bonus-points enterprises to index 3.0', () => {
    expect(chooseHome({ isOpenBonusPoints: true })).toBe('/pages/index3.0/index')
    expect(chooseHome({ isOpenBonusPoints: '1' })).toBe('/pages/index3.0/index')
    expect(chooseHome({ isOpenBonusPoints: 0 })).toBe('/pages/index/index')
  })

  it('falls back to the default index', () => {
    expect(chooseHome({})).toBe('/pages/index/index')
  })

  it('reads flags given as booleans, 0/1 or strings', () => {
    expect([true, 1, '1', 'true'].map(isOn)).toEqual([true, true, true, true])
    expect([false, 0, '0', '', undefined, null].map(isOn)).toEqual([false, false, false, false, false, false])
  })
})
