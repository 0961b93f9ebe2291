/** What other features may use of travel applications: the application picker and its result channel. */
import type { TravelApplySummary, UsableTravelApplyRequest } from '@api/travelApply'
import { pickChannel } from '../../shared/pickResult'
import { openRoute } from '../../shared/navigation'

export { createTravelApplyApi, type TravelApplyApi } from '../api/travelApplyApi'

/** The application picked on 选择申请单 (null: booked without one). */
export const travelApplyPick = pickChannel<TravelApplySummary | null>('travelApply')

/** Opens 选择申请单 for a booking; the choice comes back through `travelApplyPick`. */
export function openApplyBillPicker(want: UsableTravelApplyRequest & { selected?: string }): void {
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
