/**
 * Transfer (中转) connection rules, shared by the server's transfer search and the app: the second train leaves at
 * least 20 minutes after the first arrives at the same station, at least 60 minutes when the transfer changes
 * stations within the city, and at most 6 hours after (decision 0163).
 */

export const MIN_SAME_STATION_MINUTES = 20
export const MIN_OTHER_STATION_MINUTES = 60
export const MAX_WAIT_MINUTES = 6 * 60

export type Connection = { arriveMinute: number; arriveStation: string; departMinute: number; departStation: string }

/** Minutes between the first train's arrival and the second's departure when the connection is allowed, else null. */
export function connectionWait(c: Connection): number | null {
  const wait = c.departMinute - c.arriveMinute
  const min = c.arriveStation === c.departStation ? MIN_SAME_STATION_MINUTES : MIN_OTHER_STATION_MINUTES
  return wait >= min && wait <= MAX_WAIT_MINUTES ? wait : null
}

export function waitText(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return h > 0 ? `${h}小时${m > 0 ? `${m}分` : ''}` : `${m}分钟`
}
