import type { TrainItem } from '@api/train'

/** 抢票 limits (the server's, decision 0220): trains, seat classes and dates one task may wait for. */
export const GRAB_LIMITS = { trains: 5, seats: 3, dates: 3 } as const

/** Adds or removes `value`; adding beyond `max` keeps the list as it was (the caller explains why). */
export function toggleLimited<T>(list: readonly T[], value: T, max: number): T[] {
  if (list.includes(value)) return list.filter((x) => x !== value)
  return list.length >= max ? [...list] : [...list, value]
}

/** The seat classes the chosen trains sell, in the order they first appear (codes with names). */
export function seatClassesOf(trains: readonly TrainItem[]): { code: string; name: string }[] {
  const seen = new Map<string, string>()
  for (const train of trains) for (const seat of train.Seats) if (!seen.has(seat.SeatCode)) seen.set(seat.SeatCode, seat.SeatName)
  return [...seen].map(([code, name]) => ({ code, name }))
}

/** The instant a train leaves on a date (Asia/Shanghai), in ms. */
export function departureMs(date: string, time: string): number {
  return new Date(`${date}T${time}:00+08:00`).getTime()
}

export type DeadlineOption = { key: string; label: string; at: number }

const HOUR = 3600_000
/**
 * Deadlines one can pick: in 1, 6 and 24 hours, and 30 minutes before the last chosen train leaves (12306 stops
 * selling then). Options later than that last moment are left out; none when it has passed.
 */
export function deadlineOptions(now: number, lastDepartureMs: number): DeadlineOption[] {
  const latest = lastDepartureMs - 30 * 60_000
  if (latest <= now) return []
  const fixed = [
    { key: '1h', label: '1小时后', at: now + HOUR },
    { key: '6h', label: '6小时后', at: now + 6 * HOUR },
    { key: '24h', label: '24小时后', at: now + 24 * HOUR },
  ].filter((option) => option.at < latest)
  return [...fixed, { key: 'latest', label: '开车前30分钟', at: latest }]
}
