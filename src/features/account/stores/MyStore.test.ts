import { MyStore, type MyApi, type MySession } from './MyStore'

const A = { EnterpriseId: '1', EnterpriseName: '甲公司' }
const B = { EnterpriseId: '2', EnterpriseName: '乙公司' }

function setup(patch: Partial<MyApi> = {}, showsPoints = false) {
  const api = {
    getLoginUserInfos: jest.fn().mockResolvedValue({ AccountBalance: 12345 }),
    getBelongEnterprises: jest.fn().mockResolvedValue([A]),
    loginOut: jest.fn().mockResolvedValue(null),
    getBonusPointsStatus: jest.fn().mockResolvedValue({ IsOpenBonusPoints: 1 }),
    ...patch,
  } as jest.Mocked<MyApi>
  const session: jest.Mocked<MySession> = { applyUserInfos: jest.fn(), clearSession: jest.fn(), toast: jest.fn() }
  return { api, session, store: new MyStore(api, session, { showsPoints }) }
}

describe('MyStore.fetch', () => {
  it('refreshes user infos into the settings', async () => {
    const { store, session } = setup()
    expect(await store.fetch()).toBe(true)
    expect(session.applyUserInfos).toHaveBeenCalledWith({ AccountBalance: 12345 })
    expect(store.load.status).toBe('ready')
  })

  it('is an error with the Msg when user infos fail', async () => {
    const { store } = setup({ getLoginUserInfos: jest.fn().mockRejectedValue({ Msg: '登录信息已失效' }) })
    await store.fetch()
    expect(store.load.status).toBe('error')
    expect(store.load.errorMessage).toBe('登录信息已失效')
  })

  it('offers 切换企业 only with several enterprises', async () => {
    const one = setup()
    await one.store.fetch()
    expect(one.store.hasSeveralEnterprises).toBe(false)
    const two = setup({ getBelongEnterprises: jest.fn().mockResolvedValue([A, B]) })
    await two.store.fetch()
    expect(two.store.hasSeveralEnterprises).toBe(true)
  })

  it('hides 切换企业 when the enterprise list fails, without an error state', async () => {
    const { store } = setup({ getBelongEnterprises: jest.fn().mockRejectedValue({ Msg: 'x' }) })
    expect(await store.fetch()).toBe(true)
    expect(store.hasSeveralEnterprises).toBe(false)
  })

  it('loads points on the integral variant and toasts their failure', async () => {
    const ok = setup({}, true)
    await ok.store.fetch()
    expect(ok.store.points).toEqual({ IsOpenBonusPoints: 1 })
    const bad = setup({ getBonusPointsStatus: jest.fn().mockRejectedValue({ Msg: '积分服务维护中' }) }, true)
    await bad.store.fetch()
    expect(bad.session.toast).toHaveBeenCalledWith('积分服务维护中')
    const plain = setup()
    await plain.store.fetch()
    expect(plain.api.getBonusPointsStatus).not.toHaveBeenCalled()
  })
})

describe('MyStore.logout', () => {
  it('tells the server, then clears the session', async () => {
    const { store, api, session } = setup()
    await store.logout()
    expect(api.loginOut).toHaveBeenCalled()
    expect(session.clearSession).toHaveBeenCalled()
    expect(store.isLoggingOut).toBe(false)
  })

  it('clears the session even when the server call fails', async () => {
    const { store, session } = setup({ loginOut: jest.fn().mockRejectedValue({ isNetworkError: true }) })
    await store.logout()
    expect(session.clearSession).toHaveBeenCalled()
  })

  it('ignores a second tap while logging out', async () => {
    let finish!: (v: unknown) => void
    const { store, api } = setup({ loginOut: jest.fn(() => new Promise((r) => (finish = r))) })
    const first = store.logout()
    await store.logout()
    finish(null)
    await first
    expect(api.loginOut).toHaveBeenCalledTimes(1)
  })
})
