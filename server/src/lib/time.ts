import { addWireDays, isRealWireDate, shanghaiWireDate } from '@domain/dates/wireDate'

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000 // Asia/Shanghai has no daylight saving time

/** YYYY-MM-DD of an instant in Asia/Shanghai (domain/dates/wireDate.ts, shared with the app). */
export function shanghaiDate(at: Date = new Date()): string {
  return shanghaiWireDate(at)
}

/** ISO 8601 with the +08:00 offset: 2026-11-22T16:05:00+08:00. */
export function shanghaiIso(at: Date): string {
  return `${new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19)}+08:00`
}

/** A Shanghai wall-clock date and time as an instant. */
export function shanghaiInstant(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time}:00+08:00`)
}

/** Calendar arithmetic on wire dates: the one copy in domain/dates/wireDate.ts. */
export const addDays = addWireDays

/** A real calendar date (2026-02-30 is not) in a sensible range (1900-2199): domain/dates/wireDate.ts. */
export const isRealDate = (value: string): boolean => isRealWireDate(value)
