import { makeAutoObservable, runInAction } from 'mobx'
import { isOn } from '../../shared/domain/flags'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { GetLoginUserInfosData, UpdateCustomerEnterpriseLoginData } from '@api/index'
import type { BelongEnterprise, EnterpriseApi } from '../api/enterpriseApi'
import { enterpriseRows, type EnterpriseRow } from '../domain/enterpriseRows'

export type EnterpriseSession = {
  currentEnterpriseId(): string | number | undefined
  applyLogin(data: UpdateCustomerEnterpriseLoginData): void
  applyUserInfos(data: GetLoginUserInfosData): void
  /** The new enterprise may belong to another agent platform (brand, home). */
  loadPlatformInfo(): Promise<unknown>
}

export class ChangeEnterpriseStore {
  readonly load = new LoadState('企业列表加载失败')
  enterprises: BelongEnterprise[] = []
  switchingId: string | null = null
  errorMessage = ''
  /** The enterprise switched into has no valid contract (GetLoginUserInfos.IsExpiredContract): 企业未签约 next. */
  isContractExpired = false

  constructor(
    private readonly api: EnterpriseApi,
    private readonly session: EnterpriseSession,
  ) {
    makeAutoObservable<ChangeEnterpriseStore, 'api' | 'session'>(this, { api: false, session: false, load: false })
  }

  get rows(): EnterpriseRow[] {
    return enterpriseRows(this.enterprises, this.session.currentEnterpriseId())
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.api.getBelongEnterprises(),
      (list) => (this.enterprises = list),
    )
  }

  /** Switches the session to another enterprise; resolves true when the app should reopen its home. */
  async switchTo(row: EnterpriseRow): Promise<boolean> {
    if (row.isCurrent || this.switchingId !== null) return false
    this.switchingId = String(row.EnterpriseId)
    this.errorMessage = ''
    this.isContractExpired = false
    try {
      const session = await this.api.switchEnterprise({ EnterpriseId: String(row.EnterpriseId) })
      this.session.applyLogin(session)
      // The home reloads user infos too, so a failure here only delays the new enterprise's flags.
      const infos = this.api.getLoginUserInfos().then((data) => {
        this.session.applyUserInfos(data)
        runInAction(() => (this.isContractExpired = isOn(data.IsExpiredContract)))
      })
      await Promise.allSettled([infos, this.session.loadPlatformInfo()])
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '切换企业失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.switchingId = null))
    }
  }
}
