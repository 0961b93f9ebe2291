import { makeAutoObservable, runInAction, toJS } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { PointsApi, PointsStatus } from '../../account/public'
import type { Banner, FrequentItem, HomeApi } from '../api/homeApi'
import type { HomeKept } from './homeKept'

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
 * The last fresh banners and items are kept on the device (decision 0921): a returning member sees them, and the
 * entries of the stored settings, at once while the fresh copy loads; a failed load then shows as a notice.
 */
export class HomeStore {
  readonly load = new LoadState('首页加载失败')
  banners: Banner[] = []
  /** The banner call has not answered yet (the page keeps the banner's place meanwhile). */
  isBannerPending = true
  frequentlyUsed: FrequentItem[] = []
  points: PointsStatus | null = null
  /** What is shown came from the device's copy until the first load answers. */
  readonly hasKeptCopy: boolean

  constructor(
    private readonly api: HomeApi & PointsApi,
    private readonly session: HomeSession,
    private readonly options: { showsPoints: boolean; kept?: HomeKept },
  ) {
    const copy = options.kept?.read() ?? null
    this.hasKeptCopy = copy !== null
    if (copy) {
      this.banners = copy.banners
      this.frequentlyUsed = copy.frequentlyUsed
      this.isBannerPending = false
    }
    makeAutoObservable<HomeStore, 'api' | 'session' | 'options'>(this, { api: false, session: false, options: false, load: false, hasKeptCopy: false })
  }

  /** The state the page shows: the load's, except that a kept copy is content while the first load runs or fails. */
  get shownLoad(): { status: LoadState['status']; errorMessage: string } {
    const { status, errorMessage } = this.load
    if (!this.hasKeptCopy || status === 'ready') return { status, errorMessage }
    return { status: 'ready', errorMessage: status === 'error' ? errorMessage : '' }
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
    if (isLoaded) this.options.kept?.write({ banners: toJS(this.banners), frequentlyUsed: toJS(this.frequentlyUsed) })
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
