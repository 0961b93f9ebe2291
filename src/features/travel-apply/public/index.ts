/** What other features may use of travel applications: the application picker and its result channel. */
import type { TravelApplySummary, UsableTravelApplyRequest } from '@api/travelApply'
import { sessionsPer } from '../../shared/stores/PickSession'
import { openRoute } from '../../shared/navigation'

export { createTravelApplyApi, type TravelApplyApi } from '../api/travelApplyApi'
export { BookingApplyStore, type BookingApplyDeps } from '../stores/BookingApplyStore'

export type ApplyBillRequest = UsableTravelApplyRequest & { selected?: string }

/** One 选择申请单 round trip per app root; the answer is the application picked (null: booked without one). */
export const applyBillSession = sessionsPer<ApplyBillRequest, TravelApplySummary | null>()

/** Opens 选择申请单 for a booking form (`purpose`); take the choice with applyBillSession(root).take(purpose). */
export function openApplyBillPicker(root: object, purpose: string, want: ApplyBillRequest): void {
  applyBillSession(root).open(purpose, want)
  openRoute('components/applyBill', {
    ...(want.Product ? { product: want.Product } : {}),
    ...(want.CityName ? { cityName: want.CityName } : {}),
    ...(want.StartDate ? { startDate: want.StartDate } : {}),
    ...(want.EndDate ? { endDate: want.EndDate } : {}),
    ...(want.selected ? { selected: want.selected } : {}),
  })
}

/** '上海 12-10 至 12-12 · 拜访客户' */
export function travelApplyLine(item: Pick<TravelApplySummary, 'Cities' | 'StartDate' | 'EndDate' | 'Reason'>): string {
  return `${item.Cities.join('、')} ${item.StartDate.slice(5)} 至 ${item.EndDate.slice(5)} · ${item.Reason}`
}

/** The approver's 出差申请 to-do entry for the 审批 screen. */
export { default as PendingApplicationsLink } from '../components/PendingApplicationsLink'

/** 选择出差城市 (bill/travelCity) for any form. */
export { openTravelCityPicker, travelCitySession, useTravelCityPick, type TravelCityRequest } from './travelCity'
