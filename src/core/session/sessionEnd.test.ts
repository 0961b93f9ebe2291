import type { Container } from '../platform/container'
import { createSessionEndHandler, decideRequireLogin, decideSessionEnd } from './sessionEnd'

const LOGIN = '/pages/loginAndRegister/login/login'

describe('decideSessionEnd', () => {
  it.each<Container>(['weapp', 'dd', 'h5-wechat', 'h5-dingtalk'])('inside %s: no redirect', (container) => {
    expect(decideSessionEnd({ container, platId: '1020', msg: 'x' })).toEqual({ kind: 'none' })
    expect(decideSessionEnd({ container, platId: '1028', msg: 'x' })).toEqual({ kind: 'none' })
  })

  it.each([1028, 1029, 1033, 1035, 1040, '1040'])('plain H5 on platform %s: toast of the server message', (platId) => {
    expect(decideSessionEnd({ container: 'h5', platId, msg: '请重新登录' })).toEqual({ kind: 'toast', message: '请重新登录' })
  })

  it('toast falls back to a default text when the server sends none', () => {
    expect(decideSessionEnd({ container: 'h5', platId: 1028 })).toEqual({ kind: 'toast', message: '登录已失效，请重新登录' })
  })

  it.each([1020, 1080, 1004, '', null])('plain H5 on platform %s: redirect to login', (platId) => {
    expect(decideSessionEnd({ container: 'h5', platId, msg: 'x' })).toEqual({ kind: 'redirect', url: LOGIN })
  })
})

describe('createSessionEndHandler', () => {
  function setup(container: Container, platId: unknown) {
    let now = 0
    const deps = {
      clearSession: jest.fn(),
      hideLoading: jest.fn(),
      getContainer: () => container,
      getPlatId: () => platId,
      toast: jest.fn(),
      reLaunch: jest.fn(),
      keepReason: jest.fn(),
      now: () => now,
    }
    return { handle: createSessionEndHandler(deps), deps, tick: (ms: number) => (now += ms) }
  }

  it('clears the session, hides loading and reLaunches login', () => {
    const { handle, deps } = setup('h5', '1020')
    handle('会话结束')
    expect(deps.clearSession).toHaveBeenCalled()
    expect(deps.hideLoading).toHaveBeenCalled()
    expect(deps.reLaunch).toHaveBeenCalledWith(LOGIN)
    expect(deps.toast).not.toHaveBeenCalled()
  })

  it('toasts on a logout-toast platform', () => {
    const { handle, deps } = setup('h5', '1033')
    handle('账号在别处登录')
    expect(deps.toast).toHaveBeenCalledWith('账号在别处登录')
    expect(deps.reLaunch).not.toHaveBeenCalled()
  })

  it('inside WeChat: clears and hides loading, no navigation', () => {
    const { handle, deps } = setup('h5-wechat', '1020')
    handle('x')
    expect(deps.clearSession).toHaveBeenCalled()
    expect(deps.reLaunch).not.toHaveBeenCalled()
    expect(deps.toast).not.toHaveBeenCalled()
  })

  it.each<Container>(['h5', 'weapp', 'dd', 'h5-wechat', 'h5-dingtalk'])('in %s keeps the server\'s reason for the screens to say (8001: 您的账号已在其他设备登录)', (container) => {
    const { handle, deps } = setup(container, '1020')
    handle('您的账号已在其他设备登录，请重新登录')
    expect(deps.keepReason).toHaveBeenCalledWith('您的账号已在其他设备登录，请重新登录')
  })

  it('keeps the default reason when the server sends no message', () => {
    const { handle, deps } = setup('weapp', '1020')
    handle('')
    expect(deps.keepReason).toHaveBeenCalledWith('登录已失效，请重新登录')
  })

  it('parallel 8000s within a second navigate once; a later one again', () => {
    const { handle, deps, tick } = setup('h5', '1020')
    handle('a')
    tick(500)
    handle('b')
    expect(deps.reLaunch).toHaveBeenCalledTimes(1)
    expect(deps.clearSession).toHaveBeenCalledTimes(2)
    tick(5000)
    handle('c')
    expect(deps.reLaunch).toHaveBeenCalledTimes(2)
  })
})

describe('decideRequireLogin', () => {
  it('logged in: ok', () => expect(decideRequireLogin({ isLogin: true, platId: 1020 })).toEqual({ kind: 'ok' }))
  it('not logged in: login', () =>
    expect(decideRequireLogin({ isLogin: false, platId: 1020 })).toEqual({ kind: 'login', url: LOGIN }))
  it.each([1028, 1029, 1033, 1035, 1040])('not logged in on special platform %s: stay', (platId) =>
    expect(decideRequireLogin({ isLogin: false, platId })).toEqual({ kind: 'stay' }),
  )
})
