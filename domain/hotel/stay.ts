import { addWireDays, isRealWireDate, wireDaysBetween } from '../dates/wireDate'

/** The longest stay one booking may cover. */
export const MAX_NIGHTS = 30
/** How far ahead a stay may start when the enterprise sets no HotelAdvanceDay: a year, the supplier's horizon. */
export const DEFAULT_ADVANCE_DAYS = 365

/** Days ahead an arrival may be: the enterprise's HotelAdvanceDay, or the default when it is 0 (not set). */
export function advanceDaysOf(hotelAdvanceDay: number): number {
  return hotelAdvanceDay > 0 ? hotelAdvanceDay : DEFAULT_ADVANCE_DAYS
}

/** The last arrival date allowed: today + advance days. */
export function lastArrivalDate(today: string, hotelAdvanceDay: number): string {
  return addWireDays(today, advanceDaysOf(hotelAdvanceDay))
}

/**
 * Why a stay cannot be searched or booked (Chinese, shown as is by the app and answered by the server), or null.
 * `today` is the Shanghai date; `hotelAdvanceDay` 0 means not set.
 */
export function stayError(arrivalDate: string, departureDate: string, today: string, hotelAdvanceDay: number): string | null {
  if (!isRealWireDate(arrivalDate)) return '请选择入住日期'
  if (!isRealWireDate(departureDate)) return '请选择离店日期'
  if (arrivalDate < today) return '入住日期不能早于今天'
  if (arrivalDate > lastArrivalDate(today, hotelAdvanceDay)) return `仅支持预订${advanceDaysOf(hotelAdvanceDay)}天内入住的酒店`
  const nights = wireDaysBetween(arrivalDate, departureDate)
  if (nights <= 0) return '离店日期须晚于入住日期'
  if (nights > MAX_NIGHTS) return `最多可连续入住${MAX_NIGHTS}晚`
  return null
}
