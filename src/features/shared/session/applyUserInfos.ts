import type { RootStore } from '@/stores/root'

/** Client-state flags that GetLoginUserInfos carries besides the stored settings. */
const CLIENT_FLAGS = ['isDossenSale', 'isDossenOnwer', 'hasSubsidyPermission'] as const

/** Stores a GetLoginUserInfos answer: the settings fields, and the client flags (dossen sales mode...). */
export function applyUserInfos(root: Pick<RootStore, 'settings' | 'client'>, data: Record<string, unknown>): void {
  root.settings.applyUserInfos(data)
  const patch: Partial<Record<(typeof CLIENT_FLAGS)[number], boolean>> = {}
  for (const flag of CLIENT_FLAGS) if (typeof data[flag] === 'boolean') patch[flag] = data[flag] as boolean
  if (Object.keys(patch).length > 0) root.client.update(patch)
}
