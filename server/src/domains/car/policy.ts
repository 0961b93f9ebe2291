import type { Queryable } from '../../db/types'
import type { Member } from '../../lib/caller'
import { carVerdict, type CarLevel, type CarOption, type CarUseType } from '@domain/policy/car'
import { CAR_CLASSES } from '@domain/car/ride'
import { standardFor } from '../policy/public'

const LEVEL_OF: Record<number, CarLevel> = { 1: 'economy', 2: 'comfort', 3: 'business' }
/** The app's use types on the standard's: immediate, scheduled and daily rental are daily rides. */
const USE_OF: Record<number, CarUseType> = { 1: 'daily', 2: 'daily', 3: 'airport', 4: 'airport', 5: 'station', 6: 'daily' }

const shanghaiClock = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(11, 16)

/** The car standard's verdict for a class of a ride (`fareOf`: each class's estimate, a rental's package price), with the cheapest compliant class (decision 0192). */
export async function carPolicy(db: Queryable, member: Member, ride: { useType: number; carType: number; cityName: string; departAt: Date; fareOf: (carType: 1 | 2 | 3) => number }) {
  const applied = await standardFor(db, member, 'car')
  const option = (carType: number): CarOption & { carType: number } => ({
    carType, useType: USE_OF[ride.useType] ?? 'daily', level: LEVEL_OF[carType] ?? 'economy', cityName: ride.cityName,
    departAt: shanghaiClock(ride.departAt), estimateFen: ride.fareOf(carType as 1 | 2 | 3),
  })
  const options = CAR_CLASSES.map((c) => option(c.carType))
  return carVerdict(option(ride.carType), { grade: applied.grade, standard: applied.standard }, options)
}
