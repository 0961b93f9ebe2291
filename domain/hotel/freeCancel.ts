import { addWireDays } from '../dates/wireDate'

/**
 * Free cancellation per rate (decision 0771): until 18:00 Asia/Shanghai on the arrival day (many OTA rates: "入住当天
 * 18:00前可免费取消") or on the day before. The supplier's rate plan says which; the order keeps the deadline.
 */
export const FREE_CANCEL_CUTOFF = '18:00'

/** Days before the arrival date the free cancellation ends: 0 on the arrival day, 1 the day before. */
export type FreeCancelDaysBefore = 0 | 1

/** The free-cancellation deadline of a stay: 18:00 Asia/Shanghai `daysBefore` days before arrival, whatever the host's zone. */
export function freeCancelDeadline(arrivalDate: string, daysBefore: FreeCancelDaysBefore): Date {
  return new Date(`${addWireDays(arrivalDate, -daysBefore)}T${FREE_CANCEL_CUTOFF}:00+08:00`)
}

/** A free-cancel rate sold at `soldAt` still cancels free (its deadline not yet past). */
export function isFreeCancelOpen(arrivalDate: string, daysBefore: FreeCancelDaysBefore, soldAt: Date): boolean {
  return soldAt.getTime() < freeCancelDeadline(arrivalDate, daysBefore).getTime()
}
