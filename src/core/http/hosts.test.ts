import { ENVIRONMENTS, appendQuery, moduleUrl, resolveEnvironment, toQueryString } from './hosts'

describe('resolveEnvironment', () => {
  it('a listed production host maps to its API base and platform id', () => {
    expect(resolveEnvironment({ isH5: true, hostname: 'm.tripwise.cn', origin: 'https://m.tripwise.cn', miniApiBase: 'x' })).toEqual(
      ENVIRONMENTS['m.tripwise.cn'],
    )
  })

  it('a test host and a partner host (with referrer id)', () => {
    expect(resolveEnvironment({ isH5: true, hostname: 'test-m.tripwise.cn', miniApiBase: '' }).name).toBe('test')
    expect(resolveEnvironment({ isH5: true, hostname: 'AZGO.tripwise.cn', miniApiBase: '' })).toMatchObject({ refId: 219, platId: 1020 })
    expect(resolveEnvironment({ isH5: true, hostname: 'dossen.tripwise.cn', miniApiBase: '' })).toMatchObject({ platId: 1004 })
  })

  it('an unknown web host: every module on the app origin (embedded default)', () => {
    const env = resolveEnvironment({ isH5: true, hostname: 'localhost', origin: 'http://localhost:8080/', miniApiBase: 'x' })
    expect(env).toEqual({ name: 'embedded', apiBase: 'http://localhost:8080' })
    expect(moduleUrl(env, 'b2b', 'Customer/LoginV2')).toBe('http://localhost:8080/b2b/Customer/LoginV2')
  })

  it('mini-programs use the build-time base', () => {
    expect(resolveEnvironment({ isH5: false, miniApiBase: 'http://127.0.0.1:8080/' })).toEqual({
      name: 'embedded',
      apiBase: 'http://127.0.0.1:8080',
    })
  })

  it('every listed environment has an https API base', () => {
    for (const env of Object.values(ENVIRONMENTS)) expect(env.apiBase).toMatch(/^https:\/\//)
  })
})

describe('moduleUrl', () => {
  const env = { name: 'e', apiBase: 'https://api.x/' }
  it('joins base, module and address without double slashes', () => {
    expect(moduleUrl(env, 'common', '/api/order/GetTripList')).toBe('https://api.x/common/api/order/GetTripList')
  })
  it('adds the trailing id segment, encoded; empty id adds nothing', () => {
    expect(moduleUrl(env, 'tripwise-m-api', 'dmm/feedback/detail', 'a b')).toBe('https://api.x/tripwise-m-api/dmm/feedback/detail/a%20b')
    expect(moduleUrl(env, 'tripwise-m-api', 'x', '')).toBe('https://api.x/tripwise-m-api/x')
    expect(moduleUrl(env, 'tripwise-m-api', 'x', 0)).toBe('https://api.x/tripwise-m-api/x/0')
  })
  it('a per-module override wins', () => {
    expect(moduleUrl({ ...env, modules: { car: 'https://car.x' } }, 'car', 'api/tc/GetCityList')).toBe('https://car.x/api/tc/GetCityList')
  })
})

describe('query strings', () => {
  it('drops null and undefined, encodes values, JSON for objects', () => {
    expect(toQueryString({ a: 1, b: null, c: undefined, d: '北京', e: { x: 1 } })).toBe(
      `?a=1&d=${encodeURIComponent('北京')}&e=${encodeURIComponent('{"x":1}')}`,
    )
    expect(toQueryString({})).toBe('')
    expect(appendQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2')
    expect(appendQuery('/a', undefined)).toBe('/a')
  })
})
