import type { RootStore } from '@/stores/root'
import { sessionsPer, type PickSession } from '../../shared/stores/PickSession'
import type { CostPickKind, CostPickRequest, PickedCostItem } from '../domain/picked'

const sessions: Record<CostPickKind, (root: RootStore) => PickSession<CostPickRequest, PickedCostItem>> = {
  costCenter: sessionsPer(),
  project: sessionsPer(),
  reason: sessionsPer(),
}

/** The round trip of one kind of cost picker in this app run. */
export function costPickSessionOf(root: RootStore, kind: CostPickKind): PickSession<CostPickRequest, PickedCostItem> {
  return sessions[kind](root)
}
