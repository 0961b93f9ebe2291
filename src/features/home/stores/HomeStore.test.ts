import type { PointsApi } from '../../account/public'
import type { HomeApi } from '../api/homeApi'
import { HomeStore, type HomeSession } from './HomeStore'

const BANNERS = [{ Id: 'b1', ImageUrl: 'https://img/1.png' }]
const ITEMS = [{ Id: 'f1', Name: '差旅报销' }]
const POINTS = { IsOpenBonusPoints: 1, BonusPointsEnterpriseStatus: 1 }

function setup(patch: Partial<HomeApi & PointsApi> = {}, showsPoints = false) {
  const api = {
    getBanners: jest.fn().mockResolvedValue(BANNERS),
    getFrequentlyUsed: jest.fn().mockResolvedValue(ITEMS),
    getLoginUserInfos: jest.fn().mockResolvedValue({ IsApprover: true }),
    getBonusPointsStatus: jest.fn().mockResolvedValue(POINTS),
    ...patch,
  } as jest.Mocked<HomeApi & PointsApi>
  const session: jest.Mocked<HomeSession> = {
    applyUserInfos: jest.fn(),
    refreshBadges: jest.fn().mockResolvedValue(undefined),
    setBanners: jest.fn(),
    toast: jest.fn(),
  }
  return { api, session, store: new HomeStore(api, session, { showsPoints }) }
}

describe('HomeStore.fetch', () => {
  it('loads user infos, frequently used items, banners and badges', async () => {
    const { store, session } = setup()
    expect(await store.fetch()).toBe(true)
    expect(store.load.status).toBe('ready')
    expect(session.applyUserInfos).toHaveBeenCalledWith({ IsApprover: true })
    expect(store.frequentlyUsed).toEqual(ITEMS)
    expect(store.banners).toEqual(BANNERS)
    expect(store.isBannerPending).toBe(false)
    expect(session.setBanners).toHaveBeenCalledWith(BANNERS)
    expect(session.refreshBadges).toHaveBeenCalledTimes(1)
  })

  it('is an error with the Msg when user infos fail', async () => {
    const { store } = setup({ getLoginUserInfos: jest.fn().mockRejectedValue({ Msg: '服务繁忙' }) })
    expect(await store.fetch()).toBe(false)
    expect(store.load.status).toBe('error')
    expect(store.load.errorMessage).toBe('服务繁忙')
  })

  it('is an error when frequently used items fail', async () => {
    const { store, session } = setup({ getFrequentlyUsed: jest.fn().mockRejectedValue({ Msg: '常用加载失败' }) })
    await store.fetch()
    expect(store.load.status).toBe('error')
    expect(session.applyUserInfos).not.toHaveBeenCalled()
  })

  it('refreshes badges after the user infos are applied (the role decides the to-do call)', async () => {
    const { store, session } = setup()
    const order: string[] = []
    session.applyUserInfos.mockImplementation(() => void order.push('infos'))
    session.refreshBadges.mockImplementation(async () => void order.push('badges'))
    await store.fetch()
    expect(order).toEqual(['infos', 'badges'])
  })

  it('a banner or badge failure does not block the page', async () => {
    const { store, session } = setup({ getBanners: jest.fn().mockRejectedValue({ Msg: 'x' }) })
    session.refreshBadges.mockRejectedValue(new Error('y'))
    expect(store.isBannerPending).toBe(true)
    expect(await store.fetch()).toBe(true)
    expect(store.banners).toEqual([])
    expect(store.isBannerPending).toBe(false)
    expect(session.setBanners).not.toHaveBeenCalled()
  })

  it('a failed refresh keeps the items shown', async () => {
    const { store, api } = setup()
    await store.fetch()
    api.getFrequentlyUsed.mockRejectedValueOnce({ Msg: '网络不给力' })
    await store.fetch()
    expect(store.load.status).toBe('ready')
    expect(store.frequentlyUsed).toEqual(ITEMS)
    expect(store.load.errorMessage).toBe('网络不给力')
  })
})

