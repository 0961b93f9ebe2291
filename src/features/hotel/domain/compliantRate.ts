import type { HotelRatePlan, HotelRoom, HotelStandardContext } from '@api/hotel'
import { hotelVerdict, type HotelVerdict } from '@domain/policy/hotel'

export type CheckedRate = { room: HotelRoom; plan: HotelRatePlan; check: HotelVerdict; isSoldOut: boolean }

export function checkRate(plan: HotelRatePlan, context: HotelStandardContext): HotelVerdict {
  return hotelVerdict({ nightlyFen: plan.AvgNightlyFen }, { cityTier: context.CityTier, grade: context.Role, standard: context.Standard })
}

/** Every rate of every room with its standard check, in the server's order. */
export function checkedRates(rooms: readonly HotelRoom[], context: HotelStandardContext): CheckedRate[] {
  return rooms.flatMap((room) =>
    room.RatePlans.map((plan) => ({ room, plan, check: checkRate(plan, context), isSoldOut: plan.RemainingRooms <= 0 })),
  )
}

/** The cheapest rate that is within the standard and not sold out; null when none is. */
export function cheapestCompliant(rooms: readonly HotelRoom[], context: HotelStandardContext): CheckedRate | null {
  let best: CheckedRate | null = null
  for (const rate of checkedRates(rooms, context)) {
    if (rate.isSoldOut || rate.check.status !== 'within') continue
    if (!best || rate.plan.AvgNightlyFen < best.plan.AvgNightlyFen) best = rate
  }
  return best
}

/** List badge for a hotel's lowest price against the caller's cap. */
export function listPriceCheck(minPriceFen: number, context: HotelStandardContext): HotelVerdict {
  return hotelVerdict({ nightlyFen: minPriceFen }, { cityTier: context.CityTier, grade: context.Role, standard: context.Standard })
}

export const CHECK_LABEL: Record<HotelVerdict['action'], string> = {
  allow: '',
  requireReason: '超标需填原因',
  requireApproval: '超标需审批',
  block: '超标不可订',
}

/** '符合差标' or the over-standard label of a check. */
export function checkLabel(check: HotelVerdict): string {
  if (check.status === 'within') return check.capFen === null ? '' : '符合差标'
  return check.action === 'allow' ? '超出差标' : CHECK_LABEL[check.action]
}
