import { FakeClock } from '@test/shared/fakeClock'
import type { LoginApi } from '../api/accountApi'
import { LoginStore, type LoginSession } from './LoginStore'

const LOGIN = { MemberId: 'm1', Token: 'tok', MemberName: '张三', EnterpriseId: 'e1', CustomerName: '张三' }

function setup(apiPatch: Partial<LoginApi> = {}) {
  const api: jest.Mocked<LoginApi> = {
    loginV2: jest.fn().mockResolvedValue(LOGIN),
    sendSmsCode: jest.fn().mockResolvedValue(null),
    getLoginUserInfos: jest.fn().mockResolvedValue({ IsApprover: true }),
    ...(apiPatch as object),
  } as jest.Mocked<LoginApi>
  const order: string[] = []
  const session: jest.Mocked<LoginSession> = {
    applyLogin: jest.fn((_data) => void order.push('applyLogin')),
    applyUserInfos: jest.fn((_data) => void order.push('applyUserInfos')),
    clearSession: jest.fn(() => void order.push('clearSession')),
    loadPlatformInfo: jest.fn(async () => void order.push('platform')),
    refreshBadges: jest.fn(async () => void order.push('badges')),
  }
  const clock = new FakeClock()
  const store = new LoginStore(api, session, clock)
  return { api, session, clock, store, order }
}

describe('LoginStore form checks', () => {
  it('refuses an invalid phone with a Chinese message and calls nothing', async () => {
    const { store, api } = setup()
    store.setPhone('123')
    store.setPassword('x')
    expect(await store.submit()).toBe(false)
    expect(store.errorMessage).toBe('请输入正确的手机号')
    expect(api.loginV2).not.toHaveBeenCalled()
  })

  it('switching mode clears the message but keeps the typed input', () => {
    const { store } = setup()
    store.setPhone('13800000001')
    store.setPassword('secret')
    store.errorMessage = '请输入验证码'
    store.setMode('code')
    expect(store.errorMessage).toBe('')
    expect(store.phone).toBe('13800000001')
    expect(store.password).toBe('secret')
  })
})

describe('LoginStore submit', () => {
  it('password login sends Phone + Password, then sets up the session in order', async () => {
    const { store, api, session, order } = setup()
    store.setPhone(' 13800000001 ')
    store.setPassword('Travel@2026')
    expect(await store.submit()).toBe(true)
    expect(api.loginV2).toHaveBeenCalledWith({ Phone: '13800000001', Password: 'Travel@2026' })
    expect(session.applyLogin).toHaveBeenCalledWith(LOGIN)
    expect(session.applyUserInfos).toHaveBeenCalledWith({ IsApprover: true })
    expect(order.slice(0, 2)).toEqual(['applyLogin', 'applyUserInfos'])
    expect(order).toEqual(expect.arrayContaining(['platform', 'badges']))
    expect(store.isSubmitting).toBe(false)
  })

  it('code login sends Phone + VerifyCode only', async () => {
    const { store, api } = setup()
    store.setMode('code')
    store.setPhone('13800000001')
    store.setPassword('ignored')
    store.setCode('123456')
    await store.submit()
    expect(api.loginV2).toHaveBeenCalledWith({ Phone: '13800000001', VerifyCode: '123456' })
  })

  it('shows the server Msg on failure and keeps the input', async () => {
    const { store, session } = setup({ loginV2: jest.fn().mockRejectedValue({ Code: '1002', Msg: '手机号或密码错误' }) })
    store.setPhone('13800000001')
    store.setPassword('wrong')
    expect(await store.submit()).toBe(false)
    expect(store.errorMessage).toBe('手机号或密码错误')
    expect(store.phone).toBe('13800000001')
    expect(store.password).toBe('wrong')
    expect(session.applyLogin).not.toHaveBeenCalled()
  })

  it('is busy while submitting and ignores a second tap', async () => {
    let finish!: (v: unknown) => void
    const { store, api } = setup({ loginV2: jest.fn(() => new Promise((r) => (finish = r))) as never })
    store.setPhone('13800000001')
    store.setPassword('x')
    const first = store.submit()
    expect(store.isSubmitting).toBe(true)
    expect(await store.submit()).toBe(false)
    finish(LOGIN)
    expect(await first).toBe(true)
    expect(api.loginV2).toHaveBeenCalledTimes(1)
  })

  it('undoes the login when user infos cannot be read', async () => {
    const { store, session } = setup({ getLoginUserInfos: jest.fn().mockRejectedValue({ Msg: '用户信息获取失败' }) })
    store.setPhone('13800000001')
    store.setPassword('x')
    expect(await store.submit()).toBe(false)
    expect(session.clearSession).toHaveBeenCalled()
    expect(store.errorMessage).toBe('用户信息获取失败')
  })

  it('still logs in when platform info or badges fail', async () => {
    const { store, session } = setup()
    session.loadPlatformInfo.mockRejectedValue(new Error('x'))
    session.refreshBadges.mockRejectedValue(new Error('y'))
    store.setPhone('13800000001')
    store.setPassword('x')
    expect(await store.submit()).toBe(true)
    expect(store.errorMessage).toBe('')
  })
})

