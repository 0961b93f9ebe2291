import { MOBX_GLOBAL_NAMES, installGlobals, realGlobals } from './installGlobals'

// MobX 6 refuses to start when the global object lacks these (its own check).
const mobxWouldStart = (globalObject: Record<string, unknown>) =>
  ['Symbol', 'Map', 'Set'].every((name) => typeof globalObject[name] !== 'undefined')

describe('DingTalk globals for MobX', () => {
  it('mobx-globals.dd copies Symbol/Map/Set/Promise... onto Taro window stand-in lacking them', () => {
    const standIn: Record<string, unknown> = { document: {}, navigator: {} }
    expect(mobxWouldStart(standIn)).toBe(false)
    jest.isolateModules(() => {
      jest.doMock('@tarojs/runtime', () => ({ window: standIn }))
      require('./mobx-globals.dd')
    })
    expect(mobxWouldStart(standIn)).toBe(true)
    expect(standIn.Promise).toBe(Promise)
    expect(standIn.Map).toBe(Map)
    expect(standIn.WeakMap).toBe(WeakMap)
    expect(standIn.Proxy).toBe(Proxy)
    expect(standIn.Reflect).toBe(Reflect)
    expect(standIn.document).toEqual({})
  })

  it('leaves what is there and reports what it copied', () => {
    const ownMap = function OwnMap() {}
    const target: Record<string, unknown> = { Map: ownMap }
    const copied = installGlobals(target, realGlobals())
    expect(target.Map).toBe(ownMap)
    expect(copied).not.toContain('Map')
    expect(copied).toContain('Symbol')
    expect(copied.length).toBe(MOBX_GLOBAL_NAMES.length - 1)
  })

  it('survives a read-only stand-in property', () => {
    const target: Record<string, unknown> = {}
    Object.defineProperty(target, 'Symbol', { get: () => undefined, configurable: false })
    expect(() => installGlobals(target, realGlobals())).not.toThrow()
    expect(target.Map).toBe(Map)
  })

  it('the default module is a no-op for H5 and weapp', () => {
    expect(Object.keys(jest.requireActual('./mobx-globals'))).toEqual([])
  })
})
