import type { RootStore } from '@/stores/root'
import { applyUserInfos } from '../../shared/session/applyUserInfos'
import { loadPlatformInfo } from '../../shared/session/loadPlatformInfo'
import type { EnterpriseSession } from './ChangeEnterpriseStore'

export function enterpriseSessionOf(root: RootStore): EnterpriseSession {
  return {
    currentEnterpriseId: () => root.settings.MemberInfo.EnterpriseId,
    applyLogin: (session) => root.settings.applyLogin(session),
    applyUserInfos: (data) => applyUserInfos(root, data),
    loadPlatformInfo: () => loadPlatformInfo(root),
  }
}
