import type { Passenger, PassengerDocumentType } from '@api/travellers'
import { DOCUMENT_TYPES_BY_AREA } from '@domain/flight/documents'
import type { PickedTraveller } from './picked'

/** A document on file for a traveller, as a booking form fills it in. */
export type SavedDocument = {
  idType: PassengerDocumentType
  idNo: string
  /** The passport name (SURNAME/GIVEN NAMES) when the entry has one, else ''. */
  enName: string
  /** ISO 3166-1 alpha-2 of the document. */
  nationality: string
}

/**
 * The documents on file a form takes, in order of preference: 火车票 and 抢票 the 身份证 (decision 0602); a flight
 * those its area accepts, the usual first (decision 0761): at home 身份证, 护照, 回乡证, 台胞证, 外国人永久居留身份证;
 * to 香港/澳门 the 港澳通行证, 回乡证, 护照; to 台湾 the 台湾通行证, 台胞证, 护照; abroad the 护照.
 */
export const DOCUMENTS_FOR = {
  train: [1],
  flight: DOCUMENT_TYPES_BY_AREA,
} as const satisfies { train: readonly PassengerDocumentType[]; flight: Readonly<Record<string, readonly number[]>> }

/**
 * The saved entry (常用旅客) of a traveller: the frequent passenger picked, else the entry that is this member (the
 * member's own entry, 本人, or a colleague saved as a frequent passenger). Decision 0720.
 */
export function savedEntryOf(passengers: readonly Passenger[], traveller: Pick<PickedTraveller, 'memberId' | 'passengerId'>): Passenger | undefined {
  if (traveller.passengerId) {
    const byId = passengers.find((p) => p.PassengerId === traveller.passengerId)
    if (byId) return byId
  }
  return traveller.memberId ? passengers.find((p) => p.MemberId === traveller.memberId) : undefined
}

/**
 * The first document of the wanted types (in that order) on the traveller's saved entry that has not expired by
 * `today`; null when there is none (the form then asks for the number as before).
 */
export function savedDocumentOf(
  passengers: readonly Passenger[],
  traveller: Pick<PickedTraveller, 'memberId' | 'passengerId'>,
  types: readonly number[],
  today: string,
): SavedDocument | null {
  const entry = savedEntryOf(passengers, traveller)
  if (!entry) return null
  for (const type of types) {
    const doc = entry.Documents.find((d) => d.IdentityType === type && d.IdentityNo && (d.ExpiryDate === '' || d.ExpiryDate >= today))
    if (doc) return { idType: doc.IdentityType, idNo: doc.IdentityNo, enName: entry.EnLastName && entry.EnFirstName ? `${entry.EnLastName}/${entry.EnFirstName}` : '', nationality: doc.Nationality }
  }
  return null
}

/** The member's own saved entry (本人): a frequent passenger whose member is the owner. */
export const isSelfEntry = (passenger: Pick<Passenger, 'MemberId'>, ownMemberId: string): boolean => passenger.MemberId !== '' && passenger.MemberId === ownMemberId
