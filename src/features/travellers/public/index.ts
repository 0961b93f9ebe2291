/**
 * What booking forms use to choose travellers (the booker, colleagues from the department tree, frequent
 * passengers):
 *
 *   openTravellerPicker(root, 'hotel', { selected, max: 4, includePassengers: true })
 *   useTravellerPick(root, 'hotel', (travellers) => store.setTravellers(travellers))
 *   <TravellerList travellers={store.travellers} onRemove={...} onAdd={...} />
 *
 * travellerMemberIds(list) gives the member ids the travel policy needs (each colleague travels on their
 * own standard). Decision 0141.
 */
import type { RootStore } from '@/stores/root'
import { openRoute } from '../../shared/navigation'
import { useShown } from '../../shared/hooks/useShown'
import { TRAVELLER_KINDS, type PickedTraveller, type TravellerPickRequest } from '../domain/picked'
import { travellerPickSessionOf } from '../stores/travellerPickSession'
import { todayWire } from '@/core/format'
import { createTravellersApi } from '../api/travellersApi'
import { SavedDocumentsStore } from '../stores/SavedDocumentsStore'

export { TravellerList } from '../components/TravellerList'
export { toggleTraveller, travellerKey, travellerMemberIds, TRAVELLER_KINDS } from '../domain/picked'
export type { PickedTraveller, TravellerKind, TravellerPickRequest } from '../domain/picked'
export { DOCUMENTS_FOR, type SavedDocument } from '../domain/savedDocument'
export { SavedDocumentsStore, type SavedDocuments } from '../stores/SavedDocumentsStore'

/** The saved travellers' documents for one booking form (call `load()` when the form opens). Decision 0720. */
export function createSavedDocuments(root: RootStore): SavedDocumentsStore {
  return new SavedDocumentsStore(createTravellersApi(root.request), todayWire())
}

export const TRAVELLER_PICKER_ROUTE = 'common2.0/selectEmployees' as const

/** Opens 选择员工 for `purpose` (a key of the calling form, e.g. 'hotel'). */
export function openTravellerPicker(root: RootStore, purpose: string, request: TravellerPickRequest): void {
  travellerPickSessionOf(root).open(purpose, request)
  openRoute(TRAVELLER_PICKER_ROUTE)
}

/** The travellers chosen for `purpose`, once, after the picker closed with 确定; undefined otherwise. */
export function takeTravellerPick(root: RootStore, purpose: string): PickedTraveller[] | undefined {
  return travellerPickSessionOf(root).take(purpose)
}

/** Calls `onPicked` when the page is shown again after the picker answered for `purpose`. */
export function useTravellerPick(root: RootStore, purpose: string, onPicked: (travellers: PickedTraveller[]) => void): void {
  useShown(() => {
    const picked = takeTravellerPick(root, purpose)
    if (picked) onPicked(picked)
  })
}

/** The logged-in member as a traveller (the default of every booking form). */
export function selfTraveller(root: RootStore): PickedTraveller {
  const member = root.settings.MemberInfo
  return {
    kind: TRAVELLER_KINDS.self,
    memberId: member.MemberId,
    passengerId: '',
    name: member.CustomerName || member.MemberName,
    phone: root.settings.phone,
    departmentName: '',
  }
}
