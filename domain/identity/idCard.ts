/** Resident ID card number: 15 digits, or 18 digits, or 17 digits followed by X (x accepted). */
export function isIdCard(value: unknown): boolean {
  if (typeof value !== 'string') return false
  return /^(\d{15}|\d{17}[\dXx])$/.test(value.trim())
}
