import dayjs from 'dayjs'
import type { ConfigType, Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc'
import 'dayjs/locale/zh-cn'
import { addWireDays, wireDaysBetween } from '@domain/dates/wireDate'

dayjs.extend(utc)
dayjs.locale('zh-cn')

/** Asia/Shanghai has been UTC+8 all year since 1991: a fixed offset is exact for the app's dates. */
export const SHANGHAI_OFFSET_MINUTES = 480

export const WIRE_DATE_FORMAT = 'YYYY-MM-DD'

/** The instant seen on a Shanghai clock (now when no input). */
export function shanghai(input?: ConfigType): Dayjs {
  return dayjs(input).utcOffset(SHANGHAI_OFFSET_MINUTES)
}

export function formatShanghai(input: ConfigType, format = 'YYYY-MM-DD HH:mm'): string {
  return shanghai(input).format(format)
}

/** The Shanghai calendar date of an instant, as sent on the wire. */
export function toWireDate(input?: ConfigType): string {
  return shanghai(input).format(WIRE_DATE_FORMAT)
}

export function todayWire(now: number = Date.now()): string {
  return toWireDate(now)
}

/** A real calendar date written YYYY-MM-DD. */
export function isWireDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  return dayjs.utc(text).format(WIRE_DATE_FORMAT) === text
}

/** Shanghai midnight of a wire date; null when it is not one. */
export function parseWireDate(text: string): Dayjs | null {
  if (!isWireDate(text)) return null
  return dayjs(`${text}T00:00:00+08:00`).utcOffset(SHANGHAI_OFFSET_MINUTES)
}

/** Calendar arithmetic on wire dates (time-zone free): the one copy in domain/dates/wireDate.ts. */
export function addDaysWire(date: string, days: number): string {
  return addWireDays(date, days)
}

/** Whole days from `from` to `to` (nights of a hotel stay). */
export function diffDaysWire(to: string, from: string): number {
  return wireDaysBetween(from, to)
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const

export function weekdayOfWire(date: string): string {
  return WEEKDAYS[dayjs.utc(date).day()]
}
