import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import timezone from 'dayjs/plugin/timezone'
import { weekdayOfWire } from '@/core/format'

dayjs.extend(utc)
dayjs.extend(timezone)

const TZ = 'Asia/Shanghai'
/** Scheduled rides: slots every 30 minutes from at least 30 minutes ahead, for 2 days (decision 0194). */
export const SLOT_MINUTES = 30
export const SLOT_COUNT = 96

export type UseTimeSlot = { timeVal: string; timeValFormat: string }

/** The departure slots a scheduled ride offers at `now`, as Shanghai instants with their labels. */
export function departureSlots(now: Date): UseTimeSlot[] {
  const start = dayjs(now).tz(TZ).add(SLOT_MINUTES, 'minute')
  const first = start.minute(Math.ceil(start.minute() / SLOT_MINUTES) * SLOT_MINUTES).second(0).millisecond(0)
  const today = dayjs(now).tz(TZ).format('YYYY-MM-DD')
  return Array.from({ length: SLOT_COUNT }, (_, i) => {
    const at = first.add(i * SLOT_MINUTES, 'minute')
    const day = at.format('YYYY-MM-DD')
    const dayLabel = day === today ? '今天' : day === dayjs(now).tz(TZ).add(1, 'day').format('YYYY-MM-DD') ? '明天' : at.format('M月D日')
    return { timeVal: at.format('YYYY-MM-DDTHH:mm:ssZ'), timeValFormat: `${dayLabel} ${at.format('HH:mm')}` }
  })
}

/** A booked ride's pick-up time on its order: 12月2日 周三 09:30 (Shanghai). */
export function bookedTimeText(instant: string): string {
  const at = dayjs(instant).tz(TZ)
  return `${at.format('M月D日')} ${weekdayOfWire(at.format('YYYY-MM-DD'))} ${at.format('HH:mm')}`
}
