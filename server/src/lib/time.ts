const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000 // Asia/Shanghai has no daylight saving time

/** YYYY-MM-DD of an instant in Asia/Shanghai. */
export function shanghaiDate(at: Date = new Date()): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10)
}

/** ISO 8601 with the +08:00 offset: 2026-11-22T16:05:00+08:00. */
export function shanghaiIso(at: Date): string {
  return `${new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19)}+08:00`
}

/** A Shanghai wall-clock date and time as an instant. */
export function shanghaiInstant(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time}:00+08:00`)
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** A real calendar date (2026-02-30 is not) in a sensible range (1900-2199). */
export function isRealDate(value: string): boolean {
  if (!/^(19|20|21)\d{2}-\d{2}-\d{2}$/.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}
