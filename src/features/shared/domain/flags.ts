/** Flags arrive as booleans, 0/1 or '0'/'1' depending on the caller. */
export function isOn(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true'
}
