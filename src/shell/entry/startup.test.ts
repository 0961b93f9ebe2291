import {
  isEntryAddress,
  loginOf,
  noPermissionTarget,
  queryOf,
  readStartupParams,
  resolveStartPage,
  rewriteLegacyHashUrl,
  settingsPatchOf,
  startupTarget,
  type RouteLookup,
} from './startup'

const live = new Map([
  ['/pages/order3.0/triplist', { path: '/pages/order3.0/triplist', kind: 'page', isLive: true }],
  ['/pages/index/index', { path: '/pages/index/index', kind: 'page', isLive: true }],
  ['/pages/hotel/list/list', { path: '/pages/hotel/list/list', kind: 'page', isLive: false }],
  ['/', { path: '/', kind: 'entry', isLive: true }],
])
const lookup: RouteLookup = (pathOrId) => {
  const path = `/${pathOrId.replace(/^\/+/, '')}`
  if (pathOrId === 'order3.0/triplist') return live.get('/pages/order3.0/triplist')
  return live.get(path)
}

describe('readStartupParams', () => {
  it('reads every spec parameter and drops blanks', () => {
    const params = readStartupParams({
      EnterpriseId: '88',
      ProcessInstanceId: 'P1',
      rowNumber: '3',
      RefId: '219',
      platId: '1004',
      Page: '/pages/order3.0/triplist',
      location: '31.2,121.4',
      orderNo: 'O1',
      corpid: 'ding123',
      appStatus: '1',
      userStatus: '1',
      journeyBizNo: 'J1',
      memberId: 'M1',
      token: 'T1',
      other: 'x',
      orderStatus: '',
    })
    expect(params).toEqual({
      EnterpriseId: '88',
      ProcessInstanceId: 'P1',
      rowNumber: '3',
      RefId: '219',
      platId: '1004',
      Page: '/pages/order3.0/triplist',
      location: '31.2,121.4',
      orderNo: 'O1',
      corpId: 'ding123',
      appStatus: '1',
      userStatus: '1',
      journeyBizNo: 'J1',
      memberId: 'M1',
      token: 'T1',
    })
  })

  it('takes corpId before corpid and treats blank, "undefined" and "null" as absent', () => {
    expect(readStartupParams({ corpId: 'A', corpid: 'B' }).corpId).toBe('A')
    expect(readStartupParams({ corpId: ' ', corpid: 'B' }).corpId).toBe('B')
    expect(readStartupParams({ token: 'undefined', memberId: 'null', RefId: '  ' })).toEqual({})
  })
})

describe('rewriteLegacyHashUrl', () => {
  it('turns a #/ address into the clean path with its query', () => {
    expect(rewriteLegacyHashUrl('https://h/#/pages/index/index?x=1')).toBe('/pages/index/index?x=1')
    expect(rewriteLegacyHashUrl('https://h/#/')).toBe('/')
    expect(rewriteLegacyHashUrl('/#/')).toBe('/')
    expect(rewriteLegacyHashUrl('/#/?Page=a&token=t')).toBe('/?Page=a&token=t')
  })

  it('keeps the query before the hash, the hash query winning', () => {
    expect(rewriteLegacyHashUrl('https://h/?a=1&x=0#/pages/index/index?x=1')).toBe('/pages/index/index?a=1&x=1')
  })

  it('returns null when there is nothing to rewrite', () => {
    expect(rewriteLegacyHashUrl('https://h/pages/index/index?x=1')).toBeNull()
    expect(rewriteLegacyHashUrl('https://h/pages/index/index#top')).toBeNull()
  })

  it('tells the entry address apart', () => {
    expect(isEntryAddress('/?Page=x')).toBe(true)
    expect(isEntryAddress('/pages/entry/index')).toBe(true)
    expect(isEntryAddress('/pages/index/index')).toBe(false)
    expect(queryOf('/?Page=%2Fpages%2Fa&n=1')).toEqual({ Page: '/pages/a', n: '1' })
  })
})

describe('noPermissionTarget', () => {
  it('passes when both statuses are 1 or absent', () => {
    expect(noPermissionTarget({})).toBeNull()
    expect(noPermissionTarget({ appStatus: '1', userStatus: '1' })).toBeNull()
  })

  it('stops on any other app or user status, keeping the spec spelling userStaus', () => {
    expect(noPermissionTarget({ appStatus: '0' })).toBe('/pages/dingding/no_permission?appStatus=0')
    expect(noPermissionTarget({ appStatus: '1', userStatus: '0' })).toBe(
      '/pages/dingding/no_permission?appStatus=1&userStaus=0',
    )
    expect(noPermissionTarget({ appStatus: '2', userStatus: '1' })).toBe(
      '/pages/dingding/no_permission?appStatus=2&userStaus=1',
    )
  })
})

