import { addDays, isRealDate } from '../../lib/time'

export const MAX_NIGHTS = 30
/** How far ahead a stay may start when the enterprise sets no HotelAdvanceDay. */
export const DEFAULT_ADVANCE_DAYS = 365

/** Why a stay cannot be searched or booked (Chinese), or null. `advanceDays` 0 means not set. */
export function stayError(arrivalDate: string, departureDate: string, today: string, advanceDays: number): string | null {
  if (!isRealDate(arrivalDate)) return '入住日期不正确'
  if (!isRealDate(departureDate)) return '离店日期不正确'
  if (arrivalDate < today) return '入住日期不能早于今天'
  const lastArrival = addDays(today, advanceDays > 0 ? advanceDays : DEFAULT_ADVANCE_DAYS)
  if (arrivalDate > lastArrival) return advanceDays > 0 ? `仅可预订${advanceDays}天内入住的酒店` : `仅可预订${DEFAULT_ADVANCE_DAYS}天内入住的酒店`
  if (departureDate <= arrivalDate) return '离店日期须晚于入住日期'
  if (departureDate > addDays(arrivalDate, MAX_NIGHTS)) return `单次预订最多${MAX_NIGHTS}晚`
  return null
}
