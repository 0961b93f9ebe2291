import type { RootStore } from '@/stores/root'
import { applyUserInfos } from '../../shared/session/applyUserInfos'
import { loadPlatformInfo } from '../../shared/session/loadPlatformInfo'
import type { LoginSession } from './LoginStore'

export function loginSessionOf(root: RootStore): LoginSession {
  return {
    applyLogin: (data) => root.settings.applyLogin(data),
    applyUserInfos: (data) => applyUserInfos(root, data),
    clearSession: () => root.clearSession(),
    loadPlatformInfo: () => loadPlatformInfo(root),
    refreshBadges: () => root.client.refreshBadges(),
  }
}
