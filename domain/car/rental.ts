/**
 * 日租/半日租 (decision 0740): a car with its driver for a package of hours and kilometres, as 滴滴企业版 and 首汽约车
 * sell it. The package price covers its hours and kilometres; past them the ride is charged per minute of
 * overtime and per kilometre of over-distance, by the car class. All money integer fen.
 */
import type { CarType } from './ride'

export const RENTAL_PACKAGES = [
  { code: 'half', name: '半日租', hours: 4, km: 50 },
  { code: 'day', name: '日租', hours: 8, km: 100 },
] as const

export type RentalPackageCode = (typeof RENTAL_PACKAGES)[number]['code']
export type RentalPackage = (typeof RENTAL_PACKAGES)[number]

/** Package prices and the charges past them, by car class (fen). */
export const RENTAL_PRICES: Readonly<Record<CarType, { half: number; day: number; overtimeFenPerMinute: number; overKmFen: number }>> = {
  1: { half: 29_800, day: 49_800, overtimeFenPerMinute: 80, overKmFen: 250 },
  2: { half: 39_800, day: 66_800, overtimeFenPerMinute: 110, overKmFen: 350 },
  3: { half: 59_800, day: 99_800, overtimeFenPerMinute: 160, overKmFen: 500 },
}

export const rentalPackageOf = (code: string): RentalPackage | undefined => RENTAL_PACKAGES.find((p) => p.code === code)

/** The package's price for a class. */
export function rentalPackageFen(carType: CarType, code: RentalPackageCode): number {
  return RENTAL_PRICES[carType][code]
}

/** What a package includes and costs past it: 4小时50公里 · 超时¥0.8/分钟 · 超里程¥2.5/公里. */
export function rentalPackageText(carType: CarType, code: RentalPackageCode): string {
  const pkg = RENTAL_PACKAGES.find((p) => p.code === code)
  if (!pkg) return ''
  const price = RENTAL_PRICES[carType]
  const yuan = (fen: number) => String(fen / 100)
  return `${pkg.hours}小时${pkg.km}公里 · 超时¥${yuan(price.overtimeFenPerMinute)}/分钟 · 超里程¥${yuan(price.overKmFen)}/公里`
}

export type RentalSettlement = {
  packageFen: number
  /** Whole minutes past the package's hours (a started minute counts). */
  overtimeMinutes: number
  overtimeFen: number
  /** Whole kilometres past the package's distance (a started kilometre counts). */
  overKm: number
  overKmFen: number
  totalFen: number
}

/** The fare of a finished rental: the package, plus overtime per started minute and over-distance per started kilometre. */
export function settleRental(carType: CarType, code: RentalPackageCode, usedMinutes: number, usedMetres: number): RentalSettlement {
  const pkg = RENTAL_PACKAGES.find((p) => p.code === code)
  if (!pkg) throw new Error(`unknown rental package ${code}`)
  const price = RENTAL_PRICES[carType]
  const packageFen = price[code]
  const overtimeMinutes = Math.max(0, Math.ceil(usedMinutes - pkg.hours * 60))
  const overKm = Math.max(0, Math.ceil((usedMetres - pkg.km * 1000) / 1000))
  const overtimeFen = overtimeMinutes * price.overtimeFenPerMinute
  const overKmFen = overKm * price.overKmFen
  return { packageFen, overtimeMinutes, overtimeFen, overKm, overKmFen, totalFen: packageFen + overtimeFen + overKmFen }
}