describe('LoginStore SMS code', () => {
  it('checks the phone before sending', async () => {
    const { store, api } = setup()
    expect(await store.sendCode()).toBe(false)
    expect(store.errorMessage).toBe('请输入手机号')
    expect(api.sendSmsCode).not.toHaveBeenCalled()
  })

  it('sends the code and counts 60 s down on the clock', async () => {
    const { store, api, clock } = setup()
    store.setPhone('13800000001')
    expect(store.codeButtonText).toBe('获取验证码')
    expect(await store.sendCode()).toBe(true)
    expect(api.sendSmsCode).toHaveBeenCalledWith({ Phone: '13800000001', Scene: 'login' })
    expect(store.codeSecondsLeft).toBe(60)
    expect(store.canSendCode).toBe(false)
    clock.advance(1000)
    expect(store.codeButtonText).toBe('59秒后重发')
    clock.advance(58_000)
    expect(store.codeSecondsLeft).toBe(1)
    expect(await store.sendCode()).toBe(false)
    clock.advance(1000)
    expect(store.codeButtonText).toBe('重新获取')
    expect(store.canSendCode).toBe(true)
    expect(clock.activeTickers).toBe(0)
  })

  it('does not start the countdown when sending fails, and shows the Msg', async () => {
    const { store } = setup({ sendSmsCode: jest.fn().mockRejectedValue({ Code: '4290', Msg: '发送过于频繁' }) })
    store.setPhone('13800000001')
    expect(await store.sendCode()).toBe(false)
    expect(store.errorMessage).toBe('发送过于频繁')
    expect(store.codeSecondsLeft).toBe(0)
    expect(store.canSendCode).toBe(true)
  })

  it('dispose stops the ticker', async () => {
    const { store, clock } = setup()
    store.setPhone('13800000001')
    await store.sendCode()
    store.dispose()
    expect(clock.activeTickers).toBe(0)
  })
})

describe('the phone field (issue 13)', () => {
  it('keeps at most 11 digits of a long paste, and a short number is 请输入正确的手机号', async () => {
    const api = { loginV2: jest.fn(), getLoginUserInfos: jest.fn(), sendSmsCode: jest.fn() }
    const store = new LoginStore(api as never, { applyLogin: jest.fn(), applyUserInfos: jest.fn(), clearSession: jest.fn(), loadPlatformInfo: jest.fn(), refreshBadges: jest.fn() })
    store.setPhone(`138${'0'.repeat(9997)}`)
    expect(store.phone).toBe('13800000000')
    store.setPhone('138 0000-0001')
    expect(store.phone).toBe('13800000001')
    store.setPhone('12345')
    store.setPassword('x')
    expect(await store.submit()).toBe(false)
    expect(store.errorMessage).toBe('请输入正确的手机号')
    expect(api.loginV2).not.toHaveBeenCalled()
  })
})