describe('HomeStore points', () => {
  it('loads the points status only when the variant shows points', async () => {
    const plain = setup()
    await plain.store.fetch()
    expect(plain.api.getBonusPointsStatus).not.toHaveBeenCalled()
    const points = setup({}, true)
    await points.store.fetch()
    expect(points.store.points).toEqual(POINTS)
  })

  it('toasts the server Msg when the points status fails and keeps the page', async () => {
    const { store, session } = setup({ getBonusPointsStatus: jest.fn().mockRejectedValue({ Msg: '积分服务维护中' }) }, true)
    expect(await store.fetch()).toBe(true)
    expect(session.toast).toHaveBeenCalledWith('积分服务维护中')
    expect(store.points).toBeNull()
  })
})

describe('HomeStore.onShow', () => {
  it('loads everything on the first show, then only refreshes badges', async () => {
    const { store, api, session } = setup()
    await store.onShow()
    expect(api.getLoginUserInfos).toHaveBeenCalledTimes(1)
    await store.onShow()
    expect(api.getLoginUserInfos).toHaveBeenCalledTimes(1)
    expect(session.refreshBadges).toHaveBeenCalledTimes(2)
  })
})

describe('HomeStore with the device copy (decision 0921)', () => {
  const KEPT = { banners: [{ Id: 'k1', ImageUrl: 'https://img/kept.png' }], frequentlyUsed: [{ Id: 'k', Name: '上次的常用' }] }

  function withKept(copy: typeof KEPT | null, patch: Partial<HomeApi & PointsApi> = {}) {
    const kept = { read: jest.fn(() => copy as never), write: jest.fn() }
    const { api, session } = setup(patch)
    return { kept, store: new HomeStore(api, session, { showsPoints: false, kept }) }
  }

  it('shows the copy as content before the first answer, then the fresh data, and keeps the fresh data', async () => {
    const { store, kept } = withKept(KEPT)
    expect(store.frequentlyUsed).toEqual(KEPT.frequentlyUsed)
    expect(store.banners).toEqual(KEPT.banners)
    expect(store.isBannerPending).toBe(false)
    expect(store.shownLoad).toEqual({ status: 'ready', errorMessage: '' })
    const loading = store.fetch()
    expect(store.load.status).toBe('loading')
    expect(store.shownLoad.status).toBe('ready')
    expect(await loading).toBe(true)
    expect(store.frequentlyUsed).toEqual(ITEMS)
    expect(store.banners).toEqual(BANNERS)
    expect(kept.write).toHaveBeenCalledWith({ banners: BANNERS, frequentlyUsed: ITEMS })
  })

  it('a failed first load keeps the copy on screen with the failure as a notice, and keeps nothing new', async () => {
    const { store, kept } = withKept(KEPT, { getLoginUserInfos: jest.fn().mockRejectedValue({ Msg: '服务繁忙' }) })
    expect(await store.fetch()).toBe(false)
    expect(store.load.status).toBe('error')
    expect(store.shownLoad).toEqual({ status: 'ready', errorMessage: '服务繁忙' })
    expect(store.frequentlyUsed).toEqual(KEPT.frequentlyUsed)
    expect(kept.write).not.toHaveBeenCalled()
  })

  it('without a copy it loads as before: loading, then the fresh data is kept', async () => {
    const { store, kept } = withKept(null)
    expect(store.isBannerPending).toBe(true)
    expect(store.shownLoad.status).toBe('idle')
    const loading = store.fetch()
    expect(store.shownLoad.status).toBe('loading')
    await loading
    expect(kept.write).toHaveBeenCalledWith({ banners: BANNERS, frequentlyUsed: ITEMS })
  })

  it('a failed banner call keeps the copy’s banners in the next copy', async () => {
    const { store, kept } = withKept(KEPT, { getBanners: jest.fn().mockRejectedValue(new Error('offline')) })
    await store.fetch()
    expect(kept.write).toHaveBeenCalledWith({ banners: KEPT.banners, frequentlyUsed: ITEMS })
  })
})
