import type { RootStore } from '@/stores/root'
import type { HomeContext } from './chooseHome'

/**
 * The home-choice inputs from the stores. The agent platform is the platform info's agentPlatId, else
 * the stored platId; bonus points come from settings or the enterprise config.
 */
export function homeContextOf(root: Pick<RootStore, 'settings' | 'platform' | 'client'>): HomeContext {
  return {
    refId: root.settings.RefId,
    azgoTraceId: root.client.AzgoUserInfo?.AzgoTraceId ?? null,
    agentPlatId: root.platform.agentPlatId || root.settings.platId,
    isOpenBonusPoints: root.settings.isOpenBonusPoints || root.client.enterpriseConfigInfo.isOpenBonusPoints,
  }
}
