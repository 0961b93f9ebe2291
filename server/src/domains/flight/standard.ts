import type { Queryable } from '../../db/types'
import type { CabinClass } from '../../../../types/api/flight'

/** The flight part of an enterprise travel standard (travel_standards.rules.flight). */
export type FlightStandard = { cabins: CabinClass[]; discountCap?: number } | null

export type FareCheck = { isOver: boolean; text: string }

const CABIN_NAME: Record<CabinClass, string> = { Y: '经济舱', W: '超级经济舱', C: '公务舱', F: '头等舱' }

/** The member's flight standard (none for private travel or a member without one). */
export async function flightStandardOf(db: Queryable, memberId: number, enterpriseId: number): Promise<FlightStandard> {
  const { rows } = await db.query<{ rules: { flight?: FlightStandard } | null }>(
    `select s.rules from members m left join travel_standards s on s.id = m.travel_standard_id and s.enterprise_id = m.enterprise_id
      where m.id = $1 and m.enterprise_id = $2`,
    [memberId, enterpriseId],
  )
  return rows[0]?.rules?.flight ?? null
}

/**
 * Cabin and discount cap of the standard (discount as a share of the full Y fare: 0.8 is 8折). Stands in for
 * domain/policy/flight.ts until the policy engineer's function lands (decision 0173).
 */
export function checkFare(standard: FlightStandard, cabin: CabinClass, percentOfY: number): FareCheck {
  if (!standard) return { isOver: false, text: '' }
  if (!standard.cabins.includes(cabin)) return { isOver: true, text: `差标仅可预订${standard.cabins.map((c) => CABIN_NAME[c]).join('、')}` }
  if (cabin === 'Y' && standard.discountCap !== undefined && percentOfY > standard.discountCap * 100) {
    return { isOver: true, text: `差标限${standard.discountCap * 10}折及以下` }
  }
  return { isOver: false, text: '' }
}

export function describeStandard(standard: FlightStandard): string {
  if (!standard) return ''
  const cap = standard.discountCap !== undefined ? `，经济舱${standard.discountCap * 10}折及以下` : ''
  return `差标：${standard.cabins.map((c) => CABIN_NAME[c]).join('、')}${cap}`
}
