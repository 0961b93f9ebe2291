import { containerLoginUrlFor, isPublicRoute, loginUrlFor, pageAccess, returnTarget } from './pageAccess'

const LOGIN = '/pages/loginAndRegister/login/login'

describe('pageAccess (issue 13 items 1 and 7)', () => {
  it('lets a member in, and anyone onto a public page', () => {
    expect(pageAccess({ routeId: 'my/index', isLogin: true, container: 'h5', platId: '1020' })).toEqual({ kind: 'ok' })
    for (const id of ['entry', 'loginAndRegister/login', 'loginAndRegister/register1', 'components/netError', 'index3.0/introduction']) {
      expect(isPublicRoute(id)).toBe(true)
      expect(pageAccess({ routeId: id, isLogin: false, container: 'h5', platId: '1020' })).toEqual({ kind: 'ok' })
    }
  })

  it('sends a logged-out visitor to login on plain H5', () => {
    expect(pageAccess({ routeId: 'order3.0/triplist', isLogin: false, container: 'h5', platId: '1020' })).toEqual({ kind: 'login' })
  })

  it.each(['weapp', 'dd', 'h5-wechat', 'h5-dingtalk'] as const)('inside %s: no redirect, the signed-out notice', (container) => {
    expect(pageAccess({ routeId: 'my/index', isLogin: false, container, platId: '1020' })).toEqual({ kind: 'signedOut' })
  })

  it('on a logout-toast platform: the signed-out notice', () => {
    expect(pageAccess({ routeId: 'my/index', isLogin: false, container: 'h5', platId: 1033 })).toEqual({ kind: 'signedOut' })
  })
})

describe('login and back', () => {
  it('remembers the page and its query, without the router stamps', () => {
    expect(loginUrlFor('/pages/order/index/index', { tab: '2', stamp: 'AA', $taroTimestamp: '1' })).toBe(
      `${LOGIN}?redirect=${encodeURIComponent('/pages/order/index/index?tab=2')}`,
    )
    expect(loginUrlFor('/pages/my/index/index')).toBe(`${LOGIN}?redirect=${encodeURIComponent('/pages/my/index/index')}`)
  })

  it('returns only to a live app page', () => {
    const live = (path: string) => path === '/pages/order/index/index'
    expect(returnTarget('/pages/order/index/index?tab=2', live)).toBe('/pages/order/index/index?tab=2')
    expect(returnTarget('/pages/train/index/index', live)).toBeNull()
    expect(returnTarget('https://evil.example/pages/x', live)).toBeNull()
    expect(returnTarget('/pages//evil.example', () => true)).toBeNull()
    expect(returnTarget(LOGIN, () => true)).toBeNull()
    expect(returnTarget(undefined, live)).toBeNull()
  })
})

describe('signing in again inside WeChat and DingTalk (decision 0272)', () => {
  const SSO = '/pages/loginAndRegister/redirectPage/redirectPage'
  it.each(['dd', 'h5-dingtalk', 'weapp', 'h5-wechat'] as const)('%s: the container sign-in, remembering the page and its EnterpriseId and corpId', (container) => {
    expect(containerLoginUrlFor(container, '/pages/my/index/index', { EnterpriseId: '20001', corpId: 'ding1', stamp: 'x' })).toBe(
      `${SSO}?redirect=${encodeURIComponent('/pages/my/index/index?EnterpriseId=20001&corpId=ding1')}&EnterpriseId=20001&corpId=ding1`,
    )
  })
  it.each(['h5'] as const)('%s: none (the login page)', (container) => {
    expect(containerLoginUrlFor(container, '/pages/my/index/index')).toBeNull()
  })
})
