import type { Id } from '@api/envelope'

export const TRAVELLER_KINDS = { self: 'self', colleague: 'colleague', passenger: 'passenger' } as const
export type TravellerKind = (typeof TRAVELLER_KINDS)[keyof typeof TRAVELLER_KINDS]

/**
 * A traveller chosen for a booking. MemberId is set for the booker and colleagues (their own travel
 * standard applies); a frequent passenger who is no colleague has MemberId ''.
 */
export type PickedTraveller = {
  kind: TravellerKind
  memberId: Id | ''
  passengerId: Id | ''
  name: string
  /** '' when unknown (a colleague's phone is not shown to the booker). */
  phone: string
  departmentName: string
}

/** What the opening form asks the picker for. */
export type TravellerPickRequest = {
  /** Already chosen: shown ticked. */
  selected: PickedTraveller[]
  /** At most this many (e.g. guests that fit the rooms). */
  max: number
  /** Offer frequent passengers besides colleagues (outsiders may travel on this product). */
  includePassengers: boolean
}

export const travellerKey = (traveller: Pick<PickedTraveller, 'memberId' | 'passengerId' | 'name'>): string =>
  traveller.memberId ? `m${traveller.memberId}` : traveller.passengerId ? `p${traveller.passengerId}` : `n${traveller.name}`

/**
 * Ticks or unticks one traveller. A traveller who is already chosen (by member or passenger id) is
 * removed; a new one is added unless `max` is reached (then the list stays as it is and `full` is true).
 */
export function toggleTraveller(list: readonly PickedTraveller[], traveller: PickedTraveller, max: number): { list: PickedTraveller[]; full: boolean } {
  const key = travellerKey(traveller)
  if (list.some((item) => travellerKey(item) === key)) return { list: list.filter((item) => travellerKey(item) !== key), full: false }
  if (list.length >= max) return { list: [...list], full: true }
  return { list: [...list, traveller], full: false }
}

/** Member ids of the chosen travellers, for the policy (each colleague travels on their own standard). */
export function travellerMemberIds(list: readonly PickedTraveller[]): Id[] {
  return [...new Set(list.map((item) => item.memberId).filter((id): id is Id => id !== ''))]
}
