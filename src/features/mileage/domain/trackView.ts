import type { MileagePoint } from '@api/mileage'
import { trackDistanceMetres } from '@domain/mileage/track'
import { fenToPrice } from '@domain/money/money'

/** The distance of a track as the wire carries it. */
export const metresOf = (track: readonly MileagePoint[]) => trackDistanceMetres(track.map((p) => ({ lon: p.Lon, lat: p.Lat, at: p.At })))

/** 'HH:mm:ss' of a running trip from its start (ms) to now (ms). */
export function elapsedText(fromMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.floor((nowMs - fromMs) / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`
}

/** The allowance rule in one line: '¥0.80/公里'. */
export const rateText = (perKmFen: number) => `${fenToPrice(perKmFen)}/公里`
