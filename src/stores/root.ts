import { ClientStore } from './ClientStore'
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
}

/** The cross-cutting stores; feature stores are created by the pages that need them. */
export class RootStore {
  readonly settings: SettingsStore
  readonly platform: PlatformStore
  readonly client: ClientStore
  readonly searchCache: SearchCacheStore
  readonly ui: UiStore
  readonly request: RequestFn

  constructor(deps: RootDeps) {
    this.request = deps.request
    this.settings = new SettingsStore({ storage: deps.storage, device: deps.device })
    this.ui = new UiStore({ toast: deps.toast ?? (() => undefined) })
    this.platform = new PlatformStore({ request: deps.request, storage: deps.storage, assetBase: deps.assetBase })
    this.client = new ClientStore({ request: deps.request, isApprover: () => this.settings.IsApprover })
    this.searchCache = new SearchCacheStore({ clock: deps.clock ?? systemClock, storage: deps.storage })
  }

  /** Session end and logout: forget the member everywhere. */
  clearSession(): void {
    this.settings.clearSession()
    this.client.reset()
  }

  dispose(): void {
    this.settings.dispose()
    this.searchCache.dispose()
  }
}

export function createRootStore(deps: RootDeps): RootStore {
  return new RootStore(deps)
}
