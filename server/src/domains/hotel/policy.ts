import type { Queryable } from '../../db/types'
import type { HotelStandardContext } from '../../../../types/api/hotel'
import { standardFor, type AppliedStandard, type StandardSubject } from '../policy/public'
import { hotelVerdict, type HotelVerdict } from '@domain/policy/hotel'


/**
 * The travel standard that applies to a member in a city of the given tier: the enterprise's hotel
 * standard and the member's role (IsManage members are managers). Private travel (因私) has none.
 */
export async function standardContext(db: Queryable, who: StandardSubject, cityTier: 1 | 2 | 3, isPrivate: boolean): Promise<HotelStandardContext> {
  return standardContextOf(await standardFor(db, who, 'hotel', cityTier), isPrivate)
}

/** The context of an applied hotel standard (read by the caller, e.g. within the search's statement). */
export function standardContextOf(applied: AppliedStandard<'hotel'>, isPrivate: boolean): HotelStandardContext {
  return { CityTier: applied.cityTier, Role: applied.grade, Standard: isPrivate ? null : applied.standard }
}

/** The one policy check (domain/policy/hotel.ts) applied to an average nightly price. */
export function checkRate(context: HotelStandardContext, nightlyFen: number): HotelVerdict {
  return hotelVerdict({ nightlyFen }, { cityTier: context.CityTier, grade: context.Role, standard: context.Standard })
}

/** Average nightly price over the stay, rounded to the fen (what the standard is checked against). */
export const averageNightlyFen = (nightlyPricesFen: readonly number[]): number =>
  nightlyPricesFen.length === 0 ? 0 : Math.round(nightlyPricesFen.reduce((sum, fen) => sum + fen, 0) / nightlyPricesFen.length)