describe('resolveStartPage', () => {
  it('opens a live route given by path or id, with orderNo and the forwarded parameters', () => {
    expect(resolveStartPage({ Page: '/pages/order3.0/triplist' }, lookup)).toBe('/pages/order3.0/triplist')
    expect(resolveStartPage({ Page: 'pages/order3.0/triplist', orderNo: 'O1' }, lookup)).toBe(
      '/pages/order3.0/triplist?orderNo=O1',
    )
    expect(resolveStartPage({ Page: 'order3.0/triplist', ProcessInstanceId: 'P', rowNumber: '2', token: 'T' }, lookup)).toBe(
      '/pages/order3.0/triplist?ProcessInstanceId=P&rowNumber=2',
    )
  })

  it("keeps the Page's own query, which wins over forwarded values", () => {
    expect(resolveStartPage({ Page: '/pages/order3.0/triplist?orderNo=A&tab=2', orderNo: 'B' }, lookup)).toBe(
      '/pages/order3.0/triplist?orderNo=A&tab=2',
    )
  })

  it('ignores routes that are not live, unknown, or the entry', () => {
    expect(resolveStartPage({ Page: '/pages/hotel/list/list' }, lookup)).toBeNull()
    expect(resolveStartPage({ Page: '/pages/nowhere' }, lookup)).toBeNull()
    expect(resolveStartPage({ Page: '/' }, lookup)).toBeNull()
    expect(resolveStartPage({}, lookup)).toBeNull()
  })

  it('uses the real registry by default', () => {
    expect(resolveStartPage({ Page: '/pages/nowhere/at/all' })).toBeNull()
  })
})

describe('settings and login from start-up', () => {
  it('stores platId, RefId, journeyBizNo, Page as ToPage and orderNo as ToOrderDetailSerialNo', () => {
    expect(settingsPatchOf({ platId: '1004', RefId: '219', journeyBizNo: 'J', Page: 'p', orderNo: 'O' })).toEqual({
      platId: '1004',
      RefId: '219',
      journeyBizNo: 'J',
      ToPage: 'p',
      ToOrderDetailSerialNo: 'O',
    })
    expect(settingsPatchOf({})).toEqual({})
  })

  it('logs in only with both token and memberId', () => {
    expect(loginOf({ token: 'T', memberId: 'M' })).toEqual({ MemberId: 'M', Token: 'T' })
    expect(loginOf({ token: 'T', memberId: 'M', EnterpriseId: '8' })).toEqual({ MemberId: 'M', Token: 'T', EnterpriseId: '8' })
    expect(loginOf({ token: 'T' })).toBeNull()
    expect(loginOf({ memberId: 'M' })).toBeNull()
  })
})

describe('startupTarget', () => {
  const home = '/pages/index/index'

  it('goes to the no-permission page first, even when logged in', () => {
    expect(startupTarget({ appStatus: '0' }, { needsLogin: false, home }, lookup)).toEqual({
      kind: 'noPermission',
      url: '/pages/dingding/no_permission?appStatus=0',
    })
  })

  it('goes to login when not logged in', () => {
    expect(startupTarget({ Page: '/pages/order3.0/triplist' }, { needsLogin: true, home }, lookup)).toEqual({
      kind: 'login',
      url: '/pages/loginAndRegister/login/login',
    })
  })

  it('goes home, then to a live Page', () => {
    expect(startupTarget({}, { needsLogin: false, home }, lookup)).toEqual({ kind: 'home', url: home, then: null })
    expect(startupTarget({ Page: '/pages/order3.0/triplist', orderNo: 'O' }, { needsLogin: false, home }, lookup)).toEqual({
      kind: 'home',
      url: home,
      then: '/pages/order3.0/triplist?orderNo=O',
    })
    expect(startupTarget({ Page: '/pages/hotel/list/list' }, { needsLogin: false, home }, lookup)).toEqual({
      kind: 'home',
      url: home,
      then: null,
    })
  })

  it('opens a Page that is the home itself only once', () => {
    expect(startupTarget({ Page: '/pages/index/index', orderNo: 'O' }, { needsLogin: false, home }, lookup)).toEqual({
      kind: 'home',
      url: '/pages/index/index?orderNo=O',
      then: null,
    })
  })
})
