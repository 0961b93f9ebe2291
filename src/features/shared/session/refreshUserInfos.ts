import type { GetLoginUserInfosData } from '@api/common'
import type { RootStore } from '@/stores/root'
import { dataOf } from '../api/requestFn'
import { applyUserInfos } from './applyUserInfos'

/**
 * Loads GetLoginUserInfos and stores it (settings and client flags). For a page opened directly or after a reload,
 * when a client flag it shows by (hasSubsidyPermission...) lives only in memory and no home or 我的 page has loaded it.
 * A failure leaves things as they were.
 */
export async function refreshUserInfos(root: Pick<RootStore, 'settings' | 'client' | 'request'>): Promise<boolean> {
  try {
    applyUserInfos(root, await dataOf(root.request<GetLoginUserInfosData>('common', 'api/Customer/GetLoginUserInfos', {})) as Record<string, unknown>)
    return true
  } catch {
    return false
  }
}
