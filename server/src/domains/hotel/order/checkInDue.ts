import { addDays, shanghaiInstant } from '../../../lib/time'
import { LATE_NIGHT_UNTIL_HOUR } from '@domain/hotel/stay'

export type StayForCheckIn = {
  /** YYYY-MM-DD, Shanghai. */
  arrivalDate: string
  /** The hotel's check-in time, HH:mm (Shanghai wall clock). */
  checkInTime: string
  /** When the order was booked. */
  bookedAt: Date
}

/**
 * When the system may take a confirmed stay as checked in (there is no hotel feed): at the hotel's
 * check-in time on the arrival date, Asia/Shanghai. A stay booked on its arrival day (at 13:59 as at 15:10) is
 * taken as checked in only when that day is over, so it never turns 已入住 minutes after payment and stays
 * cancellable by its terms on the day it was booked. A 凌晨入住 stay (booked after its arrival date, before 06:00,
 * decision 0771) is taken as checked in at 06:00, when the late-night sale ends.
 */
export function checkInDueAt(stay: StayForCheckIn): Date {
  const time = /^\d{2}:\d{2}$/.test(stay.checkInTime) ? stay.checkInTime : '14:00'
  if (stay.bookedAt.getTime() < shanghaiInstant(stay.arrivalDate).getTime()) return shanghaiInstant(stay.arrivalDate, time)
  const dayAfter = addDays(stay.arrivalDate, 1)
  if (stay.bookedAt.getTime() < shanghaiInstant(dayAfter).getTime()) return shanghaiInstant(dayAfter)
  return shanghaiInstant(dayAfter, `${String(LATE_NIGHT_UNTIL_HOUR).padStart(2, '0')}:00`)
}

export const isCheckInDue = (stay: StayForCheckIn, now: Date): boolean => checkInDueAt(stay).getTime() <= now.getTime()
