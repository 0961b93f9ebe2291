/** Card guarantee checks: Luhn, expiry not past, masked number. */
import { isIdCard } from '../identity/idCard'

export function digitsOf(cardNo: string): string {
  return cardNo.replace(/[\s-]/g, '')
}

export function isLuhnValid(cardNo: string): boolean {
  const digits = digitsOf(cardNo)
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** 'MM/YY' -> { month, year } (four-digit year) or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(match[2]) }
}

/** A card is valid through the last day of its expiry month; `today` is 'YYYY-MM-DD' (Shanghai). */
export function isExpiryValid(expiry: string, today: string): boolean {
  const parsed = parseExpiry(expiry)
  if (!parsed) return false
  const [year, month] = today.split('-').map(Number)
  return parsed.year > year || (parsed.year === year && parsed.month >= month)
}

/** '6222 0212 3456 1234' -> '**** **** **** 1234'. */
export function maskCardNo(cardNo: string): string {
  const digits = digitsOf(cardNo)
  return `**** **** **** ${digits.slice(-4)}`
}

/** Groups of four for display while typing. */
export function formatCardNo(cardNo: string): string {
  return digitsOf(cardNo).replace(/(\d{4})(?=\d)/g, '$1 ')
}

export type CardInput = { CardNo: string; Expiry: string; HolderName: string; HolderIdNo: string; BankCode: string }

/** The first problem of a guarantee card, in form order; null when it is fine. */
export function cardError(card: CardInput, today: string): string | null {
  if (!card.BankCode) return '请选择发卡银行'
  if (!digitsOf(card.CardNo)) return '请输入信用卡号'
  if (!isLuhnValid(card.CardNo)) return '信用卡号有误，请检查'
  if (!parseExpiry(card.Expiry)) return '请输入有效期（月/年）'
  if (!isExpiryValid(card.Expiry, today)) return '信用卡已过期'
  if (!card.HolderName.trim()) return '请输入持卡人姓名'
  if (!isIdCard(card.HolderIdNo.trim())) return '请输入正确的证件号码'
  return null
}
