import { BUILD_TARGET, webLocation } from '@/core/platform/env'
import type { RootStore } from '@/stores/root'

/**
 * Platform info (brand, logo, service phone) for the member's agent platform: the PlatId their login or
 * enterprise switch answered, else the one already known; the enterprise id lets the server refine it.
 */
export function loadPlatformInfo(root: Pick<RootStore, 'settings' | 'platform'>): Promise<unknown> {
  const agentPlatId = root.settings.MemberInfo.PlatId || root.platform.agentPlatId || root.settings.platId
  return root.platform.load({
    agentPlatId: agentPlatId || undefined,
    clientType: BUILD_TARGET,
    hostUrl: webLocation().origin || undefined,
    enterpriseId: root.settings.MemberInfo.EnterpriseId || undefined,
  })
}
