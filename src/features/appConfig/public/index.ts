/** The enterprise's app configuration flags, one store per app run: `await appConfigOf(root).ensure()`, then `.config`. */
import type { RootStore } from '@/stores/root'
import { createAppConfigApi } from '../api/appConfigApi'
import { AppConfigStore } from '../stores/AppConfigStore'

export { APP_CONFIG_OFF } from '@domain/appConfig/appConfig'
export { AppConfigStore } from '../stores/AppConfigStore'

const stores = new WeakMap<RootStore, { memberId: string; store: AppConfigStore }>()

/** The flags of the logged-in member's enterprise (a new member or enterprise asks again). */
export function appConfigOf(root: RootStore): AppConfigStore {
  const memberId = root.settings.MemberInfo.MemberId
  let entry = stores.get(root)
  if (!entry) {
    entry = { memberId, store: new AppConfigStore(createAppConfigApi(root.request)) }
    stores.set(root, entry)
  } else if (entry.memberId !== memberId) {
    entry.memberId = memberId
    entry.store.reset()
  }
  return entry.store
}
