import type { EnterpriseApi } from '../api/enterpriseApi'
import { ChangeEnterpriseStore, type EnterpriseSession } from './ChangeEnterpriseStore'

const A = { EnterpriseId: '1', EnterpriseName: '甲公司' }
const B = { EnterpriseId: '2', EnterpriseName: '乙公司' }
const SESSION_B = { MemberId: 'm2', Token: 't2', MemberName: '张三', EnterpriseId: '2', CustomerName: '张三' }

function setup(patch: Partial<EnterpriseApi> = {}) {
  const api: jest.Mocked<EnterpriseApi> = {
    getBelongEnterprises: jest.fn().mockResolvedValue([A, B]),
    switchEnterprise: jest.fn().mockResolvedValue(SESSION_B),
    getLoginUserInfos: jest.fn().mockResolvedValue({ IsApprover: false }),
    acceptInvitation: jest.fn(),
    ...(patch as object),
  } as jest.Mocked<EnterpriseApi>
  const session: jest.Mocked<EnterpriseSession> = {
    currentEnterpriseId: jest.fn(() => '1'),
    applyLogin: jest.fn(),
    applyUserInfos: jest.fn(),
    loadPlatformInfo: jest.fn().mockResolvedValue(null),
  }
  return { api, session, store: new ChangeEnterpriseStore(api, session) }
}

describe('ChangeEnterpriseStore', () => {
  it('loads the enterprises and marks the current one', async () => {
    const { store } = setup()
    await store.fetch()
    expect(store.load.status).toBe('ready')
    expect(store.rows.map((r) => [r.EnterpriseName, r.isCurrent])).toEqual([
      ['甲公司', true],
      ['乙公司', false],
    ])
  })

  it('shows an error state when the list fails', async () => {
    const { store } = setup({ getBelongEnterprises: jest.fn().mockRejectedValue({ Msg: '服务异常' }) })
    await store.fetch()
    expect(store.load.status).toBe('error')
    expect(store.load.errorMessage).toBe('服务异常')
  })

  it('switching applies the new session, then reloads user infos', async () => {
    const { store, api, session } = setup()
    await store.fetch()
    expect(await store.switchTo(store.rows[1])).toBe(true)
    expect(api.switchEnterprise).toHaveBeenCalledWith({ EnterpriseId: '2' })
    expect(session.applyLogin).toHaveBeenCalledWith(SESSION_B)
    expect(session.applyUserInfos).toHaveBeenCalledWith({ IsApprover: false })
    expect(session.loadPlatformInfo).toHaveBeenCalled()
    expect(store.switchingId).toBeNull()
  })

  it("knows when the enterprise switched into has no valid contract (IsExpiredContract), and forgets it on the next switch", async () => {
    const infos = jest.fn().mockResolvedValueOnce({ IsExpiredContract: true }).mockResolvedValueOnce({ IsExpiredContract: false })
    const { store } = setup({ getLoginUserInfos: infos })
    await store.fetch()
    expect(await store.switchTo(store.rows[1])).toBe(true)
    expect(store.isContractExpired).toBe(true)
    expect(await store.switchTo(store.rows[1])).toBe(true)
    expect(store.isContractExpired).toBe(false)
  })

  it('does nothing for the current enterprise', async () => {
    const { store, api } = setup()
    await store.fetch()
    expect(await store.switchTo(store.rows[0])).toBe(false)
    expect(api.switchEnterprise).not.toHaveBeenCalled()
  })

  it('keeps the session and shows the Msg when switching fails', async () => {
    const { store, session } = setup({ switchEnterprise: jest.fn().mockRejectedValue({ Msg: '无权登录该企业' }) })
    await store.fetch()
    expect(await store.switchTo(store.rows[1])).toBe(false)
    expect(store.errorMessage).toBe('无权登录该企业')
    expect(session.applyLogin).not.toHaveBeenCalled()
  })

  it('still switches when user infos cannot be reloaded', async () => {
    const { store, session } = setup({ getLoginUserInfos: jest.fn().mockRejectedValue({ Msg: 'x' }) })
    await store.fetch()
    expect(await store.switchTo(store.rows[1])).toBe(true)
    expect(session.applyUserInfos).not.toHaveBeenCalled()
  })

  it('ignores a second switch while one runs', async () => {
    let finish!: (v: unknown) => void
    const { store, api } = setup({ switchEnterprise: jest.fn(() => new Promise((r) => (finish = r))) as never })
    await store.fetch()
    const first = store.switchTo(store.rows[1])
    expect(store.switchingId).toBe('2')
    expect(await store.switchTo(store.rows[1])).toBe(false)
    finish(SESSION_B)
    await first
    expect(api.switchEnterprise).toHaveBeenCalledTimes(1)
  })
})
