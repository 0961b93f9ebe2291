import { isChineseName } from '../identity/chineseName'
import { isResidentIdCard } from '../identity/idCard'
import { isPhone } from '../identity/phone'

/** Document codes (b2b Common/GetIdentityTypeList) a frequent passenger may carry, with their Chinese names. */
export const DOCUMENT_NAMES: Record<number, string> = {
  1: '身份证',
  2: '护照',
  3: '回乡证',
  4: '台胞证',
  5: '港澳通行证',
  6: '台湾通行证',
  7: '外国人永久居留身份证',
}

export type DocumentInput = { type: number; number: string; expiry: string; nationality: string }
export type PassengerInput = { name: string; enLastName: string; enFirstName: string; phone: string; documents: DocumentInput[] }

const DOCUMENT_PATTERNS: Record<number, RegExp> = {
  2: /^[A-Za-z0-9]{5,17}$/,
  3: /^[HMhm]\d{8,10}$/,
  4: /^\d{8}$|^\d{10}$/,
  5: /^[A-Za-z]\d{8}$/,
  6: /^[A-Za-z]\d{8}$/,
  7: /^[A-Za-z]{3}\d{12}$|^9\d{17}$/,
}

const EN_NAME = /^[A-Za-z][A-Za-z ]{0,39}$/

/** Whether a document number has its type's format (身份证 by GB 11643: check digit and a real birth date, decision 0602). */
export function isDocumentNumber(type: number, value: string): boolean {
  const number = value.trim()
  if (type === 1) return isResidentIdCard(number)
  const pattern = DOCUMENT_PATTERNS[type]
  return pattern ? pattern.test(number) : false
}

/**
 * The first problem of a frequent passenger, in form order; null when it can be saved. A Chinese name or
 * the English surname and given names are needed (the English ones for a passport); every document needs a
 * valid number, no expiry in the past (身份证 may have none: 长期) and a nationality; one document per type.
 */
export function passengerError(input: PassengerInput, today: string): string | null {
  const name = input.name.trim()
  const last = input.enLastName.trim()
  const first = input.enFirstName.trim()
  if (!name && !(last && first)) return '请填写中文姓名或英文姓名'
  if (name && !isChineseName(name)) return '中文姓名格式不正确'
  if ((last || first) && !(EN_NAME.test(last) && EN_NAME.test(first))) return '英文姓名只能包含字母和空格，姓和名都需填写'
  if (input.phone.trim() && !isPhone(input.phone.trim())) return '请填写正确的手机号'
  if (input.documents.length === 0) return '请至少添加一个证件'
  const seen = new Set<number>()
  for (const document of input.documents) {
    const label = DOCUMENT_NAMES[document.type]
    if (!label) return '证件类型不正确'
    if (seen.has(document.type)) return `${label}只能添加一个`
    seen.add(document.type)
    if (!isDocumentNumber(document.type, document.number)) return `请填写正确的${label}号码`
    if (document.type !== 1 && !document.expiry) return `请选择${label}有效期`
    if (document.expiry && document.expiry < today) return `${label}已过期`
    if (!/^[A-Z]{2}$/.test(document.nationality)) return `请选择${label}的国籍`
    if (document.type === 2 && !(last && first)) return '持护照出行请填写英文姓名'
  }
  return null
}
