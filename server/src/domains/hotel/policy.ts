import type { Queryable } from '../../db/types'
import type { HotelStandardContext, HotelTravelStandard } from '../../../../types/api/hotel'
import { hotelVerdict, type HotelVerdict } from '@domain/policy/hotel'

export type StandardSubject = { memberId: number; enterpriseId: number }

/**
 * The travel standard that applies to a member in a city of the given tier: the enterprise's hotel
 * standard and the member's role (IsManage members are managers). Private travel (因私) has none.
 */
export async function standardContext(db: Queryable, who: StandardSubject, cityTier: 1 | 2 | 3, isPrivate: boolean): Promise<HotelStandardContext> {
  const { rows } = await db.query<{ is_manage: boolean; standard: HotelTravelStandard | null }>(
    `select m.is_manage, s.standard from members m left join hotel_travel_standards s on s.enterprise_id = m.enterprise_id
      where m.id = $1 and m.enterprise_id = $2`,
    [who.memberId, who.enterpriseId],
  )
  const row = rows[0]
  return { CityTier: cityTier, Role: row?.is_manage ? 'manager' : 'employee', Standard: isPrivate ? null : (row?.standard ?? null) }
}

/** The one policy check (domain/policy/hotel.ts) applied to an average nightly price. */
export function checkRate(context: HotelStandardContext, nightlyFen: number): HotelVerdict {
  return hotelVerdict({ nightlyFen }, { cityTier: context.CityTier, grade: context.Role, standard: context.Standard })
}

/** Average nightly price over the stay, rounded to the fen (what the standard is checked against). */
export const averageNightlyFen = (nightlyPricesFen: readonly number[]): number =>
  nightlyPricesFen.length === 0 ? 0 : Math.round(nightlyPricesFen.reduce((sum, fen) => sum + fen, 0) / nightlyPricesFen.length)
