import type { RootStore } from '@/stores/root'
import { applyUserInfos } from '../../shared/session/applyUserInfos'
import type { HomeSession } from './HomeStore'

export function homeSessionOf(root: RootStore): HomeSession {
  return {
    applyUserInfos: (data) => applyUserInfos(root, data),
    refreshBadges: () => root.client.refreshBadges(),
    setBanners: (banners) => root.client.update({ homepageBanners: banners }),
    toast: (message) => root.ui.toast(message),
  }
}
