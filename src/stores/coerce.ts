/** true for true, 1, '1', 'true', 'Y' (case-insensitive); the server is not consistent. */
export function toFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value === 1
  if (typeof value === 'string') return ['1', 'true', 'y', 'yes'].includes(value.trim().toLowerCase())
  return false
}

export function toText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value)
}

export function toNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(number) ? number : 0
}

/** Coerces a server value to the type of a default value. */
export function coerceLike(sample: unknown, value: unknown): unknown {
  if (typeof sample === 'boolean') return toFlag(value)
  if (typeof sample === 'number') return toNumber(value)
  if (typeof sample === 'string') return toText(value)
  if (Array.isArray(sample)) return Array.isArray(value) ? value : []
  if (sample === null) return value === undefined ? null : value
  if (sample && typeof sample === 'object') return value && typeof value === 'object' ? value : sample
  return value
}
