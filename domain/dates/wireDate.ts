/** Wire dates ('YYYY-MM-DD', calendar days in Asia/Shanghai) without a date library: both the app and the server use these. */

const DAY_MS = 86_400_000
/** Asia/Shanghai has been UTC+8 all year since 1991: a fixed offset is exact for the app's dates. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000
const WIRE_DATE = /^(19|20|21)\d{2}-\d{2}-\d{2}$/

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS

/** A real calendar date (2026-02-30 is not) between 1900 and 2199. */
export function isRealWireDate(value: unknown): value is string {
  if (typeof value !== 'string' || !WIRE_DATE.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

/**
 * `date` moved by `days`; '' when `date` is not a date (a page opened without its date parameter shows an empty
 * date instead of failing: Date.toISOString throws on an invalid time).
 */
export function addWireDays(date: string, days: number): string {
  const day = dayNumber(date)
  if (!Number.isFinite(day)) return ''
  return new Date((day + days) * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function wireDaysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from))
}

/** The Asia/Shanghai calendar date of an instant. */
export function shanghaiWireDate(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10)
}
