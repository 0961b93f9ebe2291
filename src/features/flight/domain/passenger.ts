import { isResidentIdCard } from '@domain/identity/idCard'

export type PassengerForm = { name: string; idType: 1 | 2; idNo: string; phone: string; memberId: string }

const PASSPORT = /^[A-Za-z0-9]{5,17}$/
const PINYIN = /^[A-Za-z]+\/[A-Za-z ]+$/
const PHONE = /^1\d{10}$/

/** Why the passenger cannot fly as typed ('' when fine); international flights need a passport and the pinyin name. */
export function passengerError(p: PassengerForm, isInternational: boolean): string {
  if (!p.name.trim()) return '请填写乘机人姓名'
  if (isInternational && p.idType !== 2) return '国际航班请使用护照'
  if (isInternational && !PINYIN.test(p.name.trim())) return '请按护照填写拼音姓名，如 ZHANG/SAN'
  if (!p.idNo.trim()) return p.idType === 1 ? '请填写身份证号' : '请填写护照号'
  if (p.idType === 1 && !isResidentIdCard(p.idNo)) return '身份证号不正确，请核对'
  if (p.idType === 2 && !PASSPORT.test(p.idNo.trim())) return '护照号格式不正确'
  if (p.phone && !PHONE.test(p.phone)) return '乘机人手机号格式不正确'
  return ''
}
