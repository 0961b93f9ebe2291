import { reaction } from 'mobx'
import { ClientStore } from './ClientStore'
import { OfflineStore, syncKeptStorage, type KeptStorage } from './OfflineStore'
import { Outbox } from './Outbox'
import { PlatformStore } from './PlatformStore'
import type { Clock, RequestFn, StoreStorage } from './ports'
import { systemClock } from './ports'
import { SearchCacheStore } from './SearchCacheStore'
import { SettingsStore } from './SettingsStore'
import type { Toaster } from './UiStore'
import { UiStore } from './UiStore'

export type RootDeps = {
  storage: StoreStorage
  request: RequestFn
  clock?: Clock
  toast?: Toaster
  /** PhoneType and a generated device id, used when settings have none yet. */
  device?: { PhoneType?: string; MemberMac?: string }
  /** Prefix of the default brand logo addresses. */
  assetBase?: string
  /** Where data kept for offline use goes (AppStorage in the app: IndexedDB for big values on H5). */
  keptStorage?: KeptStorage
  /** Opens the network-error page once per run (the request layer's). */
  openNetError?: () => void
  /** reqIds for writes queued offline. */
  createReqId?: () => string
}

/** The cross-cutting stores; feature stores are created by the pages that need them. */
export class RootStore {
  readonly settings: SettingsStore
  readonly platform: PlatformStore
  readonly client: ClientStore
  readonly searchCache: SearchCacheStore
  readonly ui: UiStore
  readonly offline: OfflineStore
  readonly outbox: Outbox
  readonly request: RequestFn

  constructor(deps: RootDeps) {
    this.request = deps.request
    this.settings = new SettingsStore({ storage: deps.storage, device: deps.device })
    this.ui = new UiStore({ toast: deps.toast ?? (() => undefined), storage: deps.storage })
    this.platform = new PlatformStore({ request: deps.request, storage: deps.storage, assetBase: deps.assetBase })
    this.client = new ClientStore({ request: deps.request, isApprover: () => this.settings.IsApprover })
    this.searchCache = new SearchCacheStore({ clock: deps.clock ?? systemClock, storage: deps.storage, memberId: () => this.settings.MemberInfo.MemberId })
    this.offline = new OfflineStore({
      storage: deps.keptStorage ?? syncKeptStorage(deps.storage),
      memberKey: () => this.settings.identity.MemberId || 'guest',
      clock: deps.clock,
      openNetError: deps.openNetError,
    })
    this.outbox = new Outbox({
      storage: deps.keptStorage ?? syncKeptStorage(deps.storage),
      memberKey: () => this.settings.identity.MemberId || 'guest',
      createReqId: deps.createReqId ?? (() => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`),
      clock: deps.clock,
    })
    // Any sign-in (password, SMS, WeChat, DingTalk, SSO) forgets why the previous session ended.
    this.stopForgettingReason = reaction(() => this.settings.isLoggedIn, (isLoggedIn) => {
      if (isLoggedIn) this.ui.keepSessionEndReason('')
    })
  }

  private readonly stopForgettingReason: () => void

  /** Session end and logout: forget the member everywhere. */
  clearSession(): void {
    this.settings.clearSession()
    this.client.reset()
    this.offline.clear()
    this.outbox.reset()
  }

  dispose(): void {
    this.stopForgettingReason()
    this.settings.dispose()
    this.searchCache.dispose()
  }
}

export function createRootStore(deps: RootDeps): RootStore {
  return new RootStore(deps)
}
