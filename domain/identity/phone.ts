/** Mainland mobile number: 11 digits starting with 1. */
export function isPhone(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' ? /^1\d{10}$/.test(String(value).trim()) : false
}
