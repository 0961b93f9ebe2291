/**
 * What booking forms use for cost attribution (decision 0144):
 *
 *   openCostPicker(root, 'costCenter', 'hotel', { selectedId })   // 选择成本中心 (components/costCenterNew)
 *   openCostPicker(root, 'project', 'hotel', { selectedId })      // 选择项目 (components/order/checkProject)
 *   useCostPick(root, 'costCenter', 'hotel', (item) => store.setCostCenter(item))
 *
 * plus the cost-module check (costModuleFailure) and the budget line (budgetText) the form shows.
 */
import type { SpecRouteId } from '@/routes/types'
import type { RootStore } from '@/stores/root'
import { useShown } from '../../shared/hooks/useShown'
import { openRoute } from '../../shared/navigation'
import type { CostPickKind, CostPickRequest, PickedCostItem } from '../domain/picked'
import { costPickSessionOf } from '../stores/costPickSession'
import type { BookingChargeStore } from '../stores/BookingChargeStore'

export { COST_PICK_KINDS } from '../domain/picked'
export type { CostPickKind, CostPickRequest, PickedCostItem } from '../domain/picked'

export const COST_PICKER_ROUTES: Record<CostPickKind, SpecRouteId> = {
  costCenter: 'components/costCenterNew',
  project: 'components/order/checkProject',
  reason: 'product2.0/components/order/checkFinanceReason',
}

/** Opens the picker of `kind` for `purpose` (a key of the calling form), on its own route unless told (projectBelong). */
export function openCostPicker(root: RootStore, kind: CostPickKind, purpose: string, request: CostPickRequest, route: SpecRouteId = COST_PICKER_ROUTES[kind]): void {
  costPickSessionOf(root, kind).open(purpose, request)
  openRoute(route)
}

export function takeCostPick(root: RootStore, kind: CostPickKind, purpose: string): PickedCostItem | undefined {
  return costPickSessionOf(root, kind).take(purpose)
}

/** Calls `onPicked` when the page is shown again after the picker of `kind` answered for `purpose`. */
export function useCostPick(root: RootStore, kind: CostPickKind, purpose: string, onPicked: (item: PickedCostItem) => void): void {
  useShown(() => {
    const item = takeCostPick(root, kind, purpose)
    if (item) onPicked(item)
  })
}

export { createCostsApi } from '../api/costsApi'
export type { CostsApi } from '../api/costsApi'
export { costModuleFailure, emptyCostSelection } from '../domain/costModules'
export type { CostSelection } from '../domain/costModules'
export { budgetNotes } from '../domain/budgetText'
export type { BudgetNote } from '../domain/budgetText'
export { COST_MODULE_TOAST_MS } from '../domain/costModules'
export { costConfirmationText, needsCostConfirmation } from '../domain/costConfirmation'

export { BookingChargeStore } from '../stores/BookingChargeStore'
export type { BookingChargeDeps, ChargeFields, CostRow } from '../stores/BookingChargeStore'
export { CostAttribution, CostConfirmation } from '../components/CostAttribution'

/** Wires the shared pickers' answers for `purpose` into a form's charge; returns what the rows call to open a picker. */
export function useBookingCharge(root: RootStore, store: BookingChargeStore, purpose: string): (kind: 'costCenter' | 'project', selectedId: string) => void {
  useCostPick(root, 'costCenter', purpose, (item) => void store.setCostCenter(item))
  useCostPick(root, 'project', purpose, (item) => void store.setProject(item))
  return (kind, selectedId) => openCostPicker(root, kind, purpose, { selectedId })
}
