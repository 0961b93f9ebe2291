/**
 * Wall clocks of places by IANA zone name ('Europe/London'), daylight saving included (decision 0620), from the
 * runtime's own tz database (Intl): the app and the server use these. Wall clocks are written 'YYYY-MM-DD HH:mm'.
 */

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000
const formats = new Map<string, Intl.DateTimeFormat>()

function formatOf(tz: string): Intl.DateTimeFormat {
  let format = formats.get(tz)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    formats.set(tz, format)
  }
  return format
}

/** The wall clock of `tz` read as if it were UTC, in ms (whole minutes). */
function wallMs(atMs: number, tz: string): number {
  const parts: Record<string, string> = {}
  for (const p of formatOf(tz).formatToParts(new Date(atMs))) parts[p.type] = p.value
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute))
}

/** How far `tz` is ahead of UTC at an instant, in ms. */
const offsetMs = (atMs: number, tz: string) => wallMs(atMs - (atMs % MINUTE_MS), tz) - (atMs - (atMs % MINUTE_MS))

/** 'YYYY-MM-DD HH:mm' on the wall clock of `tz` at `at`. */
export function zonedWallClock(at: Date, tz: string): string {
  return new Date(wallMs(at.getTime(), tz)).toISOString().slice(0, 16).replace('T', ' ')
}

/**
 * The instant at which the wall clock of `tz` reads `minutes` after midnight of `date` ('YYYY-MM-DD'; minutes
 * past 24:00 run into the next days). A time skipped when clocks go forward is read with the offset before the
 * change (it lands as much later); a time that occurs twice when clocks go back is its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, tz: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS
  const before = offsetMs(wall - DAY_MS, tz)
  const after = offsetMs(wall + DAY_MS, tz)
  const fits = [wall - Math.max(before, after), wall - Math.min(before, after)].filter((at) => wallMs(at, tz) === wall)
  return new Date(fits.length > 0 ? fits[0] : wall - before)
}
