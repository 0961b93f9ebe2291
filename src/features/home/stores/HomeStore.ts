import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { PointsApi, PointsStatus } from '../../account/public'
import type { Banner, FrequentItem, HomeApi } from '../api/homeApi'

/** What the home reads and updates outside itself (settings, client state, toasts). */
export type HomeSession = {
  applyUserInfos(data: Record<string, unknown>): void
  refreshBadges(): Promise<unknown>
  setBanners(banners: Banner[]): void
  toast(message: string): void
}

/**
 * The home's server data. User infos (the permission flags behind the entries) and frequently used items
 * decide the loading and error state; banners, badges and points are extras that never block the page.
 */
export class HomeStore {
  readonly load = new LoadState('首页加载失败')
  banners: Banner[] = []
  /** The banner call has not answered yet (the page keeps the banner's place meanwhile). */
  isBannerPending = true
  frequentlyUsed: FrequentItem[] = []
  points: PointsStatus | null = null

  constructor(
    private readonly api: HomeApi & PointsApi,
    private readonly session: HomeSession,
    private readonly options: { showsPoints: boolean },
  ) {
    makeAutoObservable<HomeStore, 'api' | 'session' | 'options'>(this, { api: false, session: false, options: false, load: false })
  }

  /** First show loads everything; later shows only refresh the badges (the approver's to-do count). */
  onShow(): Promise<unknown> {
    return this.load.status === 'idle' ? this.fetch() : this.refreshBadges()
  }

  /** Loads (or, from pull-to-refresh, reloads) everything; resolves when all parts have settled. */
  async fetch(): Promise<boolean> {
    const main = this.load.run(
      () => Promise.all([this.api.getLoginUserInfos(), this.api.getFrequentlyUsed()]),
      ([infos, items]) => {
        this.session.applyUserInfos(infos)
        this.frequentlyUsed = items
      },
    )
    // Badges after user infos: the to-do count is fetched only for approvers, by the fresh role.
    const [isLoaded] = await Promise.all([main.then(this.afterMain), this.fetchBanners(), this.fetchPoints()])
    return isLoaded
  }

  private afterMain = async (isLoaded: boolean) => {
    await this.refreshBadges()
    return isLoaded
  }

  refreshBadges(): Promise<unknown> {
    return this.session.refreshBadges().catch(() => undefined)
  }

  private async fetchBanners() {
    try {
      const banners = await this.api.getBanners()
      runInAction(() => (this.banners = banners))
      this.session.setBanners(banners)
    } catch {
      // Banners are decoration: keep what is shown.
    } finally {
      runInAction(() => (this.isBannerPending = false))
    }
  }

  private async fetchPoints() {
    if (!this.options.showsPoints) return
    try {
      const points = await this.api.getBonusPointsStatus()
      runInAction(() => (this.points = points))
    } catch (error) {
      this.session.toast(failureMessage(error, '积分状态获取失败'))
    }
  }
}
