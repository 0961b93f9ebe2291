/**
 * Hotel travel-standard policy. This file imports nothing on purpose: the server imports it too and
 * re-checks every order on submit with the very same function the list and the order form use.
 */

/** 1 first-tier, 2 second-tier, 3 all other cities. */
export type CityTier = 1 | 2 | 3
export type StaffRole = 'employee' | 'manager'
/** What happens when a rate is over the cap. */
export type OverAction = 'allow' | 'requireReason' | 'requireApproval' | 'block'

/** The standard as data: nightly cap in fen per city tier and role (null = no cap), and the over rule. */
export type HotelStandard = {
  nightlyCapFen: { [Tier in CityTier]: { [Role in StaffRole]: number | null } }
  whenExceeded: OverAction
}

export type RateCheckInput = {
  /** Average nightly price of the rate, integer fen. */
  nightlyFen: number
  cityTier: CityTier
  role: StaffRole
  /** null: no standard applies (private travel or none configured). */
  standard: HotelStandard | null
}

export type RateCheck = {
  status: 'within' | 'over'
  action: OverAction
  /** The cap that applied; null when there is none. */
  capFen: number | null
}

export function capOf(standard: HotelStandard | null, cityTier: CityTier, role: StaffRole): number | null {
  if (!standard) return null
  const row = standard.nightlyCapFen[cityTier]
  if (!row) return null
  const cap = row[role]
  return typeof cap === 'number' && Number.isFinite(cap) ? cap : null
}

/** A rate is within when it is at or below the cap; over it, the standard's rule decides the action. */
export function evaluateHotelRate({ nightlyFen, cityTier, role, standard }: RateCheckInput): RateCheck {
  const capFen = capOf(standard, cityTier, role)
  if (capFen === null || !standard || nightlyFen <= capFen) return { status: 'within', action: 'allow', capFen }
  return { status: 'over', action: standard.whenExceeded, capFen }
}

/** Whether a rate may be booked at all (only 'block' forbids). */
export function isBookable(check: RateCheck): boolean {
  return check.action !== 'block'
}
