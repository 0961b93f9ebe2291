import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { PointsApi } from '../api/pointsApi'
import type { PointsStatus } from '../domain/pointsStatus'
import { canChangeEnterprise, type BelongEnterprise, type EnterpriseApi } from '../../enterprise/public'

export type MyApi = PointsApi &
  Pick<EnterpriseApi, 'getBelongEnterprises'> & {
    getLoginUserInfos(): Promise<Record<string, unknown>>
    loginOut(): Promise<unknown>
  }

export type MySession = {
  applyUserInfos(data: Record<string, unknown>): void
  clearSession(): void
  toast(message: string): void
}

/** The my page: fresh user infos (balance, roles), the enterprise count, points, and logout. */
export class MyStore {
  readonly load = new LoadState('个人信息加载失败')
  enterprises: BelongEnterprise[] = []
  points: PointsStatus | null = null
  isLoggingOut = false

  constructor(
    private readonly api: MyApi,
    private readonly session: MySession,
    private readonly options: { showsPoints: boolean },
  ) {
    makeAutoObservable<MyStore, 'api' | 'session' | 'options'>(this, { api: false, session: false, options: false, load: false })
  }

  get hasSeveralEnterprises(): boolean {
    return canChangeEnterprise(this.enterprises)
  }

  async fetch(): Promise<boolean> {
    const main = this.load.run(
      () => this.api.getLoginUserInfos(),
      (infos) => this.session.applyUserInfos(infos),
    )
    const [isLoaded] = await Promise.all([main, this.fetchEnterprises(), this.fetchPoints()])
    return isLoaded
  }

  /** Ends the session locally even when the server cannot be told (offline): the member asked to leave. */
  async logout(): Promise<void> {
    if (this.isLoggingOut) return
    this.isLoggingOut = true
    try {
      await this.api.loginOut()
    } catch {
      // The token expires on the server by itself.
    } finally {
      this.session.clearSession()
      runInAction(() => (this.isLoggingOut = false))
    }
  }

  private async fetchEnterprises() {
    try {
      const list = await this.api.getBelongEnterprises()
      runInAction(() => (this.enterprises = list))
    } catch {
      // Without the list, 切换企业 simply stays hidden.
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
