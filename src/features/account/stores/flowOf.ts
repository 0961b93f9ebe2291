import type { RootStore } from '@/stores/root'
import { createCredentialsApi } from '../api/credentialsApi'
import { SmsFlowStore, type FlowScene } from './SmsFlowStore'

const flows = new WeakMap<RootStore, Map<FlowScene, SmsFlowStore>>()

/** The one flow of a scene for the app's root: the three pages of registration (or reset) share it. */
export function flowOf(root: RootStore, scene: FlowScene): SmsFlowStore {
  const byScene = flows.get(root) ?? new Map<FlowScene, SmsFlowStore>()
  flows.set(root, byScene)
  const found = byScene.get(scene)
  if (found) return found
  const created = new SmsFlowStore(scene, createCredentialsApi(root.request))
  byScene.set(scene, created)
  return created
}

/** Ends a finished flow, so that the next registration or reset starts empty. */
export function endFlow(root: RootStore, scene: FlowScene): void {
  flows.get(root)?.get(scene)?.dispose()
  flows.get(root)?.delete(scene)
}
