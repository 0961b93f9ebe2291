/**
 * Private-car mileage (私车公用): the distance driven from a sampled track, and the allowance it earns.
 * Positions are GCJ-02; the GPS jitter of a car standing still and single wild fixes must not count.
 */
import { haversineMetres, type LonLat } from '../car/geo'

/** One sampled position; `at` in epoch milliseconds. */
export type TrackPoint = LonLat & { at: number }

/** Moves shorter than this from the last counted position are jitter, not driving. */
export const JITTER_M = 15
/** A leg faster than this (km/h) is a wild fix: the point is dropped. */
export const MAX_SPEED_KMH = 180

/** Metres driven along the track (points in time order): jitter and impossible jumps left out. */
export function trackDistanceMetres(points: readonly TrackPoint[]): number {
  let total = 0
  let last: TrackPoint | null = null
  for (const point of points) {
    if (!last) {
      last = point
      continue
    }
    const metres = haversineMetres(last, point)
    if (metres < JITTER_M) continue
    const hours = Math.max(point.at - last.at, 1) / 3_600_000
    if (metres / 1000 / hours > MAX_SPEED_KMH) continue
    total += metres
    last = point
  }
  return Math.round(total)
}

/** The allowance for a distance at the enterprise's rate, fen (rounded to the fen). */
export function allowanceFen(metres: number, perKmFen: number): number {
  return Math.round((Math.max(0, metres) * Math.max(0, perKmFen)) / 1000)
}

/** '12.3公里' / '850米'. */
export const distanceText = (metres: number) => (metres >= 1000 ? `${(metres / 1000).toFixed(1)}公里` : `${metres}米`)
