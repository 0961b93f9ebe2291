/**
 * The check digit of an 18-digit resident ID (GB 11643-1999): weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2 over
 * the first 17 digits, the sum modulo 11 mapped to 1 0 X 9 8 7 6 5 4 3 2. 12306 refuses a passenger whose number
 * fails it (未通过); the simulated 12306 does the same.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

export function idCardCheckDigit(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0)
  return CHECK[sum % 11]
}

/** 18 digits (or 17 and X), a real birth date, and the right check digit. */
export function isValidIdCard18(value: string): boolean {
  const id = value.trim().toUpperCase()
  if (!/^\d{17}[\dX]$/.test(id)) return false
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))]
  const birth = new Date(Date.UTC(y, m - 1, d))
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false
  return idCardCheckDigit(id.slice(0, 17)) === id[17]
}
