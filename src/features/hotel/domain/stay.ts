import { diffDaysWire } from '@/core/format'

/** Nights between two wire dates (0 when departure is not after arrival). */
export function nightsOf(arrivalDate: string, departureDate: string): number {
  return Math.max(0, diffDaysWire(departureDate, arrivalDate))
}

/** Total of a stay in fen: every night's price times the room count. */
export function stayTotalFen(nightlyPricesFen: readonly number[], roomCount: number): number {
  const perRoom = nightlyPricesFen.reduce((sum, price) => sum + Math.round(price), 0)
  return perRoom * Math.max(0, Math.floor(roomCount))
}

/** Average nightly price rounded to the fen (what the standard is checked against). */
export function averageNightlyFen(nightlyPricesFen: readonly number[]): number {
  if (nightlyPricesFen.length === 0) return 0
  return Math.round(nightlyPricesFen.reduce((sum, price) => sum + price, 0) / nightlyPricesFen.length)
}
