import { makeAutoObservable, runInAction } from 'mobx'
import type { GetEnterpriseInfoData } from '@api/index'
import { LoadState } from '../../shared/stores/LoadState'
import { canChangeEnterprise, type BelongEnterprise } from '../../enterprise/public'
import { isSigned, signErrorText, type SignErrorText } from '../domain/signError'

export type SignErrorApi = {
  getEnterpriseInfo(): Promise<GetEnterpriseInfoData>
  getBelongEnterprises(): Promise<BelongEnterprise[]>
  loginOut(): Promise<unknown>
}

/** 企业未签约: the contract as the server reads it today, the way out (switch enterprise, service, logout). */
export class SignErrorStore {
  info: GetEnterpriseInfoData | null = null
  enterprises: BelongEnterprise[] = []
  isLoggingOut = false
  readonly load = new LoadState('企业信息加载失败，请重试')

  constructor(
    private readonly api: SignErrorApi,
    private readonly clearSession: () => void,
  ) {
    makeAutoObservable<SignErrorStore, 'api' | 'clearSession'>(this, { api: false, clearSession: false, load: false })
  }

  get text(): SignErrorText | null {
    return this.info ? signErrorText(this.info) : null
  }

  get isSigned(): boolean {
    return this.info !== null && isSigned(this.info)
  }

  get canChangeEnterprise(): boolean {
    return canChangeEnterprise(this.enterprises)
  }

  fetch(): Promise<boolean> {
    void this.api.getBelongEnterprises().then(
      (list) => runInAction(() => (this.enterprises = list)),
      () => undefined,
    )
    return this.load.run(() => this.api.getEnterpriseInfo(), (info) => (this.info = info))
  }

  /** Ends the session even when the server cannot be told. */
  async logout(): Promise<void> {
    if (this.isLoggingOut) return
    this.isLoggingOut = true
    try {
      await this.api.loginOut()
    } catch {
      // The token expires on the server by itself.
    } finally {
      this.clearSession()
      runInAction(() => (this.isLoggingOut = false))
    }
  }
}
