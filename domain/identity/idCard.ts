/**
 * Resident ID card numbers. `isIdCard` is the spec's shape rule (15 digits, or 18 digits, or 17 and X; x accepted),
 * kept where the spec applies it (a bank card holder's number). Wherever a ticket is issued (train, flight, 抢票, the
 * 12306 link, frequent passengers) the number is checked by GB 11643-1999 with `isResidentIdCard` (decision 0602).
 */
export function isIdCard(value: unknown): boolean {
  if (typeof value !== 'string') return false
  return /^(\d{15}|\d{17}[\dXx])$/.test(value.trim())
}

/**
 * The check digit of an 18-digit resident ID (GB 11643-1999): weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2 over
 * the first 17 digits, the sum modulo 11 mapped to 1 0 X 9 8 7 6 5 4 3 2.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

export function idCardCheckDigit(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0)
  return CHECK[sum % 11]
}

/** GB 11643: 18 digits (or 17 and X, x accepted), a real birth date from 1900 on, and the right check digit. */
export function isResidentIdCard(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const id = value.trim().toUpperCase()
  if (!/^\d{17}[\dX]$/.test(id)) return false
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))]
  const birth = new Date(Date.UTC(y, m - 1, d))
  if (y < 1900 || birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false
  return idCardCheckDigit(id.slice(0, 17)) === id[17]
}
