import { addWireDays, isRealWireDate, shanghaiWireDate, wireDaysBetween } from '../dates/wireDate'

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
 * 凌晨入住 (decision 0771): until 06:00 Asia/Shanghai the night that began the evening before is still on sale, as
 * Chinese OTAs sell it ("凌晨入住", "今日凌晨" until about 06:00): a stay may arrive on the previous date.
 */
export const LATE_NIGHT_UNTIL_HOUR = 6

/** The first arrival date on sale at `now`: the previous date before 06:00 Shanghai time, else today. */
export function firstArrivalDate(now: Date): string {
  const today = shanghaiWireDate(now)
  const shanghaiHour = new Date(now.getTime() + 8 * 3_600_000).getUTCHours()
  return shanghaiHour < LATE_NIGHT_UNTIL_HOUR ? addWireDays(today, -1) : today
}

/** A stay arriving on the previous date, booked in the small hours (凌晨入住). */
export function isLateNightStay(arrivalDate: string, now: Date): boolean {
  return arrivalDate < shanghaiWireDate(now) && arrivalDate >= firstArrivalDate(now)
}

/**
 * Why a stay cannot be searched or booked (Chinese, shown as is by the app and answered by the server), or null.
 * `today` is the Shanghai date; `hotelAdvanceDay` 0 means not set; `firstArrival` is `firstArrivalDate(now)` (凌晨入住).
 */
export function stayError(arrivalDate: string, departureDate: string, today: string, hotelAdvanceDay: number, firstArrival: string = today): string | null {
  if (!isRealWireDate(arrivalDate)) return '请选择入住日期'
  if (!isRealWireDate(departureDate)) return '请选择离店日期'
  if (arrivalDate < firstArrival) return firstArrival < today ? `凌晨6点前最早可预订${firstArrival}入住` : '入住日期不能早于今天'
  if (arrivalDate > lastArrivalDate(today, hotelAdvanceDay)) return `仅支持预订${advanceDaysOf(hotelAdvanceDay)}天内入住的酒店`
  const nights = wireDaysBetween(arrivalDate, departureDate)
  if (nights <= 0) return '离店日期须晚于入住日期'
  if (nights > MAX_NIGHTS) return `最多可连续入住${MAX_NIGHTS}晚`
  return null
}
