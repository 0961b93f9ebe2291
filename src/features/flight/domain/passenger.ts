import { DOCUMENT_TYPES_BY_AREA, flightDocumentProblem, type DocumentArea } from '@domain/flight/documents'

/** idType: a document code of b2b Common/GetIdentityTypeList (1 身份证 … 7 外国人永久居留身份证). */
export type PassengerForm = { name: string; idType: number; idNo: string; phone: string; memberId: string }

const PHONE = /^1\d{10}$/

/**
 * The document chips of a flight's form: the documents the flight accepts (decision 0761), and 身份证 where it is
 * not accepted, so a traveller who has only that learns at once why it will not do.
 */
export const documentChoicesOf = (area: DocumentArea): number[] => {
  const allowed = [...DOCUMENT_TYPES_BY_AREA[area]]
  return allowed.includes(1) ? allowed : [...allowed, 1]
}

/** Why the passenger cannot fly as typed ('' when fine): a document the flight accepts, in its format; a passport abroad with the pinyin name. */
export function passengerError(p: PassengerForm, area: DocumentArea): string {
  if (!p.name.trim()) return '请填写乘机人姓名'
  const problem = flightDocumentProblem(area, { name: p.name, type: p.idType, number: p.idNo })
  if (problem) return problem.message
  if (p.phone && !PHONE.test(p.phone)) return '乘机人手机号格式不正确'
  return ''
}
