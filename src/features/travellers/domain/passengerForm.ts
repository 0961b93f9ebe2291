import type { MaintainPassengerRequest, Passenger, PassengerDocumentType } from '@api/travellers'
import { DOCUMENT_NAMES, passengerError, type DocumentInput } from '@domain/travellers/passenger'

/** The document types in the order the form offers them (身份证 first, as on the spec's list). */
export const DOCUMENT_TYPE_ORDER: readonly PassengerDocumentType[] = [1, 2, 5, 6, 3, 4, 7]

export const documentName = (type: number): string => DOCUMENT_NAMES[type] ?? '证件'

/** One document row of the form; `nationalityName` is what the row shows. */
export type DocumentRow = DocumentInput & { type: PassengerDocumentType; nationalityName: string }

export type PassengerForm = {
  name: string
  enLastName: string
  enFirstName: string
  phone: string
  documents: DocumentRow[]
}

export const CHINA = { code: 'CN', name: '中国' } as const

export const newDocument = (type: PassengerDocumentType): DocumentRow => ({ type, number: '', expiry: '', nationality: CHINA.code, nationalityName: CHINA.name })

export const emptyPassengerForm = (): PassengerForm => ({ name: '', enLastName: '', enFirstName: '', phone: '', documents: [newDocument(1)] })

/** The form of a kept passenger; `nationalityName` names a nationality code (the code itself when unknown). */
export function passengerFormOf(passenger: Passenger, nationalityName: (code: string) => string): PassengerForm {
  return {
    name: passenger.Name,
    enLastName: passenger.EnLastName,
    enFirstName: passenger.EnFirstName,
    phone: passenger.Phone,
    documents: passenger.Documents.map((d) => ({ type: d.IdentityType, number: d.IdentityNo, expiry: d.ExpiryDate, nationality: d.Nationality, nationalityName: nationalityName(d.Nationality) })),
  }
}

/** The document types not on the form yet (one of each type). */
export function addableDocumentTypes(form: PassengerForm): PassengerDocumentType[] {
  const used = new Set(form.documents.map((d) => d.type))
  return DOCUMENT_TYPE_ORDER.filter((type) => !used.has(type))
}

/** The first problem of the form (the shared rule the server runs again), or null. */
export function passengerFormError(form: PassengerForm, today: string): string | null {
  return passengerError({ ...form, documents: form.documents }, today)
}

/** What MaintainPassenger is sent: trimmed, English names in capitals, document numbers in capitals. */
export function passengerBody(form: PassengerForm, passengerId: string | null): MaintainPassengerRequest {
  return {
    ...(passengerId ? { PassengerId: passengerId } : {}),
    Name: form.name.trim(),
    EnLastName: form.enLastName.trim().toUpperCase(),
    EnFirstName: form.enFirstName.trim().toUpperCase(),
    Phone: form.phone.trim(),
    Documents: form.documents.map((d) => ({ IdentityType: d.type, IdentityNo: d.number.trim().toUpperCase(), ExpiryDate: d.expiry, Nationality: d.nationality })),
  }
}

/** The list row's name: the Chinese name, else SURNAME/GIVEN NAMES. */
export const passengerDisplayName = (p: Pick<Passenger, 'Name' | 'EnLastName' | 'EnFirstName'>): string => p.Name || `${p.EnLastName}/${p.EnFirstName}`

/** 身份证 1101********002X: a document number with its middle masked, as lists show it. */
export function maskedDocumentNumber(number: string): string {
  if (number.length <= 6) return number
  const keep = number.length >= 15 ? 4 : 2
  return `${number.slice(0, keep)}${'*'.repeat(number.length - keep * 2)}${number.slice(-keep)}`
}
