import { addWireDays } from '../dates/wireDate'

/**
 * 12306's presale window (预售期): today and the 14 days after, 15 days in all (decision 0160). The one copy of the
 * window: the server's searches and bookings, the app's date pickers and the traffic search use it.
 */
export const PRESALE_DAYS = 14

/** The last date on sale today. */
export const lastPresaleDate = (today: string): string => addWireDays(today, PRESALE_DAYS)

/** Why a travel date cannot be booked today, in Chinese; '' when it can. */
export function presaleDateError(date: string, today: string): string {
  if (date < today) return '出发日期不能早于今天'
  if (date > lastPresaleDate(today)) return `仅可预订${PRESALE_DAYS + 1}天内的车票`
  return ''
}
