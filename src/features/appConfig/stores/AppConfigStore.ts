import type { AppConfig } from '@api/costs'
import { APP_CONFIG_OFF } from '@domain/appConfig/appConfig'
import { makeAutoObservable, runInAction } from 'mobx'
import type { AppConfigApi } from '../api/appConfigApi'

/**
 * The enterprise's app configuration flags (decision 0146): loaded once per session, read by every screen. Every flag
 * is off (domain/appConfig) until the enterprise's answer arrives, and when it fails.
 */
export class AppConfigStore {
  config: AppConfig = { ...APP_CONFIG_OFF }
  isLoaded = false
  private pending: Promise<void> | null = null

  constructor(private readonly api: AppConfigApi) {
    makeAutoObservable<AppConfigStore, 'api' | 'pending'>(this, { api: false, pending: false })
  }

  /** Loads the flags unless they are loaded; a failure leaves them off and lets the next call retry. */
  ensure(): Promise<void> {
    if (this.isLoaded) return Promise.resolve()
    this.pending ??= this.api
      .appConfig()
      .then((config) => runInAction(() => {
        this.config = { ...APP_CONFIG_OFF, ...config }
        this.isLoaded = true
      }))
      .catch(() => undefined)
      .finally(() => {
        this.pending = null
      })
    return this.pending
  }

  /** Another enterprise or a logout: the next ensure() asks again. */
  reset(): void {
    this.config = { ...APP_CONFIG_OFF }
    this.isLoaded = false
  }
}
